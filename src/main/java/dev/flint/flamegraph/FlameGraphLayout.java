package dev.flint.flamegraph;

import dev.flint.calltree.CallTree;
import dev.flint.model.UiThreadGuard;
import java.util.Arrays;

/**
 * A call tree laid out as a flame graph: one box per shown call node, its depth the node's depth, its
 * width the node's |total| and its start its parent's start plus the widths of the siblings before it.
 * Siblings come in the tree's display order (heaviest first, ties by name), so the heaviest stack is on
 * the left at every level. The roots sit side by side from 0; positions are in the tree's weight unit,
 * {@link #total()} is the width of the whole graph. An inverted tree gives the bottom-up graph (roots are
 * the functions with self time).
 *
 * <p>Boxes are numbered depth by depth and, within a depth, from left to right, so the boxes of one depth
 * are a contiguous range sorted by start: {@link #boxAt} and {@link #firstEndingAfter} find a position by
 * binary search, and a renderer skips a run of boxes narrower than a pixel with one search instead of
 * visiting each. A tree of 100,000 levels is laid out without recursion.
 *
 * <p>Example, the samples {@code A;B}, {@code A;B}, {@code A;C} and {@code D} (weights 1):
 * <pre>
 *   box depth start width node
 *    0    0     0     3    A      |A  A  A |D|
 *    1    0     3     1    D      |B  B |C|
 *    2    1     0     2    B
 *    3    1     2     1    C
 * </pre>
 */
public final class FlameGraphLayout {
    private final CallTree tree;
    private final int[] node;
    private final double[] start;
    private final double[] width;
    private final int[] parentBox;
    /** Boxes of depth d are {@code depthStart[d] .. depthStart[d + 1]}. */
    private final int[] depthStart;
    private final int[] boxOfNode;
    private final double total;

    private FlameGraphLayout(CallTree tree, int[] node, double[] start, double[] width, int[] parentBox,
                             int[] depthStart, int[] boxOfNode, double total) {
        this.tree = tree;
        this.node = node;
        this.start = start;
        this.width = width;
        this.parentBox = parentBox;
        this.depthStart = depthStart;
        this.boxOfNode = boxOfNode;
        this.total = total;
    }

    /** Lays out every shown node of {@code tree}; its cost grows with the tree, so never on the UI thread. */
    public static FlameGraphLayout of(CallTree tree) {
        UiThreadGuard.check("FlameGraphLayout.of");
        int capacity = Math.max(16, Math.min(tree.nodeCount(), 1 << 20));
        int[] node = new int[capacity];
        double[] start = new double[capacity];
        double[] width = new double[capacity];
        int[] parentBox = new int[capacity];
        int[] depthStart = new int[16];
        int count = 0;
        double position = 0;
        for (int root : tree.roots()) {
            if (count == node.length) {
                capacity = grow(count);
                node = Arrays.copyOf(node, capacity);
                start = Arrays.copyOf(start, capacity);
                width = Arrays.copyOf(width, capacity);
                parentBox = Arrays.copyOf(parentBox, capacity);
            }
            node[count] = root;
            start[count] = position;
            width[count] = Math.abs(tree.total(root));
            parentBox[count] = -1;
            position += width[count];
            count++;
        }
        double total = position;
        int depth = 0;
        int levelStart = 0;
        int levelEnd = count;
        // Breadth first: the children of a depth's boxes, parent by parent left to right, are the next
        // depth's boxes left to right.
        while (levelEnd > levelStart) {
            if (depth + 2 >= depthStart.length) depthStart = Arrays.copyOf(depthStart, depthStart.length * 2);
            depthStart[depth] = levelStart;
            depthStart[depth + 1] = levelEnd;
            for (int parent = levelStart; parent < levelEnd; parent++) {
                double childStart = start[parent];
                for (int child : tree.children(node[parent])) {
                    if (count == node.length) {
                        capacity = grow(count);
                        node = Arrays.copyOf(node, capacity);
                        start = Arrays.copyOf(start, capacity);
                        width = Arrays.copyOf(width, capacity);
                        parentBox = Arrays.copyOf(parentBox, capacity);
                    }
                    node[count] = child;
                    start[count] = childStart;
                    width[count] = Math.abs(tree.total(child));
                    parentBox[count] = parent;
                    childStart += width[count];
                    count++;
                }
            }
            levelStart = levelEnd;
            levelEnd = count;
            depth++;
        }
        int[] boxOfNode = new int[tree.nodeCount()];
        Arrays.fill(boxOfNode, -1);
        for (int box = 0; box < count; box++) boxOfNode[node[box]] = box;
        return new FlameGraphLayout(tree, Arrays.copyOf(node, count), Arrays.copyOf(start, count),
                Arrays.copyOf(width, count), Arrays.copyOf(parentBox, count), Arrays.copyOf(depthStart, depth + 1),
                boxOfNode, total);
    }

