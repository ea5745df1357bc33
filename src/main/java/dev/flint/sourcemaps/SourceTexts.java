package dev.flint.sourcemaps;

import java.nio.file.Path;
import java.util.List;

/**
 * Finding the text of an original source: the map's {@code sourcesContent} first, then a local file (a file://
 * URL or an absolute path), then the best path-suffix match under the folders the user gave ({@code --sources
 * DIR}): {@code webpack://app/./src/a.ts} finds {@code DIR/src/a.ts}, JFR's {@code com/x/Foo.java} finds
 * {@code DIR/.../com/x/Foo.java}. Files over {@link #MAX_FILE_BYTES} are not read.
 */
public final class SourceTexts {
    /** The largest source file read whole. */
    public static final long MAX_FILE_BYTES = 16L << 20;

    private final List<Path> folders;

    /** Finds sources in maps and local files, and under {@code folders} (searched recursively, in order). */
    public SourceTexts(List<Path> folders) {
        this.folders = List.copyOf(folders);
    }

    /** The text of source {@code source} of {@code map}. */
    public SourceText find(SourceMap map, int source) {
        return new SourceText(null, null, "not searched yet");
    }

    /** The text of a source named by a URL or a path (a V8 script URL, JFR's {@code com/x/Foo.java}). */
    public SourceText find(String sourceUrl) {
        return new SourceText(null, null, "not searched yet");
    }
}
