package dev.flint.ui.app;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javafx.stage.Stage;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * A TestFX class on Flint's main window: every test gets a MainWindow of its own on the fresh stage its
 * class's {@link dev.flint.ui.testing.FreshStage} gives, with a settings file of its own in a new folder, so
 * no test reads another's window size, theme, folders or remembered views. A class that needs a feature on
 * the window (symbols, source maps, compare) installs it in {@link #installFeatures}, before the window shows.
 */
public abstract class FreshWindowTest {
    @TempDir
    protected static Path folder;

    protected MainWindow window;
    /** The test's settings file; its folder is the settings directory (views/ and the like). */
    protected Path settingsFile;

    @Start
    void openWindow(Stage stage) throws Exception {
        settingsFile = Files.createTempDirectory(folder, "settings").resolve("settings.json");
        window = new MainWindow(stage, new Settings(settingsFile));
        installFeatures();
        stage.show();
    }

    /** Opens {@code files} as one tab and waits until its call tree is shown and the window is idle. */
    protected void openAndShow(Path... files) throws Exception {
        WaitForAsyncUtils.asyncFx(() -> window.open(List.of(files))).get();
        Fixtures.waitFor(() -> window.profileProperty().get() != null && window.callTree().tree() != null);
        Fixtures.waitForIdle(window);
    }

    /** What the class installs on the window before it shows; nothing here. */
    protected void installFeatures() throws Exception {}
}
