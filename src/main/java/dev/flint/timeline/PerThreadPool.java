package dev.flint.timeline;

import dev.flint.model.ProfileThread;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Function;
import java.util.function.IntFunction;

/**
 * Runs independent per-thread work (integrating samples, building a track or a call tree) on a fixed pool
 * of {@code availableProcessors} daemon threads: a trace has many threads and a machine has few cores.
 * The caller's own thread takes tasks too, so a call from inside the pool cannot deadlock and a one-core
 * machine runs everything in place. Results come back in task order, whatever order they finished in.
 */
public final class PerThreadPool {
    private static final int WORKERS = Math.max(1, Runtime.getRuntime().availableProcessors());
    private static final int QUEUED = 0;
    private static final int RUNNING = 1;
    private static final int CANCELLED = 2;
    private static volatile ExecutorService pool;

    private PerThreadPool() {}

    /** How many tasks run at once: the pool's workers (the caller's own thread is one of them). */
    public static int workers() {
        return WORKERS;
    }

    /**
     * {@code task.apply(i)} for every {@code i < count}, in parallel; element {@code i} of the result is task
     * {@code i}'s. Tasks are taken in index order, so the caller puts its biggest first. A task's
     * RuntimeException or Error is rethrown here once all started tasks have ended.
     */
    public static <T> List<T> map(int count, IntFunction<T> task) {
        Object[] results = new Object[count];
        Throwable[] failure = new Throwable[1];
        AtomicInteger next = new AtomicInteger();
        Runnable drain = () -> {
            for (int i = next.getAndIncrement(); i < count; i = next.getAndIncrement()) {
                try {
                    results[i] = task.apply(i);
                } catch (RuntimeException | Error e) {
                    synchronized (failure) {
                        if (failure[0] == null) failure[0] = e;
                    }
                    next.set(count); // no new tasks once one failed
                }
            }
        };
        // A helper that has not started when the caller ran out of tasks is cancelled rather than waited
        // for: called from inside the pool, every worker may be a caller, and a queued helper would never run.
        int helperCount = Math.max(0, Math.min(WORKERS, count) - 1);
        AtomicInteger[] states = new AtomicInteger[helperCount];
        CountDownLatch finished = new CountDownLatch(helperCount);
        for (int h = 0; h < helperCount; h++) {
            AtomicInteger state = states[h] = new AtomicInteger(QUEUED);
            executor().execute(() -> {
                if (!state.compareAndSet(QUEUED, RUNNING)) return;
                try {
                    drain.run();
                } finally {
                    finished.countDown();
                }
            });
        }
        drain.run();
        for (AtomicInteger state : states) {
            if (state.compareAndSet(QUEUED, CANCELLED)) finished.countDown();
        }
        boolean interrupted = false;
        while (true) {
            try {
                finished.await(); // the tasks hold the caller's data: wait for them even when interrupted
                break;
            } catch (InterruptedException e) {
                interrupted = true;
            }
        }
        if (interrupted) Thread.currentThread().interrupt();
        if (failure[0] instanceof RuntimeException e) throw e;
        if (failure[0] instanceof Error e) throw e;
        @SuppressWarnings("unchecked")
        List<T> list = (List<T>) java.util.Arrays.asList(results);
        return list;
    }

    /**
     * {@code task.apply(t)} for every thread of {@code threads}, in parallel, the threads with the most samples
     * and trace events started first (a big thread started last would finish alone); results in list order.
     */
    public static <T> List<T> forThreads(List<ProfileThread> threads, Function<ProfileThread, T> task) {
        Integer[] order = new Integer[threads.size()];
        for (int i = 0; i < order.length; i++) order[i] = i;
        java.util.Arrays.sort(order, java.util.Comparator.comparingLong((Integer i) ->
                -((long) threads.get(i).samples().size() + threads.get(i).traceEvents().size())));
        List<T> byOrder = map(order.length, k -> task.apply(threads.get(order[k])));
        Object[] results = new Object[order.length];
        for (int k = 0; k < order.length; k++) results[order[k]] = byOrder.get(k);
        @SuppressWarnings("unchecked")
        List<T> list = (List<T>) java.util.Arrays.asList(results);
        return list;
    }

    private static ExecutorService executor() {
        ExecutorService current = pool;
        if (current != null) return current;
        synchronized (PerThreadPool.class) {
            if (pool == null) {
                AtomicInteger number = new AtomicInteger();
                pool = Executors.newFixedThreadPool(WORKERS, runnable -> {
                    Thread thread = new Thread(runnable, "flint-worker-" + number.incrementAndGet());
                    thread.setDaemon(true);
                    return thread;
                });
            }
            return pool;
        }
    }
}
