package dev.flint.ui.session;

import dev.flint.calltree.CallTree;
import java.util.concurrent.Executor;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Consumer;

/**
 * The session's executor for its expensive derivations: each {@link TreeAction} is reduced and its tree built
 * on one background thread, in the order the user made them. Each step starts from the state the previous step
 * reached, so two pushes made before the first tree is built keep both; only the latest step builds a tree
 * (earlier ones are overtaken) and only its result is published. A step that fails leaves the state as it was
 * and its message is published instead. Results reach the session through {@code publisher} (the FX thread in
 * the app, the calling thread in tests); {@link #submit} is called there too.
 */
final class TreeWorker {
    /** What a step hands the session: its state and that state's tree. */
    record Shown(ViewState state, CallTree tree) {}

    /** What the session hears after each step, in order, on the publisher's thread. */
    interface Results {
        /** The latest step's state and tree. */
        void shown(Shown shown);

        /** A state a step reached that a later step kept from being shown. */
        void overtaken(ViewState state);

        void failed(String message);

        /** Whether steps are still queued or running. */
        void busy(boolean busy);
    }

    private final ExecutorService worker = Executors.newSingleThreadExecutor(runnable -> {
        Thread thread = new Thread(runnable, "flint-call-tree");
        thread.setDaemon(true);
        return thread;
    });
    private final AtomicLong latestSubmitted = new AtomicLong();
    private final Executor publisher;
    private final Results results;
    private int pending;

    // Worker-thread state.
    private ViewState state;
    private ViewState treeState;
    private CallTree tree;

    TreeWorker(Executor publisher, Results results) {
        this.publisher = publisher;
        this.results = results;
    }

    /**
     * Queues {@code action}. When nothing is queued the session's own selection and expansion ({@code shown})
     * are where the step starts (the user may have clicked since the last result); otherwise it starts from
     * the previous step's.
     */
    void submit(ViewState shown, TreeAction action) {
        boolean idle = pending == 0;
        pending++;
        results.busy(true);
        long sequence = latestSubmitted.incrementAndGet();
        worker.execute(() -> run(sequence, idle ? shown : null, action));
    }

    private void run(long sequence, ViewState shown, TreeAction action) {
        Shown result = null;
        ViewState reached = null;
        String failure = null;
        try {
            ViewState before = state;
            if (before != null && shown != null && shown.thread() == before.thread()) {
                before = before.withPaths(shown.selected(), shown.expanded());
            }
            ViewState after = TreeReducer.reduce(before, action, this::treeOf);
            state = after;
            reached = after;
            if (after != null && sequence == latestSubmitted.get()) result = new Shown(after, treeOf(after));
        } catch (Exception | StackOverflowError | OutOfMemoryError e) {
            failure = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
        }
        Shown toShow = result;
        ViewState stepState = reached;
        String message = failure;
        publisher.execute(() -> {
            pending--;
            if (message != null) results.failed("The call tree could not be rebuilt: " + message);
            if (toShow != null && sequence == latestSubmitted.get()) results.shown(toShow);
            else if (stepState != null) results.overtaken(stepState);
            results.busy(pending > 0);
        });
    }

    private CallTree treeOf(ViewState wanted) {
        if (tree == null || !wanted.sameTreeAs(treeState)) {
            tree = CallTree.build(wanted.transforms().thread(), wanted.options());
            treeState = wanted;
        }
        return tree;
    }
}
