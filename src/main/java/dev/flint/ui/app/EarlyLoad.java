package dev.flint.ui.app;

import dev.flint.ui.common.ProfileLoading;
import dev.flint.viewmodel.LoadedProfile;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.FutureTask;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * The launch's own files, loaded while JavaFX starts and the window is built (two seconds of a cold start
 * that the load would otherwise wait for). The window's first load of exactly these files takes this one
 * over ({@link #take}): it waits for the result, shows its progress and can cancel it. Any other load
 * never sees it.
 */
final class EarlyLoad implements ProfileLoading.Progress {
    private static EarlyLoad pending;

    private final List<Path> files;
    private final FutureTask<List<LoadedProfile>> task;
    private volatile boolean cancelled;
    private volatile double fraction;
    private volatile String message = "";

    private EarlyLoad(List<Path> files) {
        this.files = List.copyOf(files);
        this.task = new FutureTask<>(() -> ProfileLoading.load(this.files, this));
    }

    /** Starts loading {@code files} on a background thread; nothing when the list is empty. */
    static synchronized void start(List<Path> files) {
        if (files.isEmpty()) return;
        EarlyLoad load = new EarlyLoad(files);
        pending = load;
        Thread thread = new Thread(load.task, "flint-early-load");
        thread.setDaemon(true);
        thread.start();
    }

    /**
     * The early load of exactly {@code files}, handed over once; null when there is none. The first load
     * the window asks for decides: an early load of other files is cancelled and dropped, so it neither
     * keeps a core busy nor holds its profile in memory.
     */
    static synchronized EarlyLoad take(List<Path> files) {
        EarlyLoad load = pending;
        pending = null;
        if (load == null || load.files.equals(files)) return load;
        load.cancelled = true;
        return null;
    }

    /**
     * Waits for the result, passing the progress on to {@code to}; a cancel of {@code to} cancels the load.
     * Throws what the load threw (a {@link dev.flint.importer.ProfileFormatException} for a bad file).
     */
    List<LoadedProfile> await(ProfileLoading.Progress to) throws Exception {
        while (true) {
            if (to.isCancelled()) {
                cancelled = true;
                throw new CancellationException();
            }
            to.message(message);
            to.fraction(fraction);
            try {
                // As often as the load passes its progress on (a result returns at once).
                return task.get(ProfileLoading.SHOWN_EVERY_NANOS, TimeUnit.NANOSECONDS);
            } catch (TimeoutException stillLoading) {
                // report progress and look at the cancel again
            } catch (ExecutionException failed) {
                Throwable cause = failed.getCause();
                if (cause instanceof Exception exception) throw exception;
                if (cause instanceof Error error) throw error;
                throw failed;
            }
        }
    }

    @Override public void message(String text) { message = text; }
    @Override public void fraction(double done) { fraction = done; }
    @Override public boolean isCancelled() { return cancelled; }
}
