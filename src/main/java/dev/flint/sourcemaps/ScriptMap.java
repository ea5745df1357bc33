package dev.flint.sourcemaps;

/**
 * A source map found for one script, with the script's generated text when Flint has it (a local file, or a
 * trace's {@code ScriptCatchup} source): the text is what DevTools' name check reads (a mapping's name is the
 * function's only when the generated text has {@code (} at the function's start; notes §2.2).
 */
public final class ScriptMap {
    private final String scriptUrl;
    private final SourceMap map;
    private final String scriptText;
    /** Offset of each line's first char in the text, made on first use. */
    private int[] lineStarts;

    /**
     * @param scriptUrl  the script's URL as the profile's frames name it
     * @param map        the decoded map
     * @param scriptText the generated script's text, null when unknown
     */
    public ScriptMap(String scriptUrl, SourceMap map, String scriptText) {
        this.scriptUrl = scriptUrl;
        this.map = map;
        this.scriptText = scriptText;
    }

    public String scriptUrl() { return scriptUrl; }
    public SourceMap map() { return map; }
    /** The generated script's text, null when unknown. */
    public String scriptText() { return scriptText; }

    /** The char of the generated text at a 0-based (line, column), or 0 when the text is unknown or has no such place. */
    public synchronized char charAt(int line, int column) {
        if (scriptText == null || line < 0 || column < 0) return 0;
        int[] starts = lineStarts();
        if (line >= starts.length) return 0;
        int end = line + 1 < starts.length ? starts[line + 1] : scriptText.length();
        int at = starts[line] + column;
        return at < end ? scriptText.charAt(at) : 0;
    }

    /** How many lines the generated text has (ECMAScript line terminators), -1 when the text is unknown. */
    public synchronized int lineCount() {
        return scriptText == null ? -1 : lineStarts().length;
    }

    private int[] lineStarts() {
        if (lineStarts != null) return lineStarts;
        dev.flint.model.IntColumn starts = new dev.flint.model.IntColumn(16);
        starts.add(0);
        String text = scriptText;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '\r' && i + 1 < text.length() && text.charAt(i + 1) == '\n') i++;
            if (c == '\n' || c == '\r' || c == '\u2028' || c == '\u2029') starts.add(i + 1);
        }
        lineStarts = starts.toArray();
        return lineStarts;
    }
}
