package dev.flint.record;

import java.time.Duration;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/**
 * Ends a recording early: the app's Stop button, the CLI's Ctrl+C. A recording waits on it for its duration
 * (or without limit); {@link #stop} wakes it, and the recording still writes a whole file.
 */
public final class StopSwitch {
    private final CountDownLatch stopped = new CountDownLatch(1);

    public void stop() {
        stopped.countDown();
    }

    public boolean isStopped() {
        return stopped.getCount() == 0;
    }

    /**
     * Waits until {@link #stop}, the end of {@code limit} (null: no limit) or {@code alsoDone} says the
     * recording has nothing more to wait for (the workload ended), checking it every 50 ms.
     */
    void await(Duration limit, java.util.function.BooleanSupplier alsoDone) throws InterruptedException {
        long deadline = limit == null ? Long.MAX_VALUE : System.nanoTime() + limit.toNanos();
        while (!alsoDone.getAsBoolean()) {
            long left = deadline - System.nanoTime();
            if (left <= 0) return;
            if (stopped.await(Math.min(left, TimeUnit.MILLISECONDS.toNanos(50)), TimeUnit.NANOSECONDS)) return;
        }
    }
}
