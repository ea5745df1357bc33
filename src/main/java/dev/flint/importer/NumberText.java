package dev.flint.importer;

/**
 * A number written as a JSON string, as Hermes writes every number ({@code "ts": "252089475232"}). Only the
 * JSON number grammar is a number here (optional surrounding blanks), so {@code "NaN"}, {@code "0x10"} or
 * {@code "1d"}, which {@link Double#parseDouble} would take, are not.
 */
final class NumberText {
    private NumberText() {}

    /** The value of {@code text}, or NaN when it is not a number in JSON's grammar. */
    static double parse(String text) {
        String t = text.strip();
        int n = t.length();
        int i = 0;
        if (i < n && t.charAt(i) == '-') i++;
        int digits = skipDigits(t, i);
        if (digits == i || (t.charAt(i) == '0' && digits > i + 1)) return Double.NaN;
        i = digits;
        if (i < n && t.charAt(i) == '.') {
            digits = skipDigits(t, i + 1);
            if (digits == i + 1) return Double.NaN;
            i = digits;
        }
        if (i < n && (t.charAt(i) == 'e' || t.charAt(i) == 'E')) {
            i++;
            if (i < n && (t.charAt(i) == '+' || t.charAt(i) == '-')) i++;
            digits = skipDigits(t, i);
            if (digits == i) return Double.NaN;
            i = digits;
        }
        return i == n ? Double.parseDouble(t) : Double.NaN;
    }

    private static int skipDigits(String t, int from) {
        int i = from;
        while (i < t.length() && t.charAt(i) >= '0' && t.charAt(i) <= '9') i++;
        return i;
    }
}
