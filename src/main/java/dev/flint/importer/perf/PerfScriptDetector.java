package dev.flint.importer.perf;

import java.nio.charset.StandardCharsets;

/**
 * Tells {@code perf script} text by its start, as the Firefox Profiler does: perf's own header block
 * ({@code # ========}), or a first line (after blank lines and {@code #} comments) that is a sample header.
 */
public final class PerfScriptDetector {
    private PerfScriptDetector() {}

    /** @param start the first byte that is not white space */
    public static boolean looksLikePerfScript(byte[] head, int start) {
        if (startsWith(head, start, "# ========")) return true;
        int lineStart = start;
        while (lineStart < head.length) {
            int end = lineStart;
            while (end < head.length && head[end] != '\n') end++;
            if (end == head.length && end - lineStart > 4096) return false;
            String line = new String(head, lineStart, end - lineStart, StandardCharsets.UTF_8);
            if (line.endsWith("\r")) line = line.substring(0, line.length() - 1);
            String trimmed = line.strip();
            if (!trimmed.isEmpty() && trimmed.charAt(0) != '#') {
                return line.indexOf('\0') < 0 && PerfLines.header(line.stripLeading()) != null;
            }
            lineStart = end + 1;
        }
        return false;
    }

    private static boolean startsWith(byte[] head, int start, String text) {
        if (head.length - start < text.length()) return false;
        for (int i = 0; i < text.length(); i++) {
            if (head[start + i] != text.charAt(i)) return false;
        }
        return true;
    }
}
