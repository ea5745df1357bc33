package dev.flint.sourcemaps;

import java.io.InputStream;
import java.nio.file.Path;

/**
 * Reads a source map v3 (or an index map, flattened) streaming with Jackson; {@code mappings} is decoded into
 * int columns as its text is handed over, never split into strings.
 */
public final class SourceMapReader {
    private SourceMapReader() {}

    /** Reads one map from {@code in}; {@code mapUrl} names it in messages and is what relative sources resolve against. */
    public static SourceMap read(InputStream in, String mapUrl) throws SourceMapException {
        throw new SourceMapException(mapUrl + ": source maps are not read yet");
    }

    /** Reads a map file (plain JSON); its sources resolve against the file's path. */
    public static SourceMap read(Path file) throws SourceMapException {
        throw new SourceMapException(file + ": source maps are not read yet");
    }

    /** A {@code data:} URL (base64 or percent-encoded JSON); its relative sources resolve against {@code scriptUrl}. */
    public static SourceMap readDataUrl(String dataUrl, String scriptUrl) throws SourceMapException {
        throw new SourceMapException("data: source maps are not read yet");
    }
}
