package dev.flint.viewmodel;

/** The overview strip's curves: activity per time bucket for each thread, each value in [0, 1]. */
public interface ActivityCurves {
    double[][] perThread(int buckets);
}
