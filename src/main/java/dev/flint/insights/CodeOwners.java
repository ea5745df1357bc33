package dev.flint.insights;

import java.net.URI;

/**
 * Who owns a script: a package under {@code node_modules/} ({@code NAME} or {@code @scope/NAME}, the
 * innermost when packages nest), else the origin of an {@code http(s)} or extension URL. Local files outside
 * {@code node_modules}, Node's own modules ({@code node:}) and scripts without a URL have no owner of their
 * own: they are the app's or the runtime's.
 */
final class CodeOwners {
    private CodeOwners() {}

    /** The package that owns {@code url}, null when it is not under {@code node_modules/}. */
    static String nodePackage(String url) {
        String path = url.replace('\\', '/');
        int at = path.lastIndexOf("node_modules/");
        if (at < 0) return null;
        String rest = path.substring(at + "node_modules/".length());
        String[] parts = rest.split("/", 3);
        if (parts.length == 0 || parts[0].isEmpty()) return null;
        if (parts[0].startsWith("@")) return parts.length >= 2 ? parts[0] + "/" + parts[1] : null;
        return parts[0];
    }

    /** The origin of a web or extension URL ({@code https://cdn.example:8443}), null for anything else. */
    static String origin(String url) {
        int colon = url.indexOf("://");
        if (colon <= 0) return null;
        String scheme = url.substring(0, colon).toLowerCase(java.util.Locale.ROOT);
        if (!scheme.equals("http") && !scheme.equals("https") && !scheme.endsWith("-extension")) return null;
        try {
            URI uri = new URI(url.length() > 2048 ? url.substring(0, 2048) : url);
            if (uri.getHost() == null) return null;
            return scheme + "://" + uri.getHost().toLowerCase(java.util.Locale.ROOT) + (uri.getPort() >= 0 ? ":" + uri.getPort() : "");
        } catch (java.net.URISyntaxException e) {
            int end = url.indexOf('/', colon + 3);
            return end < 0 ? url : url.substring(0, end);
        }
    }
}
