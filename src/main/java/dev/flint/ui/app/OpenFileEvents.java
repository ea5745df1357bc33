package dev.flint.ui.app;

import java.awt.Desktop;
import java.awt.GraphicsEnvironment;
import java.io.File;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Consumer;

/**
 * macOS does not put a double-clicked document in argv: Finder sends an open-documents Apple Event,
 * which Java delivers to {@link Desktop#setOpenFileHandler}. The handler must be in place before the
 * first event, so before JavaFX starts. Elsewhere this does nothing, and in particular does not touch
 * AWT: on Linux merely asking {@link Desktop#isDesktopSupported()} starts the AWT toolkit.
 *
 * <p>It lives in {@code ui} because only the UI layer may touch AWT; {@code Main} hands
 * {@link #register(Consumer)} to {@code desktop.DesktopStartup} as its {@code OpenFileSource}.
 */
public final class OpenFileEvents {
    private OpenFileEvents() {}

    /** Registers the handler when this is a Mac with a display; returns whether it did. */
    public static boolean register(Consumer<List<Path>> receiver) {
        return register(System.getProperty("os.name", ""), GraphicsEnvironment.isHeadless(), receiver);
    }

    static boolean register(String osName, boolean headless, Consumer<List<Path>> receiver) {
        if (!osName.toLowerCase(Locale.ROOT).startsWith("mac") || headless) return false;
        try {
            if (!Desktop.isDesktopSupported()) return false;
            Desktop desktop = Desktop.getDesktop();
            if (!desktop.isSupported(Desktop.Action.APP_OPEN_FILE)) return false;
            desktop.setOpenFileHandler(event -> receiver.accept(absolutePaths(event.getFiles())));
            return true;
        } catch (RuntimeException | LinkageError e) {
            // A runtime without java.desktop, or AWT refusing to start: the app still opens argv files.
            return false;
        }
    }

    static List<Path> absolutePaths(List<File> files) {
        List<Path> paths = new ArrayList<>(files.size());
        for (File file : files) paths.add(file.toPath().toAbsolutePath().normalize());
        return paths;
    }
}
