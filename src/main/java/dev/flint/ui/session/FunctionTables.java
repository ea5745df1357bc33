package dev.flint.ui.session;

import dev.flint.calltree.CallTree;
import dev.flint.sandwich.FunctionTable;
import java.util.concurrent.Executor;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicLong;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;

/**
 * The session's function table of its shown tree (the sandwich's rows), built on a thread of its own while the
 * sandwich wants it, and published through the session's publisher once it is the shown tree's. Only the latest
 * tree's table is published; a table already built for the shown tree is not built again.
 */
final class FunctionTables {
    private final ExecutorService worker = Executors.newSingleThreadExecutor(runnable -> {
        Thread thread = new Thread(runnable, "flint-sandwich");
        thread.setDaemon(true);
        return thread;
    });
    private final Executor publisher;
    private final AtomicLong latest = new AtomicLong();
    private final ReadOnlyObjectWrapper<FunctionTable> table = new ReadOnlyObjectWrapper<>(this, "table");
    private boolean wanted;
    /** The tree the next table is for (the shown one), and whether its table is built or on its way. */
    private CallTree shown;
    private boolean requested;
    /** The tree {@link #table} was built from. */
    private CallTree tableTree;
    private final java.util.function.Consumer<String> onFailure;

    FunctionTables(Executor publisher, java.util.function.Consumer<String> onFailure) {
        this.publisher = publisher;
        this.onFailure = onFailure;
    }

    void setWanted(boolean value, CallTree tree) {
        wanted = value;
        if (tree != shown) {
            shown = tree;
            requested = false;
        }
        build();
    }

    void treeShown(CallTree tree) {
        shown = tree;
        requested = false;
        build();
    }

    private void build() {
        if (!wanted || requested || shown == null) return;
        requested = true;
        CallTree tree = shown;
        long request = latest.incrementAndGet();
        worker.execute(() -> {
            FunctionTable built = null;
            String failure = null;
            try {
                built = FunctionTable.of(tree);
            } catch (RuntimeException | StackOverflowError | OutOfMemoryError e) {
                failure = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
            }
            FunctionTable result = built;
            String message = failure;
            publisher.execute(() -> {
                if (request != latest.get()) return;
                if (message != null) onFailure.accept("The sandwich could not be built: " + message);
                if (result == null) return;
                tableTree = tree;
                table.set(result);
            });
        });
    }

    ReadOnlyObjectProperty<FunctionTable> tableProperty() { return table.getReadOnlyProperty(); }

    /** The tree the published table was built from, null before one is. */
    CallTree tableTree() { return tableTree; }
}
