package dev.flint.model;

import java.util.Arrays;

/**
 * A growable column of ints: what an importer or a table builder appends to while it does not yet know
 * how many rows there will be. No boxing; a million rows are one array.
 *
 * <p>The capacity passed to the constructor is only a hint and is capped (at 2^20 rows),
 * so a length declared by a hostile file cannot make it allocate gigabytes up front; a negative hint
 * counts as zero. Indexes are checked: reading or writing at or past {@link #size()} throws
 * {@link IndexOutOfBoundsException}.
 */
public final class IntColumn {
    private int[] values;
    private int size;

    public IntColumn() {
        this(16);
    }

    /** @param capacityHint expected rows; capped, never trusted */
    public IntColumn(int capacityHint) {
        values = new int[Columns.presize(capacityHint)];
    }

    /** Appends {@code value}; returns its row. */
    public int add(int value) {
        if (size == values.length) values = Arrays.copyOf(values, Columns.grownCapacity(size));
        values[size] = value;
        return size++;
    }

    public int get(int row) {
        Columns.checkIndex(row, size, "column");
        return values[row];
    }

    public void set(int row, int value) {
        Columns.checkIndex(row, size, "column");
        values[row] = value;
    }

    public int size() {
        return size;
    }

    public boolean isEmpty() {
        return size == 0;
    }

    /** The last value; the column must not be empty. */
    public int last() {
        return get(size - 1);
    }

    /** Drops rows from {@code newSize} on (a stack being popped); {@code newSize} must be 0..size. */
    public void truncate(int newSize) {
        if (newSize < 0 || newSize > size) throw new IndexOutOfBoundsException("truncate to " + newSize + " of " + size);
        size = newSize;
    }

    public void clear() {
        size = 0;
    }

    /** A copy of the rows, exactly {@link #size()} long. */
    public int[] toArray() {
        return Arrays.copyOf(values, size);
    }

    /**
     * The rows as an array exactly {@link #size()} long, without copying when the backing array already
     * has that length. Hand it over only when the column is done: later adds may write into it.
     */
    public int[] trimmedArray() {
        return values.length == size ? values : Arrays.copyOf(values, size);
    }

    /** The backing array, at least {@link #size()} long; rows past size are garbage. For hot loops. */
    public int[] array() {
        return values;
    }
}
