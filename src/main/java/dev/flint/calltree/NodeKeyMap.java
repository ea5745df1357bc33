package dev.flint.calltree;

import java.util.Arrays;

/**
 * Open-addressing map from (parent node, func) to a node index: the one lookup a call tree is built
 * with. A parent of -1 stands for the roots. Keys pack both ints into a long; absent lookups return -1.
 */
final class NodeKeyMap {
    private static final long EMPTY = Long.MIN_VALUE;

    private long[] keys;
    private int[] values;
    private int size;
    private int mask;

    NodeKeyMap(int expected) {
        int capacity = Integer.highestOneBit(Math.max(16, expected * 2 - 1)) << 1;
        allocate(capacity);
    }

    private void allocate(int capacity) {
        keys = new long[capacity];
        Arrays.fill(keys, EMPTY);
        values = new int[capacity];
        mask = capacity - 1;
    }

    private static long key(int parentNode, int func) {
        return ((long) parentNode << 32) | (func & 0xffffffffL);
    }

    private static int slot(long key, int mask) {
        long h = key * 0x9E3779B97F4A7C15L;
        return (int) (h ^ (h >>> 32)) & mask;
    }

    int get(int parentNode, int func) {
        long key = key(parentNode, func);
        for (int i = slot(key, mask); ; i = (i + 1) & mask) {
            if (keys[i] == key) return values[i];
            if (keys[i] == EMPTY) return -1;
        }
    }

    /** Stores {@code node} for the key, which must be absent. */
    void put(int parentNode, int func, int node) {
        if ((size + 1) * 2 > keys.length) grow();
        insert(key(parentNode, func), node);
        size++;
    }

    private void insert(long key, int node) {
        int i = slot(key, mask);
        while (keys[i] != EMPTY) i = (i + 1) & mask;
        keys[i] = key;
        values[i] = node;
    }

    private void grow() {
        long[] oldKeys = keys;
        int[] oldValues = values;
        allocate(keys.length * 2);
        for (int i = 0; i < oldKeys.length; i++) {
            if (oldKeys[i] != EMPTY) insert(oldKeys[i], oldValues[i]);
        }
    }
}
