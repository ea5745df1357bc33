package dev.flint.cli;

import java.math.BigDecimal;

/** Small helpers for the JSON the subcommands print. */
public final class JsonText {
    private JsonText() {}

    /** {@code s} as a JSON string literal. */
    public static String quote(String s) {
        StringBuilder out = new StringBuilder(s.length() + 2).append('"');
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '"' -> out.append("\\\"");
                case '\\' -> out.append("\\\\");
                case '\n' -> out.append("\\n");
                case '\r' -> out.append("\\r");
                case '\t' -> out.append("\\t");
                default -> {
                    // DEL and C1 (U+009B is a one-character CSI) are valid JSON raw, but not on a terminal.
                    if (c < 0x20 || (c >= 0x7f && c <= 0x9f)) out.append(String.format("\\u%04x", (int) c));
                    else out.append(c);
                }
            }
        }
        return out.append('"').toString();
    }

    /**
     * A number as JSON: integral values without a fraction, others in their shortest decimal form without
     * an exponent; NaN and infinities (no JSON form) as null.
     */
    public static String number(double value) {
        if (Double.isNaN(value) || Double.isInfinite(value)) return "null";
        if (value == Math.rint(value) && Math.abs(value) < 1e15) return Long.toString((long) value);
        return BigDecimal.valueOf(value).toPlainString();
    }
}
