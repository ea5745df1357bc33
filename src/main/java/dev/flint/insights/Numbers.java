package dev.flint.insights;

import java.util.Locale;

/** Numbers in findings' messages: milliseconds with one decimal (seconds from 10 s), shares in percent. */
final class Numbers {
    private Numbers() {}

    static String millis(double millis) {
        if (millis >= 10_000) return String.format(Locale.ROOT, "%.2f s", millis / 1000);
        return String.format(Locale.ROOT, "%.1f ms", millis);
    }

    static String percent(double share) {
        return String.format(Locale.ROOT, "%.1f %%", share * 100);
    }
}
