package dev.flint.calltree;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.util.List;
import org.junit.jupiter.api.Test;

class CallTreeTest {
    private static String tree(TextSamples samples, CallTreeOptions options) {
        return CallTreeText.format(CallTree.build(samples.thread, options));
    }

    /** Seed 001 "Frames and stacks in JavaScript": a [js] and a [JIT] are one func. */
    private final TextSamples mixed = TextSamples.of("""
            JS::RunScript;onLoad[js];a[js];b[js]
            JS::RunScript;onLoad[js];js::jit::IonCannon;a[js,tier:jit];b[js,tier:jit]
            JS::RunScript;onLoad[js];js::jit::IonCannon;a[js,tier:jit];b[js,tier:jit]
            """);

    @Test
    void combinedViewShowsEveryFunctionOnceByPath() {
        assertEquals("""
                JS::RunScript total=3 self=0
                  onLoad total=3 self=0
                    js::jit::IonCannon total=2 self=0
                      a total=2 self=0
                        b total=2 self=2
                    a total=1 self=0
                      b total=1 self=1
                """, tree(mixed, CallTreeOptions.DEFAULT));
    }

    @Test
    void jsOnlyViewAssignsNativeFramesToTheNearestJsFrame() {
        assertEquals("""
                onLoad total=3 self=0
                  a total=3 self=0
                    b total=3 self=3
                """, tree(mixed, CallTreeOptions.DEFAULT.withImplementation(Implementation.JS)));
    }

    @Test
    void nativeOnlyViewChargesJsTimeToTheNearestNativeFrame() {
        assertEquals("""
                JS::RunScript total=3 self=1
                  js::jit::IonCannon total=2 self=2
                """, tree(mixed, CallTreeOptions.DEFAULT.withImplementation(Implementation.CPP)));
    }

    @Test
    void jitAddressesWithoutResourceAreNeitherJsNorNative() {
        TextSamples samples = TextSamples.of("""
                main[lib:app];0x7f00ab;f[js]
                main[lib:app];0x7f00ab
                """);
        assertEquals("main total=2 self=2\n", tree(samples, CallTreeOptions.DEFAULT.withImplementation(Implementation.CPP)));
        assertEquals("f total=1 self=1\n", tree(samples, CallTreeOptions.DEFAULT.withImplementation(Implementation.JS)));
    }

    private final TextSamples seed = TextSamples.of("""
            A;B;C;D;E
            A;B;C;F;G
            A;B;H;F
            """);

    @Test
    void invertedTreeStartsFromTheFunctionsWithSelfTime() {
        assertEquals("""
                E total=1 self=1
                  D total=1 self=0
                    C total=1 self=0
                      B total=1 self=0
                        A total=1 self=0
                F total=1 self=1
                  H total=1 self=0
                    B total=1 self=0
                      A total=1 self=0
                G total=1 self=1
                  F total=1 self=0
                    C total=1 self=0
                      B total=1 self=0
                        A total=1 self=0
                """, tree(seed, CallTreeOptions.DEFAULT.withInverted(true)));
    }

    @Test
    void invertedRecursionCountsEachSampleOnce() {
        TextSamples samples = TextSamples.of("""
                A;B;A;B
                A;B;A
                A;B
                """);
        assertEquals("""
                B total=2 self=2
                  A total=2 self=0
                    B total=1 self=0
                      A total=1 self=0
                A total=1 self=1
                  B total=1 self=0
                    A total=1 self=0
                """, tree(samples, CallTreeOptions.DEFAULT.withInverted(true)));
    }

    @Test
    void invertedPathsAreLeafFirst() {
        CallTree inverted = CallTree.build(seed.thread, CallTreeOptions.DEFAULT.withInverted(true));
        int node = inverted.find(seed.path("F;H;B"));
        assertEquals("B", inverted.name(node));
        assertEquals(seed.path("F;H;B"), inverted.path(node));
        assertEquals(-1, inverted.find(seed.path("F;C")));
        assertEquals(3, inverted.totalSummary());
    }

    @Test
    void invertedTreeOfAJsOnlyView() {
        assertEquals("""
                b total=3 self=3
                  a total=3 self=0
                    onLoad total=3 self=0
                """, tree(mixed, new CallTreeOptions(Implementation.JS, true, SampleRange.ALL, 0)));
    }

    @Test
    void sampleRangeCountsOnlySamplesInside() {
        // Samples are at 0, 1000 and 2000 microseconds; [1000, 2000) holds the second one only.
        assertEquals("""
                A total=1 self=0
                  B total=1 self=0
                    C total=1 self=0
                      F total=1 self=0
                        G total=1 self=1
                """, tree(seed, CallTreeOptions.DEFAULT.withRange(new SampleRange(1000, 2000))));
    }

    @Test
    void siblingsWithEqualTotalsAreOrderedByNameAndZeroNodesAreHidden() {
        TextSamples samples = TextSamples.of("""
                R;b 2
                R;a 2
                R;c 0
                R;Z 2
                R;d 3
                """);
        assertEquals("""
                R total=9 self=0
                  d total=3 self=3
                  Z total=2 self=2
                  a total=2 self=2
                  b total=2 self=2
                """, tree(samples, CallTreeOptions.DEFAULT));
    }

    @Test
    void negativeWeightsKeepTheirNodesAndCountAbsolutelyInTheSummary() {
        TextSamples samples = TextSamples.of("""
                R;alloc 5
                R;free -5
                """);
        CallTree tree = CallTree.build(samples.thread, CallTreeOptions.DEFAULT);
        assertEquals("""
                R total=0 self=0
                  alloc total=5 self=5
                  free total=-5 self=-5
                """, CallTreeText.format(tree));
        assertEquals(10, tree.totalSummary());
    }

    @Test
    void numbersPrintAsIntegersOrAtMostSixDecimals() {
        assertEquals("3", CallTreeText.number(3.0));
        assertEquals("0.3", CallTreeText.number(0.1 + 0.2));
        assertEquals("0.123457", CallTreeText.number(0.1234567));
        assertEquals("-2.5", CallTreeText.number(-2.5));
        assertEquals("0", CallTreeText.number(-0.0000001));
        assertEquals("12345678901", CallTreeText.number(12345678901.0));
    }

    @Test
    void popRestoresThePreviousThreadItself() {
        TransformStack base = TransformStack.of(seed.thread, 0);
        TransformStack merged = base.push(new Transform.MergeFunction(seed.func("C")));
        TransformStack dropped = merged.push(new Transform.DropFunction(seed.func("H")));
        assertSame(merged, dropped.pop());
        assertSame(merged.thread(), dropped.pop().thread());
        assertSame(seed.thread, dropped.popTo(0).thread());
        TransformStack restored = base.pushAll(dropped.transforms());
        assertEquals(List.of(new Transform.MergeFunction(seed.func("C")), new Transform.DropFunction(seed.func("H"))),
                restored.transforms());
        assertEquals(CallTreeText.format(CallTree.build(dropped.thread(), CallTreeOptions.DEFAULT)),
                CallTreeText.format(CallTree.build(restored.thread(), CallTreeOptions.DEFAULT)));
    }
}
