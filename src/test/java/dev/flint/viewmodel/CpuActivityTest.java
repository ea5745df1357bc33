package dev.flint.viewmodel;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.flint.calltree.TextSamples;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The overview strip's curve: per thread with samples and per bucket, the share of samples running something
 * ({@code (idle)} leaves count as idle), whatever the number of buckets the strip asks for.
 */
class CpuActivityTest {
    /** Samples at 0, 1000, ... 7000 µs: the first half all busy, the second half every other one idle. */
    private final TextSamples main = TextSamples.of("""
            main;work
            main;work
            main;work
            main;work
            (idle)
            main;work
            (idle)
            main;work
            """);
    private final TextSamples idle = TextSamples.of("""
            (idle)
            (idle)
            """);
    private final List<LoadedThread> threads = List.of(
            new LoadedThread(null, main.thread, "Main", null),
            new LoadedThread(null, TextSamples.of("").thread, "No samples", null),
            new LoadedThread(null, idle.thread, "Idle", null));

    @Test
    void eachThreadWithSamplesHasACurveOfBusySharesPerBucket() {
        CpuActivity activity = new CpuActivity(threads, 0, 7000);
        assertEquals(2, activity.curveCount(), "the thread without samples has no curve");
        double[][] two = activity.perThread(2);
        assertArrayEquals(new double[] {1.0, 0.5}, two[0], 1e-9);
        assertArrayEquals(new double[] {0.0, 0.0}, two[1], 1e-9, "idle samples only: an empty curve");
        assertEquals(6, activity.busySamples(0));
        assertEquals(0, activity.busySamples(1));
    }

    @Test
    void anyNumberOfBucketsSumsTheSameBinsAndEmptyBucketsAreZero() {
        CpuActivity activity = new CpuActivity(threads, 0, 7000);
        double[] one = activity.perThread(1)[0];
        assertArrayEquals(new double[] {6.0 / 8}, one, 1e-9);
        double[] eight = activity.perThread(8)[0];
        // 8 buckets of 875 µs: samples at 0, 1000, ... 7000 fall in buckets 0, 1, 2, 3, 4, 5, 6, 7 (the last, at
        // the very end, in the last bucket).
        assertArrayEquals(new double[] {1, 1, 1, 1, 0, 1, 0, 1}, eight, 1e-9);
        double[] many = activity.perThread(16)[0];
        int empty = 0;
        for (double share : many) if (share == 0) empty++;
        assertEquals(16 - 6, empty, "buckets without busy samples (idle or none) are 0: " + java.util.Arrays.toString(many));
    }

    @Test
    void samplesOutsideTheProfilesSpanAreNotCounted() {
        CpuActivity activity = new CpuActivity(threads, 2000, 5000);
        // Samples at 2000, 3000, 4000 (idle), 5000 (busy, at the very end).
        assertEquals(3, activity.busySamples(0));
        assertArrayEquals(new double[] {1.0, 0.5}, activity.perThread(2)[0], 1e-9);
    }

    @Test
    void theStripsHeightIsSharedAmongTheMostThreadsSampledInOneBucket() {
        CpuActivity activity = new CpuActivity(threads, 0, 7000);
        // "Idle" has samples at 0 and 1000 only: with two buckets, the first holds both threads, the second one.
        assertEquals(2, activity.mostSampledAtOnce(2));
        // With eight, a sample of "Idle" shares a bucket with one of "Main": still two at once.
        assertEquals(2, activity.mostSampledAtOnce(8));
        assertEquals(1, new CpuActivity(threads, 2000, 7000).mostSampledAtOnce(4), "Idle has no sample in that span");
    }
}
