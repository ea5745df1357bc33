package dev.flint.model;

/**
 * A growable column of one primitive type ({@code A} is its array type: int[], long[] or double[]): what an
 * importer or a table builder appends to while it does not yet know how many rows there will be. No boxing;
 * a million rows are one array. The typed columns ({@link IntColumn}, {@link LongColumn}, {@link DoubleColumn})
 * add only what needs the element type; growth, bounds and trimming are here, once.
 *
 * <p>The capacity hint is capped (at 2^20 rows), so a length declared by a hostile file cannot make a column
 * allocate gigabytes up front; a negative hint counts as zero. Indexes are checked: reading or writing at or
 * past {@link #size()} throws {@link IndexOutOfBoundsException}.
 */
public abstract sealed class GrowableColumn<A> permits IntColumn, LongColumn, DoubleColumn {
    /** The backing array, {@link #capacity} long; rows past {@link #size} are garbage. */
    A values;
    private int capacity;
    private int size;

    GrowableColumn(int capacityHint) {
        capacity = Columns.presize(capacityHint);
        values = copyOf(null, capacity);
    }

    /** A new array of {@code length} holding the first rows of {@code array} (none when it is null). */
    abstract A copyOf(A array, int length);

    /** Makes room for one more row and returns its index; the caller writes the value there. */
    final int nextRow() {
        if (size == capacity) {
            capacity = Columns.grownCapacity(size);
            values = copyOf(values, capacity);
        }
        return size++;
    }

    /** {@code row}, once checked to be below {@link #size()}. */
    final int checked(int row) {
        Columns.checkIndex(row, size, "column");
        return row;
    }

    public final int size() {
        return size;
    }

    public final boolean isEmpty() {
        return size == 0;
    }

    /** Drops rows from {@code newSize} on (a stack being popped); {@code newSize} must be 0..size. */
    public final void truncate(int newSize) {
        if (newSize < 0 || newSize > size) throw new IndexOutOfBoundsException("truncate to " + newSize + " of " + size);
        size = newSize;
    }

    public final void clear() {
        size = 0;
    }

    /** A copy of the rows, exactly {@link #size()} long. */
    public final A toArray() {
        return copyOf(values, size);
    }

    /**
     * The rows as an array exactly {@link #size()} long, without copying when the backing array already
     * has that length. Hand it over only when the column is done: later adds may write into it.
     */
    public final A trimmedArray() {
        return capacity == size ? values : copyOf(values, size);
    }

    /** The backing array, at least {@link #size()} long; rows past size are garbage. For hot loops. */
    public final A array() {
        return values;
    }
}
