package dev.flint.sourcemaps;

/**
 * A source map Flint cannot use at all: one clear line {@code WHERE: WHAT} (e.g.
 * {@code $.mappings (byte 812): 'é' is not a base64 digit}); the caller prefixes the file. Problems that leave a
 * usable map are warnings of the map instead ({@link SourceMap#warnings()}).
 */
public final class SourceMapException extends Exception {
    public SourceMapException(String message) {
        super(message);
    }
}
