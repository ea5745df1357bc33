package dev.flint.sourcemaps;

import java.net.URI;
import java.nio.file.Path;
import java.util.Locale;
import java.util.regex.Pattern;

/** Script URLs as file names and local paths, for matching maps to scripts. */
final class ScriptNames {
    private ScriptNames() {}

    /** The last path segment of a URL or path, without query or fragment ("" when none). */
    static String baseName(String urlOrPath) {
        if (urlOrPath == null) return "";
        String s = urlOrPath;
        int cut = s.length();
        int query = s.indexOf('?');
        if (query >= 0) cut = query;
        int fragment = s.indexOf('#');
        if (fragment >= 0 && fragment < cut) cut = fragment;
        s = s.substring(0, cut);
        int slash = Math.max(s.lastIndexOf('/'), s.lastIndexOf('\\'));
        return s.substring(slash + 1);
    }

    /** {@code name} without a trailing {@code suffix} (case-insensitive), or null when it does not end so. */
    static String withoutSuffix(String name, String suffix) {
        if (name.length() <= suffix.length()) return null;
        String tail = name.substring(name.length() - suffix.length());
        return tail.toLowerCase(Locale.ROOT).equals(suffix) ? name.substring(0, name.length() - suffix.length()) : null;
    }

    /**
     * A Windows absolute path ({@code C:\...}, {@code C:/...}), compiled once: {@code String.matches} compiled it for
     * each script URL not starting with "/" that discovery looks at after a load (4 ms a run of the 117 MB
     * trace at load 12, async-profiler).
     */
    private static final Pattern WINDOWS_ABSOLUTE = Pattern.compile("[A-Za-z]:[\\\\/].*");

    /**
     * The local file a script URL names: a {@code file://} URL or an absolute path; null for anything else
     * (http, node:internal, webpack://, a relative name). Never the network.
     */
    static Path localPath(String url) {
        if (url == null || url.isEmpty()) return null;
        try {
            if (url.regionMatches(true, 0, "file:", 0, 5)) {
                URI uri = new URI(url.replace(" ", "%20"));
                if (uri.getPath() == null) return null;
                return Path.of(uri.getPath());
            }
            if (url.startsWith("/") || WINDOWS_ABSOLUTE.matcher(url).matches()) {
                Path path = Path.of(url);
                return path.isAbsolute() ? path : null;
            }
        } catch (java.net.URISyntaxException | IllegalArgumentException notAPath) {
            return null;
        }
        return null;
    }
}
