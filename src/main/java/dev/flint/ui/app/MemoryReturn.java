package dev.flint.ui.app;

import java.util.concurrent.atomic.AtomicBoolean;

/**
 * Gives back the memory a closed tab or a cancelled load held: a tab of a gigabyte trace holds gigabytes of
 * columns, and without a collection the JVM keeps that heap committed for as long as the app runs. One
 * {@link System#gc} on a thread of its own, a second after the request, so that the FX thread has dropped the
 * tab's views and a cancelled load has stopped at its next megabyte; requests meanwhile share it. The app runs
 * with {@code -XX:+ExplicitGCInvokesConcurrent} ({@code launch.ChildCommand}): the collection is a concurrent
 * cycle, after which G1 uncommits the free heap; without that flag (a user's own JVM options) it is a full
 * collection, still off the FX thread. It is asked for after a load too: reading a 4 GB trace grew the heap
 * to 5.4 GB of RSS for a live set of 1.8 GB.
 *
 * <p>After a concurrent cycle G1 shrinks the heap only down to where {@code MaxHeapFreeRatio} percent of it is
 * free (default 70: a 1.8 GB live set kept 6 GB committed), so the first request lowers it to
 * {@link #MAX_FREE_PERCENT} (and {@code MinHeapFreeRatio} under it), both manageable at run time, unless the
 * user's JVM options set either.
 *
 * <p>A concurrent cycle alone frees only the regions with nothing live in them; the rest of the garbage is
 * copied out by the mixed collections that follow young ones, and an idle window makes none (a closed 1 GB
 * tab's 460 MB stayed committed). So for {@link #PERIODIC_WINDOW_MILLIS} after each request G1's periodic
 * collection ({@code G1PeriodicGCInterval}, manageable) runs once a second when nothing else collected: its
 * young and mixed pauses are a few milliseconds each, and afterwards it is off again (left on, it cost about 6 %
 * of a core for as long as the app ran).
 */
final class MemoryReturn {
    private static final AtomicBoolean PENDING = new AtomicBoolean();
    private static final long DELAY_MILLIS = 1000;
    /** Free heap G1 keeps after a cycle, in percent of the committed heap: room for the next views' work. */
    static final int MAX_FREE_PERCENT = 30;
    static final int MIN_FREE_PERCENT = 10;
    private static final AtomicBoolean RATIOS_SET = new AtomicBoolean();
    static final long PERIODIC_WINDOW_MILLIS = 30_000;
    static final long PERIODIC_INTERVAL_MILLIS = 1000;
    /** When the periodic collections of the last request stop (System.nanoTime), 0 when none runs. */
    private static long periodicUntilNanos;

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
            if (RATIOS_SET.compareAndSet(false, true)) lowerFreeRatios();
            System.gc();
            collectPeriodically(PERIODIC_WINDOW_MILLIS);
        }, "flint-memory-return");
        thread.setDaemon(true);
        thread.start();
    }

    /** Lowers G1's free-heap ratios to ours, unless the command line set either (its origin is then not the default). */
    static void lowerFreeRatios() {
        try {
            var vm = java.lang.management.ManagementFactory.getPlatformMXBean(com.sun.management.HotSpotDiagnosticMXBean.class);
            if (chosen(vm.getVMOption("MinHeapFreeRatio")) || chosen(vm.getVMOption("MaxHeapFreeRatio"))) return;
            // Min first: the JVM refuses a maximum under the minimum.
            vm.setVMOption("MinHeapFreeRatio", Integer.toString(MIN_FREE_PERCENT));
            vm.setVMOption("MaxHeapFreeRatio", Integer.toString(MAX_FREE_PERCENT));
        } catch (RuntimeException e) {
            // Another JVM without these options: the collection still runs, with its own ratios.
        }
    }

    /** Set by the user (command line, environment, a flags file), not by the JVM's default or by us. */
    private static boolean chosen(com.sun.management.VMOption option) {
        return option.getOrigin() != com.sun.management.VMOption.Origin.DEFAULT
                && option.getOrigin() != com.sun.management.VMOption.Origin.MANAGEMENT;
    }

    /**
     * Turns G1's periodic collection on for {@link #PERIODIC_WINDOW_MILLIS} (a later request extends the window),
     * unless the command line chose an interval. Runs on the request's own thread, which waits out the window.
     */
    static void collectPeriodically(long windowMillis) {
        var vm = java.lang.management.ManagementFactory.getPlatformMXBean(com.sun.management.HotSpotDiagnosticMXBean.class);
        try {
            if (chosen(vm.getVMOption("G1PeriodicGCInterval"))) return;
        } catch (RuntimeException e) {
            return; // Not G1, or not HotSpot.
        }
        synchronized (MemoryReturn.class) {
            boolean running = periodicUntilNanos != 0;
            periodicUntilNanos = System.nanoTime() + windowMillis * 1_000_000;
            // The thread that turned it on turns it off; a later request only moves the end.
            if (running) return;
            vm.setVMOption("G1PeriodicGCInterval", Long.toString(PERIODIC_INTERVAL_MILLIS));
        }
        try {
            while (true) {
                long left;
                synchronized (MemoryReturn.class) {
                    left = periodicUntilNanos - System.nanoTime();
                    if (left <= 0) {
                        vm.setVMOption("G1PeriodicGCInterval", "0");
                        periodicUntilNanos = 0;
                        return;
                    }
                }
                Thread.sleep(left / 1_000_000 + 1);
            }
        } catch (InterruptedException e) {
            synchronized (MemoryReturn.class) {
                vm.setVMOption("G1PeriodicGCInterval", "0");
                periodicUntilNanos = 0;
            }
            Thread.currentThread().interrupt();
        }
    }
}
