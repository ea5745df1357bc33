package dev.flint.desktop;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/**
 * Files the desktop asked Flint to open (command line, a macOS open-file event, a second launch handing
 * its arguments to the running instance). They queue until the window exists and subscribes; from then
 * on they go straight to it. Thread-safe; the subscriber is called on the thread that offers the files.
 */
public final class PendingFiles {
    private static final PendingFiles INSTANCE = new PendingFiles();

    private final List<Path> queued = new ArrayList<>();
    private Consumer<List<Path>> subscriber;

    /** The process's queue: what Main and the desktop's open-file events offer. */
    public static PendingFiles get() {
        return INSTANCE;
    }

    /** A queue of its own (a test's, so that no test depends on what another left in the process's queue). */
    public PendingFiles() {}

    public void offer(List<Path> files) {
        if (files.isEmpty()) return;
        Consumer<List<Path>> target;
        synchronized (this) {
            if (subscriber == null) {
                queued.addAll(files);
                return;
            }
            target = subscriber;
        }
        target.accept(List.copyOf(files));
    }

    /** True while files wait for a subscriber (the app shows its bundled sample only when none do). */
    public synchronized boolean hasQueued() {
        return !queued.isEmpty();
    }

    /** The files waiting for a subscriber, in order (the app starts loading them while its window is built). */
    public synchronized List<Path> queuedFiles() {
        return List.copyOf(queued);
    }

    /** Files offered from now on queue again, unless another receiver has subscribed since (a window closed). */
    public synchronized void unsubscribe(Consumer<List<Path>> receiver) {
        if (subscriber == receiver) subscriber = null;
    }

    /** Sets the receiver and hands it everything queued so far. */
    public void subscribe(Consumer<List<Path>> receiver) {
        List<Path> backlog;
        synchronized (this) {
            subscriber = receiver;
            backlog = List.copyOf(queued);
            queued.clear();
        }
        if (!backlog.isEmpty()) receiver.accept(backlog);
    }
}
