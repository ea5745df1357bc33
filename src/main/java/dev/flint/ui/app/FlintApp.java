package dev.flint.ui.app;

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
        boolean launchFiles = dev.flint.desktop.PendingFiles.get().hasQueued();
        MainWindow window = new MainWindow(stage, Settings.forCurrentUser());
        // Before symbols: its drop filter must see dropped .map files first (symbols would open them as profiles).
        dev.flint.ui.sourcemaps.SourceMapsFeature.install(window);
        dev.flint.ui.symbols.SymbolsFeature.install(window);
        dev.flint.ui.compare.CompareFeature compare = dev.flint.ui.compare.CompareFeature.install(window);
        // The launch's files are what the user waits for: their tab comes in one frame, chart and all.
        if (launchFiles) window.showLaunchTabWhole();
        stage.show();
        // The warm-up pays a first tab's costs before the user picks a file. Files given at launch are
        // loading already and their tab pays those costs itself; a warm-up would hold the FX thread when
        // their load is done.
        if (!launchFiles) window.warmUp();
        // With files at launch (no warm-up), spare views for the next files start once the first one shows.
        else window.profileProperty().addListener(new javafx.beans.InvalidationListener() {
            @Override
            public void invalidated(javafx.beans.Observable shown) {
                window.profileProperty().removeListener(this);
                window.keepSpareViews();
            }
        });
        window.subscribeToPendingFiles(true);
        DebugState.installIfAsked(window, compare);
        return window;
    }
}
