package dev.flint.ui.app;

import javafx.animation.PauseTransition;
import javafx.beans.InvalidationListener;
import javafx.stage.Stage;
import javafx.stage.WindowEvent;
import javafx.util.Duration;

/**
 * Gives the window back the size it was shown at when the window manager shrinks it right after it maps.
 * JavaFX 21 on GTK (JDK-8316423, fixed in JavaFX 22) creates the X window before it has its size; openbox
 * and newer mutter then answer with a configure event at the minimum size (WM hints min = base = 638x395),
 * and the stage took that as the user's resize. Only a shrink to about the minimum size in the first
 * {@link #WATCH_MILLIS} after the window shows is undone, once: later resizes, and other early ones (under
 * Monocle a test's resize, whose undoing raced the software painter into BufferOverflowExceptions), are the
 * user's, and a tiling manager that insists wins.
 */
final class ShownSizeKeeper {
    static final double WATCH_MILLIS = 1500;
    /** How far above the minimum size a shrunk window still counts as put at its minimum (decorations). */
    static final double MIN_SIZE_SLACK_PX = 40;

    private ShownSizeKeeper() {}

    static void install(Stage stage) {
        stage.addEventHandler(WindowEvent.WINDOW_SHOWN, shown -> {
            double wantedWidth = stage.getWidth();
            double wantedHeight = stage.getHeight();
            PauseTransition watch = new PauseTransition(Duration.millis(WATCH_MILLIS));
            InvalidationListener shrunk = new InvalidationListener() {
                @Override
                public void invalidated(javafx.beans.Observable size) {
                    if (stage.isMaximized() || stage.isFullScreen()) return;
                    if (stage.getWidth() >= wantedWidth - 1 && stage.getHeight() >= wantedHeight - 1) return;
                    // The bug's mark: the window lands at (about) its minimum size, or below it with no WM hints.
                    // Any other early shrink is someone's resize (a test's, a tiling manager's): left alone.
                    if (stage.getWidth() > stage.getMinWidth() + MIN_SIZE_SLACK_PX
                            || stage.getHeight() > stage.getMinHeight() + MIN_SIZE_SLACK_PX) return;
                    stop(this);
                    // The scene keeps the size it was made with (the saved or the screen-derived one).
                    javafx.application.Platform.runLater(stage::sizeToScene);
                }

                private void stop(InvalidationListener self) {
                    stage.widthProperty().removeListener(self);
                    stage.heightProperty().removeListener(self);
                    watch.stop();
                }
            };
            stage.widthProperty().addListener(shrunk);
            stage.heightProperty().addListener(shrunk);
            watch.setOnFinished(e -> {
                stage.widthProperty().removeListener(shrunk);
                stage.heightProperty().removeListener(shrunk);
            });
            watch.play();
        });
    }
}
