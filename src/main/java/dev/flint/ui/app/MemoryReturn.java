package dev.flint.ui.app;

import java.util.concurrent.atomic.AtomicBoolean;

/**
 * Gives back the memory a closed tab or a cancelled load held: a tab of a gigabyte trace holds gigabytes of
 * columns, and without a collection the JVM keeps that heap committed for as long as the app runs. One
 * {@link System#gc} on a thread of its own, a second after the request, so that the FX thread has dropped the
 * tab's views and a cancelled load has stopped at its next megabyte; requests meanwhile share it. The app runs
 * with {@code -XX:+ExplicitGCInvokesConcurrent} ({@code launch.ChildCommand}): the collection is a concurrent
 * cycle, after which G1 uncommits the free heap; without that flag (a user's own JVM options) it is a full
 * collection, still off the FX thread.
 */
final class MemoryReturn {
    private static final AtomicBoolean PENDING = new AtomicBoolean();
    private static final long DELAY_MILLIS = 1000;

    private MemoryReturn() {}

    static void soon() {
        if (!PENDING.compareAndSet(false, true)) return;
        Thread thread = new Thread(() -> {
            try {
                Thread.sleep(DELAY_MILLIS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            } finally {
                PENDING.set(false);
            }
            System.gc();
        }, "flint-memory-return");
        thread.setDaemon(true);
        thread.start();
    }
}
