package dev.flint.desktop;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Map;

/**
 * Where the running instance publishes itself, per user: the session's runtime directory where the
 * platform has one (it is private to the user and emptied at logout, so stale files rarely outlive a
 * session), else the per-user application data directory.
 */
public final class InstanceDirectory {
    /** Overrides everything; tests and people running two installs side by side use it. */
    public static final String PROPERTY = "flint.instanceDir";

    private InstanceDirectory() {}

    public static Path forCurrentUser() {
        return resolve(System.getProperty(PROPERTY), System.getProperty("os.name", ""),
                System.getProperty("user.home"), System.getenv());
    }

    static Path resolve(String override, String osName, String userHome, Map<String, String> environment) {
        if (override != null && !override.isBlank()) return Path.of(override);
        Path home = Path.of(userHome);
        String os = osName.toLowerCase(Locale.ROOT);
        if (os.startsWith("mac")) return home.resolve("Library/Application Support/Flint");
        if (os.startsWith("windows")) {
            String localAppData = environment.get("LOCALAPPDATA");
            return localAppData != null && !localAppData.isBlank()
                    ? Path.of(localAppData, "Flint") : home.resolve("AppData/Local/Flint");
        }
        String runtime = environment.get("XDG_RUNTIME_DIR");
        if (runtime != null && !runtime.isBlank() && Files.isDirectory(Path.of(runtime))) {
            return Path.of(runtime, "flint");
        }
        String config = environment.get("XDG_CONFIG_HOME");
        Path configHome = config != null && !config.isBlank() ? Path.of(config) : home.resolve(".config");
        return configHome.resolve("flint");
    }
}
