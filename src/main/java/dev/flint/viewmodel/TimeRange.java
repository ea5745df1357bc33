package dev.flint.viewmodel;

/** A closed time range in microseconds of the profile's clock. */
public record TimeRange(double startMicros, double endMicros) {
    public TimeRange {
        if (endMicros < startMicros) {
            double swap = startMicros;
            startMicros = endMicros;
            endMicros = swap;
        }
    }

    public double spanMicros() {
        return endMicros - startMicros;
    }
}
