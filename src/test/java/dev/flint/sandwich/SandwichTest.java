package dev.flint.sandwich;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.flint.calltree.CallTree;
import dev.flint.calltree.CallTreeOptions;
import dev.flint.calltree.CallTreeText;
import dev.flint.calltree.Implementation;
import dev.flint.calltree.SampleRange;
import dev.flint.calltree.TextSamples;
import dev.flint.calltree.Transform;
import dev.flint.calltree.TransformStack;
import dev.flint.sandwich.FunctionTable.Column;
import org.junit.jupiter.api.Test;

/**
 * The function table and the callers / callees trees on text samples (one per line, root first, times 0,
 * 1000, 2000... µs), trees printed as {@code flint tree} prints them.
 */
class SandwichTest {
    /** A recursing through B, B called from A and from D, A also alone. */
    private static final String RECURSION = "A;B;A;C\nA;B\nD;B\nA";

    private static FunctionTable table(String samples, CallTreeOptions options) {
        return FunctionTable.of(CallTree.build(TextSamples.of(samples).thread, options));
    }

    @Test
    void runningCountsARecursingFunctionOncePerSample() {
        FunctionTable table = table(RECURSION, CallTreeOptions.DEFAULT);
        assertEquals("""
                A running=3 self=1
                B running=3 self=2
                C running=1 self=1
                D running=1 self=0
                """, table.format(table.rows(Column.RUNNING, false, "")));
        assertEquals(4, table.totalSummary());
    }

    @Test
    void theTableSortsByEachColumnAndSearches() {
        FunctionTable table = table(RECURSION, CallTreeOptions.DEFAULT);
        assertEquals("""
                B running=3 self=2
                A running=3 self=1
                C running=1 self=1
                D running=1 self=0
                """, table.format(table.rows(Column.SELF, false, null)));
        assertEquals("""
                D running=1 self=0
                A running=3 self=1
                C running=1 self=1
                B running=3 self=2
                """, table.format(table.rows(Column.SELF, true, "")));
        assertEquals("D running=1 self=0\nC running=1 self=1\nB running=3 self=2\nA running=3 self=1\n",
                table.format(table.rows(Column.NAME, false, "")));
        assertEquals("B running=3 self=2\n", table.format(table.rows(Column.NAME, true, " b ")));
        assertEquals("", table.format(table.rows(Column.NAME, true, "zzz")));
    }

    @Test
    void theInvertedTreeGivesTheSameTable() {
        FunctionTable table = table(RECURSION, CallTreeOptions.DEFAULT.withInverted(true));
        assertEquals("A running=3 self=1\nB running=3 self=2\nC running=1 self=1\nD running=1 self=0\n",
                table.format(table.rows(Column.RUNNING, false, "")));
        assertEquals(-1, table.rowOf(99));
        assertEquals("C", table.name(table.rowOf(TextSamples.of(RECURSION).func("C"))));
    }

    @Test
    void callersAreMergedOverEveryCallSite() {
        TextSamples fixture = TextSamples.of(RECURSION);
        TransformStack stack = TransformStack.of(fixture.thread, 0);
        assertEquals("""
                B total=3 self=3
                  A total=2 self=0
                  D total=1 self=0
                """, CallTreeText.format(Sandwich.callers(stack, CallTreeOptions.DEFAULT, fixture.func("B"))));
    }

    @Test
    void calleesAreMergedOverEveryCallSite() {
        TextSamples fixture = TextSamples.of(RECURSION);
        TransformStack stack = TransformStack.of(fixture.thread, 0);
        assertEquals("""
                B total=3 self=2
                  A total=1 self=0
                    C total=1 self=1
                """, CallTreeText.format(Sandwich.callees(stack, CallTreeOptions.DEFAULT, fixture.func("B"))));
    }

    @Test
    void recursionCountsOnlyTheOutermostFrame() {
        TextSamples fixture = TextSamples.of(RECURSION);
        TransformStack stack = TransformStack.of(fixture.thread, 0);
        int a = fixture.func("A");
        // The callers of the outermost A only: A is a root in every sample, so it has none.
        assertEquals("A total=3 self=3\n", CallTreeText.format(Sandwich.callers(stack, CallTreeOptions.DEFAULT, a)));
        // The inner A stays inside the callees.
        assertEquals("""
                A total=3 self=1
                  B total=2 self=1
                    A total=1 self=0
                      C total=1 self=1
                """, CallTreeText.format(Sandwich.callees(stack, CallTreeOptions.DEFAULT, a)));
        assertEquals("""
                C total=1 self=1
                  A total=1 self=0
                    B total=1 self=0
                      A total=1 self=0
                """, CallTreeText.format(Sandwich.callers(stack, CallTreeOptions.DEFAULT, fixture.func("C"))));
    }

    @Test
    void theTreesFollowTheViewsTransformsImplementationAndRange() {
        TextSamples fixture = TextSamples.of(RECURSION);
        TransformStack merged = TransformStack.of(fixture.thread, 0).push(new Transform.MergeFunction(fixture.func("D")));
        assertEquals("""
                B total=3 self=3
                  A total=2 self=0
                """, CallTreeText.format(Sandwich.callers(merged, CallTreeOptions.DEFAULT, fixture.func("B"))),
                "B is a root once D is merged away");

        CallTreeOptions range = CallTreeOptions.DEFAULT.withRange(new SampleRange(1000, 3000));
        TransformStack plain = TransformStack.of(fixture.thread, 0);
        assertEquals("B total=2 self=2\n  A total=1 self=0\n  D total=1 self=0\n",
                CallTreeText.format(Sandwich.callers(plain, range, fixture.func("B"))));
        FunctionTable ranged = FunctionTable.of(CallTree.build(fixture.thread, range));
        assertEquals("B running=2 self=2\nA running=1 self=0\nD running=1 self=0\n",
                ranged.format(ranged.rows(Column.RUNNING, false, "")));

        TextSamples js = TextSamples.of("A[js];x;B[js]\nA[js];y;B[js];z");
        TransformStack jsStack = TransformStack.of(js.thread, 0);
        CallTreeOptions jsOnly = CallTreeOptions.DEFAULT.withImplementation(Implementation.JS);
        assertEquals("B total=2 self=2\n  A total=2 self=0\n",
                CallTreeText.format(Sandwich.callers(jsStack, jsOnly, js.func("B"))));
        assertEquals("B total=2 self=2\n", CallTreeText.format(Sandwich.callees(jsStack, jsOnly, js.func("B"))));
        assertEquals("""
                B total=2 self=1
                  z total=1 self=1
                """, CallTreeText.format(Sandwich.callees(jsStack, CallTreeOptions.DEFAULT, js.func("B"))));
    }
}
