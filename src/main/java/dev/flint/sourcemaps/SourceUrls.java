package dev.flint.sourcemaps;

import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.Deque;

/**
 * Joining a source to its map's {@code sourceRoot} and resolving it against the map's URL (notes §1.3), the
 * way DevTools does: {@code sourceRoot} goes before relative sources only, with one {@code /} between; a source
 * with a scheme ({@code webpack://}, {@code http:}, {@code file:}) stays as written; a relative one joins the
 * folder of the base, which may be a URL (the result is a URL) or a local path (the result is a path).
 */
final class SourceUrls {
    private SourceUrls() {}

    /** {@code source} with {@code sourceRoot} before it, unless the source is absolute or the root empty. */
    static String withRoot(String source, String sourceRoot) {
        if (sourceRoot == null || sourceRoot.isEmpty() || hasScheme(source) || source.startsWith("/")) return source;
        return sourceRoot.endsWith("/") ? sourceRoot + source : sourceRoot + "/" + source;
    }

    /** {@code reference} resolved against {@code base} (a URL or a path; null or a data: URL leaves it as it is). */
    static String resolve(String reference, String base) {
        if (reference == null || hasScheme(reference) || base == null || base.isEmpty() || base.startsWith("data:")) {
            return reference;
        }
        if (hasScheme(base)) return resolveAgainstUrl(reference, base);
        if (reference.isEmpty()) return base;
        try {
            Path referencePath = Path.of(reference);
            if (referencePath.isAbsolute()) return referencePath.normalize().toString();
            Path basePath = Path.of(base);
            Path folder = basePath.getParent();
            return (folder == null ? referencePath : folder.resolve(referencePath)).normalize().toString();
        } catch (InvalidPathException e) {
            return reference;
        }
    }

    private static String resolveAgainstUrl(String reference, String base) {
        int colon = base.indexOf(':');
        String scheme = base.substring(0, colon + 1);
        if (!base.startsWith("//", colon + 1)) return reference; // opaque base (blob:, about:): nothing to join
        int pathStart = base.indexOf('/', colon + 3);
        String authority = pathStart < 0 ? base.substring(colon + 3) : base.substring(colon + 3, pathStart);
        String basePath = pathStart < 0 ? "/" : stripQueryAndFragment(base.substring(pathStart));
        if (reference.startsWith("//")) return scheme + reference;
        String path;
        if (reference.startsWith("/")) {
            path = reference;
        } else if (reference.isEmpty() || reference.startsWith("?") || reference.startsWith("#")) {
            return stripQueryAndFragment(base) + reference;
        } else {
            path = basePath.substring(0, basePath.lastIndexOf('/') + 1) + reference;
        }
        return scheme + "//" + authority + normalizePath(path);
    }

    private static String stripQueryAndFragment(String url) {
        int end = url.length();
        int query = url.indexOf('?');
        if (query >= 0) end = query;
        int fragment = url.indexOf('#');
        if (fragment >= 0 && fragment < end) end = fragment;
        return url.substring(0, end);
    }

    /** A URL path with its {@code .} and {@code ..} segments applied (never above the root); query kept. */
    static String normalizePath(String path) {
        int queryStart = path.length();
        for (int i = 0; i < path.length(); i++) {
            char c = path.charAt(i);
            if (c == '?' || c == '#') {
                queryStart = i;
                break;
            }
        }
        String tail = path.substring(queryStart);
        Deque<String> segments = new ArrayDeque<>();
        int start = 0;
        String pathOnly = path.substring(0, queryStart);
        boolean trailingSlash = false;
        while (start <= pathOnly.length()) {
            int slash = pathOnly.indexOf('/', start);
            int end = slash < 0 ? pathOnly.length() : slash;
            String segment = pathOnly.substring(start, end);
            trailingSlash = slash < 0 && (segment.equals(".") || segment.equals(".."));
            if (segment.equals("..")) {
                if (!segments.isEmpty()) segments.removeLast();
            } else if (!segment.equals(".") && !(segment.isEmpty() && slash >= 0)) {
                segments.addLast(segment);
            }
            if (slash < 0) break;
            start = slash + 1;
        }
        StringBuilder out = new StringBuilder();
        for (String segment : segments) out.append('/').append(segment);
        if (trailingSlash || out.length() == 0) out.append('/');
        return out + tail;
    }

    /** Whether {@code text} starts with a URL scheme of two or more letters ({@code C:\} is a Windows path). */
    static boolean hasScheme(String text) {
        int i = 0;
        while (i < text.length()) {
            char c = text.charAt(i);
            boolean letter = c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z';
            if (c == ':') return i >= 2;
            if (!(letter || i > 0 && (c >= '0' && c <= '9' || c == '+' || c == '-' || c == '.'))) return false;
            i++;
        }
        return false;
    }
}
