package dev.flint.viewmodel;

import java.util.Locale;

/** Durations for people: "1.25 s", "12.5 ms", "830 µs". */
public final class TimeFormat {
    private TimeFormat() {}

    public static String micros(double durationMicros) {
        double abs = Math.abs(durationMicros);
        if (abs >= 1_000_000) return trim(durationMicros / 1_000_000) + " s";
        if (abs >= 1_000) return trim(durationMicros / 1_000) + " ms";
        return trim(durationMicros) + " \u00b5s";
    }

    /** Milliseconds with a precision that suits their size. */
    public static String millis(double durationMillis) {
        double abs = Math.abs(durationMillis);
        if (abs >= 100) return String.format(Locale.ROOT, "%.0f ms", durationMillis);
        if (abs >= 1) return String.format(Locale.ROOT, "%.1f ms", durationMillis);
        return String.format(Locale.ROOT, "%.2f ms", durationMillis);
    }

    private static String trim(double value) {
        String text = String.format(Locale.ROOT, Math.abs(value) >= 100 ? "%.0f" : Math.abs(value) >= 10 ? "%.1f" : "%.2f", value);
        if (text.contains(".")) {
            text = text.replaceAll("0+$", "");
            if (text.endsWith(".")) text = text.substring(0, text.length() - 1);
        }
        return text;
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
