package dev.flint.sourcemaps;

/**
 * Base64 VLQ digits as {@code mappings} writes them: each base64 digit (RFC 4648 alphabet) carries 5 value bits,
 * least significant first, and a continuation bit (32); the lowest bit of the whole value is the sign. Values are
 * limited to 32 bits (the spec's limit): a magnitude of 2^31 or more is an error.
 */
final class Base64Vlq {
    /** Value bits of one digit. */
    static final int SHIFT = 5;
    static final int CONTINUATION = 1 << SHIFT;
    private static final int VALUE_MASK = CONTINUATION - 1;
    /** The most digits a 32-bit value takes: 7 × 5 = 35 bits. */
    static final int MAX_DIGITS = 7;

    private static final byte[] DIGIT_VALUES = new byte[128];

    static {
        java.util.Arrays.fill(DIGIT_VALUES, (byte) -1);
        String alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
        for (int i = 0; i < alphabet.length(); i++) DIGIT_VALUES[alphabet.charAt(i)] = (byte) i;
    }

    private Base64Vlq() {}

    /** The digit's value 0..63, or -1 when {@code c} is not a base64 digit. */
    static int digit(char c) {
        return c < 128 ? DIGIT_VALUES[c] : -1;
    }

    static boolean continues(int digit) {
        return (digit & CONTINUATION) != 0;
    }

    static int valueBits(int digit) {
        return digit & VALUE_MASK;
    }

    /**
     * The signed value of the unsigned VLQ {@code raw} (sign in the lowest bit), or {@link Long#MIN_VALUE} when
     * it does not fit 32 bits. "-0" ({@code B}) reads 0, as DevTools reads it (the spec says -2^31).
     */
    static long signed(long raw) {
        if (raw >= 1L << 32) return Long.MIN_VALUE;
        long magnitude = raw >>> 1;
        return (raw & 1) != 0 ? -magnitude : magnitude;
    }

    /** Decodes one whole VLQ (tests, and one-off values): the value, or an exception naming the problem. */
    static int decode(CharSequence digits) {
        long raw = 0;
        int shift = 0;
        for (int i = 0; i < digits.length(); i++) {
            int digit = digit(digits.charAt(i));
            if (digit < 0) throw new IllegalArgumentException("'" + digits.charAt(i) + "' is not a base64 digit");
            if (i >= MAX_DIGITS) throw new IllegalArgumentException("a value over 32 bits");
            raw |= (long) valueBits(digit) << shift;
            shift += SHIFT;
            if (!continues(digit)) {
                if (i != digits.length() - 1) throw new IllegalArgumentException("more than one value");
                long value = signed(raw);
                if (value == Long.MIN_VALUE) throw new IllegalArgumentException("a value over 32 bits");
                return (int) value;
            }
        }
        throw new IllegalArgumentException("the value ends in a continuation digit");
    }
}
