package dev.flint.importer.firefox;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What a Gecko frame's location string says (the Firefox Profiler's classification):
 * <ul>
 *   <li>{@code 0x7f15c5611c15}: an unsymbolicated native address;</li>
 *   <li>{@code Name (in libxul.so) + 0x1a} / {@code Name (in libxul.so) (file.cpp:12)} /
 *       {@code Name (in libxul.so)}: an already symbolicated native function;</li>
 *   <li>{@code fib (http://host/a.js:2:13)[19]}, {@code http://host/a.js:2:13}: a JS function, with the
 *       line/column where it is defined and an optional index into the process's sources;</li>
 *   <li>anything else: a label pushed by instrumentation ({@code (root)}, {@code PresShell::DoReflow}).</li>
 * </ul>
 *
 * @param name    the function name: the hex string, the symbol, the JS name ({@code (root scope) URL}
 *                for top-level code), or the label
 * @param url     the JS script URL (the last part of a {@code a -> b} chain), or for native symbols the
 *                library name; null for labels and addresses
 * @param line    1-based line of the JS definition, -1 when none
 * @param column  1-based column of the JS definition, -1 when none
 * @param address the absolute address of a native frame, -1 otherwise
 */
public record FrameLocation(Kind kind, String name, String url, int line, int column, long address) {
    public enum Kind { ADDRESS, NATIVE_SYMBOL, JS, LABEL }

    private static final Pattern NATIVE_SYMBOL = Pattern.compile("^(.*) \\(in ([^)]+)\\)(?: \\+ 0x[0-9a-fA-F]+| \\(.*\\))?$");
    private static final Pattern NAMED_JS = Pattern.compile("^(.*) \\((.+?):(\\d+)(?::(\\d+))?\\)(?:\\[\\d+\\])?$");
    private static final Pattern BARE_JS = Pattern.compile("^([A-Za-z][A-Za-z0-9+.-]*:[^ ]*?):(\\d+)(?::(\\d+))?(?:\\[\\d+\\])?$");
    private static final String THUNK = "non-virtual thunk to ";

    public static FrameLocation parse(String location) {
        if (location.length() > 2 && location.startsWith("0x")) {
            long address = parseHex(location.substring(2));
            if (address != -1) return new FrameLocation(Kind.ADDRESS, location, null, -1, -1, address);
        }
        Matcher symbol = NATIVE_SYMBOL.matcher(location);
        if (symbol.matches()) {
            String name = symbol.group(1);
            if (name.startsWith(THUNK)) name = name.substring(THUNK.length());
            return new FrameLocation(Kind.NATIVE_SYMBOL, name, symbol.group(2), -1, -1, -1);
        }
        Matcher js = NAMED_JS.matcher(location);
        if (js.matches() && looksLikeUrl(js.group(2))) {
            String url = lastOfChain(js.group(2));
            return new FrameLocation(Kind.JS, js.group(1), url, Integer.parseInt(js.group(3)),
                    js.group(4) == null ? -1 : Integer.parseInt(js.group(4)), -1);
        }
        Matcher bare = BARE_JS.matcher(location);
        if (bare.matches()) {
            String url = lastOfChain(bare.group(1));
            return new FrameLocation(Kind.JS, "(root scope) " + url, url, Integer.parseInt(bare.group(2)),
                    bare.group(3) == null ? -1 : Integer.parseInt(bare.group(3)), -1);
        }
        return new FrameLocation(Kind.LABEL, location, null, -1, -1, -1);
    }

    /** Unsigned hex (addresses can exceed 2^63 on some platforms' kernels); -1 when not hex. */
    static long parseHex(String digits) {
        if (digits.isEmpty() || digits.length() > 16) return -1;
        for (int i = 0; i < digits.length(); i++) {
            if (Character.digit(digits.charAt(i), 16) < 0) return -1;
        }
        return Long.parseUnsignedLong(digits, 16);
    }

    /** A JS location's URL has a scheme ("https:", "resource:", "self-hosted", "moz-src:"...). */
    private static boolean looksLikeUrl(String url) {
        return url.contains(":") || url.equals("self-hosted") || url.startsWith("/");
    }

    /** Firefox writes scripts loaded by other scripts as "loader.js -> loaded.js"; the last one is the script. */
    private static String lastOfChain(String url) {
        int arrow = url.lastIndexOf(" -> ");
        return arrow < 0 ? url : url.substring(arrow + 4);
    }
}
