package dev.flint.ui.common;

import javafx.beans.InvalidationListener;
import javafx.event.Event;
import javafx.event.EventHandler;
import javafx.scene.input.InputEvent;
import javafx.scene.input.KeyEvent;
import javafx.scene.input.MouseEvent;
import javafx.scene.input.ScrollEvent;
import javafx.stage.Stage;
import javafx.stage.WindowEvent;

/**
 * Gives the window back the size it was shown at when the window manager shrinks it right after it maps.
 * JavaFX 21 on GTK (JDK-8316423, fixed in JavaFX 22) creates the X window before it has its size; openbox
 * and newer mutter then answer with a configure event at the minimum size (WM hints min = base = 638x395),
 * and the stage took that as the user's resize. A shrink to about the minimum size is undone as long as the
 * user has not touched the window yet: no clock decides, because a loaded machine delivers that configure
 * event seconds late (once in five starts at load 2-3 it came after the 1.5 s the first repair waited). There
 * are two such shrinks, each seen as a few size changes: GTK's own 200x200 before the window is managed, then
 * openbox's minimum; the undoing of the first can run before the second arrives (CI saw the window stay at
 * 638x395), so every shrink is undone, one undoing queued at a time, up to {@link #MAX_UNDOS} of them. A shrink that has already happened when the window shows is undone at once. Later
 * resizes, other early ones (under Monocle a test's resize, whose undoing raced the software painter into
 * BufferOverflowExceptions) and anything after the user's first click, key or scroll are the user's, and a
 * tiling manager that insists wins.
 */
public final class ShownSizeKeeper {
    /** How far above the minimum size a shrunk window still counts as put at its minimum (decorations). */
    static final double MIN_SIZE_SLACK_PX = 40;
    /**
     * Undoings before the keeper gives way: the bug needs two or three (openbox: 200x200, then 202x225 framed, then
     * its minimum); a window manager that answers every one with its minimum again is not fought for ever.
     */
    static final int MAX_UNDOS = 8;

    private ShownSizeKeeper() {}

    public static void install(Stage stage) {
        stage.addEventHandler(WindowEvent.WINDOW_SHOWN, shown -> {
            Watch watch = new Watch(stage);
            stage.widthProperty().addListener(watch);
            stage.heightProperty().addListener(watch);
            stage.addEventFilter(InputEvent.ANY, watch.userInput);
            // the configure event may have come before the window said it is shown
            watch.invalidated(null);
        });
    }

    /** Watches the size until the user has used the window or it has undone {@link #MAX_UNDOS} shrinks. */
    private static final class Watch implements InvalidationListener {
        private final Stage stage;
        final EventHandler<Event> userInput = this::userInput;
        private int undone;
        /** An undoing is queued and has not run yet: the size changes it will undo need no other. */
        private boolean queued;

        Watch(Stage stage) {
            this.stage = stage;
        }

        @Override
        public void invalidated(javafx.beans.Observable size) {
            if (stage.isMaximized() || stage.isFullScreen()) return;
            // The bug's mark: the window lands at (about) its minimum size, or below it with no WM hints.
            // Any other early shrink is someone's resize (a test's, a tiling manager's): left alone.
            if (stage.getWidth() > stage.getMinWidth() + MIN_SIZE_SLACK_PX
                    || stage.getHeight() > stage.getMinHeight() + MIN_SIZE_SLACK_PX) return;
            if (queued) return;
            if (++undone == MAX_UNDOS) stop();
            queued = true;
            // The scene keeps the size it was made with (the saved or the screen-derived one).
            javafx.application.Platform.runLater(() -> {
                queued = false;
                stage.sizeToScene();
            });
        }

        /** A click, key or scroll of the user's: from now on every size is theirs. */
        private void userInput(Event event) {
            if (event.getEventType() == MouseEvent.MOUSE_PRESSED || event.getEventType() == KeyEvent.KEY_PRESSED
                    || event.getEventType() == ScrollEvent.SCROLL) {
                stop();
            }
        }

        private void stop() {
            stage.widthProperty().removeListener(this);
            stage.heightProperty().removeListener(this);
            stage.removeEventFilter(InputEvent.ANY, userInput);
        }
    }
}
