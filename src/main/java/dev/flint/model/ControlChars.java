package dev.flint.model;

/**
 * Text from a profile made safe for a terminal: every control character (C0 {@code U+0000..U+001F}, DEL
 * {@code U+007F} and C1 {@code U+0080..U+009F}) is written as {@code \xHH}, e.g. ESC as {@code \x1b} and
 * a newline as {@code \x0a}. A function name or a quoted line of a hostile file then can neither move the
 * cursor, recolour the terminal nor split one output line into two. Backslashes are left as they are, so
 * ordinary names (Windows paths among them) print unchanged; {@code \x1b} in the output can therefore be
 * either ESC or those four characters in the file.
 */
public final class ControlChars {
    private ControlChars() {}

    /** {@code text} with its control characters escaped; the same instance when it has none. */
    public static String escape(String text) {
        int first = firstControl(text);
        if (first < 0) return text;
        StringBuilder out = new StringBuilder(text.length() + 8).append(text, 0, first);
        for (int i = first; i < text.length(); i++) {
            char c = text.charAt(i);
            if (isControl(c)) {
                out.append("\\x").append(Character.forDigit(c >> 4, 16)).append(Character.forDigit(c & 0xf, 16));
            } else {
                out.append(c);
            }
        }
        return out.toString();
    }

    private static int firstControl(String text) {
        for (int i = 0; i < text.length(); i++) {
            if (isControl(text.charAt(i))) return i;
        }
        return -1;
    }

    private static boolean isControl(char c) {
        return c < 0x20 || (c >= 0x7f && c <= 0x9f);
    }
}
