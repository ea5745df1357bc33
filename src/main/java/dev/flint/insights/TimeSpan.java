package dev.flint.insights;

/** A stretch of the profile, in microseconds of the file's own clock. */
public record TimeSpan(double startMicros, double endMicros) {
    public double durationMicros() { return endMicros - startMicros; }
}
