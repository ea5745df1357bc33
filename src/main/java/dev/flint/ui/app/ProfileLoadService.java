package dev.flint.ui.app;

import dev.flint.ui.common.ProfileLoading;
import dev.flint.viewmodel.LoadedProfile;
import java.lang.ref.WeakReference;
import java.nio.file.Path;
import java.util.List;
import javafx.concurrent.Service;
import javafx.concurrent.Task;

/**
 * Loads one or more files off the FX thread ({@link ProfileLoading}: the importer, then what the window shows).
 * Files opened together whose clocks do not overlap are separate results, one tab each. A file that cannot be
 * loaded fails the task with a {@link dev.flint.importer.ProfileFormatException} whose message is the one line
 * the user sees. The launch's own files may be loading already ({@link EarlyLoad}): the first task takes that
 * load over.
 */
public final class ProfileLoadService extends Service<List<LoadedProfile>> {
    private List<Path> files = List.of();
    /**
     * The task last created (tests: finished in the background, its result not yet on the FX thread). Weakly:
     * a task holds its result, every profile of the load, and a closed tab's must not stay reachable here.
     */
    private volatile WeakReference<Task<List<LoadedProfile>>> lastTask = new WeakReference<>(null);

    /** Sets what the next {@link #restart()} loads. */
    public void setFiles(List<Path> newFiles) {
        files = List.copyOf(newFiles);
    }

    public List<Path> getFiles() {
        return files;
    }

    @Override
    protected Task<List<LoadedProfile>> createTask() {
        List<Path> toLoad = files;
        Task<List<LoadedProfile>> task = newTask(toLoad);
        lastTask = new WeakReference<>(task);
        return task;
    }

    /** True once the last task's work is over, whether or not the FX thread has heard of it yet. */
    boolean lastTaskDone() {
        Task<List<LoadedProfile>> task = lastTask.get();
        return task != null && task.isDone();
    }

    private Task<List<LoadedProfile>> newTask(List<Path> toLoad) {
        return new Task<>() {
            @Override
            protected List<LoadedProfile> call() throws Exception {
                Task<List<LoadedProfile>> task = this;
                ProfileLoading.Progress progress = new ProfileLoading.Progress() {
                    @Override public void message(String text) { updateMessage(text); }
                    @Override public void fraction(double done) { updateProgress(done, 1); }
                    @Override public boolean isCancelled() { return task.isCancelled(); }
                };
                // The launch's files may be loading already, started while the toolkit came up.
                EarlyLoad early = EarlyLoad.take(toLoad);
                return early != null ? early.await(progress) : ProfileLoading.load(toLoad, progress);
            }
        };
    }

    /** The line to show for a failed load. */
    public static String messageOf(Throwable failure, List<Path> files) {
        return ProfileLoading.messageOf(failure, files);
    }
}
