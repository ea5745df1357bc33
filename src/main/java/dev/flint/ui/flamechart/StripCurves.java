package dev.flint.ui.flamechart;

import dev.flint.viewmodel.ActivityCurves;
import java.util.Arrays;

/**
 * The overview strip's stacked curves for one width, as rectangles in bucket units: worked out on the strip's
 * own thread, so the FX thread only fills them. On the 4 GB trace (777 sampled threads over about 960 buckets)
 * the curves' sums and their stacking were 60-70 ms of the FX thread in the pulse that shows the load and in
 * each pulse of a resize.
 */
final class StripCurves {
    /** What the curves were worked out from: the strip asks again when any of it changes. */
    final ActivityCurves activity;
    final int bucketCount;
    final double heightPx;
    /** Per rectangle: its curve (the colour's index), bucket, top and height in pixels. */
    private int[] thread = new int[256];
    private int[] bucket = new int[256];
    private double[] top = new double[256];
    private double[] height = new double[256];
    private int size;

    private StripCurves(ActivityCurves activity, int bucketCount, double heightPx) {
        this.activity = activity;
        this.bucketCount = bucketCount;
        this.heightPx = heightPx;
    }

    /** Sums {@code activity} into {@code bucketCount} buckets and stacks them; any thread but the FX thread. */
    static StripCurves of(ActivityCurves activity, int bucketCount, double heightPx) {
        StripCurves curves = new StripCurves(activity, bucketCount, heightPx);
        double[][] shares = activity.perThread(bucketCount);
        int stacked = activity.mostSampledAtOnce(bucketCount);
        int[] current = {0};
        StackedBars.layOut(shares, bucketCount, stacked, heightPx - 4, heightPx, new StackedBars.Sink() {
            @Override
            public void thread(int t) {
                current[0] = t;
            }

            @Override
            public void fill(int b, double topPx, double barPx) {
                curves.add(current[0], b, topPx, barPx);
            }
        });
        return curves;
    }

    boolean isFor(ActivityCurves wanted, int wantedBuckets, double wantedHeightPx) {
        return activity == wanted && bucketCount == wantedBuckets && heightPx == wantedHeightPx;
    }

    private void add(int t, int b, double topPx, double barPx) {
        if (size == thread.length) {
            int grown = size * 2;
            thread = Arrays.copyOf(thread, grown);
            bucket = Arrays.copyOf(bucket, grown);
            top = Arrays.copyOf(top, grown);
            height = Arrays.copyOf(height, grown);
        }
        thread[size] = t;
        bucket[size] = b;
        top[size] = topPx;
        height[size] = barPx;
        size++;
    }

    /** Replays the rectangles, curve by curve; the sink places the buckets (the strip may have been resized since). */
    void paint(StackedBars.Sink sink) {
        int colour = -1;
        for (int r = 0; r < size; r++) {
            if (thread[r] != colour) {
                colour = thread[r];
                sink.thread(colour);
            }
            sink.fill(bucket[r], top[r], height[r]);
        }
    }
}
