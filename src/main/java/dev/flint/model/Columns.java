package dev.flint.model;

import java.util.Arrays;

/** Growth helpers for the columnar tables. */
final class Columns {
    private Columns() {}

    static int grownCapacity(int capacity) {
        return Math.max(16, capacity + (capacity >> 1));
    }

    static int[] grow(int[] column, int capacity) {
        return Arrays.copyOf(column, capacity);
    }

    static long[] grow(long[] column, int capacity) {
        return Arrays.copyOf(column, capacity);
    }

    static double[] grow(double[] column, int capacity) {
        return Arrays.copyOf(column, capacity);
    }

    static byte[] grow(byte[] column, int capacity) {
        return Arrays.copyOf(column, capacity);
    }

    static void checkIndex(int index, int size, String table) {
        if (index < 0 || index >= size) {
            throw new IndexOutOfBoundsException(table + " index " + index + " outside 0.." + (size - 1));
        }
    }
}
