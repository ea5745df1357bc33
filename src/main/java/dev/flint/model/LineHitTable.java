package dev.flint.model;

/** Per-line hit counts (V8 positionTicks): for a stack, how many samples were at each source line. */
public final class LineHitTable {
    private int[] stack = new int[0];
    private int[] line = new int[0];
    private int[] hits = new int[0];
    private int size;

    public int add(int stackIndex, int sourceLine, int hitCount) {
        if (size == stack.length) {
            int capacity = Columns.grownCapacity(size);
            stack = Columns.grow(stack, capacity);
            line = Columns.grow(line, capacity);
            hits = Columns.grow(hits, capacity);
        }
        stack[size] = stackIndex;
        line[size] = sourceLine;
        hits[size] = hitCount;
        return size++;
    }

    public int size() { return size; }
    public int stack(int row) { return stack[row]; }
    /** 1-based line, as V8 positionTicks give it. */
    public int line(int row) { return line[row]; }
    public int hits(int row) { return hits[row]; }
}
