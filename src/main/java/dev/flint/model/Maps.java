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

    /**
     * A secret of this run: keys are ids from a file, and a fixed hash lets a file choose 150 k ids that share
     * one slot (seconds of probing; DESIGN.md "hostile costs"). Nothing iterates these maps in slot order.
     */
    private static final long SEED = new java.util.SplittableRandom().nextLong();

    /** Spreads ids over the table: the seed, then MurmurHash3's 64-bit finaliser (every bit on every bit). */
    static int mix(int key) {
        return mix((long) key);
    }

    static int mix(long key) {
        long h = key ^ SEED;
        h = (h ^ (h >>> 33)) * 0xFF51AFD7ED558CCDL;
        h = (h ^ (h >>> 33)) * 0xC4CEB9FE1A85EC53L;
        return (int) (h ^ (h >>> 33));
    }
}
