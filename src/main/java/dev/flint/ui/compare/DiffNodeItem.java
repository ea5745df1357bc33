package dev.flint.ui.compare;

import dev.flint.diff.DiffTree;
import java.util.Arrays;
import java.util.Comparator;
import javafx.collections.ObservableList;
import javafx.scene.control.TreeItem;

/**
 * A row of the diff table: one node of one diff tree. Children are made when first asked for (a large
 * tree opens with its roots only), in the diff tree's order or, when the user sorted by a column, in
 * that column's order.
 */
final class DiffNodeItem extends TreeItem<Integer> {
    private final DiffTree tree;
    private final Comparator<Integer> order;
    private boolean childrenLoaded;

    /** @param order the sorted column's order, null for the diff tree's own */
    DiffNodeItem(DiffTree tree, int node, Comparator<Integer> order) {
        super(node);
        this.tree = tree;
        this.order = order;
    }

    /** The invisible root holding the tree's roots. */
    static TreeItem<Integer> root(DiffTree tree, Comparator<Integer> order) {
        TreeItem<Integer> root = new TreeItem<>(-1);
        root.getChildren().setAll(items(tree, tree.roots(), order));
        root.setExpanded(true);
        return root;
    }

    private static java.util.List<TreeItem<Integer>> items(DiffTree tree, int[] nodes, Comparator<Integer> order) {
        Integer[] sorted = new Integer[nodes.length];
        for (int i = 0; i < nodes.length; i++) sorted[i] = nodes[i];
        if (order != null) Arrays.sort(sorted, order);
        java.util.List<TreeItem<Integer>> items = new java.util.ArrayList<>(sorted.length);
        for (Integer node : sorted) items.add(new DiffNodeItem(tree, node, order));
        return items;
    }

    DiffTree tree() { return tree; }

    @Override
    public boolean isLeaf() {
        return tree.children(getValue()).length == 0;
    }

    @Override
    public ObservableList<TreeItem<Integer>> getChildren() {
        if (!childrenLoaded) {
            childrenLoaded = true;
            super.getChildren().setAll(items(tree, tree.children(getValue()), order));
        }
        return super.getChildren();
    }
}
