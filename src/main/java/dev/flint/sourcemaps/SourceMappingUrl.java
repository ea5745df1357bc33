package dev.flint.sourcemaps;

/**
 * Finding a script's source map reference without parsing the script (ECMA-426, notes §1.4): lines are read from
 * the end (CRLF, LF, CR, U+2028 and U+2029 end a line); blank lines and other {@code //} comments are passed over;
 * the first line that is neither ends the search. A comment with a quote, a backtick or {@code *}{@code /} in it may
 * be inside a string or a block comment, so it also ends the search, empty. The comment's body must read
 * {@code [@#] sourceMappingURL=URL} with nothing but whitespace after the URL.
 */
public final class SourceMappingUrl {
    private static final String KEY = "sourceMappingURL=";

    private SourceMappingUrl() {}

    /** The URL of the script's last {@code sourceMappingURL} comment, as written, or null when it has none (or an empty one). */
    public static String find(CharSequence scriptText) {
        int end = scriptText.length();
        while (end >= 0) {
            int start = end;
            while (start > 0 && !isLineTerminator(scriptText.charAt(start - 1))) start--;
            int first = start;
            while (first < end && isWhitespace(scriptText.charAt(first))) first++;
            if (first < end) {
                if (first + 1 >= end || scriptText.charAt(first) != '/' || scriptText.charAt(first + 1) != '/') return null;
                int body = first + 2;
                for (int i = body; i < end; i++) {
                    char c = scriptText.charAt(i);
                    if (c == '"' || c == '\'' || c == '`' || c == '*' && i + 1 < end && scriptText.charAt(i + 1) == '/') {
                        return null;
                    }
                }
                String url = match(scriptText, body, end);
                if (url != null) return url.isEmpty() ? null : url;
            }
            end = start - 1;
        }
        return null;
    }

    /** The URL when {@code text[start, end)} matches {@code ^[@#]\s*sourceMappingURL=(\S*?)\s*$}, else null. */
    private static String match(CharSequence text, int start, int end) {
        if (start >= end || text.charAt(start) != '#' && text.charAt(start) != '@') return null;
        int i = start + 1;
        while (i < end && isWhitespace(text.charAt(i))) i++;
        if (end - i < KEY.length()) return null;
        for (int k = 0; k < KEY.length(); k++) {
            if (text.charAt(i + k) != KEY.charAt(k)) return null;
        }
        int urlStart = i + KEY.length();
        int urlEnd = urlStart;
        while (urlEnd < end && !isWhitespace(text.charAt(urlEnd))) urlEnd++;
        for (int j = urlEnd; j < end; j++) {
            if (!isWhitespace(text.charAt(j))) return null;
        }
        return text.subSequence(urlStart, urlEnd).toString();
    }

    /** ECMAScript LineTerminator. */
    private static boolean isLineTerminator(char c) {
        return c == '\n' || c == '\r' || c == '\u2028' || c == '\u2029';
    }

    /** ECMAScript WhiteSpace (as a regex's {@code \s} reads it within a line). */
    private static boolean isWhitespace(char c) {
        return c == ' ' || c == '\t' || c == '\u000B' || c == '\f' || c == '\u00A0' || c == '\uFEFF'
                || c > 0x7F && Character.getType(c) == Character.SPACE_SEPARATOR;
    }

    /**
     * {@code reference} (a sourceMappingURL or a source) resolved against {@code base} (a script's or a map's URL or
     * path): absolute URLs ({@code data:}, {@code webpack://}, {@code http:}) stay as they are, relative ones join
     * the base's folder; a base path gives a path, a base URL a URL.
     */
    public static String resolve(String reference, String base) {
        return SourceUrls.resolve(reference, base);
    }
}
