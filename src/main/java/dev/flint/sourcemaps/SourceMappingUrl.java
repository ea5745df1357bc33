package dev.flint.sourcemaps;

/**
 * Finding a script's source map reference: the spec's no-parse extraction of {@code //# sourceMappingURL=}
 * (and the legacy {@code //@}) from the end of the script's text, and resolving it against the script's URL.
 */
public final class SourceMappingUrl {
    private SourceMappingUrl() {}

    /** The URL of the script's last {@code sourceMappingURL} comment, as written, or null when it has none. */
    public static String find(CharSequence scriptText) {
        return null;
    }

    /**
     * {@code reference} (a sourceMappingURL or a source) resolved against {@code base} (a script's or a map's
     * URL or path): absolute URLs ({@code data:}, {@code webpack://}, {@code http:}) stay as they are, relative
     * ones join the base's folder; a base path gives a path, a base URL a URL.
     */
    public static String resolve(String reference, String base) {
        return reference;
    }
}
