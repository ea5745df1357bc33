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
 */
final class MemoryReturn {
    private static final AtomicBoolean PENDING = new AtomicBoolean();
    private static final long DELAY_MILLIS = 1000;
    /** Free heap G1 keeps after a cycle, in percent of the committed heap: room for the next views' work. */
    static final int MAX_FREE_PERCENT = 30;
    static final int MIN_FREE_PERCENT = 10;
    private static final AtomicBoolean RATIOS_SET = new AtomicBoolean();

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
}
