package dev.flint.diff;

import dev.flint.model.ProfileThread;
import dev.flint.model.StackTable;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;

/**
 * The origins of a thread's scripts, and the form a script URL is matched in.
 *
 * <p>A URL's origin is its scheme and authority, {@code scheme://host[:port]}, as written (scheme and host
 * lower-cased, user info dropped, no default port filled in); a resource name without {@code ://} after a
 * scheme (a library, {@code node:fs}, {@code native array.js}, a bare path) has none. A thread's origins
 * are the set of origins of the resources its sampled functions belong to. When the two threads' sets
 * differ (a local build against the deployed one), every URL is matched without its scheme and authority:
 * {@code http://localhost:8080/app.js?v=2} and {@code https://example.com/app.js?v=2} both read
 * {@code /app.js?v=2}. When the sets are equal, URLs are matched whole.
 */
public final class UrlOrigins {
    private UrlOrigins() {}

    /** The origins of the resources of the funcs that {@code thread}'s stacks use, sorted. */
    public static Set<String> of(ProfileThread thread) {
        StackTable stacks = thread.stacks();
        boolean[] usedFunc = new boolean[thread.funcs().size()];
        for (int stack = 0; stack < stacks.size(); stack++) usedFunc[thread.frames().func(stacks.frame(stack))] = true;
        boolean[] usedResource = new boolean[thread.resources().size()];
        for (int func = 0; func < usedFunc.length; func++) {
            int resource = thread.funcs().resource(func);
            if (usedFunc[func] && resource >= 0 && resource < usedResource.length) usedResource[resource] = true;
        }
        Set<String> origins = new TreeSet<>();
        for (int resource = 0; resource < usedResource.length; resource++) {
            if (!usedResource[resource]) continue;
            String origin = origin(thread.strings().get(thread.resources().name(resource)));
            if (origin != null) origins.add(origin);
        }
        return origins;
    }

    /** {@code scheme://authority} of a URL, null when it has none. */
    public static String origin(String url) {
        int authorityStart = authorityStart(url);
        if (authorityStart < 0) return null;
        int authorityEnd = authorityEnd(url, authorityStart);
        String authority = url.substring(authorityStart, authorityEnd);
        int at = authority.lastIndexOf('@');
        if (at >= 0) authority = authority.substring(at + 1);
        return url.substring(0, authorityStart).toLowerCase(Locale.ROOT) + authority.toLowerCase(Locale.ROOT);
    }

    /** The URL without scheme and authority (path, query and fragment); other names as they are. */
    public static String withoutOrigin(String url) {
        int authorityStart = authorityStart(url);
        if (authorityStart < 0) return url;
        return url.substring(authorityEnd(url, authorityStart));
    }

    /** The index just past {@code scheme://}, -1 when the text does not start with one. */
    private static int authorityStart(String url) {
        int colon = url.indexOf(':');
        if (colon < 1 || !url.startsWith("//", colon + 1)) return -1;
        if (!isAsciiLetter(url.charAt(0))) return -1;
        for (int i = 1; i < colon; i++) {
            char c = url.charAt(i);
            if (!isAsciiLetter(c) && !(c >= '0' && c <= '9') && c != '+' && c != '-' && c != '.') return -1;
        }
        return colon + 3;
    }

    private static int authorityEnd(String url, int from) {
        for (int i = from; i < url.length(); i++) {
            char c = url.charAt(i);
            if (c == '/' || c == '?' || c == '#') return i;
        }
        return url.length();
    }

    private static boolean isAsciiLetter(char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
    }
}
