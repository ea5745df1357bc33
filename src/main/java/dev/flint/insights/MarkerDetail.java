package dev.flint.insights;

/** Reads one {@code key=value} word of a marker's detail text (see the JFR importer's JVM markers). */
final class MarkerDetail {
    private MarkerDetail() {}

    /** The value of {@code key}, null when the detail has none. A value ends at the next blank. */
    static String word(String detail, String key) {
        String prefix = key + "=";
        int at = detail.startsWith(prefix) ? 0 : detail.indexOf(" " + prefix);
        if (at < 0) return null;
        int from = at == 0 ? prefix.length() : at + 1 + prefix.length();
        int end = detail.indexOf(' ', from);
        return detail.substring(from, end < 0 ? detail.length() : end);
    }

    /** The value of {@code key} as a number, NaN when absent or not a number. */
    static double number(String detail, String key) {
        String value = word(detail, key);
        if (value == null) return Double.NaN;
        try {
            return Double.parseDouble(value);
        } catch (NumberFormatException e) {
            return Double.NaN;
        }
    }
}
