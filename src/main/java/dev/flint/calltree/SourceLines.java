package dev.flint.calltree;

import java.util.Arrays;

/**
 * A source text split into lines without copying it: the offset where each line starts. Lines end at
 * {@code \n}, {@code \r\n} or {@code \r} (what javac and the source-map tools count; JavaScript's U+2028
 * and U+2029 are rare enough in real sources to be left inside their line). Lines are 1-based, as the
 * model's frame lines are.
 */
public final class SourceLines {
    private final CharSequence text;
    private final int[] starts;
    private final int count;

    private SourceLines(CharSequence text, int[] starts, int count) {
        this.text = text;
        this.starts = starts;
        this.count = count;
    }

    public static SourceLines of(CharSequence text) {
        int[] starts = new int[64];
        int count = 0;
        starts[count++] = 0;
        for (int i = 0, length = text.length(); i < length; i++) {
            char c = text.charAt(i);
            if (c != '\n' && c != '\r') continue;
            if (c == '\r' && i + 1 < length && text.charAt(i + 1) == '\n') i++;
            if (count == starts.length) starts = Arrays.copyOf(starts, count * 2);
            starts[count++] = i + 1;
        }
        // A text ending in a line break has no line after it.
        if (count > 1 && starts[count - 1] == text.length()) count--;
        return new SourceLines(text, starts, count);
    }

    /** How many lines the text has (an empty text has one, empty). */
    public int count() {
        return count;
    }

    /** Line {@code line} (1-based) without its line break; null past the end. */
    public String line(int line) {
        if (line < 1 || line > count) return null;
        int start = starts[line - 1];
        int end = line < count ? starts[line] : text.length();
        while (end > start && (text.charAt(end - 1) == '\n' || text.charAt(end - 1) == '\r')) end--;
        return text.subSequence(start, end).toString();
    }
}
