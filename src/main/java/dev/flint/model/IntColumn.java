package dev.flint.model;

import java.util.Arrays;

/** A growable column of ints; see {@link GrowableColumn}. */
public final class IntColumn extends GrowableColumn<int[]> {
    public IntColumn() {
        this(16);
    }

    /** @param capacityHint expected rows; capped, never trusted */
    public IntColumn(int capacityHint) {
        super(capacityHint);
    }

    @Override
    int[] copyOf(int[] array, int length) {
        return array == null ? new int[length] : Arrays.copyOf(array, length);
    }

    /** Appends {@code value}; returns its row. */
    public int add(int value) {
        int row = nextRow();
        values[row] = value;
        return row;
    }

    public int get(int row) {
        return values[checked(row)];
    }

    public void set(int row, int value) {
        values[checked(row)] = value;
    }

    /** The last value; the column must not be empty. */
    public int last() {
        return get(size() - 1);
    }
}
