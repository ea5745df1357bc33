package dev.flint.model;

/**
 * The stack tree: each stack is (prefix stack, frame). A prefix always has a smaller index than the
 * stacks that extend it, so one forward pass sees callers before callees; every transform relies on it.
 */
public final class StackTable {
    private int[] prefix;
    private int[] frame;
    private int size;

    public StackTable() {
        this(16);
    }

    public StackTable(int capacity) {
        prefix = new int[capacity];
        frame = new int[capacity];
    }

    /** Adds a stack; {@code prefixStack} is -1 for a root and must be an existing stack otherwise. */
    public int add(int prefixStack, int frameIndex) {
        if (prefixStack >= size || prefixStack < -1) {
            throw new IllegalArgumentException("prefix " + prefixStack + " must come before stack " + size);
        }
        if (size == prefix.length) {
            int capacity = Columns.grownCapacity(size);
            prefix = Columns.grow(prefix, capacity);
            frame = Columns.grow(frame, capacity);
        }
        prefix[size] = prefixStack;
        frame[size] = frameIndex;
        return size++;
    }

    public int size() { return size; }
    /** The caller stack, -1 for a root. */
    public int prefix(int stack) { return prefix[stack]; }
    public int frame(int stack) { return frame[stack]; }

    /** Number of frames from the root to {@code stack}, 1 for a root. */
    public int depth(int stack) {
        int depth = 0;
        for (int s = stack; s != -1; s = prefix[s]) depth++;
        return depth;
    }
}
