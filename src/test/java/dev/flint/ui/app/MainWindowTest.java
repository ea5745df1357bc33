package dev.flint.ui.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.flint.desktop.PendingFiles;
import dev.flint.ui.testing.FreshStage;
import dev.flint.viewmodel.FlameTrack;
import dev.flint.viewmodel.LoadedProfile;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javafx.scene.control.Label;
import javafx.scene.input.ClipboardContent;
import javafx.scene.input.MouseButton;
import javafx.scene.input.TransferMode;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;

/**
 * Opening files: the command line (the desktop queue), the bundled sample, drag and drop, a bad file.
 * Each test has a queue of its own (the process's keeps its last subscriber), so they run in any order.
 */
@FreshStage(width = 1200, height = 800)
class MainWindowTest extends FreshWindowTest {
    /** The sample's call tree roots, as {@code flint tree} prints them. */
    static final List<String> SAMPLE_ROOTS = List.of("(anonymous)", "(garbage collector)", "(idle)", "(program)",
            "processTicksAndRejections");
    /** The sample's deepest stack: its flame chart's rows. */
    static final int SAMPLE_DEPTH = 38;


    @Test
    void opensTheFilesGivenOnTheCommandLine() throws IOException {
        Path sample = Fixtures.nodeSample(Files.createTempDirectory(folder, "command-line"));
        // Main queues command-line files in PendingFiles before the window exists.
        PendingFiles pending = new PendingFiles();
        pending.offer(List.of(sample));
        org.testfx.util.WaitForAsyncUtils.asyncFx(() -> window.subscribeToPendingFiles(pending, true));
        Fixtures.waitFor(() -> window.profileProperty().get() != null);
        Fixtures.waitForIdle(window);

        LoadedProfile loaded = window.profileProperty().get();
        assertEquals(List.of(sample), loaded.files());
        assertEquals("cpuprofile", loaded.formats());
        assertEquals(1, window.flameChart().tracks().size());
        assertEquals("node-sample.cpuprofile", window.flameChart().tracks().get(0).title());
        assertEquals(SAMPLE_DEPTH, window.flameChart().tracks().get(0).depthCount());
        assertEquals(SAMPLE_ROOTS, Fixtures.rootNames(window.callTree().tree()));
        assertEquals(List.of(sample.toAbsolutePath().normalize()), window.settings().recentFiles());
        assertEquals("node-sample.cpuprofile \u2014 Flint", window.stage().getTitle());
    }

    @Test
    void startedWithNothingItShowsTheBundledSample() {
        org.testfx.util.WaitForAsyncUtils.asyncFx(() -> window.subscribeToPendingFiles(new PendingFiles(), true));
        Fixtures.waitFor(() -> window.profileProperty().get() != null);
        Fixtures.waitForIdle(window);
        assertEquals("sample.cpuprofile", window.profileProperty().get().files().get(0).getFileName().toString());
        assertEquals(SAMPLE_ROOTS, Fixtures.rootNames(window.callTree().tree()));
        assertEquals(List.of(), window.settings().recentFiles(), "the sample is not a recent file");
    }

    @Test
    void opensWhatIsDroppedOnTheWindow(FxRobot robot) throws IOException {
        Path seed = Fixtures.seed001(folder);
        Label source = new Label("drag me");
        source.setId("dragSource");
        source.setOnDragDetected(event -> {
            ClipboardContent content = new ClipboardContent();
            content.putFiles(List.of(seed.toFile()));
            source.startDragAndDrop(TransferMode.COPY).setContent(content);
            event.consume();
        });
        // A drag source of our own (a test cannot fake an OS drop), placed away from tooltips: a popup
        // window under the pointer when the drag starts upsets Monocle's drag loop.
        robot.interact(() -> ((javafx.scene.layout.BorderPane) window.stage().getScene().getRoot()).setLeft(source));
        robot.interact(() -> {
            window.stage().setX(0);
            window.stage().setY(0);
            window.stage().toFront();
        });
        robot.clickOn("#dragSource");
        // With nothing open the welcome page's drop zone is what the user aims at.
        Fixtures.monocleDrag(() -> robot.drag("#dragSource", MouseButton.PRIMARY).moveBy(30, 0).moveTo("#dropZone").drop());
        Fixtures.waitFor(() -> window.profileProperty().get() != null);
        Fixtures.waitForIdle(window);

        assertEquals(List.of(seed.toAbsolutePath()), window.profileProperty().get().files());
        FlameTrack track = window.flameChart().tracks().get(0);
        assertEquals(5, track.depthCount(), "A>B>C>D>E is five calls deep");
        assertEquals("A", track.name(0, 0));
    }

    @Test
    void aBadFileShowsItsMessageAndKeepsTheProfileOpen() throws IOException {
        Path seed = Fixtures.seed001(folder);
        Path bad = Files.writeString(folder.resolve("broken.cpuprofile"), "{\"nodes\": [ {\"id\": 1,");
        org.testfx.util.WaitForAsyncUtils.asyncFx(() -> window.open(List.of(seed)));
        Fixtures.waitFor(() -> window.profileProperty().get() != null);
        Fixtures.waitForIdle(window);
        LoadedProfile before = window.profileProperty().get();
        List<? extends FlameTrack> tracksBefore = window.flameChart().tracks();

        org.testfx.util.WaitForAsyncUtils.asyncFx(() -> window.open(List.of(bad)));
        Fixtures.waitFor(() -> !window.bannerText().isEmpty());

        String message = window.bannerText();
        assertTrue(message.startsWith(bad.toString() + ": "), message);
        assertFalse(message.contains("Exception"), "no exception names for users: " + message);
        assertFalse(message.contains("\n"), "one line: " + message);
        assertSame(before, window.profileProperty().get());
        assertSame(tracksBefore, window.flameChart().tracks());
        assertEquals("seed001.cpuprofile \u2014 Flint", window.stage().getTitle());
    }

    @Test
    void windowSizeAndSplittersAreRememberedInTheSettingsFile(FxRobot robot) throws Exception {
        Path file = Files.createTempDirectory(folder, "remembered").resolve("settings.properties");
        Settings first = new Settings(file);
        first.putDouble("window.width", 1000);
        first.putDouble("window.height", 700);
        first.putDouble("split.vertical", 0.4);
        MainWindow[] opened = new MainWindow[1];
        robot.interact(() -> {
            opened[0] = new MainWindow(new Stage(), first);
            opened[0].stage().show();
        });
        assertEquals(1000, opened[0].stage().getScene().getWidth(), 0.5);
        robot.interact(() -> opened[0].stage().close());

        Settings reloaded = new Settings(file);
        assertEquals(1000, reloaded.getDouble("window.width", 0), 0.5);
        assertEquals(700, reloaded.getDouble("window.height", 0), 0.5);
        assertEquals(0.4, reloaded.getDouble("split.vertical", 0), 0.02);
        assertTrue(reloaded.getDouble("split.column", -1) > 0, "the column's splitter is saved too");
    }
}
