package dev.flint.ui.calltree;

import dev.flint.calltree.CallTree;
import java.util.ArrayList;
import java.util.List;
import javafx.collections.ObservableList;
import javafx.scene.control.TreeItem;

/**
 * A row of the call tree: one call node of one built tree, or (node -1) the hidden root whose children
 * are the tree's roots. Children are created the first time the row is expanded (or asked for them), and
 * then only the first {@link #BATCH} of them (children come heaviest first): a node with 16 000 callers in
 * the inverted tree would otherwise cost 16 000 TreeItems on the FX thread. The rest wait behind a
 * {@link MoreItem} row that loads the next batch when it is scrolled into view.
 */
final class CallNodeItem extends TreeItem<Integer> {
    /** Children materialised at a time. */
    static final int BATCH = 200;

    private final CallTree tree;
    private int[] childNodes;
    /** How many of {@link #childNodes} have items. */
    private int loaded;

    CallNodeItem(CallTree tree, int node) {
        super(node);
        this.tree = tree;
    }

    /** The hidden root: its children are the tree's roots. */
    static CallNodeItem root(CallTree tree) {
        CallNodeItem root = new CallNodeItem(tree, -1);
        root.setExpanded(true);
        return root;
    }

    int node() {
        return getValue();
    }

    CallTree tree() {
        return tree;
    }

    @Override
    public boolean isLeaf() {
        return node() >= 0 && !tree.hasChildren(node());
    }

    @Override
    public ObservableList<TreeItem<Integer>> getChildren() {
        if (childNodes == null) {
            childNodes = node() < 0 ? tree.roots() : tree.children(node());
            loadUpTo(Math.min(BATCH, childNodes.length));
        }
        return super.getChildren();
    }

    /** All children of the node, heaviest first, whether they have items yet or not. */
    int[] childNodes() {
        getChildren();
        return childNodes;
    }

    /** The child row for {@code childNode}, loading batches up to it; null when it is no child. */
    CallNodeItem childFor(int childNode) {
        int[] all = childNodes();
        for (int i = 0; i < all.length; i++) {
            if (all[i] != childNode) continue;
            if (i >= loaded) loadUpTo(Math.min(all.length, (i / BATCH + 1) * BATCH));
            return (CallNodeItem) super.getChildren().get(i);
        }
        return null;
    }

    /** Loads the next batch of children (the "more" row came into view). */
    void loadMore() {
        if (childNodes != null && loaded < childNodes.length) loadUpTo(Math.min(childNodes.length, loaded + BATCH));
    }

    /** How many children have no item yet. */
    int notLoaded() {
        return childNodes == null ? 0 : childNodes.length - loaded;
    }

    private void loadUpTo(int count) {
        List<TreeItem<Integer>> items = new ArrayList<>(count - loaded + 1);
        for (int i = loaded; i < count; i++) items.add(new CallNodeItem(tree, childNodes[i]));
        loaded = count;
        if (loaded < childNodes.length) items.add(new MoreItem(this));
        // One change event for the whole batch: added one by one, each add walks the siblings again.
        ObservableList<TreeItem<Integer>> children = super.getChildren();
        if (!children.isEmpty() && children.get(children.size() - 1) instanceof MoreItem) children.remove(children.size() - 1);
        if (children.isEmpty()) children.setAll(items);
        else children.addAll(items);
    }

    /** The last row under a node whose children are not all loaded: "… N more". */
    static final class MoreItem extends TreeItem<Integer> {
        private final CallNodeItem parentItem;

        MoreItem(CallNodeItem parentItem) {
            super(-1);
            this.parentItem = parentItem;
        }

        CallNodeItem parentItem() {
            return parentItem;
        }

        @Override
        public boolean isLeaf() {
            return true;
        }
    }
}
