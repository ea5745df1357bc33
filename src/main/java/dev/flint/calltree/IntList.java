package dev.flint.calltree;

import java.util.Arrays;

/** A growable int column, for building tables whose size is known only at the end. */
final class IntList {
    private int[] values;
    private int size;

    IntList(int capacity) {
        values = new int[Math.max(4, capacity)];
    }

    int add(int value) {
        if (size == values.length) values = Arrays.copyOf(values, size + (size >> 1) + 4);
        values[size] = value;
        return size++;
    }

    int get(int index) { return values[index]; }
    int size() { return size; }
    int[] toArray() { return Arrays.copyOf(values, size); }
}
