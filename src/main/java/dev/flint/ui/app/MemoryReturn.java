package dev.flint.ui.app;

import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.BooleanSupplier;

/**
 * Gives back the memory a closed tab or a cancelled load held, and what a load built and dropped: a tab of a
 * gigabyte trace holds gigabytes of columns, and without a collection the JVM keeps that heap committed for as long
 * as the app runs. A request waits a second on a thread of its own, so that the FX thread has dropped the tab's
 * views and a cancelled load has stopped at its next megabyte; requests meanwhile share it.
 *
 * <p>When the window holds no profile any more (its last tab closed, no load running) it asks for a full
 * collection ({@link System#gc}): what is left live is the bare window, about 50 MB, and the heap shrinks at once
 * (closing the 4 GB trace's tab: 1.41 GB to 47 MB of heap in a pause of 431 ms at load 10, 167 ms at load 6; RSS
 * 2.02 GB to 260 MB 2 s after the close). The app runs without {@code -XX:+ExplicitGCInvokesConcurrent} for it.
 * Otherwise, and after a load, it only turns G1's periodic collection on for {@link #PERIODIC_WINDOW_MILLIS}: a
 * concurrent cycle once the app is idle for {@link #PERIODIC_INTERVAL_MILLIS}, then the mixed collections that copy
 * the live objects out of the regions the closed tab shared with them (an idle window makes no collections of its
 * own: a closed 1 GB tab's 460 MB stayed committed), a few milliseconds each, never a full collection of a
 * multi-gigabyte heap. That path is slower: closing the 4 GB trace's tab with a concurrent cycle instead of the full
 * collection, its regions were freed by the second cycle, 5-11 s after the close (the launch's
 * {@code -XX:MaxTenuringThreshold=0} keeps it from taking 15-20 s, see {@code launch.ChildCommand}).
 *
 * <p>After a cycle G1 shrinks the heap only down to where {@code MaxHeapFreeRatio} percent of it is
 * free (default 70: a 1.8 GB live set kept 6 GB committed), so the first request lowers it to
 * {@link #MAX_FREE_PERCENT} (and {@code MinHeapFreeRatio} under it), both manageable at run time, unless the
 * user's JVM options set either. Left on for good, the periodic collection cost about 6 % of a core.
 */
final class MemoryReturn {
    private static final AtomicBoolean PENDING = new AtomicBoolean();
    /** What the last request said about the window, read when the pending request runs. */
    private static volatile BooleanSupplier latestHoldsNothing = () -> false;
    private static final long DELAY_MILLIS = 1000;
    /** Free heap G1 keeps after a cycle, in percent of the committed heap: room for the next views' work. */
    static final int MAX_FREE_PERCENT = 30;
    static final int MIN_FREE_PERCENT = 10;
    private static final AtomicBoolean RATIOS_SET = new AtomicBoolean();
    static final long PERIODIC_WINDOW_MILLIS = 30_000;
    static final long PERIODIC_INTERVAL_MILLIS = 1000;
    /** When the periodic collections of the last request stop (System.nanoTime), 0 when none runs. */
    private static long periodicUntilNanos;

    /** Requests made so far ({@link #soon}): when a window asks is what its tests check. */
    private static final java.util.concurrent.atomic.AtomicLong REQUESTS = new java.util.concurrent.atomic.AtomicLong();

    private MemoryReturn() {}

    static long requests() {
        return REQUESTS.get();
    }

    /**
     * @param holdsNothing read once the second has passed: true when the window holds no profile (then a full
     *                     collection gives everything back at once)
     */
    static void soon(BooleanSupplier holdsNothing) {
        REQUESTS.incrementAndGet();
        latestHoldsNothing = holdsNothing;
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
            if (latestHoldsNothing.getAsBoolean()) System.gc();
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
