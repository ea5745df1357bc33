package dev.flint.calltree;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** Seed 001's worked example ("Modifying the tree" and "How call tree modifications affect function paths"). */
class Seed001Test {
    private final TextSamples samples = TextSamples.of("""
            A;B;C;D;E
            A;B;C;F;G
            A;B;H;F
            """);

    private String tree(Transform... transforms) {
        TransformStack stack = TransformStack.of(samples.thread, 0);
        for (Transform transform : transforms) stack = stack.push(transform);
        return CallTreeText.format(CallTree.build(stack.thread(), CallTreeOptions.DEFAULT));
    }

    @Test
    void baseTreeHasRunningAndSelfTime() {
        assertEquals("""
                A total=3 self=0
                  B total=3 self=0
                    C total=2 self=0
                      D total=1 self=0
                        E total=1 self=1
                      F total=1 self=0
                        G total=1 self=1
                    H total=1 self=0
                      F total=1 self=1
                """, tree());
    }

    @Test
    void mergeCReassignsItsCalleesToB() {
        String expected = """
                A total=3 self=0
                  B total=3 self=0
                    D total=1 self=0
                      E total=1 self=1
                    F total=1 self=0
                      G total=1 self=1
                    H total=1 self=0
                      F total=1 self=1
                """;
        assertEquals(expected, tree(new Transform.MergeCallNode(samples.path("A;B;C"), Implementation.COMBINED)));
        assertEquals(expected, tree(new Transform.MergeFunction(samples.func("C"))));
    }

    @Test
    void mergeLeafEChargesItsSelfTimeToD() {
        assertEquals("""
                A total=3 self=0
                  B total=3 self=0
                    C total=2 self=0
                      D total=1 self=1
                      F total=1 self=0
                        G total=1 self=1
                    H total=1 self=0
                      F total=1 self=1
                """, tree(new Transform.MergeCallNode(samples.path("A;B;C;D;E"), Implementation.COMBINED)));
    }

    @Test
    void mergeSubtreeCChargesTheWholeSubtreeToB() {
        assertEquals("""
                A total=3 self=0
                  B total=3 self=2
                    H total=1 self=0
                      F total=1 self=1
                """, tree(new Transform.MergeSubtree(samples.path("A;B;C"), Implementation.COMBINED)));
    }

    @Test
    void hideCDropsTheSamplesThatContainIt() {
        assertEquals("""
                A total=1 self=0
                  B total=1 self=0
                    H total=1 self=0
                      F total=1 self=1
                """, tree(new Transform.DropFunction(samples.func("C"))));
    }

    @Test
    void focusCMakesItTheRoot() {
        String expected = """
                C total=2 self=0
                  D total=1 self=0
                    E total=1 self=1
                  F total=1 self=0
                    G total=1 self=1
                """;
        assertEquals(expected, tree(new Transform.FocusSubtree(samples.path("A;B;C"), Implementation.COMBINED, false)));
        assertEquals(expected, tree(new Transform.FocusFunction(samples.func("C"))));
    }

    @Test
    void pathToEDropsCAfterMergingC() {
        Transform mergeC = new Transform.MergeCallNode(samples.path("A;B;C"), Implementation.COMBINED);
        CallNodePath translated = mergeC.translate(samples.path("A;B;C;D;E"), samples.thread, 0);
        assertEquals("A;B;D;E", samples.names(translated));
        // ... and the translated path names the node E in the merged tree.
        CallTree merged = CallTree.build(TransformStack.of(samples.thread, 0).push(mergeC).thread(),
                CallTreeOptions.DEFAULT);
        int node = merged.find(translated);
        assertEquals("E", merged.name(node));
        assertEquals(1, merged.self(node));
    }
}
