package dev.flint.ui.flamechart;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

class StackedBarsTest {
    private record Fill(int thread, int bucket, double topPx, double heightPx) {}

    private static List<Fill> layOut(double[][] shares, int buckets, double stackPx, double heightPx) {
        List<Fill> fills = new ArrayList<>();
        int[] current = {-1};
        StackedBars.layOut(shares, buckets, shares.length, stackPx, heightPx, new StackedBars.Sink() {
            @Override
            public void thread(int thread) {
                current[0] = thread;
            }

            @Override
            public void fill(int bucket, double topPx, double heightPx) {
                fills.add(new Fill(current[0], bucket, topPx, heightPx));
            }
        });
        return fills;
    }

    @Test
    void barsOfAPixelOrMoreAreStackedExactly() {
        // Two threads: the stack's full height is shared between them, so a busy thread fills half of it.
        double[][] shares = {{1.0, 0.0}, {0.5, 0.25}};
        assertEquals(List.of(
                new Fill(0, 0, 40 - 18, 18),
                new Fill(1, 0, 40 - 27, 9),
                new Fill(1, 1, 40 - 4.5, 4.5)), layOut(shares, 2, 36, 40));
    }

    @Test
    void manyNearlyIdleThreadsCostAFillPerPixelRowAndLeaveNoGap() {
        int threads = 500;
        int buckets = 800;
        double[][] shares = new double[threads][buckets];
        for (double[] thread : shares) Arrays.fill(thread, 0.3);
        List<Fill> fills = layOut(shares, buckets, 36, 40);
        // The stack is 0.3 x 36 = 10.8 px high: ten whole rows, each painted once (a fill per thread and
        // bucket would be 400,000).
        assertEquals(10 * buckets, fills.size());
        for (int bucket : new int[] {0, 399, 799}) {
            boolean[] painted = new boolean[40];
            for (Fill fill : fills) {
                if (fill.bucket() != bucket) continue;
                assertEquals(1, fill.heightPx());
                int row = (int) fill.topPx();
                assertTrue(!painted[row], "row " + row + " painted twice");
                painted[row] = true;
            }
            for (int row = 0; row < 40; row++) {
                assertEquals(row >= 30, painted[row], "bucket " + bucket + ", row " + row);
            }
        }
    }
}
