package dev.flint.sourcemaps;

import dev.flint.model.IntColumn;

/** A text addressed by 0-based (line, column in UTF-16 units), its line starts found once (ECMAScript line terminators). */
final class TextLines {
    private final String text;
    private int[] lineStarts;

    TextLines(String text) {
        this.text = text;
    }

    String text() {
        return text;
    }

    int lineCount() {
        return starts().length;
    }

    /** The offset of (line, column) in the text, or -1 when the text has no such place. */
    int offset(int line, int column) {
        if (line < 0 || column < 0) return -1;
        int[] starts = starts();
        if (line >= starts.length) return -1;
        int end = line + 1 < starts.length ? starts[line + 1] : text.length();
        int at = starts[line] + column;
        return at < end ? at : -1;
    }

    /** The length of a 0-based line without its terminator, -1 when the text has no such line. */
    int lineLength(int line) {
        int[] starts = starts();
        if (line < 0 || line >= starts.length) return -1;
        int end = line + 1 < starts.length ? starts[line + 1] : text.length();
        while (end > starts[line] && isTerminator(text.charAt(end - 1))) end--;
        return end - starts[line];
    }

    private static boolean isTerminator(char c) {
        return c == '\n' || c == '\r' || c == '\u2028' || c == '\u2029';
    }

    /** The char at (line, column), or 0 when there is none. */
    char charAt(int line, int column) {
        int at = offset(line, column);
        return at < 0 ? 0 : text.charAt(at);
    }

    private int[] starts() {
        if (lineStarts != null) return lineStarts;
        IntColumn starts = new IntColumn(16);
        starts.add(0);
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '\r' && i + 1 < text.length() && text.charAt(i + 1) == '\n') i++;
            if (c == '\n' || c == '\r' || c == '\u2028' || c == '\u2029') starts.add(i + 1);
        }
        lineStarts = starts.toArray();
        return lineStarts;
    }
}
