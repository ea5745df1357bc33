package dev.flint.record;

/**
 * The little JSON the DevTools protocol needs on this side: requests are written by hand, and a reply is
 * cut into the raw text of its top-level values without building a tree (a {@code Profiler.stop} reply is
 * a whole profile, copied to the file as it is). The record layer may not use Jackson (DESIGN.md, Layers).
 */
final class JsonText {
    private JsonText() {}

    /** {@code text} as a JSON string literal. */
    static String quote(String text) {
        StringBuilder out = new StringBuilder(text.length() + 2).append('"');
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            switch (c) {
                case '"' -> out.append("\\\"");
                case '\\' -> out.append("\\\\");
                case '\n' -> out.append("\\n");
                case '\r' -> out.append("\\r");
                case '\t' -> out.append("\\t");
                default -> {
                    if (c < 0x20) out.append(String.format("\\u%04x", (int) c));
                    else out.append(c);
                }
            }
        }
        return out.append('"').toString();
    }

    /**
     * The raw text of the value of {@code key} in the object {@code json} (the object's own keys, not nested
     * ones), or null when the object has no such key or {@code json} is not an object.
     */
    static String member(String json, String key) {
        if (json == null) return null;
        int i = skipSpace(json, 0);
        if (i >= json.length() || json.charAt(i) != '{') return null;
        i++;
        while (true) {
            i = skipSpace(json, i);
            if (i >= json.length() || json.charAt(i) != '"') return null;
            int keyEnd = valueEnd(json, i);
            String name = unquote(json.substring(i, keyEnd));
            i = skipSpace(json, keyEnd);
            if (i >= json.length() || json.charAt(i) != ':') return null;
            int start = skipSpace(json, i + 1);
            int end = valueEnd(json, start);
            if (end < 0) return null;
            if (key.equals(name)) return json.substring(start, end);
            i = skipSpace(json, end);
            if (i >= json.length() || json.charAt(i) != ',') return null;
            i++;
        }
    }

    /** A member that is a string, unescaped; null when absent or not a string. */
    static String string(String json, String key) {
        String raw = member(json, key);
        return raw != null && raw.startsWith("\"") ? unquote(raw) : null;
    }

    /** A member that is an integer, or {@code missing}. */
    static long number(String json, String key, long missing) {
        String raw = member(json, key);
        if (raw == null) return missing;
        try {
            return (long) Double.parseDouble(raw);
        } catch (NumberFormatException e) {
            return missing;
        }
    }

    /** The string a JSON string literal stands for. */
    static String unquote(String literal) {
        StringBuilder out = new StringBuilder(literal.length());
        for (int i = 1; i < literal.length() - 1; i++) {
            char c = literal.charAt(i);
            if (c != '\\') {
                out.append(c);
                continue;
            }
            char e = literal.charAt(++i);
            switch (e) {
                case 'n' -> out.append('\n');
                case 'r' -> out.append('\r');
                case 't' -> out.append('\t');
                case 'b' -> out.append('\b');
                case 'f' -> out.append('\f');
                case 'u' -> {
                    out.append((char) Integer.parseInt(literal.substring(i + 1, i + 5), 16));
                    i += 4;
                }
                default -> out.append(e); // \" \\ \/
            }
        }
        return out.toString();
    }

    private static int skipSpace(String json, int i) {
        while (i < json.length() && Character.isWhitespace(json.charAt(i))) i++;
        return i;
    }

    /** Where the value starting at {@code start} ends (exclusive), or -1 when the text ends inside it. */
    private static int valueEnd(String json, int start) {
        int depth = 0;
        boolean inString = false;
        for (int i = start; i < json.length(); i++) {
            char c = json.charAt(i);
            if (inString) {
                if (c == '\\') i++;
                else if (c == '"') {
                    inString = false;
                    if (depth == 0) return i + 1;
                }
            } else if (c == '"') {
                inString = true;
            } else if (c == '{' || c == '[') {
                depth++;
            } else if (c == '}' || c == ']') {
                if (depth == 0) return i;
                if (--depth == 0) return i + 1;
            } else if (depth == 0 && (c == ',' || Character.isWhitespace(c))) {
                return i;
            }
        }
        return depth == 0 && !inString ? json.length() : -1;
    }
}
