package dev.flint.importer.stacks;

import java.util.List;

/**
 * The lines of a DTrace / SystemTap stack aggregation ({@code @[ustack()] = count()} as {@code dtrace -o}
 * writes it), read as FlameGraph's {@code stackcollapse.pl} and {@code stackcollapse-stap.pl} read them:
 * <pre>
 * CPU     ID                    FUNCTION:NAME        (header lines, also "dtrace: ..." lines)
 *   0  64091                        :tick-60s
 *
 *               libc.so.1`strlen+0x1c              (frames, leaf first)
 *               app`main+0x20
 *                 12                               (the count ends the record)
 * </pre>
 */
final class DtraceLines {
    /** One function of a frame line; a line of inlined calls {@code a->b} gives several, caller first. */
    record Frame(String module, String function) {}

    private DtraceLines() {}

    /** A header line: the column titles, the probe line ({@code 0 64091 :tick-60s}) or dtrace's own messages. */
    static boolean isHeader(String trimmed) {
        if (trimmed.startsWith("dtrace:")) return true;
        if (trimmed.startsWith("CPU") && trimmed.contains("FUNCTION:NAME")) return true;
        String[] tokens = trimmed.split("\\s+", 4);
        return tokens.length == 3 && isDigits(tokens[0]) && isDigits(tokens[1]) && tokens[2].indexOf(':') >= 0;
    }

    /** Digits only: the count line that ends a record. */
    static boolean isDigits(String trimmed) {
        if (trimmed.isEmpty()) return false;
        for (int i = 0; i < trimmed.length(); i++) {
            char c = trimmed.charAt(i);
            if (c < '0' || c > '9') return false;
        }
        return true;
    }

    /** Whether a frame line has the shape of a symbolised DTrace or SystemTap frame (for detection). */
    static boolean isTypicalFrame(String trimmed) {
        return trimmed.indexOf('`') > 0 || trimmed.contains(" : ") || isHexAddress(trimmed);
    }

    /** The functions of one frame line, caller first (only {@code ->} chains of inlined calls give more than one). */
    static List<Frame> frames(String trimmed) {
        String text = trimmed;
        String module = "";
        int stap = text.indexOf(" : ");
        if (stap > 0 && isHexAddress(text.substring(0, stap).strip())) {
            // SystemTap: 0xffffffff8103ce3b : native_safe_halt+0xb/0x10 [kernel]
            text = text.substring(stap + 3).strip();
            if (text.endsWith("]") && text.lastIndexOf(" [") > 0) {
                module = text.substring(text.lastIndexOf(" [") + 2, text.length() - 1);
                text = text.substring(0, text.lastIndexOf(" [")).strip();
            }
        } else {
            int tick = text.indexOf('`');
            if (tick >= 0) {
                module = text.substring(0, tick);
                text = text.substring(tick + 1);
            }
        }
        text = withoutOffset(text);
        if (!text.contains("->")) return List.of(new Frame(module, text.isEmpty() ? "-" : text));
        String[] parts = text.split("->", -1);
        Frame[] frames = new Frame[parts.length];
        for (int i = 0; i < parts.length; i++) {
            String part = withoutOffset(parts[i].strip());
            frames[i] = new Frame(module, part.isEmpty() ? "-" : part);
        }
        return List.of(frames);
    }

    /**
     * The function without a trailing {@code +0x1c} (SystemTap: {@code +0xb/0x10}); only a hex offset is cut,
     * so {@code operator+} keeps its name (FlameGraph's "last + onwards" would not).
     */
    static String withoutOffset(String text) {
        int plus = text.lastIndexOf("+0x");
        if (plus <= 0) return text;
        int i = plus + 3;
        int digits = 0;
        while (i < text.length() && Character.digit(text.charAt(i), 16) >= 0) {
            i++;
            digits++;
        }
        if (digits > 0 && i < text.length() && text.charAt(i) == '/' && text.startsWith("0x", i + 1)) {
            i += 3;
            while (i < text.length() && Character.digit(text.charAt(i), 16) >= 0) i++;
        }
        return digits > 0 && i == text.length() ? text.substring(0, plus) : text;
    }

    private static boolean isHexAddress(String text) {
        if (text.length() < 3 || !text.startsWith("0x")) return false;
        for (int i = 2; i < text.length(); i++) {
            if (Character.digit(text.charAt(i), 16) < 0) return false;
        }
        return true;
    }
}
