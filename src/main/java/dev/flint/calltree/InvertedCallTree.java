package dev.flint.calltree;

import dev.flint.model.LongIntMap;
import dev.flint.model.ProfileThread;
import java.util.Arrays;

/**
 * The bottom-up tree: every sample's stack read from the leaf. Its roots are the functions with self
 * time; the node for path {@code [F, G, H]} (F called by G called by H) totals the self time of every
 * call node whose root-first path ends {@code H > G > F}. A sample counts on exactly one inverted path,
 * so recursion is not counted twice.
 *
 * <p>Built directly: each call node with self time walks up its ancestors, adding its self to the inverted
 * node at each step. The work is the summed depth of the call nodes that have self time, not the number
 * of samples, so a million samples cost no more than the call node table they map to.
 */
public final class InvertedCallTree implements CallTree {
    private static final int CONFLICTING_CATEGORIES = Integer.MIN_VALUE;

    private final NonInvertedCallTree nonInverted;
    private final int size;
    private final int[] parent;
    private final int[] func;
    private final int[] depth;
    private final int[] category;
    private final double[] total;
    private final LongIntMap nodeByKey;
    private final DisplayOrder display;

    private InvertedCallTree(NonInvertedCallTree nonInverted, int size, int[] parent, int[] func, int[] depth,
                             int[] category, double[] total, LongIntMap nodeByKey, DisplayOrder display) {
        this.nonInverted = nonInverted;
        this.size = size;
        this.parent = parent;
        this.func = func;
        this.depth = depth;
        this.category = category;
        this.total = total;
        this.nodeByKey = nodeByKey;
        this.display = display;
    }

    public static InvertedCallTree build(NonInvertedCallTree tree) {
        CallNodeTable table = tree.table();
        int capacity = Math.max(16, table.size());
        int[] parent = new int[capacity];
        int[] func = new int[capacity];
        int[] depth = new int[capacity];
        int[] category = new int[capacity];
        double[] total = new double[capacity];
        LongIntMap nodeByKey = new LongIntMap(capacity, -1);
        int size = 0;
        for (int callNode = 0; callNode < table.size(); callNode++) {
            double self = tree.rawSelf(callNode);
            if (self == 0) continue;
            int invertedParent = -1;
            for (int covered = callNode; covered != -1; covered = table.parent(covered)) {
                int coveredFunc = table.func(covered);
                int node = nodeByKey.get(LongIntMap.pack(invertedParent, coveredFunc));
                if (node == -1) {
                    if (size == parent.length) {
                        int grown = size + (size >> 1);
                        parent = Arrays.copyOf(parent, grown);
                        func = Arrays.copyOf(func, grown);
                        depth = Arrays.copyOf(depth, grown);
                        category = Arrays.copyOf(category, grown);
                        total = Arrays.copyOf(total, grown);
                    }
                    node = size++;
                    parent[node] = invertedParent;
                    func[node] = coveredFunc;
                    depth[node] = invertedParent == -1 ? 0 : depth[invertedParent] + 1;
                    category[node] = table.category(covered);
                    nodeByKey.put(LongIntMap.pack(invertedParent, coveredFunc), node);
                } else if (category[node] != table.category(covered)) {
                    category[node] = CONFLICTING_CATEGORIES;
                }
                total[node] += self;
                invertedParent = node;
            }
        }
        DisplayOrder display = DisplayOrder.of(tree.thread(), size, parent, func, total);
        int defaultCategory = tree.options().defaultCategory();
        for (int node = 0; node < size; node++) {
            if (category[node] == CONFLICTING_CATEGORIES) category[node] = defaultCategory;
        }
        return new InvertedCallTree(tree, size, parent, func, depth, category, total, nodeByKey, display);
    }

    /** The non-inverted tree this one was built from. */
    public NonInvertedCallTree nonInverted() { return nonInverted; }

    @Override public ProfileThread thread() { return nonInverted.thread(); }
    @Override public boolean inverted() { return true; }
    @Override public int nodeCount() { return size; }
    @Override public int[] roots() { return display.roots(); }
    @Override public int[] children(int node) { return display.children(node); }
    @Override public boolean hasChildren(int node) { return display.hasChildren(node); }
    @Override public int parent(int node) { return parent[node]; }
    @Override public int func(int node) { return func[node]; }
    @Override public int depth(int node) { return depth[node]; }
    @Override public int category(int node) { return category[node]; }
    @Override public double total(int node) { return total[node]; }
    @Override public double self(int node) { return parent[node] == -1 ? total[node] : 0; }
    @Override public double totalSummary() { return nonInverted.totalSummary(); }

    @Override
    public CallNodePath path(int node) {
        int[] funcs = new int[depth[node] + 1];
        for (int n = node; n != -1; n = parent[n]) funcs[depth[n]] = func[n];
        return CallNodePath.wrap(funcs);
    }

    @Override
    public int find(CallNodePath path) {
        int node = -1;
        for (int i = 0; i < path.length(); i++) {
            node = nodeByKey.get(LongIntMap.pack(node, path.func(i)));
            if (node == -1) return -1;
        }
        return node;
    }
}
