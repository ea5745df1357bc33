package dev.flint.cli;

import dev.flint.model.CpuProfileInfo;
import dev.flint.model.ProfileFormat;
import dev.flint.model.ProfileThread;
import dev.flint.model.SampleTable;

/**
 * The time a thread covers, in microseconds of the file's clock: from the earliest of its CPU profile's
 * start, first sample and first trace event to the latest of the profile's end, last sample and last event
 * end. Folded stacks have no clock; their samples are laid out one microsecond per count, so the span is
 * 0 to the total count. A thread with no time at all (no samples, no events, no profile span) covers 0 to
 * 0, and one with a single known end starts and ends there: {@code flint info} never prints null.
 */
final class ThreadSpan {
    private ThreadSpan() {}

    /** {start, end}, finite: {0, 0} when the thread has no time at all. */
    static double[] micros(ProfileFormat format, ProfileThread thread) {
        double start = Double.NaN;
        double end = Double.NaN;
        CpuProfileInfo cpuProfile = thread.cpuProfile();
        if (cpuProfile != null) {
            start = min(start, cpuProfile.startMicros());
            end = max(end, cpuProfile.endMicros());
        }
        SampleTable samples = thread.samples();
        for (int i = 0; i < samples.size(); i++) {
            double time = samples.timeMicros(i);
            double last = format.weightsCountSamples() ? time + samples.weight(i) : time;
            start = min(start, time);
            end = max(end, last);
        }
        // The events' own span, by the same rules (finite values only, the earlier on a tie) in file order.
        double[] events = thread.traceEvents().spanMicros();
        start = min(start, events[0]);
        end = max(end, events[1]);
        if (Double.isNaN(start) && Double.isNaN(end)) return new double[] {0, 0};
        if (Double.isNaN(start)) start = end;
        if (Double.isNaN(end)) end = start;
        return new double[] {start, end};
    }

    // Unknown (NaN) and non-finite values (a legacy start time in seconds too large for microseconds)
    // never win; the other side does.
    private static double min(double known, double value) {
        if (!Double.isFinite(value)) return known;
        return Double.isNaN(known) || value < known ? value : known;
    }

    private static double max(double known, double value) {
        if (!Double.isFinite(value)) return known;
        return Double.isNaN(known) || value > known ? value : known;
    }
}
