package dev.flint.calltree;

/**
 * Code point order of strings. {@link String#compareTo} compares UTF-16 units, which puts characters
 * above U+FFFF before U+E000..U+FFFF; the CLI contract orders names by code point.
 */
public final class CodePoints {
    private CodePoints() {}

    public static int compare(String a, String b) {
        int length = Math.min(a.length(), b.length());
        for (int i = 0; i < length; i++) {
            char x = a.charAt(i);
            char y = b.charAt(i);
            if (x == y) continue;
            // Surrogates (U+D800..U+DFFF) encode code points above U+FFFF: they must sort after every BMP char.
            boolean xSurrogate = Character.isSurrogate(x);
            boolean ySurrogate = Character.isSurrogate(y);
            if (xSurrogate != ySurrogate) return xSurrogate ? 1 : -1;
            return x - y;
        }
        return a.length() - b.length();
    }
}
