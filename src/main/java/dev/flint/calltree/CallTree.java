package dev.flint.calltree;

import dev.flint.model.ProfileThread;

/**
 * A call tree ready to show: running (total) and self time per node, and the shown children of each node
 * in display order (descending |total|, ties by function name in code point order, then func index).
 * A node whose total is 0 and that has no shown child is not shown.
 *
 * <p>Nodes are ints valid only within one tree; {@link #path} and {@link #find} translate to and from the
 * stable {@link CallNodePath}. In the {@link #inverted()} tree paths are leaf first, a root's self is its
 * total and every other node's self is 0.
 */
public interface CallTree {

    /** Builds the tree of {@code thread} as the view's options say. */
    static CallTree build(ProfileThread thread, CallTreeOptions options) {
        dev.flint.model.UiThreadGuard.check("CallTree.build");
        NonInvertedCallTree tree = NonInvertedCallTree.build(thread, options);
        return options.inverted() ? InvertedCallTree.build(tree) : tree;
    }

    /** Whether two siblings' totals sort as equal (alike at the 6 decimals the text prints; then by name). */
    static boolean totalsTie(double a, double b) {
        return DisplayOrder.displayKey(a) == DisplayOrder.displayKey(b);
    }

    /** The thread the tree was built from (after transforms), whose func table names the nodes. */
    ProfileThread thread();

    boolean inverted();

    /** Number of nodes, shown or not; nodes are 0 .. nodeCount() - 1. */
    int nodeCount();

    /** The shown roots, in display order. */
    int[] roots();

    /** The shown children of {@code node}, in display order; the caller must not modify the array. */
    int[] children(int node);

    default boolean hasChildren(int node) {
        return children(node).length > 0;
    }

    /** -1 for a root. */
    int parent(int node);

    int func(int node);

    /** 0 for a root. */
    int depth(int node);

    /** The node's category index (the default category when its stacks disagree). */
    int category(int node);

    /** Running time: the weight of every sample at or under the node, in the thread's weight unit. */
    double total(int node);

    /** Self time as displayed: samples whose leaf is the node (inverted: the root's total, else 0). */
    double self(int node);

    /** Sum of |self| over the non-inverted tree: the base of percentages. */
    double totalSummary();

    /** total / totalSummary, 0 when nothing is counted. */
    default double totalRatio(int node) {
        double summary = totalSummary();
        return summary == 0 ? 0 : total(node) / summary;
    }

    default String name(int node) {
        return thread().funcName(func(node));
    }

    CallNodePath path(int node);

    /** The node a path names, -1 when the tree has none (it may still exist with zero weight). */
    int find(CallNodePath path);
}
