package dev.flint.ui.calltree;

import dev.flint.model.WeightType;
import java.util.Locale;

/** Call tree values in the thread's unit: milliseconds, sample counts or bytes. */
final class Units {
    private Units() {}

    /** A value in a column whose header names the unit. */
    static String format(double value, WeightType unit) {
        return switch (unit) {
            case TRACING_MS -> String.format(Locale.ROOT, "%,.1f", value);
            case SAMPLES, BYTES -> String.format(Locale.ROOT, "%,.0f", value);
        };
    }

    static String columnSuffix(WeightType unit) {
        return switch (unit) {
            case TRACING_MS -> "(ms)";
            case SAMPLES -> "(samples)";
            case BYTES -> "(bytes)";
        };
    }

    static String percent(double ratio) {
        return String.format(Locale.ROOT, "%.1f%%", ratio * 100);
    }
}
