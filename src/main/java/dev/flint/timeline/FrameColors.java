package dev.flint.timeline;

import dev.flint.model.FuncTable;
import dev.flint.model.ProfileThread;
import java.util.Locale;

/**
 * The colour of a function's box, the same in the flame chart, the flame graph and exported pictures.
 * JavaScript keeps DevTools' rules ({@link TimelineColors}): {@code (idle)} and {@code (program)} grey, the
 * garbage collector the scripting yellow, any other function the hue DevTools seeds with its script URL.
 * A V8 call without a URL is a V8 native, yellow like DevTools' scripting (DevTools gives the rare URL-less
 * script its beige, which glares; Flint does not).
 * A function without a script URL (native, JVM, perf, Firefox frames) takes a hue hashed from its own name,
 * as speedscope does, so that neighbouring frames of one library do not look alike (colouring them by
 * library or DevTools' one beige for URL-less calls made a native stack one block).
 */
public final class FrameColors {
    /** Distinct hues 10 degrees apart, at two lightnesses: 72 colours for native frames. */
    private static final int HUES = 36;

    private FrameColors() {}

    /** ARGB of {@code func}'s box (light theme; {@link Palette#forTheme} gives the dark one). */
    public static int of(ProfileThread thread, int func) {
        String name = thread.funcName(func);
        int special = special(name);
        if (special != 0) return special;
        FuncTable funcs = thread.funcs();
        int file = funcs.fileName(func);
        return forFunction(name, file < 0 ? "" : thread.strings().get(file), thread.cpuProfile() != null);
    }

    /**
     * A call's colour from its name and the script or file it comes from ("" for none); {@code v8} for a
     * V8 profile's call, where a call without a URL is one of V8's natives (DevTools' scripting yellow).
     */
    public static int forFunction(String name, String url, boolean v8) {
        int special = special(name);
        if (special != 0) return special;
        if (isScriptUrl(url)) return TimelineColors.argbForScriptUrl(url);
        return v8 && url.isEmpty() ? TimelineColors.SCRIPTING : forNativeName(name);
    }

    private static int special(String name) {
        return switch (name) {
            case "(idle)" -> TimelineColors.IDLE;
            case "(program)", "(root)" -> TimelineColors.OTHER;
            case "(garbage collector)" -> TimelineColors.SCRIPTING;
            default -> 0;
        };
    }

    /** A hue hashed from a native frame's name (one of {@link #HUES}), pastel like DevTools' script colours. */
    public static int forNativeName(String name) {
        int hash = name.hashCode() * 0x9E3779B9;
        int hue = Math.floorMod(hash, HUES) * (360 / HUES);
        double lightness = ((hash >>> 16) & 1) == 0 ? 0.78 : 0.70;
        return TimelineColors.hslToArgb(hue, 0.62, lightness);
    }

    /** Every colour {@link #forNativeName} gives (for tests that check all of them). */
    public static int[] nativePalette() {
        int[] colors = new int[HUES * 2];
        for (int i = 0; i < HUES; i++) {
            colors[2 * i] = TimelineColors.hslToArgb(i * (360 / HUES), 0.62, 0.78);
            colors[2 * i + 1] = TimelineColors.hslToArgb(i * (360 / HUES), 0.62, 0.70);
        }
        return colors;
    }

    /** A JavaScript script's URL, as DevTools colours it: a scheme (http:, file:, node:, ...) or a script file. */
    static boolean isScriptUrl(String url) {
        if (url.isEmpty()) return false;
        if (url.indexOf(':') > 1) return true;
        String lower = url.toLowerCase(Locale.ROOT);
        return lower.endsWith(".js") || lower.endsWith(".mjs") || lower.endsWith(".cjs") || lower.endsWith(".ts")
                || lower.endsWith(".jsx") || lower.endsWith(".tsx");
    }
}
