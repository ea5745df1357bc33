package dev.flint.markers;

import java.util.Arrays;

/**
 * The event-loop jank of a Gecko thread, from its samples' event delay (Gecko's {@code eventDelay}, older
 * {@code responsiveness}: how long a runnable posted to the thread's event queue at that moment would wait,
 * in milliseconds), as the Firefox Profiler's {@code deriveJankMarkers} finds it: the delay grows while
 * the event loop is blocked and drops when it runs again; a peak of at least {@link #THRESHOLD_MS} is a
 * jank from {@code time − delay} to {@code time} of the peak's sample. Streaming: one sample at a time, no
 * column is kept.
 */
public final class EventDelayJank {
    /** The Firefox Profiler's threshold (its markers selector calls {@code deriveJankMarkers(samples, 50, …)}). */
    public static final double THRESHOLD_MS = 50;

    private double lastDelayMs;
    private double lastTimeMicros;
    /** Start and end of each jank found, in microseconds, pairwise. */
    private double[] spans = new double[8];
    private int spanValues;

    /** The next sample in time order; a NaN delay (none recorded) is skipped, as the Profiler skips it. */
    public void sample(double timeMicros, double delayMs) {
        if (Double.isNaN(delayMs) || !Double.isFinite(timeMicros)) return;
        if (delayMs < lastDelayMs && lastDelayMs >= THRESHOLD_MS) addJank();
        lastDelayMs = delayMs;
        lastTimeMicros = timeMicros;
    }

    /** The janks, start and end in microseconds pairwise; the last peak counts when the samples end on it. */
    public double[] finish() {
        if (lastDelayMs >= THRESHOLD_MS) addJank();
        lastDelayMs = 0;
        return Arrays.copyOf(spans, spanValues);
    }

    private void addJank() {
        double delayMicros = lastDelayMs * 1000;
        // An infinite or absurd delay from a damaged file still gives a finite span that starts before its end.
        if (!Double.isFinite(delayMicros)) return;
        if (spanValues + 2 > spans.length) spans = Arrays.copyOf(spans, spans.length * 2);
        spans[spanValues++] = lastTimeMicros - delayMicros;
        spans[spanValues++] = lastTimeMicros;
    }
}
