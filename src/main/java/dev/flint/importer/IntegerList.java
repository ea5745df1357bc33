package dev.flint.importer;

import java.util.Arrays;

/**
 * A JSON array of plain integers read straight from UTF-8 bytes: a .cpuprofile's {@code samples} and
 * {@code timeDeltas} (a million values each), which Jackson reads at about 25 MB/s on a cold JVM because
 * every value becomes a token. The loop here makes no token, String or box per value.
 *
 * <p>It accepts only what it can read exactly as Jackson would: optional {@code -}, 1 to 18 digits without
 * a leading zero, separated by commas and JSON whitespace. Anything else (a fraction, an exponent, a
 * leading zero, 19 digits or more, a string, a nested value, a trailing comma) makes {@link #read} return
 * null and the caller reads the file with Jackson, which gives the error or the value as before.
 */
final class IntegerList {
    /** More digits may not fit a long: Jackson's path decides those. */
    private static final int MAX_DIGITS = 18;

    private long[] values;
    private int count;

    /**
     * An empty list, to read into again and again ({@link #readAgain}): a trace's tens of thousands of chunk lists
     * read into fresh lists, each with room for its bound (one value per two bytes), were 89 of the 1 GB trace's
     * 890 MB allocated.
     */
    IntegerList(int capacity) {
        values = new long[capacity];
    }

    long[] values() { return values; }
    int count() { return count; }

    /**
     * The integers between {@code from} (just after the {@code [}) and {@code to} (the {@code ]}), or null
     * when the text is anything but such a list.
     */
    static IntegerList read(byte[] bytes, int from, int to) {
        // Values take two bytes or more with their comma; a huge list grows from a million rather than
        // reserving its bound up front.
        IntegerList list = new IntegerList(Math.max(16, Math.min((to - from) / 2 + 1, 1 << 20)));
        return list.readAgain(bytes, from, to) ? list : null;
    }

    /**
     * As {@link #read}, into this list, whose values so far are dropped (its room stays): false when the text is
     * anything but such a list. The values are good until the next read.
     */
    boolean readAgain(byte[] bytes, int from, int to) {
        count = 0;
        int p = skipSpace(bytes, from, to);
        if (p == to) return true;
        while (true) {
            boolean negative = bytes[p] == '-';
            if (negative) p++;
            int digitsStart = p;
            long value = 0;
            while (p < to) {
                int digit = bytes[p] - '0';
                if (digit < 0 || digit > 9) break;
                value = value * 10 + digit;
                p++;
            }
            int digits = p - digitsStart;
            if (digits == 0 || digits > MAX_DIGITS || (digits > 1 && bytes[digitsStart] == '0')) return false;
            add(negative ? -value : value);
            p = skipSpace(bytes, p, to);
            if (p == to) return true;
            if (bytes[p] != ',') return false;
            p = skipSpace(bytes, p + 1, to);
            if (p == to) return false;
        }
    }

    private void add(long value) {
        if (count == values.length) values = Arrays.copyOf(values, count * 2);
        values[count++] = value;
    }

    /** The first position at or after {@code p} that is not JSON whitespace, or {@code to}. */
    static int skipSpace(byte[] bytes, int p, int to) {
        while (p < to) {
            byte b = bytes[p];
            if (b != ' ' && b != '\n' && b != '\r' && b != '\t') return p;
            p++;
        }
        return to;
    }
}