    private static int grow(int size) {
        if (size >= Integer.MAX_VALUE - 16) throw new IllegalStateException("too many flame graph boxes");
        return (int) Math.min(Integer.MAX_VALUE - 8, size + (size >> 1) + 16L);
    }

    /** The tree the boxes name: {@code tree().name(node(box))}, totals, self, paths. */
    public CallTree tree() { return tree; }

    public int boxCount() { return node.length; }

    /** Number of depths (0 when the tree is empty); depths are 0 .. depthCount() - 1. */
    public int depthCount() { return depthStart.length - 1; }

    /** The first box of {@code depth}; boxes of a depth run to {@code depthEnd(depth)} (exclusive). */
    public int depthStart(int depth) { return depthStart[depth]; }

    public int depthEnd(int depth) { return depthStart[depth + 1]; }

    /** The call node of {@code box} in {@link #tree()}. */
    public int node(int box) { return node[box]; }

    /** The box of a call node, -1 when the node is not shown. */
    public int boxOf(int callNode) {
        return callNode < 0 || callNode >= boxOfNode.length ? -1 : boxOfNode[callNode];
    }

    public int depth(int box) { return tree.depth(node[box]); }

    /** The box of the node's parent, -1 for a root. */
    public int parentBox(int box) { return parentBox[box]; }

    /** Left edge, in weight units from the left of the graph. */
    public double start(int box) { return start[box]; }

    /** |total| of the node, in weight units. */
    public double width(int box) { return width[box]; }

    public double end(int box) { return start[box] + width[box]; }

    /** The width of the whole graph: the summed |total| of the roots. */
    public double total() { return total; }

    /** {@link #start} as a fraction of {@link #total}, 0 for an empty graph. */
    public double startFraction(int box) { return total == 0 ? 0 : start[box] / total; }

    /** {@link #width} as a fraction of {@link #total}, 0 for an empty graph. */
    public double widthFraction(int box) { return total == 0 ? 0 : width[box] / total; }

    /** The box of {@code depth} with {@code start <= position < end}, -1 when none. */
    public int boxAt(int depth, double position) {
        if (depth < 0 || depth >= depthCount()) return -1;
        int box = firstEndingAfter(depth, position);
        return box < depthEnd(depth) && start[box] <= position ? box : -1;
    }

    /**
     * The first box of {@code depth} whose end lies after {@code position} ({@link #depthEnd} when none):
     * where drawing a view that starts at {@code position} begins, and where a renderer resumes after a
     * run of boxes too narrow to draw.
     */
    public int firstEndingAfter(int depth, double position) {
        return firstEndingAfter(depth, position, depthStart[depth]);
    }

    /**
     * {@link #firstEndingAfter(int, double)} searching only from box {@code from} on, galloping: a renderer
     * stepping a pixel at a time finds the next box in a few comparisons instead of a search over the depth.
     */
    public int firstEndingAfter(int depth, double position, int from) {
        int end = depthStart[depth + 1];
        int low = Math.max(from, depthStart[depth]);
        if (low >= end || start[low] + width[low] > position) return Math.min(low, end);
        // Invariant: box `low` ends at or before position.
        int step = 1;
        int high = low + 1;
        while (high < end && start[high] + width[high] <= position) {
            low = high;
            step <<= 1;
            high = low + step;
        }
        return search(low + 1, Math.min(high, end), position);
    }

    /** The first box in {@code [low, high)} ending after {@code position}, {@code high} when none. */
    private int search(int low, int high, double position) {
        while (low < high) {
            int middle = (low + high) >>> 1;
            if (start[middle] + width[middle] <= position) low = middle + 1;
            else high = middle;
        }
        return low;
    }
}
