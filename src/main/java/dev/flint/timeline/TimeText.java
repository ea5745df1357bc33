package dev.flint.timeline;

import dev.flint.model.GroupedNumber;

/**
 * Times for people, in microseconds in and text out: a duration alone ("1.31 s", "650 ms", "830 µs"), the
 * labels of a ruler and a range's two ends. The unit comes from the span being read (µs, ms or s by its size,
 * as DevTools' millisToString picks one for a duration), not from the size of the number: a ruler showing
 * 10 µs around 2.29 s counts in µs ("2,294,481 µs"), one showing the whole 12 s profile in s. Every figure
 * of one ruler or range shares one unit and one count of decimals, the fewest that keep neighbours apart (a
 * ruler's from its step, as DevTools' TimelineGrid takes its precision). The flame chart's ruler, the range bar and the exported
 * pictures print through here, so the app and {@code flint export} agree.
 */
public final class TimeText {
    /** A unit of time and its size in microseconds. */
    public enum Unit {
        MICROS("\u00b5s", 1), MILLIS("ms", 1_000), SECONDS("s", 1_000_000);

        private final String symbol;
        private final double micros;

        Unit(String symbol, double micros) {
            this.symbol = symbol;
            this.micros = micros;
        }

        public String symbol() { return symbol; }

        /** One of this unit, in microseconds. */
        public double micros() { return micros; }

        /** The unit a span of {@code spanMicros} reads in: µs under a millisecond, ms under a second, else s. */
        public static Unit forSpan(double spanMicros) {
            double abs = Math.abs(spanMicros);
            if (abs >= 1_000_000) return SECONDS;
            if (abs >= 1_000) return MILLIS;
            return MICROS;
        }
    }

    /** A range's ends and duration carry at most this many decimals (nanoseconds in µs). */
    private static final int MAX_RANGE_DECIMALS = 3;

    private TimeText() {}

    /** {@code micros} in {@code unit} with {@code decimals} decimals, thousands grouped: "2,294,480.8 µs". */
    public static String format(double micros, Unit unit, int decimals) {
        return number(micros, unit, decimals) + " " + unit.symbol();
    }

    private static String number(double micros, Unit unit, int decimals) {
        return GroupedNumber.format(micros / unit.micros(), decimals);
    }

    /**
     * The fewest decimals that print every multiple of {@code stepMicros} exactly in {@code unit}, for a step
     * of 1, 2 or 5 times a power of ten: a 0.5 ms step in ms needs 1, a 50 µs step in µs none. Neighbouring
     * ticks then never read alike.
     */
    public static int decimalsForStep(double stepMicros, Unit unit) {
        double step = stepMicros / unit.micros();
        if (!(step > 0)) return 0;
        // The epsilon keeps an exact power of ten (0.1 read as 0.1000000000000000055) at its own count.
        int decimals = (int) Math.ceil(-Math.log10(step) - 1e-9);
        return Math.max(0, Math.min(GroupedNumber.MAX_DECIMALS, decimals));
    }

    /**
     * A duration on its own, to three significant digits with trailing zeros dropped: "1.31 s", "12.5 ms",
     * "650 ms", "830 µs", "1,250 s". A value that rounds up to 1,000 of its unit moves to the next one (999.9 µs
     * is "1 ms").
     */
    public static String duration(double micros) {
        Unit unit = Unit.forSpan(micros);
        String text = threeDigits(micros, unit);
        if (unit != Unit.SECONDS && text.replace("-", "").startsWith("1,000")) {
            unit = unit == Unit.MICROS ? Unit.MILLIS : Unit.SECONDS;
            text = threeDigits(micros, unit);
        }
        return text + " " + unit.symbol();
    }

    private static String threeDigits(double micros, Unit unit) {
        double abs = Math.abs(micros / unit.micros());
        String text = number(micros, unit, abs >= 100 ? 0 : abs >= 10 ? 1 : 2);
        if (text.indexOf('.') < 0) return text;
        int end = text.length();
        while (text.charAt(end - 1) == '0') end--;
        if (text.charAt(end - 1) == '.') end--;
        return text.substring(0, end);
    }

    /**
     * Milliseconds kept in milliseconds, for figures shown beside others in ms (a call tree's weights, an
     * exported picture's total): "12,041 ms", "12.5 ms", "0.25 ms". No decimals from 100 ms on, one from 1 ms,
     * two below.
     */
    public static String millis(double millis) {
        double abs = Math.abs(millis);
        return GroupedNumber.format(millis, abs >= 100 ? 0 : abs >= 1 ? 1 : 2) + " ms";
    }

    /**
     * A range of offsets in one unit, the one its span reads in, with the duration after it:
     * "0.99 – 2.29 s (1.31 s)", "1,200 – 1,850 ms (650 ms)". Decimals give the span three significant digits,
     * so the two ends always differ.
     */
    public static String range(double startMicros, double endMicros) {
        double span = endMicros - startMicros;
        Unit unit = Unit.forSpan(span);
        double spanInUnit = Math.abs(span) / unit.micros();
        int decimals = spanInUnit > 0 ? 2 - (int) Math.floor(Math.log10(spanInUnit)) : 0;
        decimals = Math.max(0, Math.min(MAX_RANGE_DECIMALS, decimals));
        return number(startMicros, unit, decimals) + " \u2013 " + number(endMicros, unit, decimals) + " "
                + unit.symbol() + " (" + format(span, unit, decimals) + ")";
    }
}
