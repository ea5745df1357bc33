package dev.flint.calltree;

import dev.flint.model.ProfileThread;
import dev.flint.model.SampleTable;

/**
 * The top-down call tree: self = weight of the samples whose (filtered) stack maps to the node, total =
 * self + the children's totals, summed by one backward pass since parents precede children.
 */
public final class NonInvertedCallTree implements CallTree {
    private final ProfileThread thread;
    private final CallNodeTable table;
    private final double[] self;
    private final double[] total;
    private final double totalSummary;
    private final DisplayOrder display;
    private final CallTreeOptions options;

    private NonInvertedCallTree(ProfileThread thread, CallNodeTable table, double[] self, double[] total,
                                double totalSummary, DisplayOrder display, CallTreeOptions options) {
        this.thread = thread;
        this.options = options;
        this.table = table;
        this.self = self;
        this.total = total;
        this.totalSummary = totalSummary;
        this.display = display;
    }

    public static NonInvertedCallTree build(ProfileThread thread, CallTreeOptions options) {
        CallNodeTable table = CallNodeTable.build(thread, options.implementation(), options.defaultCategory());
        int size = table.size();
        double[] self = new double[size];
        SampleTable samples = thread.samples();
        SampleRange range = options.range();
        boolean everySample = range.isAll();
        boolean weighted = samples.hasWeights();
        for (int sample = 0, count = samples.size(); sample < count; sample++) {
            int node = table.callNodeOfStack(samples.stack(sample));
            if (node == -1) continue;
            if (!everySample && !range.contains(samples.timeMicros(sample))) continue;
            self[node] += weighted ? samples.weight(sample) : 1;
        }
        double[] total = self.clone();
        double summary = 0;
        int[] parent = new int[size];
        int[] func = new int[size];
        for (int node = size - 1; node >= 0; node--) {
            summary += Math.abs(self[node]);
            parent[node] = table.parent(node);
            func[node] = table.func(node);
            if (parent[node] != -1) total[parent[node]] += total[node];
        }
        DisplayOrder display = DisplayOrder.of(thread, size, parent, func, total);
        return new NonInvertedCallTree(thread, table, self, total, summary, display, options);
    }

    /** The call node table, e.g. to map a sample's stack to its node for highlighting. */
    public CallNodeTable table() { return table; }

    /** The options the tree was built with. */
    public CallTreeOptions options() { return options; }

    /** The node's own self time (the display self of the non-inverted tree). */
    double rawSelf(int node) { return self[node]; }

    @Override public ProfileThread thread() { return thread; }
    @Override public boolean inverted() { return false; }
    @Override public int nodeCount() { return table.size(); }
    @Override public int[] roots() { return display.roots(); }
    @Override public int[] children(int node) { return display.children(node); }
    @Override public boolean hasChildren(int node) { return display.hasChildren(node); }
    @Override public int parent(int node) { return table.parent(node); }
    @Override public int func(int node) { return table.func(node); }
    @Override public int depth(int node) { return table.depth(node); }
    @Override public int category(int node) { return table.category(node); }
    @Override public double total(int node) { return total[node]; }
    @Override public double self(int node) { return self[node]; }
    @Override public double totalSummary() { return totalSummary; }
    @Override public CallNodePath path(int node) { return table.path(node); }
    @Override public int find(CallNodePath path) { return table.find(path); }
}
