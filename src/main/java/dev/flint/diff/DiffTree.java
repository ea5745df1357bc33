package dev.flint.diff;

import dev.flint.calltree.CallNodePath;
import dev.flint.calltree.CallTree;
import dev.flint.calltree.CallTreeText;
import dev.flint.calltree.CodePoints;
import dev.flint.model.DoubleColumn;
import dev.flint.model.IntColumn;
import dev.flint.model.LongIntMap;
import dev.flint.model.ProfileThread;
import java.util.Arrays;

/**
 * Two call trees of aligned threads ({@link AlignedThreads}) merged into one: a node for every call node
 * path shown in either tree, carrying the base's and the compare's running (total) and self values.
 * The deltas are compare − base. Siblings are ordered by descending |Δ total|, then descending compare
 * total, then name in code point order (then func index, for a stable order of equal names); values are
 * compared at the 6 decimals the text form prints, so summation noise never reorders them. A node whose
 * base and compare totals are both 0 is not shown, nor is anything under it.
 *
 * <p>Nodes are ints valid within one tree; {@link #path} and {@link #find} translate to and from the
 * call node paths both sides share.
 */
public final class DiffTree {
    private final ProfileThread names;
    private final boolean inverted;
    private final int[] parent;
    private final int[] func;
    private final int[] depth;
    private final double[] baseTotal;
    private final double[] baseSelf;
    private final double[] compareTotal;
    private final double[] compareSelf;
    private final LongIntMap childByFunc;
    private final int[] roots;
    private final int[][] children;
    private final double baseScale;

    private DiffTree(Builder built, ProfileThread names, boolean inverted, double baseScale) {
        this.names = names;
        this.inverted = inverted;
        this.baseScale = baseScale;
        parent = built.parent.toArray();
        func = built.func.toArray();
        depth = built.depth.toArray();
        baseTotal = built.baseTotal.toArray();
        baseSelf = built.baseSelf.toArray();
        compareTotal = built.compareTotal.toArray();
        compareSelf = built.compareSelf.toArray();
        if (baseScale != 1) {
            for (int node = 0; node < baseTotal.length; node++) {
                baseTotal[node] *= baseScale;
                baseSelf[node] *= baseScale;
            }
        }
        childByFunc = built.childByFunc;
        int size = parent.length;
        int[] childCount = new int[size + 1];
        for (int node = 0; node < size; node++) if (shown(node)) childCount[parent[node] + 1]++;
        int[][] groups = new int[size + 1][];
        for (int slot = 0; slot <= size; slot++) groups[slot] = new int[childCount[slot]];
        int[] fill = new int[size + 1];
        for (int node = 0; node < size; node++) {
            if (shown(node)) groups[parent[node] + 1][fill[parent[node] + 1]++] = node;
        }
        for (int[] group : groups) sort(group);
        roots = groups[0];
        children = Arrays.copyOfRange(groups, 1, groups.length);
    }

    /**
     * Merges the two trees, each built from one side of an {@link AlignedThreads} (same inversion). Base
     * values are multiplied by {@code baseScale} (1, or the normalisation factor).
     */
    public static DiffTree merge(CallTree base, CallTree compare, double baseScale) {
        if (base.inverted() != compare.inverted()) throw new IllegalArgumentException("one tree is inverted, one is not");
        if (!Double.isFinite(baseScale)) throw new IllegalArgumentException("scale " + baseScale);
        Builder builder = new Builder();
        builder.add(base, true);
        builder.add(compare, false);
        // Both threads name every shared func; collapse-resource appends its func on both sides alike.
        ProfileThread names = compare.thread().funcs().size() >= base.thread().funcs().size()
                ? compare.thread() : base.thread();
        return new DiffTree(builder, names, base.inverted(), baseScale);
    }

    private boolean shown(int node) {
        return baseTotal[node] != 0 || compareTotal[node] != 0;
    }

    private void sort(int[] group) {
        if (group.length < 2) return;
        Integer[] boxed = new Integer[group.length];
        for (int i = 0; i < group.length; i++) boxed[i] = group[i];
        Arrays.sort(boxed, (a, b) -> {
            double deltaA = printed(Math.abs(deltaTotal(a)));
            double deltaB = printed(Math.abs(deltaTotal(b)));
            if (deltaA != deltaB) return deltaA > deltaB ? -1 : 1;
            double compareA = printed(compareTotal[a]);
            double compareB = printed(compareTotal[b]);
            if (compareA != compareB) return compareA > compareB ? -1 : 1;
            int byName = CodePoints.compare(name(a), name(b));
            return byName != 0 ? byName : Integer.compare(func[a], func[b]);
        });
        for (int i = 0; i < group.length; i++) group[i] = boxed[i];
    }

    /** A value at the precision the text form prints it. */
    private static double printed(double value) {
        return Math.rint(value * 1e6);
    }

    public boolean inverted() { return inverted; }

