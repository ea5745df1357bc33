package dev.flint.symbols;

import java.util.Arrays;

/** A growable column of longs (symbol files hold millions of line records: no boxing). */
final class LongColumn {
    private long[] values = new long[16];
    private int size;

    void add(long value) {
        if (size == values.length) values = Arrays.copyOf(values, size + (size >> 1));
        values[size++] = value;
    }

    long get(int index) {
        return values[index];
    }

    int size() {
        return size;
    }
}
