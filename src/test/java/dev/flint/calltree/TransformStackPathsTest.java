package dev.flint.calltree;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/**
 * A path of the thread as loaded (a flame-chart entry's calls) found in the call tree through a whole
 * transform stack: each transform translates it against the thread it was pushed on, then the tree's
 * implementation filter and inversion decide how it reads.
 */
class TransformStackPathsTest {
    private final TextSamples seed = TextSamples.of("""
            A;B;C;D;E
            A;B;C;F;G
            A;B;H;F
            """);

    /** Merge C, focus on A;B, drop G: three pushes, each translating what the one before left. */
    private TransformStack threePushes() {
        return TransformStack.of(seed.thread, 0)
                .push(new Transform.MergeCallNode(seed.path("A;B;C"), Implementation.COMBINED))
                .push(new Transform.FocusSubtree(seed.path("A;B"), Implementation.COMBINED, false))
                .push(new Transform.DropFunction(seed.func("G")));
    }

    @Test
    void aBasePathIsTranslatedThroughEveryTransformInOrder() {
        TransformStack stack = threePushes();
        assertEquals("""
                B total=2 self=0
                  D total=1 self=0
                    E total=1 self=1
                  H total=1 self=0
                    F total=1 self=1
                """, CallTreeText.format(CallTree.build(stack.thread(), CallTreeOptions.DEFAULT)));
        assertEquals(seed.path("B;D;E").toString(), stack.translateFromBase(seed.path("A;B;C;D;E")).toString());
        assertEquals(seed.path("B;H;F").toString(), stack.translateFromBase(seed.path("A;B;H;F")).toString());
        // Above the focused node, and under the dropped function, nothing of the path is shown.
        assertEquals(CallNodePath.EMPTY, stack.translateFromBase(seed.path("A")));
        assertEquals(CallNodePath.EMPTY, stack.translateFromBase(seed.path("A;B;C;F;G")));
        // No transforms: the path as it was.
        assertEquals(seed.path("A;B;C"), TransformStack.of(seed.thread, 0).translateFromBase(seed.path("A;B;C")));
    }

    @Test
    void theInvertedTreeReadsTheTranslatedPathLeafFirst() {
        CallTreeOptions inverted = CallTreeOptions.DEFAULT.withInverted(true);
        assertEquals(seed.path("E;D;B"), threePushes().shownPath(seed.path("A;B;C;D;E"), inverted));
        assertEquals(seed.path("B;D;E"), threePushes().shownPath(seed.path("A;B;C;D;E"), CallTreeOptions.DEFAULT));
    }

    @Test
    void theImplementationFilterLeavesOutTheFuncsItHides() {
        TextSamples mixed = TextSamples.of("""
                main[js];native;work[js];leaf
                """);
        TransformStack stack = TransformStack.of(mixed.thread, 0)
                .push(new Transform.MergeFunction(mixed.func("work")));
        CallTreeOptions jsOnly = CallTreeOptions.DEFAULT.withImplementation(Implementation.JS);
        // The JS-only tree: native and leaf are not JS, their time is main's own.
        assertEquals("""
                main total=1 self=1
                """, CallTreeText.format(CallTree.build(stack.thread(), jsOnly)));
        assertEquals(CallNodePath.of(mixed.func("main")), stack.shownPath(mixed.path("main;native;work;leaf"), jsOnly));
        assertEquals(mixed.path("main;native;leaf"), stack.shownPath(mixed.path("main;native;work;leaf"), CallTreeOptions.DEFAULT));
        // A path of hidden funcs only is no node at all.
        assertEquals(CallNodePath.EMPTY, TransformStack.of(mixed.thread, 0)
                .shownPath(CallNodePath.of(mixed.func("native")), jsOnly));
    }
}