    /** The factor base values were multiplied by (1 without normalisation). */
    public double baseScale() { return baseScale; }

    /** A thread whose func table names every node's func. */
    public ProfileThread names() { return names; }

    /** Number of nodes, shown or not. */
    public int nodeCount() { return parent.length; }

    /** The shown roots in display order; the caller must not modify the array. */
    public int[] roots() { return roots; }

    /** The shown children of {@code node} in display order; the caller must not modify the array. */
    public int[] children(int node) { return children[node]; }

    /** -1 for a root. */
    public int parent(int node) { return parent[node]; }

    public int func(int node) { return func[node]; }

    /** 0 for a root. */
    public int depth(int node) { return depth[node]; }

    /** The function's name as the tree prints it ("(anonymous)" for none). */
    public String name(int node) { return CallTreeText.displayName(names.funcName(func[node])); }

    public double baseTotal(int node) { return baseTotal[node]; }

    public double baseSelf(int node) { return baseSelf[node]; }

    public double compareTotal(int node) { return compareTotal[node]; }

    public double compareSelf(int node) { return compareSelf[node]; }

    /** Compare − base running value: positive when the compare profile spends more (slower). */
    public double deltaTotal(int node) { return compareTotal[node] - baseTotal[node]; }

    public double deltaSelf(int node) { return compareSelf[node] - baseSelf[node]; }

    /** Δ total relative to the base total, NaN when the base total is 0 (the node is new). */
    public double deltaRatio(int node) {
        return baseTotal[node] == 0 ? Double.NaN : deltaTotal(node) / Math.abs(baseTotal[node]);
    }

    /** The sum of the roots' base totals (after scaling): the base side's whole weight. */
    public double baseSum() {
        double sum = 0;
        for (int node = 0; node < parent.length; node++) if (parent[node] == -1) sum += baseTotal[node];
        return sum;
    }

    /** The sum of the roots' compare totals. */
    public double compareSum() {
        double sum = 0;
        for (int node = 0; node < parent.length; node++) if (parent[node] == -1) sum += compareTotal[node];
        return sum;
    }

    /** The funcs from the root to {@code node} (leaf first in an inverted tree, as its paths are). */
    public CallNodePath path(int node) {
        int[] funcs = new int[depth[node] + 1];
        for (int at = node; at != -1; at = parent[at]) funcs[depth[at]] = func[at];
        return CallNodePath.of(funcs);
    }

    /** The node at {@code path}, -1 when there is none (whether shown or not). */
    public int find(CallNodePath path) {
        int node = -1;
        for (int i = 0; i < path.length(); i++) {
            node = childByFunc.get(LongIntMap.pack(node, path.func(i)));
            if (node == -1) return -1;
        }
        return node;
    }

    /** Merged nodes as columns while the two trees are walked. */
    private static final class Builder {
        final IntColumn parent = new IntColumn();
        final IntColumn func = new IntColumn();
        final IntColumn depth = new IntColumn();
        final DoubleColumn baseTotal = new DoubleColumn();
        final DoubleColumn baseSelf = new DoubleColumn();
        final DoubleColumn compareTotal = new DoubleColumn();
        final DoubleColumn compareSelf = new DoubleColumn();
        final LongIntMap childByFunc = new LongIntMap();

        /**
         * Adds every shown node of {@code tree} to the merged node at the same path. An explicit stack: a
         * folded file can nest 100,000 frames deep.
         */
        void add(CallTree tree, boolean base) {
            int[] merged = new int[tree.nodeCount()];
            IntColumn pending = new IntColumn();
            int[] roots = tree.roots();
            for (int i = roots.length - 1; i >= 0; i--) pending.add(roots[i]);
            while (!pending.isEmpty()) {
                int node = pending.last();
                pending.truncate(pending.size() - 1);
                int treeParent = tree.parent(node);
                int mergedNode = node(treeParent == -1 ? -1 : merged[treeParent], tree.func(node));
                merged[node] = mergedNode;
                if (base) {
                    baseTotal.set(mergedNode, baseTotal.get(mergedNode) + tree.total(node));
                    baseSelf.set(mergedNode, baseSelf.get(mergedNode) + tree.self(node));
                } else {
                    compareTotal.set(mergedNode, compareTotal.get(mergedNode) + tree.total(node));
                    compareSelf.set(mergedNode, compareSelf.get(mergedNode) + tree.self(node));
                }
                for (int child : tree.children(node)) pending.add(child);
            }
        }

        private int node(int parentNode, int funcIndex) {
            long key = LongIntMap.pack(parentNode, funcIndex);
            int known = childByFunc.get(key);
            if (known != -1) return known;
            int node = parent.add(parentNode);
            func.add(funcIndex);
            depth.add(parentNode == -1 ? 0 : depth.get(parentNode) + 1);
            baseTotal.add(0);
            baseSelf.add(0);
            compareTotal.add(0);
            compareSelf.add(0);
            childByFunc.put(key, node);
            return node;
        }
    }
}
