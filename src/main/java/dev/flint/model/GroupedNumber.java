package dev.flint.model;

/**
 * A number for people: rounded half up to a fixed count of decimals, thousands grouped with commas
 * ("12,041", "2,294,480.8"). Built by hand rather than through String.format: tables and rulers format
 * every visible figure on every repaint. JDK only, so the engine's writers and the views share it.
 */
public final class GroupedNumber {
    /** The most decimals asked for: a time in microseconds to the picosecond. */
    public static final int MAX_DECIMALS = 6;
    private static final long[] POWERS = {1, 10, 100, 1_000, 10_000, 100_000, 1_000_000};

    private GroupedNumber() {}

    /**
     * {@code value} with {@code decimals} (0 to {@link #MAX_DECIMALS}) decimals. Values too large to round as a
     * long (1e15 and over) and non-finite ones print as Java prints them.
     */
    public static String format(double value, int decimals) {
        if (decimals < 0 || decimals > MAX_DECIMALS) throw new IllegalArgumentException("decimals " + decimals);
        if (!Double.isFinite(value) || Math.abs(value) >= 1e15) return String.valueOf(value);
        long scale = POWERS[decimals];
        long scaled = Math.round(Math.abs(value) * scale);
        // -0.04 to one decimal is "0.0", not "-0.0".
        boolean negative = value < 0 && scaled != 0;
        String digits = Long.toString(scaled / scale);
        StringBuilder text = new StringBuilder(digits.length() + digits.length() / 3 + decimals + 2);
        if (negative) text.append('-');
        int lead = digits.length() % 3 == 0 ? 3 : digits.length() % 3;
        text.append(digits, 0, lead);
        for (int i = lead; i < digits.length(); i += 3) text.append(',').append(digits, i, i + 3);
        if (decimals > 0) {
            String fraction = Long.toString(scaled % scale);
            text.append('.');
            for (int pad = fraction.length(); pad < decimals; pad++) text.append('0');
            text.append(fraction);
        }
        return text.toString();
    }
}
