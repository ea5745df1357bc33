package dev.flint.importer;

import java.util.Arrays;

/** Maps non-negative long keys (a packed prefix stack and frame) to ints without boxing; linear probing. */
final class LongIntIndex {
    private static final long EMPTY = -1;

    private long[] keys = new long[1024];
    private int[] values = new int[1024];
    private int size;

    LongIntIndex() {
        Arrays.fill(keys, EMPTY);
    }

    /** The value of {@code key}, or -1 when absent. */
    int get(long key) {
        int mask = keys.length - 1;
        for (int slot = mix(key) & mask; ; slot = (slot + 1) & mask) {
            long k = keys[slot];
            if (k == key) return values[slot];
            if (k == EMPTY) return -1;
        }
    }

    /** Adds a key that {@link #get} did not find. */
    void put(long key, int value) {
        if ((size + 1) * 2 > keys.length) rehash();
        int mask = keys.length - 1;
        int slot = mix(key) & mask;
        while (keys[slot] != EMPTY) slot = (slot + 1) & mask;
        keys[slot] = key;
        values[slot] = value;
        size++;
    }

    private void rehash() {
        long[] oldKeys = keys;
        int[] oldValues = values;
        keys = new long[oldKeys.length * 2];
        values = new int[oldKeys.length * 2];
        Arrays.fill(keys, EMPTY);
        size = 0;
        for (int i = 0; i < oldKeys.length; i++) if (oldKeys[i] != EMPTY) put(oldKeys[i], oldValues[i]);
    }

    private static int mix(long key) {
        long h = key * 0x9E3779B97F4A7C15L;
        return (int) (h ^ (h >>> 32));
    }
}
