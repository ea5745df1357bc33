package dev.flint.timeline;

import java.util.Arrays;

/**
 * Estimated JS calls (DevTools' ProfileCalls) of one thread, in the order the engine creates them: the
 * stack (V8 node) each call is, its start and duration in microseconds of the file's clock, the depth of
 * its node (sample-diffing path only; -1 on the trace path, where the entry tree gives depths) and the
 * sample index that created it (-1 for a stack taken from a trace event's sampleTraceId).
 */
public final class ProfileCalls {
    private int[] stack;
    private double[] startMicros;
    private double[] durationMicros;
    private int[] nodeDepth;
    private int[] sampleIndex;
    private int size;

    ProfileCalls() {
        this(64);
    }

    /** With room for {@code capacity} calls before the columns grow. */
    ProfileCalls(int capacity) {
        capacity = Math.max(16, capacity);
        stack = new int[capacity];
        startMicros = new double[capacity];
        durationMicros = new double[capacity];
        nodeDepth = new int[capacity];
        sampleIndex = new int[capacity];
    }

    int add(int stackIndex, double start, int depth, int sample) {
        if (size == stack.length) {
            int capacity = size * 2;
            stack = Arrays.copyOf(stack, capacity);
            startMicros = Arrays.copyOf(startMicros, capacity);
            durationMicros = Arrays.copyOf(durationMicros, capacity);
            nodeDepth = Arrays.copyOf(nodeDepth, capacity);
            sampleIndex = Arrays.copyOf(sampleIndex, capacity);
        }
        stack[size] = stackIndex;
        startMicros[size] = start;
        // durationMicros[size] is still 0: slots past size are never written (columns only grow).
        nodeDepth[size] = depth;
        sampleIndex[size] = sample;
        return size++;
    }

    /** Drops the columns' room for more calls: a finished thread's calls are kept as long as its track. */
    void trim() {
        if (stack.length == size) return;
        stack = Arrays.copyOf(stack, size);
        startMicros = Arrays.copyOf(startMicros, size);
        durationMicros = Arrays.copyOf(durationMicros, size);
        nodeDepth = Arrays.copyOf(nodeDepth, size);
        sampleIndex = Arrays.copyOf(sampleIndex, size);
    }

    void setDurationMicros(int call, double duration) {
        durationMicros[call] = duration;
    }

    // The depth column (valid up to size()), shared with the sync track of the sample-diffing path.
    int[] nodeDepthColumn() { return nodeDepth; }

    public int size() { return size; }
    public int stack(int call) { return stack[call]; }
    public double startMicros(int call) { return startMicros[call]; }
    public double durationMicros(int call) { return durationMicros[call]; }
    public double endMicros(int call) { return startMicros[call] + durationMicros[call]; }
    public int nodeDepth(int call) { return nodeDepth[call]; }
    public int sampleIndex(int call) { return sampleIndex[call]; }
}
