package dev.flint.importer;

import java.util.concurrent.BlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;

/**
 * How a reader's background thread (read-ahead, JSON scan, Perfetto decoding) puts its next item into the bounded
 * queue its consumer takes from: waiting while the queue is full, but never for a consumer that has gone.
 */
public final class QueueHandoff {
    private QueueHandoff() {}

    /**
     * Puts {@code item} into {@code queue}, waiting while it is full, until {@code stopped} says the consumer has
     * gone; an interrupt ends the wait and stays set. Returns whether the item went in.
     */
    public static <T> boolean offer(BlockingQueue<T> queue, T item, BooleanSupplier stopped) {
        try {
            while (!stopped.getAsBoolean()) {
                if (queue.offer(item, 50, TimeUnit.MILLISECONDS)) return true;
            }
        } catch (InterruptedException interrupted) {
            Thread.currentThread().interrupt();
        }
        return false;
    }
}
