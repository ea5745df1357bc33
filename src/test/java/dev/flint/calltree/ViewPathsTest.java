package dev.flint.calltree;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ViewPathsTest {
    private final TextSamples seed = TextSamples.of("""
            A;B;C;D;E
            A;B;C;F;G
            A;B;H;F
            """);

    @Test
    void pushTranslatesSelectionAndExpansionDroppingAndMergingExpandedPaths() {
        ViewPaths paths = new ViewPaths(seed.path("A;B;C;D;E"),
                List.of(seed.path("A;B;C"), seed.path("A;B"), seed.path("A;B;H"), seed.path("A")));
        TransformStack stack = TransformStack.of(seed.thread, 0);
        Transform mergeC = new Transform.MergeCallNode(seed.path("A;B;C"), Implementation.COMBINED);
        paths = stack.translate(paths, mergeC);
        stack = stack.push(mergeC);
        assertEquals(seed.path("A;B;D;E"), paths.selected());
        assertEquals(List.of(seed.path("A;B"), seed.path("A;B;H"), seed.path("A")), paths.expanded());

        Transform dropH = new Transform.DropFunction(seed.func("H"));
        paths = stack.translate(paths, dropH);
        assertEquals(seed.path("A;B;D;E"), paths.selected());
        assertEquals(List.of(seed.path("A;B"), seed.path("A")), paths.expanded());

        Transform dropE = new Transform.DropFunction(seed.func("E"));
        assertEquals(CallNodePath.EMPTY, stack.push(dropH).translate(paths, dropE).selected());
    }

    @Test
    void symbolicationReplacesFuncsAndExpandsNewInlineLevels() {
        // Func C became B (collapsed into it); func E became the inline chain D > E.
        int a = seed.func("A");
        int b = seed.func("B");
        int c = seed.func("C");
        int d = seed.func("D");
        int e = seed.func("E");
        Map<Integer, int[]> remap = Map.of(c, new int[] {b}, e, new int[] {d, e});
        FuncRemap funcRemap = remap::get;
        ViewPaths paths = new ViewPaths(CallNodePath.of(a, b, c, e), List.of(CallNodePath.of(a, b, c, e)));
        ViewPaths mapped = paths.mapFuncs(funcRemap, false);
        assertEquals(CallNodePath.of(a, b, b, d, e), mapped.selected());
        assertEquals(List.of(CallNodePath.of(a, b, b, d), CallNodePath.of(a, b, b, d, e)), mapped.expanded());
        // A leaf-first path takes the inline chain innermost first.
        assertEquals(CallNodePath.of(e, d, b, b, a), CallNodePath.of(e, c, b, a).mapFuncs(funcRemap, true));
    }

    @Test
    void aStackRebasedOnASymbolicatedThreadRewritesItsTransforms() {
        int c = seed.func("C");
        int h = seed.func("H");
        TransformStack stack = TransformStack.of(seed.thread, 0)
                .push(new Transform.MergeCallNode(seed.path("A;B;C"), Implementation.COMBINED))
                .push(new Transform.DropFunction(c));
        TransformStack rebased = stack.withBase(seed.thread, old -> old == c ? new int[] {h} : null);
        assertEquals(List.of(new Transform.MergeCallNode(seed.path("A;B;H"), Implementation.COMBINED),
                new Transform.DropFunction(h)), rebased.transforms());
        // Applied again: H is merged into B, so dropping H afterwards drops nothing.
        assertEquals("""
                A total=3 self=0
                  B total=3 self=0
                    C total=2 self=0
                      D total=1 self=0
                        E total=1 self=1
                      F total=1 self=0
                        G total=1 self=1
                    F total=1 self=1
                """, CallTreeText.format(CallTree.build(rebased.thread(), CallTreeOptions.DEFAULT)));
    }
}
