package dev.flint.model;

import java.util.Arrays;

/** A growable column of doubles; see {@link GrowableColumn}. */
public final class DoubleColumn extends GrowableColumn<double[]> {
    public DoubleColumn() {
        this(16);
    }

    /** @param capacityHint expected rows; capped, never trusted */
    public DoubleColumn(int capacityHint) {
        super(capacityHint);
    }

    @Override
    double[] copyOf(double[] array, int length) {
        return array == null ? new double[length] : Arrays.copyOf(array, length);
    }

    /** Appends {@code value}; returns its row. */
    public int add(double value) {
        int row = nextRow();
        values[row] = value;
        return row;
    }

    public double get(int row) {
        return values[checked(row)];
    }

    public void set(int row, double value) {
        values[checked(row)] = value;
    }

    /** The last value; the column must not be empty. */
    public double last() {
        return get(size() - 1);
    }
}
