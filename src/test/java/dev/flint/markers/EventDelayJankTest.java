package dev.flint.markers;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import org.junit.jupiter.api.Test;

/** Event-loop janks from samples' event delay, as the Firefox Profiler's deriveJankMarkers finds them. */
class EventDelayJankTest {
    private static double[] janks(double[] delaysMs) {
        EventDelayJank jank = new EventDelayJank();
        // one sample each millisecond, the first at 1 ms
        for (int i = 0; i < delaysMs.length; i++) jank.sample((i + 1) * 1000.0, delaysMs[i]);
        return jank.finish();
    }

    /** The example of the Profiler's comment: peaks of 33 and 42 stay under 50 ms; the 71 ms peak is one jank. */
    @Test
    void onePeakOverTheThresholdIsOneJankEndingAtItsSample() {
        double[] found = janks(new double[] {5, 25, 33, 3, 23, 42, 65, 71, 3, 10, 22, 31, 42, 3, 20, 40});
        // the peak is sample 8 (at 8 ms); the jank is the 71 ms before it
        assertArrayEquals(new double[] {8000 - 71000, 8000}, found);
    }

    @Test
    void aPeakAtTheLastSampleCountsAndMissingDelaysAreSkipped() {
        double[] found = janks(new double[] {0, 30, Double.NaN, 60, Double.NaN});
        assertArrayEquals(new double[] {4000 - 60000, 4000}, found);
    }

    @Test
    void aPeakOfExactlyTheThresholdIsAJankAndAnInfiniteOneIsDropped() {
        assertArrayEquals(new double[] {2000 - 50000, 2000}, janks(new double[] {10, 50, 0}));
        assertArrayEquals(new double[0], janks(new double[] {10, Double.POSITIVE_INFINITY, 0}));
    }
}
