package dev.flint.ui;

import javafx.application.Application;
import javafx.stage.Stage;

/**
 * The JavaFX application: one main window. Files come from {@link dev.flint.desktop.PendingFiles}
 * (command line, desktop open events, a second launch); with none, the bundled sample opens.
 */
public final class FlintApp extends Application {
    @Override
    public void start(Stage stage) {
        openWindow(stage);
    }

    /** The main window as the app opens it at start-up (the first-paint benchmark opens the same one). */
    public static MainWindow openWindow(Stage stage) {
        MainWindow window = new MainWindow(stage, Settings.forCurrentUser());
        dev.flint.ui.symbols.SymbolsFeature.install(window);
        dev.flint.ui.compare.CompareFeature.install(window);
        stage.show();
        window.warmUp();
        window.subscribeToPendingFiles(true);
        return window;
    }
}
