package dev.flint.model;

/**
 * Samples in file order: the stack that was running (-1 when none, e.g. idle or a sample the file cannot
 * place), when (microseconds on the file's own clock), and an optional weight (null means weight 1 each).
 */
public final class SampleTable {
    private int[] stack;
    private double[] timeMicros;
    private double[] weight;
    private int size;

    public SampleTable() {
        this(16);
    }

    public SampleTable(int capacity) {
        stack = new int[capacity];
        timeMicros = new double[capacity];
    }

    /** Wraps finished columns; {@code weights} may be null. The arrays are owned by the table from now on. */
    public static SampleTable of(int[] stacks, double[] times, double[] weights, int count) {
        SampleTable table = new SampleTable(0);
        table.stack = stacks;
        table.timeMicros = times;
        table.weight = weights;
        table.size = count;
        return table;
    }

    public int add(int stackIndex, double timeInMicros) {
        if (weight != null) return add(stackIndex, timeInMicros, 1);
        ensureCapacity();
        stack[size] = stackIndex;
        timeMicros[size] = timeInMicros;
        return size++;
    }

    public int add(int stackIndex, double timeInMicros, double sampleWeight) {
        if (weight == null) {
            weight = new double[stack.length];
            java.util.Arrays.fill(weight, 0, size, 1);
        }
        ensureCapacity();
        stack[size] = stackIndex;
        timeMicros[size] = timeInMicros;
        weight[size] = sampleWeight;
        return size++;
    }

    /**
     * Takes {@code stacks} and {@code times} (each at least {@code count} long; rows past it are room) as the
     * columns of a table that holds no samples yet and no weights: a V8 profile finished in the load's tail has its
     * sample ids and time deltas in columns of its own, and turns them into stacks and times in place, where fresh
     * columns would be old-generation memory touched for the first time while those lay dead beside them.
     */
    void adopt(int[] stacks, double[] times, int count) {
        if (size != 0 || weight != null) throw new IllegalStateException("the table already holds samples");
        if (stacks.length < count || times.length < count) throw new IllegalArgumentException("columns shorter than " + count);
        stack = stacks;
        timeMicros = times;
        size = count;
    }

    private void ensureCapacity() {
        // Adopted columns may differ in length: room is what the shortest has.
        if (size < stack.length && size < timeMicros.length && (weight == null || size < weight.length)) return;
        int capacity = Columns.grownCapacity(size);
        stack = Columns.grow(stack, capacity);
        timeMicros = Columns.grow(timeMicros, capacity);
        if (weight != null) weight = Columns.grow(weight, capacity);
    }

    public int size() { return size; }
    public int stack(int sample) { return stack[sample]; }
    public double timeMicros(int sample) { return timeMicros[sample]; }
    public boolean hasWeights() { return weight != null; }
    public double weight(int sample) { return weight == null ? 1 : weight[sample]; }

    /** A copy of the stack column, for transforms that null out or re-point samples. */
    public int[] stacksCopy() { return java.util.Arrays.copyOf(stack, size); }
    public double[] timesCopy() { return java.util.Arrays.copyOf(timeMicros, size); }
    /** A copy of the weight column, or null when every sample weighs 1. */
    public double[] weightsCopy() { return weight == null ? null : java.util.Arrays.copyOf(weight, size); }

    /** The stack column itself (its length may exceed the samples): for a builder that is spent. */
    int[] stackColumn() { return stack; }
    /** The time column itself (its length may exceed the samples): for a builder that is spent, or only read. */
    double[] timesColumn() { return timeMicros; }

    /**
     * Puts sample {@code order[k]} at row k, in the columns themselves ({@link RowOrder}): for a spent builder,
     * nothing else holds them. {@code order} is a permutation of 0..size-1.
     */
    void reorderInPlace(int[] order) {
        if (order.length != size) throw new IllegalArgumentException("an order of " + order.length + " for " + size + " samples");
        RowOrder.gatherInPlace(order, new RowOrder.Rows() {
            private int heldStack;
            private double heldTime;
            private double heldWeight;

            @Override
            public void hold(int row) {
                heldStack = stack[row];
                heldTime = timeMicros[row];
                if (weight != null) heldWeight = weight[row];
            }

            @Override
            public void copy(int toRow, int fromRow) {
                stack[toRow] = stack[fromRow];
                timeMicros[toRow] = timeMicros[fromRow];
                if (weight != null) weight[toRow] = weight[fromRow];
            }

            @Override
            public void putHeld(int row) {
                stack[row] = heldStack;
                timeMicros[row] = heldTime;
                if (weight != null) weight[row] = heldWeight;
            }
        });
    }

    /** The same samples pointing at other stacks (a transform's result); times and weights are shared. */
    public SampleTable withStacks(int[] newStacks) {
        if (newStacks.length < size) throw new IllegalArgumentException("stack column shorter than the samples");
        SampleTable table = new SampleTable(0);
        table.stack = newStacks;
        table.timeMicros = timeMicros;
        table.weight = weight;
        table.size = size;
        return table;
    }
}
