package dev.flint.importer;

import java.util.Arrays;

/**
 * Maps int ids (V8 node ids, trace ids) to dense row numbers without boxing: open addressing with linear
 * probing. Ids are arbitrary ints from the file; rows are 0..n-1 in insertion order.
 */
final class IntIndex {
    private static final int EMPTY = Integer.MIN_VALUE;

    private int[] keys;
    private int[] rows;
    private int size;

    IntIndex(int expected) {
        int capacity = Integer.highestOneBit(Math.max(16, expected * 2) - 1) << 1;
        keys = new int[capacity];
        rows = new int[capacity];
        Arrays.fill(keys, EMPTY);
    }

    /** The row of {@code id}, -1 when it was never put. */
    int get(int id) {
        if (id == EMPTY) return -1;
        int mask = keys.length - 1;
        for (int slot = mix(id) & mask; ; slot = (slot + 1) & mask) {
            int key = keys[slot];
            if (key == id) return rows[slot];
            if (key == EMPTY) return -1;
        }
    }

    /** Puts {@code id} at {@code row}; returns the earlier row when the id was already there, else -1. */
    int putIfAbsent(int id, int row) {
        if (id == EMPTY) throw new IllegalArgumentException("id " + id + " is reserved");
        if ((size + 1) * 2 > keys.length) rehash();
        int mask = keys.length - 1;
        for (int slot = mix(id) & mask; ; slot = (slot + 1) & mask) {
            int key = keys[slot];
            if (key == id) return rows[slot];
            if (key == EMPTY) {
                keys[slot] = id;
                rows[slot] = row;
                size++;
                return -1;
            }
        }
    }

    int size() {
        return size;
    }

    private void rehash() {
        int[] oldKeys = keys;
        int[] oldRows = rows;
        keys = new int[oldKeys.length * 2];
        rows = new int[oldKeys.length * 2];
        Arrays.fill(keys, EMPTY);
        size = 0;
        for (int i = 0; i < oldKeys.length; i++) {
            if (oldKeys[i] != EMPTY) putIfAbsent(oldKeys[i], oldRows[i]);
        }
    }

    private static int mix(int id) {
        int h = id * 0x9E3779B9;
        return h ^ (h >>> 16);
    }
}
