package dev.flint.ui.calltree;

import dev.flint.calltree.CallTree;
import dev.flint.ui.session.ViewState;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Consumer;
import javafx.application.Platform;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;

/**
 * The call tree view's changes (another thread, a transform pushed or popped, the filter, the range, a
 * selection from the flame chart), applied in the order the user made them on one background thread.
 * Each step starts from the state the previous step produced, so two pushes made before the first tree
 * is built keep both; only the latest step builds a tree (earlier ones are overtaken) and only its result
 * reaches the view. A step that fails leaves the state as it was and its message goes to the view.
 * Methods other than the steps themselves run on the FX thread.
 */
final class RebuildQueue {
    /** One change of the view: from the state before to the state after; {@code trees} builds or reuses trees. */
    interface Step {
        ViewState apply(ViewState before, Trees trees) throws Exception;
    }

    /** The tree of a state, built at most once per thread, transforms and options. */
    interface Trees {
        CallTree of(ViewState state);
    }

    private final ExecutorService worker = Executors.newSingleThreadExecutor(runnable -> {
        Thread thread = new Thread(runnable, "flint-call-tree");
        thread.setDaemon(true);
        return thread;
    });
    private final AtomicLong latestSubmitted = new AtomicLong();
    private final ReadOnlyBooleanWrapper busy = new ReadOnlyBooleanWrapper(this, "busy");
    private final Consumer<Shown> show;
    private final Consumer<String> fail;
    private final Consumer<ViewState> overtaken;
    private int pending;

    // Worker-thread state.
    private ViewState state;
    private ViewState treeState;
    private CallTree tree;

    /** What a step hands the view: its state and that state's tree. */
    record Shown(ViewState state, CallTree tree) {}

    /** {@code overtaken} hears, in order, each state a step reached that a later step kept from being shown. */
    RebuildQueue(Consumer<Shown> show, Consumer<String> fail, Consumer<ViewState> overtaken) {
        this.show = show;
        this.fail = fail;
        this.overtaken = overtaken;
    }

    /**
     * Queues {@code step}. When nothing is queued the view's own selection and expansion ({@code viewPaths})
     * are where the step starts (the user may have clicked since the last result); otherwise it starts
     * from the previous step's.
     */
    void submit(ViewState viewPaths, Step step) {
        boolean idle = pending == 0;
        pending++;
        busy.set(true);
        long sequence = latestSubmitted.incrementAndGet();
        worker.execute(() -> run(sequence, idle ? viewPaths : null, step));
    }

    private void run(long sequence, ViewState viewPaths, Step step) {
        Shown result = null;
        ViewState reached = null;
        String failure = null;
        try {
            ViewState before = state;
            if (before != null && viewPaths != null) before = before.withPaths(viewPaths.selected(), viewPaths.expanded());
            ViewState after = step.apply(before, this::treeOf);
            state = after;
            reached = after;
            if (after != null && sequence == latestSubmitted.get()) result = new Shown(after, treeOf(after));
        } catch (Exception | StackOverflowError | OutOfMemoryError e) {
            failure = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
        }
        Shown shown = result;
        ViewState stepState = reached;
        String message = failure;
        Platform.runLater(() -> {
            pending--;
            if (message != null) fail.accept("The call tree could not be rebuilt: " + message);
            if (shown != null && sequence == latestSubmitted.get()) show.accept(shown);
            else if (stepState != null) overtaken.accept(stepState);
            busy.set(pending > 0);
        });
    }

    private CallTree treeOf(ViewState wanted) {
        if (tree == null || !wanted.sameTreeAs(treeState)) {
            tree = CallTree.build(wanted.transforms().thread(), wanted.options());
            treeState = wanted;
        }
        return tree;
    }

    ReadOnlyBooleanProperty busyProperty() {
        return busy.getReadOnlyProperty();
    }
}
