package dev.flint.ui.app;

import dev.flint.desktop.PendingFiles;
import javafx.application.Application;

/** Starts the JavaFX application; kept apart from Main so the CLI never loads JavaFX classes. */
public final class AppLauncher {
    private AppLauncher() {}

    /**
     * {@code -Dflint.firstPaintBenchmark=true}: the README's start command ({@code java -jar flint.jar FILE},
     * relaunch included) opens FILE in the first-paint benchmark's window instead, which prints its moments
     * from the start of the first process and exits ({@code tools/bench-cold.sh}).
     */
    public static final String FIRST_PAINT_BENCHMARK = "flint.firstPaintBenchmark";

    public static void launch(String[] args) {
        if (Boolean.getBoolean(FIRST_PAINT_BENCHMARK)) {
            dev.flint.ui.bench.FirstPaintBenchmark.launchFromMain();
            return;
        }
        dev.flint.launch.Relaunch.windowOpening();
        ClassPathWarningFilter.install();
        // The launch's files start loading now, while the toolkit starts and the window is built.
        EarlyLoad.start(PendingFiles.get().queuedFiles());
        Application.launch(FlintApp.class, args);
    }

    /** As {@link #launch}, for another Application class (the first-paint benchmark). */
    public static void launch(Class<? extends Application> app, String[] args) {
        dev.flint.launch.Relaunch.windowOpening();
        ClassPathWarningFilter.install();
        EarlyLoad.start(PendingFiles.get().queuedFiles());
        Application.launch(app, args);
    }
}
