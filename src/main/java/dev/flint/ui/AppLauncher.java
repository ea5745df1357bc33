package dev.flint.ui;

import javafx.application.Application;

/** Starts the JavaFX application; kept apart from Main so the CLI never loads JavaFX classes. */
public final class AppLauncher {
    private AppLauncher() {}

    public static void launch(String[] args) {
        Application.launch(FlintApp.class, args);
    }
}
