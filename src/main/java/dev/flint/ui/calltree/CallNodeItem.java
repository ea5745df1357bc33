package dev.flint.ui.calltree;

import dev.flint.calltree.CallTree;
import javafx.collections.ObservableList;
import javafx.scene.control.TreeItem;

/**
 * A row of the call tree: one call node of one built tree. Children are created the first time the row
 * is expanded (or asked for them), so a tree of 40 k nodes opens with only its roots as objects.
 */
final class CallNodeItem extends TreeItem<Integer> {
    private final CallTree tree;
    private boolean childrenLoaded;

    CallNodeItem(CallTree tree, int node) {
        super(node);
        this.tree = tree;
    }

    int node() {
        return getValue();
    }

    CallTree tree() {
        return tree;
    }

    @Override
    public boolean isLeaf() {
        return !tree.hasChildren(getValue());
    }

    @Override
    public ObservableList<TreeItem<Integer>> getChildren() {
        if (!childrenLoaded) {
            childrenLoaded = true;
            int[] children = tree.children(getValue());
            TreeItem<?>[] items = new TreeItem<?>[children.length];
            for (int i = 0; i < children.length; i++) items[i] = new CallNodeItem(tree, children[i]);
            @SuppressWarnings("unchecked")
            TreeItem<Integer>[] typed = (TreeItem<Integer>[]) items;
            super.getChildren().setAll(typed);
        }
        return super.getChildren();
    }

    /** The child row for {@code childNode}, null when it is not among the shown children. */
    CallNodeItem childFor(int childNode) {
        for (TreeItem<Integer> child : getChildren()) {
            if (child.getValue() == childNode) return (CallNodeItem) child;
        }
        return null;
    }
}
