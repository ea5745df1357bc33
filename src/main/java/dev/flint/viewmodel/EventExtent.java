package dev.flint.viewmodel;

import dev.flint.model.TraceEventTable;

/**
 * The time a thread's trace events span: the earliest start and the latest end (an event without a duration ends
 * where it starts), read in one pass over the event columns without sorting or building anything.
 */
final class EventExtent {
    private EventExtent() {}

    /** {earliest start, latest end} in microseconds; both NaN when there are no events. */
    static double[] of(TraceEventTable events) {
        if (events.size() == 0) return new double[] {Double.NaN, Double.NaN};
        double min = Double.POSITIVE_INFINITY;
        double max = Double.NEGATIVE_INFINITY;
        for (int event = 0; event < events.size(); event++) {
            double start = events.startMicros(event);
            double duration = events.durationMicros(event);
            double end = Double.isNaN(duration) ? start : start + duration;
            if (start < min) min = start;
            if (end > max) max = end;
        }
        return new double[] {min, max};
    }
}
