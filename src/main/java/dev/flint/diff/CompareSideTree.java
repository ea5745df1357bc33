package dev.flint.diff;

import dev.flint.calltree.CallNodePath;
import dev.flint.calltree.CallTree;
import dev.flint.calltree.CodePoints;
import dev.flint.model.ProfileThread;
import java.util.Arrays;

/**
 * The compare side of a {@link DiffTree} as an ordinary {@link CallTree}, for the differential flame graph
 * (Brendan Gregg's): its boxes are as wide as the compare profile's totals, so what only the base has is
 * not drawn, and the colour says how each box changed. Nodes are the diff tree's own, so a box and a row
 * of the diff table name the same node. Children are the diff tree's shown children with a non-zero
 * compare total, heaviest first (ties by name), as an ordinary flame graph orders them.
 */
public final class CompareSideTree implements CallTree {
    private final DiffTree diff;
    private final int[] roots;
    private final int[][] children;
    private final double totalSummary;

    public CompareSideTree(DiffTree diff) {
        this.diff = diff;
        children = new int[diff.nodeCount()][];
        roots = heaviestFirst(diff.roots());
        double summary = 0;
        for (int node = 0; node < diff.nodeCount(); node++) summary += Math.abs(diff.compareSelf(node));
        totalSummary = summary;
    }

    private int[] heaviestFirst(int[] nodes) {
        int kept = 0;
        for (int node : nodes) if (diff.compareTotal(node) != 0) kept++;
        Integer[] order = new Integer[kept];
        int at = 0;
        for (int node : nodes) if (diff.compareTotal(node) != 0) order[at++] = node;
        Arrays.sort(order, (a, b) -> {
            double byWeight = Math.abs(diff.compareTotal(b)) - Math.abs(diff.compareTotal(a));
            if (byWeight != 0) return byWeight > 0 ? 1 : -1;
            int byName = CodePoints.compare(diff.name(a), diff.name(b));
            return byName != 0 ? byName : Integer.compare(a, b);
        });
        int[] sorted = new int[kept];
        for (int i = 0; i < kept; i++) sorted[i] = order[i];
        return sorted;
    }

    public DiffTree diff() { return diff; }

    @Override public ProfileThread thread() { return diff.names(); }
    @Override public boolean inverted() { return diff.inverted(); }
    @Override public int nodeCount() { return diff.nodeCount(); }
    @Override public int[] roots() { return roots; }

    @Override
    public int[] children(int node) {
        int[] known = children[node];
        if (known == null) {
            known = heaviestFirst(diff.children(node));
            children[node] = known;
        }
        return known;
    }

    @Override public int parent(int node) { return diff.parent(node); }
    @Override public int func(int node) { return diff.func(node); }
    @Override public int depth(int node) { return diff.depth(node); }
    /** Diff nodes carry no category (the two profiles may not even share a category list). */
    @Override public int category(int node) { return -1; }
    @Override public double total(int node) { return diff.compareTotal(node); }
    @Override public double self(int node) { return diff.compareSelf(node); }
    @Override public double totalSummary() { return totalSummary; }
    @Override public String name(int node) { return diff.name(node); }
    @Override public CallNodePath path(int node) { return diff.path(node); }
    @Override public int find(CallNodePath path) { return diff.find(path); }
}
