package dev.flint.ui;

import javafx.application.Application;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.stage.Stage;

/** Placeholder window until the app lands. */
public final class FlintApp extends Application {
    @Override
    public void start(Stage stage) {
        stage.setTitle("Flint");
        stage.setScene(new Scene(new Label("Flint"), 800, 500));
        stage.show();
    }
}
