package dev.flint.ui.common;

import javafx.animation.AnimationTimer;

/**
 * Runs an action at the start of a later pulse, before that pulse's CSS and layout: what it adds to the
 * scene is styled, laid out and drawn in a frame of its own, not in the long frame of what came before
 * (a new tab's first frame, a selection shown elsewhere). Call on the FX thread.
 */
public final class PulseDelay {
    private PulseDelay() {}

    /**
     * Runs {@code action} in the {@code pulses}-th pulse from now: 1 is the next pulse (the one that shows
     * what the caller changed), 2 the one after it.
     */
    public static void run(int pulses, Runnable action) {
        new AnimationTimer() {
            private int seen;

            @Override
            public void handle(long now) {
                if (++seen < pulses) return;
                stop();
                action.run();
            }
        }.start();
    }
}
