package dev.flint.viewmodel;

import dev.flint.model.ProfileThread;
import dev.flint.model.SampleTable;
import dev.flint.model.TraceEventTable;

/**
 * The time a thread's trace events span: the earliest start and the latest end (an event without a duration ends
 * where it starts), read in one pass over the event columns without sorting or building anything; with its
 * samples', the time its track can span.
 */
final class EventExtent {
    private EventExtent() {}

    /**
     * {earliest start, latest end} of the events and the samples, in microseconds: every JS call the samples make
     * starts at a sample or an event and ends at one (SamplesIntegrator), so a sampled thread's track lies within
     * it, without integrating the samples. A sample's time is taken as the integrator takes it (through
     * milliseconds), so the bound holds to the last bit.
     */
    static double[] of(ProfileThread thread) {
        double[] events = of(thread.traceEvents());
        double min = events[0];
        double max = events[1];
        SampleTable samples = thread.samples();
        for (int sample = 0; sample < samples.size(); sample++) {
            double micros = samples.timeMicros(sample) / 1000 * 1000;
            if (Double.isNaN(min) || micros < min) min = micros;
            if (Double.isNaN(max) || micros > max) max = micros;
        }
        return new double[] {min, max};
    }

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
