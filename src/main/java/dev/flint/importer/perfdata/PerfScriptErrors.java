package dev.flint.importer.perfdata;

import dev.flint.model.ControlChars;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/**
 * perf script's stderr in paragraphs (lines joined up to a blank line): at most {@link #MAX_PARAGRAPHS}, each
 * at most {@link #MAX_CHARS} characters, control characters escaped, none twice. They become warning lines, the
 * first one the error when perf fails.
 */
final class PerfScriptErrors implements Consumer<String> {
    static final int MAX_PARAGRAPHS = 5;
    private static final int MAX_CHARS = 200;

    private final List<String> paragraphs = new ArrayList<>();
    private final StringBuilder paragraph = new StringBuilder();

    /** One stderr line, as perf writes it. */
    @Override
    public synchronized void accept(String line) {
        String text = line.strip();
        if (text.isEmpty()) {
            add();
        } else if (paragraph.length() <= MAX_CHARS) {
            if (paragraph.length() > 0) paragraph.append(' ');
            paragraph.append(text);
        }
    }

    /** The paragraphs so far, the one perf has not ended with a blank line too. */
    synchronized List<String> paragraphs() {
        add();
        return List.copyOf(paragraphs);
    }

    private void add() {
        if (paragraph.length() == 0) return;
        String text = ControlChars.escape(paragraph.length() > MAX_CHARS
                ? paragraph.substring(0, MAX_CHARS - 3) + "..." : paragraph.toString());
        paragraph.setLength(0);
        if (paragraphs.size() < MAX_PARAGRAPHS && !paragraphs.contains(text)) paragraphs.add(text);
    }
}
