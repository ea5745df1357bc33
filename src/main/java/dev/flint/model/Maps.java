package dev.flint.model;

import java.util.concurrent.ThreadLocalRandom;

/** Sizing and hashing shared by the primitive maps. */
final class Maps {
    private static final int MAX_CAPACITY = 1 << 30;

    private Maps() {}

    /** A power of two that holds {@code expectedSize} keys at most half full; the hint is capped. */
    static int capacityFor(int expectedSize) {
        int keys = Math.max(8, Columns.presize(expectedSize));
        return Integer.highestOneBit(keys * 2 - 1) << 1;
    }

    /** Keeps tables at most half full, so probes stay short even for clustered ids. */
    static boolean mustGrow(int sizeAfter, int capacity) {
        return sizeAfter * 2L > capacity;
    }

    static int grownCapacity(int capacity) {
        if (capacity >= MAX_CAPACITY) throw new OutOfMemoryError("a map cannot hold more than " + (MAX_CAPACITY / 2) + " keys");
        return capacity * 2;
    }

    /**
     * A secret of this run: ids and addresses come from files, and a file can choose 150,000 ids that a
     * fixed hash puts into one probe chain (39 s to read instead of 0.5 s). Mixed with a per-process random
     * value, which ids collide cannot be known when the file is written.
     */
    private static final long SEED = ThreadLocalRandom.current().nextLong();

    /** Spreads ids over the table: MurmurHash3's 64-bit finalizer of the id and the run's secret. */
    static int mix(long key) {
        long h = scramble(key);
        return (int) (h ^ (h >>> 32));
    }

    /** A bijection of {@code value} that depends on the run's secret; every input bit reaches every output bit. */
    static long scramble(long value) {
        long h = value ^ SEED;
        h = (h ^ (h >>> 33)) * 0xff51afd7ed558ccdL;
        h = (h ^ (h >>> 33)) * 0xc4ceb9fe1a85ec53L;
        return h ^ (h >>> 33);
    }
}
