package dev.flint.viewmodel;

/** The overview strip's curves: activity per time bucket for each thread, each value in [0, 1]. */
public interface ActivityCurves {
    double[][] perThread(int buckets);

    /**
     * The most threads with samples in any one of {@code buckets} buckets: the strip divides its height among
     * that many, not among every thread. A trace whose processes follow each other in time (thousands of
     * threads, a few of them sampled at any moment) drew each bucket's stack under a pixel high: an empty strip.
     */
    int mostSampledAtOnce(int buckets);
}
