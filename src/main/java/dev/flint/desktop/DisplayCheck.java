package dev.flint.desktop;

import java.util.Map;
import java.util.Optional;

/**
 * Says, before JavaFX starts, that there is no display to open the window on. Without this check GTK's
 * "Unable to open DISPLAY" reaches the user as a stack trace; with it they get one line that also points
 * at the subcommands, which need no display.
 */
public final class DisplayCheck {
    private DisplayCheck() {}

    public static Optional<String> problem() {
        return problem(System.getProperty("os.name", ""), System.getProperty("glass.platform"), System.getenv());
    }

    static Optional<String> problem(String osName, String glassPlatform, Map<String, String> env) {
        String os = osName.toLowerCase(java.util.Locale.ROOT);
        // macOS and Windows always have a window server; Monocle renders without one (tests, headless runs).
        if (os.startsWith("mac") || os.startsWith("windows") || "Monocle".equalsIgnoreCase(glassPlatform)) {
            return Optional.empty();
        }
        if (isSet(env.get("DISPLAY")) || isSet(env.get("WAYLAND_DISPLAY"))) return Optional.empty();
        return Optional.of("flint: no display to open the window on (neither DISPLAY nor WAYLAND_DISPLAY is set);"
                + " 'flint info|tree|calls FILE' work without one");
    }

    private static boolean isSet(String value) {
        return value != null && !value.isBlank();
    }
}
