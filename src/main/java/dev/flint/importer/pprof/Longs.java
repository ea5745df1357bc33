package dev.flint.importer.pprof;

import java.util.Arrays;

/** A growing column of longs. */
final class Longs {
    private long[] values = new long[64];
    private int size;

    void add(long value) {
        if (size == values.length) values = Arrays.copyOf(values, size * 2);
        values[size++] = value;
    }

    long get(int index) {
        return values[index];
    }

    int size() {
        return size;
    }
}
