package dev.flint.sourcemaps;

/**
 * A source map found for one script, with the script's generated text when Flint has it (a local file, or a
 * trace's {@code ScriptCatchup} source): the text is what DevTools' name check reads (a mapping's name is the
 * function's only when the generated text has {@code (} at the function's start; notes §2.2).
 */
public final class ScriptMap {
    private final String scriptUrl;
    private final SourceMap map;
    private final TextLines text;

    /**
     * @param scriptUrl  the script's URL as the profile's frames name it
     * @param map        the decoded map
     * @param scriptText the generated script's text, null when unknown
     */
    public ScriptMap(String scriptUrl, SourceMap map, String scriptText) {
        this.scriptUrl = scriptUrl;
        this.map = map;
        this.text = scriptText == null ? null : new TextLines(scriptText);
    }

    public String scriptUrl() { return scriptUrl; }
    public SourceMap map() { return map; }
    /** The generated script's text, null when unknown. */
    public String scriptText() { return text == null ? null : text.text(); }

    /** The char of the generated text at a 0-based (line, column), or 0 when the text is unknown or has no such place. */
    public synchronized char charAt(int line, int column) {
        return text == null ? 0 : text.charAt(line, column);
    }

    /** The length of a 0-based line of the generated text (no terminator), -1 when the text or the line is unknown. */
    public synchronized int lineLength(int line) {
        return text == null ? -1 : text.lineLength(line);
    }

    /** How many lines the generated text has, -1 when the text is unknown. */
    public synchronized int lineCount() {
        return text == null ? -1 : text.lineCount();
    }
}
