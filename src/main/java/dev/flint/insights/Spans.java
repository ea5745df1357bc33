package dev.flint.insights;

import dev.flint.calltree.SampleRange;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/** Sets of time spans: clipping to a range, the worst first, and which span holds an instant. */
final class Spans {
    private Spans() {}

    /** {@code [start, end]} clipped to {@code range}; null when nothing of it is inside. */
    static TimeSpan clip(double start, double end, SampleRange range) {
        double from = Math.max(start, range.startMicros());
        double to = Math.min(end, range.endMicros());
        return to > from ? new TimeSpan(from, to) : null;
    }

    /** The longest {@link Thresholds#MAX_RANGES} of {@code spans}, longest first (ties: earlier first). */
    static List<TimeSpan> worst(List<TimeSpan> spans) {
        List<TimeSpan> sorted = new ArrayList<>(spans);
        sorted.sort((a, b) -> {
            int byLength = Double.compare(b.durationMicros(), a.durationMicros());
            return byLength != 0 ? byLength : Double.compare(a.startMicros(), b.startMicros());
        });
        return sorted.subList(0, Math.min(Thresholds.MAX_RANGES, sorted.size()));
    }

    /** The total length of the union of {@code spans}, in microseconds (overlaps count once). */
    static double unionMicros(List<TimeSpan> spans) {
        List<TimeSpan> sorted = new ArrayList<>(spans);
        sorted.sort((a, b) -> Double.compare(a.startMicros(), b.startMicros()));
        double total = 0;
        double end = Double.NEGATIVE_INFINITY;
        for (TimeSpan span : sorted) {
            double from = Math.max(span.startMicros(), end);
            if (span.endMicros() > from) total += span.endMicros() - from;
            end = Math.max(end, span.endMicros());
        }
        return total;
    }

    /** Disjoint spans sorted by start, for {@link #holds}. */
    static final class Index {
        private final double[] starts;
        private final double[] ends;

        Index(List<TimeSpan> disjoint) {
            List<TimeSpan> sorted = new ArrayList<>(disjoint);
            sorted.sort((a, b) -> Double.compare(a.startMicros(), b.startMicros()));
            starts = new double[sorted.size()];
            ends = new double[sorted.size()];
            for (int i = 0; i < sorted.size(); i++) {
                starts[i] = sorted.get(i).startMicros();
                ends[i] = sorted.get(i).endMicros();
            }
        }

        /** Whether an instant lies in one of the spans (start inclusive, end exclusive). */
        boolean holds(double micros) {
            int at = Arrays.binarySearch(starts, micros);
            int candidate = at >= 0 ? at : -at - 2;
            return candidate >= 0 && micros < ends[candidate];
        }
    }
}
