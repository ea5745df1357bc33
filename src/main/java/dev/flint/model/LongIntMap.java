package dev.flint.model;

import java.util.Arrays;

/**
 * A map from long keys to int values without boxing (open addressing, linear probing): int or 53-bit ids
 * from a file to rows, old indexes to new ones, or two ints packed with {@link #pack} (a prefix stack and a
 * frame) to a stack. Every long is a valid key, negative ones and {@link Long#MIN_VALUE} included. A lookup that finds nothing
 * returns the map's {@code missing} value (-1 unless the constructor says otherwise), so store only
 * values that differ from it when absence must be told apart.
 *
 * <p>The expected-size hint is capped like a column's, so a count declared by a file is never trusted.
 */
public final class LongIntMap {
    private long[] keys;
    private int[] values;
    private boolean[] used;
    private int size;
    private int mask;
    private final int missing;

    /** An empty map whose lookups return -1 for absent keys. */
    public LongIntMap() {
        this(16, -1);
    }

    /**
     * @param expectedSize how many keys are expected; a hint, capped
     * @param missing      what {@link #get} returns for a key that is not in the map
     */
    public LongIntMap(int expectedSize, int missing) {
        this.missing = missing;
        allocate(Maps.capacityFor(expectedSize));
    }

    private void allocate(int capacity) {
        keys = new long[capacity];
        values = new int[capacity];
        used = new boolean[capacity];
        mask = capacity - 1;
    }

    /** One key for a pair of ints (any values, -1 included); distinct pairs give distinct keys. */
    public static long pack(int high, int low) {
        return ((long) high << 32) | (low & 0xffffffffL);
    }

    /** The value of {@code key}, or the missing value. */
    public int get(long key) {
        for (int slot = Maps.mix(key) & mask; used[slot]; slot = (slot + 1) & mask) {
            if (keys[slot] == key) return values[slot];
        }
        return missing;
    }

    public boolean containsKey(long key) {
        for (int slot = Maps.mix(key) & mask; used[slot]; slot = (slot + 1) & mask) {
            if (keys[slot] == key) return true;
        }
        return false;
    }

    /** Sets {@code key} to {@code value}; returns the earlier value, or the missing value when new. */
    public int put(long key, int value) {
        int slot = find(key);
        if (used[slot]) {
            int previous = values[slot];
            values[slot] = value;
            return previous;
        }
        insertAt(slot, key, value);
        return missing;
    }

    /**
     * Adds {@code key} with {@code value} unless it is there; returns the value already stored, or the
     * missing value when it was added. The one call for "first time I see this id?".
     */
    public int putIfAbsent(long key, int value) {
        int slot = find(key);
        if (used[slot]) return values[slot];
        insertAt(slot, key, value);
        return missing;
    }

    /** Removes every key, keeping the capacity (a map refilled many times, such as a trace's interning tables). */
    public void clear() {
        Arrays.fill(used, false);
        size = 0;
    }

    public int size() {
        return size;
    }

    /** The value given for absent keys. */
    public int missingValue() {
        return missing;
    }

    /** The keys, in no particular order. */
    public long[] keys() {
        long[] result = new long[size];
        int n = 0;
        for (int slot = 0; slot < keys.length; slot++) if (used[slot]) result[n++] = keys[slot];
        return result;
    }

    private int find(long key) {
        int slot = Maps.mix(key) & mask;
        while (used[slot] && keys[slot] != key) slot = (slot + 1) & mask;
        return slot;
    }

    private void insertAt(int slot, long key, int value) {
        if (Maps.mustGrow(size + 1, keys.length)) {
            grow();
            slot = find(key);
        }
        keys[slot] = key;
        values[slot] = value;
        used[slot] = true;
        size++;
    }

    private void grow() {
        long[] oldKeys = keys;
        int[] oldValues = values;
        boolean[] oldUsed = used;
        allocate(Maps.grownCapacity(oldKeys.length));
        for (int i = 0; i < oldKeys.length; i++) {
            if (!oldUsed[i]) continue;
            int slot = find(oldKeys[i]);
            keys[slot] = oldKeys[i];
            values[slot] = oldValues[i];
            used[slot] = true;
        }
    }

    @Override
    public String toString() {
        long[] sorted = keys();
        Arrays.sort(sorted);
        StringBuilder text = new StringBuilder("{");
        for (long key : sorted) text.append(text.length() == 1 ? "" : ", ").append(key).append('=').append(get(key));
        return text.append('}').toString();
    }
}
