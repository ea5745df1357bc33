package dev.flint.ui.session;

import dev.flint.calltree.CallNodePath;
import dev.flint.calltree.CallTree;

/** The selected row: the tree it belongs to, its node there, and its stable path. */
public record SelectedCallNode(CallTree tree, int node, CallNodePath path) {
    public int func() {
        return tree.func(node);
    }
}
