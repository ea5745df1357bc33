package dev.flint.ui.calltree;

import dev.flint.model.WeightType;
import java.util.Locale;

/** Call tree values in the thread's unit: milliseconds, sample counts or bytes. */
final class Units {
    private Units() {}

    static String format(double value, WeightType unit) {
        return switch (unit) {
            case TRACING_MS -> String.format(Locale.ROOT, "%,.1f ms", value);
            case SAMPLES -> String.format(Locale.ROOT, "%,.0f", value);
            case BYTES -> String.format(Locale.ROOT, "%,.0f B", value);
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
