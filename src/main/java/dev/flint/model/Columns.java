package dev.flint.model;

import java.util.Arrays;

/** Growth helpers for the columnar tables. */
final class Columns {
    /**
     * The most rows a capacity hint may reserve up front. Hints come from lengths files declare; beyond
     * this a column grows as rows really arrive, so a lying length costs nothing.
     */
    static final int MAX_PRESIZE = 1 << 20;

    /** The largest array the JVM reliably allocates. */
    private static final int MAX_CAPACITY = Integer.MAX_VALUE - 8;

    private Columns() {}

    static int presize(int capacityHint) {
        return Math.max(0, Math.min(capacityHint, MAX_PRESIZE));
    }

    static int grownCapacity(int capacity) {
        if (capacity >= MAX_CAPACITY) throw new OutOfMemoryError("a column cannot hold more than " + MAX_CAPACITY + " rows");
        return (int) Math.min(MAX_CAPACITY, Math.max(16L, capacity + (long) (capacity >> 1)));
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
