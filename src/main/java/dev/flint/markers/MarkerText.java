package dev.flint.markers;

import dev.flint.model.MarkerKind;
import dev.flint.model.MarkerTable;
import java.util.Locale;
import java.util.function.Predicate;

/**
 * The text form of a marker table, one marker per line in table order (start, then longer first):
 * {@code KIND START..END pid:tid NAME [detail]}, times in microseconds relative to {@code zeroMicros}
 * with at most 3 decimals, an instant as {@code START}. Tests compare it whole.
 */
public final class MarkerText {
    private MarkerText() {}

    public static String format(MarkerTable markers, double zeroMicros) {
        return format(markers, zeroMicros, row -> true);
    }

    /** Only the rows {@code include} accepts. */
    public static String format(MarkerTable markers, double zeroMicros, Predicate<Integer> include) {
        StringBuilder text = new StringBuilder();
        for (int row = 0; row < markers.size(); row++) {
            if (!include.test(row)) continue;
            MarkerKind kind = markers.kind(row);
            text.append(kind.label()).append(' ').append(number(markers.startMicros(row) - zeroMicros));
            if (!markers.isInstant(row)) text.append("..").append(number(markers.endMicros(row) - zeroMicros));
            text.append(' ').append(markers.pid(row)).append(':').append(markers.tid(row))
                    .append(' ').append(markers.name(row));
            if (!markers.detail(row).isEmpty()) text.append(" [").append(markers.detail(row)).append(']');
            text.append('\n');
        }
        return text.toString();
    }

    /** An integral value as an integer, any other with at most 3 decimals and no trailing zeros. */
    static String number(double value) {
        if (value == Math.rint(value) && Math.abs(value) < 1e15) return Long.toString((long) value);
        String fixed = String.format(Locale.ROOT, "%.3f", value);
        return fixed.replaceAll("0+$", "").replaceAll("\\.$", "");
    }
}
