package dev.flint.sourcemaps;

/** The {@code sourcesContent} entries a map keeps: parallel to its sources, null where there is none. */
final class SourceContents {
    private static final SourceContents NONE = new SourceContents(new String[0]);

    private final String[] texts;

    private SourceContents(String[] texts) {
        this.texts = texts;
    }

    static SourceContents of(String[] texts) {
        return texts == null || texts.length == 0 ? NONE : new SourceContents(texts.clone());
    }

    /** The text of source {@code source}, or null. */
    String get(int source) {
        return source < texts.length ? texts[source] : null;
    }
}
