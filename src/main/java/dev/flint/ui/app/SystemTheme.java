package dev.flint.ui.app;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;

/**
 * Whether the desktop asks for dark windows, for the theme Flint follows until the user picks one (JavaFX 21
 * cannot tell; its {@code Platform.Preferences} came in 22). Read where each desktop keeps it: {@code GTK_THEME}
 * ("Adwaita:dark"), GNOME's {@code color-scheme} ('prefer-dark') and GTK theme name ("Yaru-dark") through
 * {@code gsettings}, macOS's {@code AppleInterfaceStyle}, Windows' {@code AppsUseLightTheme}. Nothing readable
 * means light. The commands run on a background thread started with the app, not on the FX thread.
 */
final class SystemTheme {
    /** What the window waits at most for the answer: a desktop that does not answer by then is read as light. */
    private static final long WAIT_MILLIS = 1500;
    private static CompletableFuture<Boolean> reading;

    private SystemTheme() {}

    /** Starts reading the desktop's setting (again a no-op once started). */
    static synchronized void startReading() {
        if (reading == null) reading = CompletableFuture.supplyAsync(() -> prefersDark(System.getenv(), SystemTheme::run));
    }

    /** True when the desktop asks for dark windows; waits for the reading {@link #startReading} began. */
    static boolean prefersDark() {
        startReading();
        try {
            return reading.get(WAIT_MILLIS, TimeUnit.MILLISECONDS);
        } catch (Exception e) {
            return false;
        }
    }

    /**
     * The answer from {@code environment} and {@code command} (a command line's output, empty when it cannot
     * run): the first source that says something wins.
     */
    static boolean prefersDark(Map<String, String> environment, Function<List<String>, Optional<String>> command) {
        String gtkTheme = environment.get("GTK_THEME");
        if (gtkTheme != null && !gtkTheme.isBlank()) return isDarkThemeName(gtkTheme);
        String os = System.getProperty("os.name", "").toLowerCase(Locale.ROOT);
        if (os.contains("mac")) {
            return command.apply(List.of("defaults", "read", "-g", "AppleInterfaceStyle"))
                    .map(style -> style.strip().equalsIgnoreCase("dark")).orElse(false);
        }
        if (os.contains("win")) {
            return command.apply(List.of("reg", "query", "HKCU\\Software\\Microsoft\\Windows\\CurrentVersion\\Themes\\Personalize",
                    "/v", "AppsUseLightTheme")).map(out -> out.contains("0x0")).orElse(false);
        }
        Optional<String> scheme = command.apply(List.of("gsettings", "get", "org.gnome.desktop.interface", "color-scheme"));
        if (scheme.isPresent()) {
            String value = scheme.get().toLowerCase(Locale.ROOT);
            if (value.contains("prefer-dark")) return true;
            if (value.contains("prefer-light")) return false;
        }
        return command.apply(List.of("gsettings", "get", "org.gnome.desktop.interface", "gtk-theme"))
                .map(SystemTheme::isDarkThemeName).orElse(false);
    }

    /** A GTK theme's name ("Adwaita-dark", "Adwaita:dark", "'Yaru-Dark'") says dark. */
    static boolean isDarkThemeName(String name) {
        String lower = name.toLowerCase(Locale.ROOT);
        return lower.contains("-dark") || lower.contains(":dark") || lower.contains("_dark");
    }

    private static Optional<String> run(List<String> commandLine) {
        try {
            Process process = new ProcessBuilder(commandLine).redirectErrorStream(true)
                    .redirectInput(ProcessBuilder.Redirect.from(new java.io.File(isWindows() ? "NUL" : "/dev/null"))).start();
            String output;
            try (InputStream in = process.getInputStream()) {
                output = new String(in.readNBytes(4096), StandardCharsets.UTF_8);
            }
            if (!process.waitFor(WAIT_MILLIS, TimeUnit.MILLISECONDS)) {
                process.destroy();
                return Optional.empty();
            }
            return process.exitValue() == 0 ? Optional.of(output) : Optional.empty();
        } catch (IOException e) {
            return Optional.empty();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return Optional.empty();
        }
    }

    private static boolean isWindows() {
        return System.getProperty("os.name", "").toLowerCase(Locale.ROOT).contains("win");
    }
}
