package dev.flint.ui.flamegraph;

import dev.flint.calltree.CallTree;
import dev.flint.flamegraph.FlameGraphLayout;
import javafx.concurrent.Service;
import javafx.concurrent.Task;

/** Builds a tree's layout in the background; a newer request cancels the one in flight. */
final class LayoutService extends Service<FlameGraphLayout> {
    private CallTree tree;

    LayoutService() {
        setExecutor(java.util.concurrent.Executors.newSingleThreadExecutor(runnable -> {
            Thread thread = new Thread(runnable, "flint-flame-graph");
            thread.setDaemon(true);
            return thread;
        }));
    }

    void build(CallTree newTree) {
        tree = newTree;
        restart();
    }

    /** The tree the last request was for. */
    CallTree requested() {
        return tree;
    }

    @Override
    protected Task<FlameGraphLayout> createTask() {
        CallTree laidOut = tree;
        return new Task<>() {
            @Override
            protected FlameGraphLayout call() {
                return FlameGraphLayout.of(laidOut);
            }
        };
    }
}
