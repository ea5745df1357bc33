package dev.flint.model;

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

    /** Spreads sequential ids over the table (Fibonacci hashing). */
    static int mix(int key) {
        int h = key * 0x9E3779B9;
        return h ^ (h >>> 16);
    }

    static int mix(long key) {
        long h = key * 0x9E3779B97F4A7C15L;
        return (int) (h ^ (h >>> 32));
    }
}
