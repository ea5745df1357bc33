package dev.flint.flamegraph;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.flint.calltree.CallTree;
import dev.flint.calltree.CallTreeOptions;
import dev.flint.calltree.SampleRange;
import dev.flint.calltree.TextSamples;
import dev.flint.calltree.Transform;
import dev.flint.calltree.TransformStack;
import org.junit.jupiter.api.Test;

/**
 * Text samples in (one per line, root first, times 0, 1000, 2000... µs), boxes out as
 * {@code depth start width name}, depth by depth, left to right.
 */
class FlameGraphLayoutTest {
    private static FlameGraphLayout layout(String samples, CallTreeOptions options) {
        TextSamples fixture = TextSamples.of(samples);
        return FlameGraphLayout.of(CallTree.build(fixture.thread, options.withDefaultCategory(0)));
    }

    private static String text(String samples, CallTreeOptions options) {
        return FlameGraphText.format(layout(samples, options));
    }

    @Test
    void rootsSideBySideAndChildrenFromTheirParentsStart() {
        assertEquals("""
                0 0 3 A
                0 3 1 D
                1 0 2 B
                1 2 1 C
                """, text("A;B\nA;B\nA;C\nD", CallTreeOptions.DEFAULT));
    }

    @Test
    void siblingsHeaviestFirstTiesByName() {
        assertEquals("""
                0 0 4 A
                1 0 2 C
                1 2 1 B
                1 3 1 D
                """, text("A;D\nA;C\nA;B\nA;C", CallTreeOptions.DEFAULT));
    }

    @Test
    void weightsGiveWidthsAndAParentWiderThanItsChildrenHasSelfTime() {
        assertEquals("""
                0 0 3 A
                1 0 2.5 B
                """, text("A;B 2.5\nA 0.5", CallTreeOptions.DEFAULT));
    }

    @Test
    void aTransformedTreeIsLaidOutAsTheTreeShowsIt() {
        TextSamples fixture = TextSamples.of("A;B;C\nA;B;C\nA;D;C\nA;E");
        TransformStack stack = TransformStack.of(fixture.thread, 0).push(new Transform.MergeFunction(fixture.func("B")));
        FlameGraphLayout layout = FlameGraphLayout.of(CallTree.build(stack.thread(), CallTreeOptions.DEFAULT));
        assertEquals("""
                0 0 4 A
                1 0 2 C
                1 2 1 D
                1 3 1 E
                2 2 1 C
                """, FlameGraphText.format(layout));
    }

    @Test
    void theInvertedTreeGivesTheBottomUpGraph() {
        assertEquals("""
                0 0 3 C
                0 3 1 B
                1 0 2 B
                1 2 1 D
                1 3 1 A
                2 0 2 A
                2 2 1 A
                """, text("A;B;C\nA;B;C\nA;D;C\nA;B", CallTreeOptions.DEFAULT.withInverted(true)));
    }

    @Test
    void aSampleRangeKeepsOnlyItsSamples() {
        CallTreeOptions range = CallTreeOptions.DEFAULT.withRange(new SampleRange(1000, 3000));
        assertEquals("""
                0 0 2 A
                1 0 2 C
                """, text("A;B\nA;C\nA;C\nD", range));
    }

    @Test
    void anEmptyTreeHasNoBoxes() {
        FlameGraphLayout empty = layout("A;B", CallTreeOptions.DEFAULT.withRange(new SampleRange(5000, 6000)));
        assertEquals(0, empty.boxCount());
        assertEquals(0, empty.depthCount());
        assertEquals(0, empty.total());
        assertEquals(-1, empty.boxAt(0, 0));
    }

    @Test
    void positionsFindTheirBoxByDepth() {
        FlameGraphLayout layout = layout("A;B\nA;B\nA;C\nD", CallTreeOptions.DEFAULT);
        assertEquals(2, layout.depthCount());
        assertEquals(0, layout.boxAt(0, 0));
        assertEquals(0, layout.boxAt(0, 2.9));
        assertEquals(1, layout.boxAt(0, 3));
        assertEquals(-1, layout.boxAt(0, 4));
        assertEquals(-1, layout.boxAt(0, -0.1));
        assertEquals(3, layout.boxAt(1, 2));
        assertEquals(-1, layout.boxAt(1, 3.5), "nothing under D");
        assertEquals(-1, layout.boxAt(2, 0), "no such depth");
        assertEquals(3, layout.firstEndingAfter(1, 2.5));
        assertEquals(layout.depthEnd(1), layout.firstEndingAfter(1, 3));
        assertEquals(3, layout.firstEndingAfter(1, 2.5, 2), "galloping from a box");
        assertEquals(3, layout.firstEndingAfter(1, 0.5, 3), "never before the box it starts from");
        assertEquals(layout.depthEnd(1), layout.firstEndingAfter(1, 99, 2));
        assertEquals(0, layout.parentBox(3));
        assertEquals(-1, layout.parentBox(1));
        assertEquals(0.75, layout.startFraction(1));
        assertEquals(0.25, layout.widthFraction(1));
        CallTree tree = layout.tree();
        for (int box = 0; box < layout.boxCount(); box++) assertEquals(box, layout.boxOf(layout.node(box)));
        assertEquals("C", tree.name(layout.node(layout.boxAt(1, 2))));
    }

    @Test
    void gallopingFindsWhatTheFullSearchFinds() {
        StringBuilder samples = new StringBuilder();
        for (int i = 0; i < 300; i++) samples.append("R;F").append(i).append(' ').append(1 + i % 7).append('\n');
        FlameGraphLayout layout = layout(samples.toString(), CallTreeOptions.DEFAULT);
        for (double position = -1; position < layout.total() + 2; position += 0.37) {
            int expected = layout.firstEndingAfter(1, position);
            for (int from = layout.depthStart(1); from <= expected; from += 17) {
                assertEquals(expected, layout.firstEndingAfter(1, position, from), position + " from " + from);
            }
        }
    }

    @Test
    void aVeryDeepStackIsLaidOutWithoutRecursion() {
        StringBuilder deep = new StringBuilder();
        for (int i = 0; i < 20_000; i++) deep.append(i == 0 ? "" : ";").append(i % 2 == 0 ? "A" : "B");
        FlameGraphLayout layout = layout(deep.toString(), CallTreeOptions.DEFAULT);
        assertEquals(20_000, layout.depthCount());
        assertEquals(19_999, layout.depth(layout.boxCount() - 1));
        assertEquals("B", layout.tree().name(layout.node(layout.boxAt(19_999, 0.5))));
    }
}
