package dev.flint.ui.calltree;

import java.util.concurrent.Callable;
import javafx.concurrent.Service;
import javafx.concurrent.Task;

/**
 * Rebuilds the call tree (transforms applied, tree built) off the FX thread. Restarting drops the job in
 * flight: only the latest request's result reaches the view.
 */
final class TreeBuildService<T> extends Service<T> {
    private Callable<T> job;

    void run(Callable<T> newJob) {
        job = newJob;
        restart();
    }

    @Override
    protected Task<T> createTask() {
        Callable<T> current = job;
        return new Task<>() {
            @Override
            protected T call() throws Exception {
                return current.call();
            }
        };
    }
}
