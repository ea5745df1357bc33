package dev.flint.diff;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.flint.calltree.Implementation;
import dev.flint.calltree.TextSamples;
import dev.flint.flamegraph.FlameGraphLayout;
import dev.flint.flamegraph.FlameGraphText;
import org.junit.jupiter.api.Test;

/** The differential flame graph's shape: the compare side's widths, heaviest first, base-only nodes absent. */
class CompareSideTreeTest {
    @Test
    void boxesAreAsWideAsTheCompareTotalsAndBaseOnlyNodesAreNotDrawn() {
        Comparison comparison = Comparison.of(TextSamples.of("""
                A;B 3
                A;Gone 2
                D 1
                """).thread, 0, TextSamples.of("""
                A;B 1
                A;New 4
                D 2
                """).thread, 0);
        DiffTree diff = comparison.tree(Implementation.COMBINED, false, false);
        CompareSideTree compare = new CompareSideTree(diff);
        assertEquals("""
                0 0 5 A
                0 5 2 D
                1 0 4 New
                1 4 1 B
                """, FlameGraphText.format(FlameGraphLayout.of(compare)));
        // Boxes name the diff tree's nodes: a box's node gives the row's deltas.
        int newNode = compare.children(compare.roots()[0])[0];
        assertEquals("New", diff.name(newNode));
        assertEquals(4, diff.deltaTotal(newNode));
        assertEquals(diff.path(newNode), compare.path(newNode));
    }
}
