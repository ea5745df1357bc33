package dev.flint.ui.compare;

import dev.flint.model.WeightType;
import java.util.Locale;

/** How the compare window prints values and deltas: the profiles' unit, signs on deltas. */
final class DiffValues {
    private DiffValues() {}

    static String value(double value, WeightType unit) {
        return switch (unit) {
            case TRACING_MS -> String.format(Locale.ROOT, "%,.1f", value);
            case SAMPLES, BYTES -> String.format(Locale.ROOT, "%,.0f", value);
        };
    }

    /** A delta with its sign; "0" rather than "+0.0" or "-0.0" when it rounds away. */
    static String delta(double delta, WeightType unit) {
        String text = value(Math.abs(delta), unit);
        if (text.matches("[0.,]+")) return value(0, unit);
        return (delta > 0 ? "+" : "\u2212") + text;
    }

    /** Δ relative to the base, "new" when the base has none. */
    static String ratio(double ratio) {
        if (Double.isNaN(ratio)) return "new";
        String text = String.format(Locale.ROOT, "%.1f%%", Math.abs(ratio) * 100);
        if (text.equals("0.0%")) return text;
        return (ratio > 0 ? "+" : "\u2212") + text;
    }

    static String unitName(WeightType unit) {
        return switch (unit) {
            case TRACING_MS -> "ms";
            case SAMPLES -> "samples";
            case BYTES -> "bytes";
        };
    }
}
