package dev.flint.importer;

import java.util.Arrays;

/** A growable int column for importers, so a million samples are one array and not a million objects. */
public final class IntList {
    private int[] values;
    private int size;

    public IntList() {
        this(16);
    }

    public IntList(int capacity) {
        values = new int[Math.max(4, capacity)];
    }

    public void add(int value) {
        if (size == values.length) values = Arrays.copyOf(values, values.length + (values.length >> 1));
        values[size++] = value;
    }

    public int get(int index) {
        if (index >= size) throw new IndexOutOfBoundsException(index);
        return values[index];
    }

    public int size() {
        return size;
    }

    /** The backing array (at least {@link #size()} long); callers must not read past size. */
    public int[] array() {
        return values;
    }

    public int[] toArray() {
        return Arrays.copyOf(values, size);
    }
}
