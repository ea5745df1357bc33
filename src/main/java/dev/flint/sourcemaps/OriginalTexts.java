package dev.flint.sourcemaps;

import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * The original texts of maps' sources, each split into lines once: a map's {@code sourcesContent}, else the
 * local file its source names (a map without {@code sourcesContent} beside a checkout of the app). Sources
 * folders are for the source view, not for naming or fitting; the network never.
 */
final class OriginalTexts {
    private static final SourceTexts LOCAL_TEXTS = new SourceTexts(List.of());
    /** Marks a source whose text was looked for and not found (looked for once, not once per func). */
    private static final TextLines NO_TEXT = new TextLines("");

    private final Map<SourceMap, TextLines[]> texts = new IdentityHashMap<>();
    private final Map<TextLines, FunctionScopes> scopes = new IdentityHashMap<>();

    /** The text of {@code map}'s source {@code source}, or null when there is none. */
    TextLines of(SourceMap map, int source) {
        if (source < 0 || source >= map.sourceCount()) return null;
        TextLines[] bySource = texts.computeIfAbsent(map, m -> new TextLines[m.sourceCount()]);
        if (bySource[source] == null) {
            String content = LOCAL_TEXTS.find(map, source).text();
            bySource[source] = content == null ? NO_TEXT : new TextLines(content);
        }
        return bySource[source] == NO_TEXT ? null : bySource[source];
    }

    /** The named functions' bodies of a text this gave, scanned once. */
    FunctionScopes scopes(TextLines text) {
        return scopes.computeIfAbsent(text, t -> FunctionScopes.of(t.text()));
    }

    /** The offset in its original text of a mapping's original position, or -1 (no text, no such place). */
    int offset(SourceMap map, int mapping) {
        TextLines text = of(map, map.sourceIndex(mapping));
        return text == null ? -1 : text.offset(map.originalLine(mapping), map.originalColumn(mapping));
    }
}
