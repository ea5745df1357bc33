package dev.flint.ui.common;

import dev.flint.model.GroupedNumber;
import dev.flint.model.WeightType;

/**
 * Call tree values in the thread's unit: milliseconds, sample counts or bytes. Every visible cell formats
 * its figure on every update, so this builds the digits by hand rather than through String.format.
 */
public final class Units {
    private Units() {}

    /** A value in a column whose header names the unit: "1,234.5" ms, "1,235" samples or bytes. */
    public static String format(double value, WeightType unit) {
        return switch (unit) {
            case TRACING_MS -> grouped(value, 1);
            case SAMPLES, BYTES -> grouped(value, 0);
        };
    }

    public static String columnSuffix(WeightType unit) {
        return switch (unit) {
            case TRACING_MS -> "(ms)";
            case SAMPLES -> "(samples)";
            case BYTES -> "(bytes)";
        };
    }

    /** "12.3%". */
    public static String percent(double ratio) {
        return grouped(ratio * 100, 1) + "%";
    }

    /** {@code value} rounded half up to {@code decimals} (0 or 1) places, thousands grouped with commas. */
    public static String grouped(double value, int decimals) {
        return GroupedNumber.format(value, decimals);
    }
}
