package dev.flint.model;

import java.util.Arrays;

/** A growable column of longs; see {@link GrowableColumn}. */
public final class LongColumn extends GrowableColumn<long[]> {
    public LongColumn() {
        this(16);
    }

    /** @param capacityHint expected rows; capped, never trusted */
    public LongColumn(int capacityHint) {
        super(capacityHint);
    }

    @Override
    long[] copyOf(long[] array, int length) {
        return array == null ? new long[length] : Arrays.copyOf(array, length);
    }

    /** Appends {@code value}; returns its row. */
    public int add(long value) {
        int row = nextRow();
        values[row] = value;
        return row;
    }

    public long get(int row) {
        return values[checked(row)];
    }

    public void set(int row, long value) {
        values[checked(row)] = value;
    }

    /** The last value; the column must not be empty. */
    public long last() {
        return get(size() - 1);
    }
}
