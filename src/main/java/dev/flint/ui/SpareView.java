package dev.flint.ui;

import java.util.function.Supplier;
import javafx.animation.AnimationTimer;
import javafx.scene.layout.StackPane;

/**
 * The next tab's view, made ahead. A new tab used to be created, styled and laid out in the pulses right
 * after its file loaded (about 250 ms of FX-thread work in pulses of 40 to 80 ms on a 1 M-sample profile).
 * Here an empty view joins the window's view stack hidden and out of the layout, in idle pulses, one piece
 * per pulse: created and the chart half styled, then the lower half, then the call tree's row cells; the
 * next file opened fills it where it stands (a node moved to another parent has its CSS applied again).
 * The first spare comes after the start-up warm-up, the next one after each open has settled.
 */
final class SpareView {
    /** Pulses to wait before building (about half a second): the open's own pulses come first. */
    private static final int SETTLE_PULSES = 30;
    /** Row cells the spare's call tree makes ahead: more than a tall window shows. */
    static final int ROWS_AHEAD = 60;

    private final StackPane stack;
    private final Supplier<ProfileView> factory;
    private boolean enabled;
    private ProfileView building;
    private ProfileView ready;
    private AnimationTimer steps;

    SpareView(StackPane stack, Supplier<ProfileView> factory) {
        this.stack = stack;
        this.factory = factory;
    }

    /** Spares are kept from now on; the first is built soon. */
    void enable() {
        enabled = true;
        scheduleNext();
    }

    /** Builds the next spare unless one exists or is on its way. */
    void scheduleNext() {
        if (!enabled || building != null || ready != null || steps != null) return;
        steps = new AnimationTimer() {
            private int pulse;

            @Override
            public void handle(long now) {
                // An AnimationTimer runs at the start of a pulse: what a step adds is styled and laid out
                // in the same pulse, so each piece costs one pulse of its own.
                pulse++;
                if (pulse < SETTLE_PULSES) return;
                switch (pulse - SETTLE_PULSES) {
                    case 0 -> {
                        building = factory.get();
                        building.setVisible(false);
                        building.setManaged(false);
                        building.resize(stack.getWidth(), stack.getHeight());
                        stack.getChildren().add(building);
                    }
                    case 1 -> building.attachLowerHalf();
                    case 2 -> building.callTree().makeRowsAhead(ROWS_AHEAD);
                    default -> {
                        stop();
                        steps = null;
                        ready = building;
                        building = null;
                    }
                }
            }
        };
        steps.start();
    }

    /** The ready spare, now the caller's (it stays where it is in the stack); null when none is ready. */
    ProfileView take() {
        ProfileView taken = ready;
        ready = null;
        return taken;
    }

    /** The spare waiting for a file, null when none is ready. */
    ProfileView ready() {
        return ready;
    }

    /** True for a spare, ready or being built (it stays in the stack while no tab has it). */
    boolean is(ProfileView view) {
        return view != null && (view == ready || view == building);
    }

    /** How many spare views are in the stack (they come after the tabs' views). */
    int count() {
        return (ready != null ? 1 : 0) + (building != null ? 1 : 0);
    }
}
