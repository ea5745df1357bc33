package dev.flint.ui.app;

import java.util.function.Supplier;
import dev.flint.ui.flamechart.TrackBuilder;
import javafx.animation.AnimationTimer;
import javafx.scene.layout.StackPane;

/**
 * The next tab's view, made ahead. A new tab used to be created, styled and laid out in the pulses right
 * after its file loaded (about 250 ms of FX-thread work in pulses of 40 to 80 ms on a 1 M-sample profile).
 * Here an empty view joins the window's view stack hidden and out of the layout, in idle pulses, one piece
 * per pulse: created; joined, its chart half styled; the call tree's toolbars; its table; the line hits; the
 * details; its thread list (a trace's; a profile of one thread takes it out); then the table's row cells two rows
 * at a time, the thread list's three at a time and the line hits' three at a time. Each piece is one pulse of
 * 10-35 ms of FX CPU (measured by {@code PulseBenchmark}): the pieces were fewer once, and the table's skin with its toolbars,
 * the tab pane with the source view, and a dozen rows of cells at once each took 50-95 ms. The next file
 * opened fills the spare where it stands (a node moved to another parent has its CSS applied again).
 * The first spare comes after the start-up warm-up, the next one after each open has settled; when the
 * window's size settles at another size, a ready spare takes it (hidden: the open does not lay it out again).
 */
final class SpareView {
    /** Pulses to wait before building (about half a second): the open's own pulses come first. */
    private static final int SETTLE_PULSES = 30;
    /** Row cells the spare's call tree makes ahead per pulse. */
    private static final int ROWS_PER_PULSE = 2;
    /** Thread-list row cells the spare makes ahead per pulse. */
    private static final int THREAD_ROWS_PER_PULSE = 3;
    /** Line-hit rows (four cells each) the spare makes ahead per pulse. */
    private static final int LINE_ROWS_PER_PULSE = 3;

    private final StackPane stack;
    private final Supplier<ProfileView> factory;
    private boolean enabled;
    /** The spare made but not in the stack yet, then the one being built in the stack. */
    private ProfileView made;
    private ProfileView building;
    private ProfileView ready;
    private AnimationTimer steps;
    private boolean rowsMade;
    private boolean threadRowsMade;
    private boolean lineRowsMade;

    /** After the window's size settles, a ready spare takes the stack's new size (laid out hidden, not at the open). */
    private final javafx.animation.PauseTransition resizeSettled = new javafx.animation.PauseTransition(
            javafx.util.Duration.millis(RESIZE_SETTLE_MILLIS));
    private static final double RESIZE_SETTLE_MILLIS = 400;

    SpareView(StackPane stack, Supplier<ProfileView> factory) {
        this.stack = stack;
        this.factory = factory;
        resizeSettled.setOnFinished(e -> fitReadySpare());
        javafx.beans.InvalidationListener resized = obs -> {
            if (ready != null) resizeSettled.playFromStart();
        };
        stack.widthProperty().addListener(resized);
        stack.heightProperty().addListener(resized);
    }

    private void fitReadySpare() {
        if (ready != null && (ready.getWidth() != stack.getWidth() || ready.getHeight() != stack.getHeight())) {
            ready.resize(stack.getWidth(), stack.getHeight());
        }
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
                if (pulse < SETTLE_PULSES) {
                    pulse++;
                    return;
                }
                // Each piece's pulse repaints the whole window (35-50 ms of render CPU with software rendering):
                // not while the flame chart's builder takes a core, after a big trace's open (see TrackBuilder).
                if (TrackBuilder.busy()) {
                    stop();
                    TrackBuilder.afterBuilds(this::start);
                    return;
                }
                int step = pulse++ - SETTLE_PULSES;
                if (step == 0) {
                    made = factory.get();
                } else if (step == 1) {
                    building = made;
                    made = null;
                    building.setVisible(false);
                    building.setManaged(false);
                    building.resize(stack.getWidth(), stack.getHeight());
                    stack.getChildren().add(building);
                } else if (step == 2) {
                    building.attachCallTreeHalf();
                } else if (step == 3) {
                    building.attachTreeTable();
                } else if (step == 4) {
                    building.attachLineHits();
                } else if (step == 5) {
                    building.attachDetails();
                } else if (step == 6) {
                    building.attachThreadList();
                } else if (!rowsMade) {
                    // A few row cells per pulse (each row is six cells to make and style).
                    rowsMade = building.callTree().makeRowsAhead(ROWS_PER_PULSE);
                } else if (!threadRowsMade) {
                    threadRowsMade = building.makeThreadRowsAhead(THREAD_ROWS_PER_PULSE);
                } else if (!lineRowsMade) {
                    lineRowsMade = building.makeLineHitRowsAhead(LINE_ROWS_PER_PULSE);
                } else {
                    stop();
                    steps = null;
                    ready = building;
                    building = null;
                    rowsMade = false;
                    threadRowsMade = false;
                    lineRowsMade = false;
                    // The window may have changed size while it was built.
                    fitReadySpare();
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
