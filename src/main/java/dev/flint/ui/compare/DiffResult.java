package dev.flint.ui.compare;

import dev.flint.diff.CompareSideTree;
import dev.flint.diff.Comparison;
import dev.flint.diff.DiffTree;
import dev.flint.flamegraph.FlameGraphLayout;

/** One built view of a comparison: the transforms on both sides, the merged tree and the graph's layout. */
record DiffResult(Comparison comparison, DiffTree tree, FlameGraphLayout layout) {
    CompareSideTree graphTree() {
        return (CompareSideTree) layout.tree();
    }
}
