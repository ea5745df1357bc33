package dev.flint.viewmodel;

import dev.flint.timeline.TimeText;

/** Durations for people: "1.25 s", "12.5 ms", "830 µs". */
public final class TimeFormat {
    private TimeFormat() {}

    /** A duration alone, in the unit its size reads in ({@link TimeText#duration}). */
    public static String micros(double durationMicros) {
        return TimeText.duration(durationMicros);
    }

    /** Milliseconds with a precision that suits their size ({@link TimeText#millis}). */
    public static String millis(double durationMillis) {
        return TimeText.millis(durationMillis);
    }

    /** A tick interval of 1, 2 or 5 times a power of ten, at least {@code minMicros}. */
    public static double niceStepMicros(double minMicros) {
        if (!(minMicros > 0)) return 1;
        double power = Math.pow(10, Math.floor(Math.log10(minMicros)));
        for (double factor : new double[] {1, 2, 5, 10}) {
            if (factor * power >= minMicros) return factor * power;
        }
        return 10 * power;
    }
}
