package dev.flint.importer;

import java.util.Arrays;

/** A growable double column for importers (sample times, deltas, weights). */
public final class DoubleList {
    private double[] values;
    private int size;

    public DoubleList() {
        this(16);
    }

    public DoubleList(int capacity) {
        values = new double[Math.max(4, capacity)];
    }

    public void add(double value) {
        if (size == values.length) values = Arrays.copyOf(values, values.length + (values.length >> 1));
        values[size++] = value;
    }

    public double get(int index) {
        if (index >= size) throw new IndexOutOfBoundsException(index);
        return values[index];
    }

    public int size() {
        return size;
    }

    /** The backing array (at least {@link #size()} long); callers must not read past size. */
    public double[] array() {
        return values;
    }

    public double[] toArray() {
        return Arrays.copyOf(values, size);
    }
}
