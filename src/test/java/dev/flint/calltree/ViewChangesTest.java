package dev.flint.calltree;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

class ViewChangesTest {
    private final TextSamples mixed = TextSamples.of("""
            JS::RunScript;onLoad[js];a[js];b[js]
            JS::RunScript;onLoad[js];js::jit::IonCannon;a[js,tier:jit];b[js,tier:jit];memcpy
            """);

    @Test
    void aJsPathBecomesTheFirstMatchingFullStackThenLosesWhatTheNewFilterHides() {
        CallNodePath jsPath = mixed.path("onLoad;a;b");
        assertEquals("JS::RunScript;onLoad;a;b", mixed.names(ViewChanges.implementationChanged(
                mixed.thread, jsPath, Implementation.JS, Implementation.COMBINED)));
        assertEquals("JS::RunScript", mixed.names(ViewChanges.implementationChanged(
                mixed.thread, jsPath, Implementation.JS, Implementation.CPP)));
        assertEquals("onLoad;a;b", mixed.names(ViewChanges.implementationChanged(mixed.thread,
                mixed.path("JS::RunScript;onLoad;js::jit::IonCannon;a;b"), Implementation.COMBINED, Implementation.JS)));
    }

    private final TextSamples seed = TextSamples.of("""
            A;B;C;D;E
            A;B;C;F;G
            A;B;C;F;G
            A;B;H;F
            """);

    @Test
    void invertingSelectsTheHeaviestSelfDescendantLeafFirst() {
        NonInvertedCallTree tree = NonInvertedCallTree.build(seed.thread, CallTreeOptions.DEFAULT);
        ViewPaths inverted = ViewChanges.inverting(tree, tree.find(seed.path("A;B;C")));
        assertEquals(seed.path("G;F;C"), inverted.selected());
        assertEquals(List.of(seed.path("G"), seed.path("G;F")), inverted.expanded());
        // The node itself when it has the most self time.
        assertEquals(seed.path("F"), ViewChanges.inverting(tree, tree.find(seed.path("A;B;H;F"))).selected());
    }

    @Test
    void uninvertingFollowsTheHeaviestCoveredCallNodeUpToTheSelectedDepth() {
        InvertedCallTree inverted = InvertedCallTree.build(NonInvertedCallTree.build(seed.thread, CallTreeOptions.DEFAULT));
        ViewPaths selected = ViewChanges.uninverting(inverted, inverted.find(seed.path("F;H")));
        assertEquals(seed.path("A;B;H"), selected.selected());
        assertEquals(List.of(seed.path("A"), seed.path("A;B")), selected.expanded());
        assertEquals(seed.path("A;B;C;F;G"), ViewChanges.uninverting(inverted, inverted.find(seed.path("G"))).selected());
    }
}
