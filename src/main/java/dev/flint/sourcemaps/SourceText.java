package dev.flint.sourcemaps;

import java.nio.file.Path;

/**
 * The text of one original source and where it came from.
 *
 * @param text the source's text (whole, or null when it was not found: then {@code from} says why)
 * @param file the local file it was read from (for Open in editor), or null for a map's {@code sourcesContent}
 * @param from where the text came from ({@code "sourcesContent of MAP"}, a path), or why there is none
 */
public record SourceText(String text, Path file, String from) {
    public boolean found() {
        return text != null;
    }
}
