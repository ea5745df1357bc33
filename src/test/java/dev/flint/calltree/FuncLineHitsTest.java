package dev.flint.calltree;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.flint.model.ProfileThread;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Self and total per source line of one function, from frame lines and from V8 positionTicks. */
class FuncLineHitsTest {
    /** A thread built frame by frame: funcs "main" (0) and "work" (1). */
    private static final class Hand {
        final ProfileThread thread = ProfileThread.empty(1, 1, "Main", "test");
        final int main = func("main", 1);
        final int work = func("work", 10);

        int func(String name, int line) {
            return thread.funcs().add(thread.strings().indexOf(name), -1, -1, line, 0, true, false);
        }

        /** A stack of (func, line) pairs, root first. */
        int stack(int... funcLines) {
            int stack = -1;
            for (int i = 0; i < funcLines.length; i += 2) {
                stack = thread.stacks().add(stack, thread.frames().add(funcLines[i], funcLines[i + 1], 0));
            }
            return stack;
        }

        void sample(int stack, double weight) {
            thread.samples().add(stack, thread.samples().size() * 1000.0, weight);
        }
    }

    private static String text(List<FuncLineHits.Row> rows) {
        StringBuilder out = new StringBuilder();
        for (FuncLineHits.Row row : rows) {
            out.append(row.line()).append(" self=").append(CallTreeText.number(row.self()))
                    .append(" total=").append(CallTreeText.number(row.total())).append('\n');
        }
        return out.toString();
    }

    @Test
    void selfIsTheLeafLineAndTotalEveryLineOnTheStackOncePerSample() {
        Hand hand = new Hand();
        hand.sample(hand.stack(hand.main, 3, hand.work, 12), 2);
        hand.sample(hand.stack(hand.main, 3, hand.work, 14), 1);
        hand.sample(hand.stack(hand.main, 5), 4);
        // work calling itself from line 12 into line 14: line 12 is on the stack, line 14 is the leaf.
        hand.sample(hand.stack(hand.main, 3, hand.work, 12, hand.work, 14), 0.5);
        // work on line 12 twice (recursion on one line): counted once.
        hand.sample(hand.stack(hand.main, 3, hand.work, 12, hand.work, 12), 0.25);
        assertEquals("""
                12 self=2.25 total=2.75
                14 self=1.5 total=1.5
                """, text(FuncLineHits.count(hand.thread, hand.work)));
        assertEquals("""
                3 self=0 total=3.75
                5 self=4 total=4
                """, text(FuncLineHits.count(hand.thread, hand.main)));
    }

    @Test
    void aRangeCountsOnlyItsSamplesAndFramesWithoutALineCountNowhere() {
        Hand hand = new Hand();
        hand.sample(hand.stack(hand.main, 3, hand.work, 12), 1);   // at 0 µs
        hand.sample(hand.stack(hand.main, 3, hand.work, 13), 1);   // at 1000 µs
        hand.sample(hand.stack(hand.main, 3, hand.work, -1), 1);   // at 2000 µs
        assertEquals("13 self=1 total=1\n", text(FuncLineHits.count(hand.thread, hand.work,
                new SampleRange(500, 3000), FuncLineHits.Ticks.NONE)));
    }

    @Test
    void positionTicksShareEachStacksWeightOutToTheirLines() {
        Hand hand = new Hand();
        // V8: every frame's line is its function's start; positionTicks tell where the leaf was.
        int leaf = hand.stack(hand.main, 1, hand.work, 10);
        int caller = hand.stack(hand.main, 1);
        hand.sample(leaf, 3);
        hand.sample(leaf, 1);
        hand.sample(caller, 2);
        hand.thread.lineHits().add(leaf, 11, 1);
        hand.thread.lineHits().add(leaf, 15, 3);
        hand.thread.lineHits().add(caller, 4, 1);
        // 4 ms on the leaf stack shared 1:3; main's time in work shows on main's start line.
        assertEquals("""
                11 self=1 total=1
                15 self=3 total=3
                """, text(FuncLineHits.count(hand.thread, hand.work)));
        assertEquals("""
                1 self=0 total=4
                4 self=2 total=2
                """, text(FuncLineHits.count(hand.thread, hand.main)));
    }

    @Test
    void ticksOnALineTheFunctionAlsoCallsFromCountOnceInTotal() {
        Hand hand = new Hand();
        // Recursion: work (start line 10) calls itself; the leaf's ticks are on lines 10 and 11.
        int stack = hand.stack(hand.main, 1, hand.work, 10, hand.work, 10);
        hand.sample(stack, 4);
        hand.thread.lineHits().add(stack, 10, 1);
        hand.thread.lineHits().add(stack, 11, 1);
        assertEquals("""
                10 self=2 total=4
                11 self=2 total=2
                """, text(FuncLineHits.count(hand.thread, hand.work)));
    }

    @Test
    void ticksFollowTheSamplesIntoARenumberedThread() {
        Hand hand = new Hand();
        int leaf = hand.stack(hand.main, 1, hand.work, 10);
        hand.sample(leaf, 2);
        hand.thread.lineHits().add(leaf, 1, 1);
        hand.thread.lineHits().add(leaf, 2, 1);
        // As after a source map: generated lines 1 and 2 map to 40 and 41, work maps to itself.
        FuncLineHits.Ticks ticks = FuncLineHits.Ticks.of(hand.thread, hand.thread, (func, line) -> func == hand.work ? line + 39 : -1,
                old -> old == hand.work ? new int[] {hand.work} : null);
        assertEquals("""
                40 self=1 total=1
                41 self=1 total=1
                """, text(FuncLineHits.count(hand.thread, hand.work, SampleRange.ALL, ticks)));
    }
}
