package dev.flint.importer.v8log;

import java.util.ArrayList;
import java.util.List;

/**
 * The comma-separated fields of one log line. V8's writer escapes a comma as {@code \x2C}, a backslash as
 * {@code \\}, a newline as {@code \n}, other bytes as {@code \xHH} and a two-byte character as a backslash, u and four hex digits
 * (log-file.cc {@code AppendCharacter}; undone here as csvparser.mjs does); older V8 (Node 8) wrote names in
 * double quotes instead. Node 20 writes function names raw, commas included, so a caller that knows a
 * line's fixed fields rejoins the middle ({@link #join}).
 */
final class V8LogFields {
    private V8LogFields() {}

    /** The fields of {@code line}, at most {@code max} (the last one then holds the rest, unsplit). */
    static List<String> split(String line, int max) {
        List<String> fields = new ArrayList<>();
        StringBuilder field = new StringBuilder();
        int i = 0;
        while (i <= line.length()) {
            if (fields.size() == max - 1) {
                fields.add(unescape(line.substring(i)));
                return fields;
            }
            if (i < line.length() && line.charAt(i) == '"') {
                // Node 8: "name, with commas" and "" for a quote
                i++;
                while (i < line.length()) {
                    char c = line.charAt(i++);
                    if (c != '"') {
                        field.append(c);
                    } else if (i < line.length() && line.charAt(i) == '"') {
                        field.append('"');
                        i++;
                    } else {
                        break;
                    }
                }
            }
            int comma = line.indexOf(',', i);
            int end = comma < 0 ? line.length() : comma;
            field.append(line, i, end);
            fields.add(unescape(field.toString()));
            field.setLength(0);
            i = end + 1;
        }
        return fields;
    }

    /** {@code fields[from..to)} joined by commas: a name the writer did not escape. */
    static String join(List<String> fields, int from, int to) {
        return String.join(",", fields.subList(from, to));
    }

    static String unescape(String text) {
        int backslash = text.indexOf('\\');
        if (backslash < 0) return text;
        StringBuilder out = new StringBuilder(text.length()).append(text, 0, backslash);
        for (int i = backslash; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c != '\\' || i + 1 == text.length()) {
                out.append(c);
                continue;
            }
            char next = text.charAt(i + 1);
            int digits = next == 'x' ? 2 : next == 'u' ? 4 : 0;
            if (digits > 0 && i + 2 + digits <= text.length() && isHex(text, i + 2, i + 2 + digits)) {
                out.append((char) Integer.parseInt(text, i + 2, i + 2 + digits, 16));
                i += 1 + digits;
            } else if (next == 'n') {
                out.append('\n');
                i++;
            } else if (next == '\\') {
                out.append('\\');
                i++;
            } else {
                out.append(c);
            }
        }
        return out.toString();
    }

    private static boolean isHex(String text, int from, int to) {
        for (int i = from; i < to; i++) {
            if (Character.digit(text.charAt(i), 16) < 0) return false;
        }
        return true;
    }

    /** {@code 0x1a2b} (or bare hex) as an unsigned 64-bit address; -1 when it is not one. */
    static long address(String field) {
        String hex = field.startsWith("0x") ? field.substring(2) : field;
        if (hex.isEmpty() || hex.length() > 16) return -1;
        for (int i = 0; i < hex.length(); i++) {
            if (Character.digit(hex.charAt(i), 16) < 0) return -1;
        }
        return Long.parseUnsignedLong(hex, 16);
    }

    /** A decimal field (a time, a size, a flag), or {@link Long#MIN_VALUE} when it is not one. */
    static long decimal(String field) {
        int start = field.startsWith("-") ? 1 : 0;
        if (field.length() == start || field.length() - start > 18) return Long.MIN_VALUE;
        for (int i = start; i < field.length(); i++) {
            if (field.charAt(i) < '0' || field.charAt(i) > '9') return Long.MIN_VALUE;
        }
        return Long.parseLong(field);
    }
}
