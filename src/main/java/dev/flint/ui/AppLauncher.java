package dev.flint.ui;

import dev.flint.desktop.PendingFiles;
import javafx.application.Application;

/** Starts the JavaFX application; kept apart from Main so the CLI never loads JavaFX classes. */
public final class AppLauncher {
    private AppLauncher() {}

    public static void launch(String[] args) {
        dev.flint.launch.Relaunch.windowOpening();
        // The launch's files start loading now, while the toolkit starts and the window is built.
        EarlyLoad.start(PendingFiles.get().queuedFiles());
        Application.launch(FlintApp.class, args);
    }

    /** As {@link #launch}, for another Application class (the first-paint benchmark). */
    public static void launch(Class<? extends Application> app, String[] args) {
        dev.flint.launch.Relaunch.windowOpening();
        EarlyLoad.start(PendingFiles.get().queuedFiles());
        Application.launch(app, args);
    }
}
