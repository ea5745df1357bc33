package dev.flint.ui.flamechart;

/**
 * The overview strip's stacked activity curves as rectangles: per bucket, each thread's bar on top of the
 * threads before it. A trace of a browser with many tabs has hundreds of sampled threads, most of them
 * nearly idle, and a rectangle per thread and bucket was 100k+ sub-pixel fills per redraw on the FX
 * thread. So a bar thinner than a pixel paints only the pixel row under the row boundary it crosses: a
 * bucket costs at most its stacked height in fills, and the stack has no gaps. The height is shared among the
 * most threads sampled at once, not among all: a trace of processes that follow each other in time has
 * thousands of threads but a handful in any bucket.
 */
final class StackedBars {
    /** Receives the rectangles, thread by thread (so the fill colour changes once per thread). */
    interface Sink {
        void thread(int thread);

        void fill(int bucket, double topPx, double heightPx);
    }

    private StackedBars() {}

    /**
     * @param shares       per thread, per bucket, the share of the bucket's samples that ran something (0..1)
     * @param bucketCount  buckets per thread
     * @param stackedThreads how many threads share the stack's height: the most with samples in one bucket
     * @param stackPx      the height of the whole stack when every thread is busy
     * @param heightPx     the strip's height; tops are measured from its top
     */
    static void layOut(double[][] shares, int bucketCount, int stackedThreads, double stackPx, double heightPx, Sink sink) {
        double[] base = new double[bucketCount];
        double threads = Math.max(1, stackedThreads);
        for (int t = 0; t < shares.length; t++) {
            sink.thread(t);
            for (int b = 0; b < bucketCount; b++) {
                double barHeight = shares[t][b] / threads * stackPx;
                if (!(barHeight > 0)) continue;
                double bottom = base[b];
                double top = bottom + barHeight;
                base[b] = top;
                if (barHeight >= 1) {
                    sink.fill(b, heightPx - top, barHeight);
                } else if (Math.floor(top) > Math.floor(bottom)) {
                    sink.fill(b, heightPx - Math.floor(top), 1);
                }
            }
        }
    }
}
