package dev.flint.record;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The folder the app proposes for a new recording: the last one a recording went to, while it exists; else the
 * user's documents folder (the XDG user dirs' {@code XDG_DOCUMENTS_DIR}, else {@code ~/Documents}) when it
 * exists; else the home folder. Never the working directory, which for an app started from a menu is
 * anywhere.
 */
public final class RecordingFolder {
    private RecordingFolder() {}

    /** For this user: {@code user.home}, and the user dirs under {@code $XDG_CONFIG_HOME} (else ~/.config). */
    public static Path proposed(String lastUsed) {
        Path home = Path.of(System.getProperty("user.home"));
        String config = System.getenv("XDG_CONFIG_HOME");
        return proposed(lastUsed, home, config == null || config.isBlank() ? home.resolve(".config") : Path.of(config));
    }

    /**
     * @param lastUsed the folder of the last recording (a setting), or null
     * @param configHome where {@code user-dirs.dirs} is looked for
     */
    static Path proposed(String lastUsed, Path home, Path configHome) {
        if (lastUsed != null && !lastUsed.isBlank()) {
            Path last = Path.of(lastUsed);
            if (last.isAbsolute() && Files.isDirectory(last)) return last;
        }
        Path documents = xdgDocuments(home, configHome.resolve("user-dirs.dirs"));
        if (documents == null) documents = home.resolve("Documents");
        return Files.isDirectory(documents) ? documents : home;
    }

    /**
     * {@code XDG_DOCUMENTS_DIR="$HOME/Documents"} (or an absolute path) in xdg-user-dirs' file, or null when the
     * file or the line is absent or unreadable. The value is either {@code $HOME/...} or absolute, in double
     * quotes, as {@code xdg-user-dirs-update} writes it.
     */
    static Path xdgDocuments(Path home, Path userDirs) {
        try {
            for (String line : Files.readAllLines(userDirs, StandardCharsets.UTF_8)) {
                String text = line.strip();
                if (!text.startsWith("XDG_DOCUMENTS_DIR=")) continue;
                String value = text.substring("XDG_DOCUMENTS_DIR=".length()).strip();
                if (value.length() >= 2 && value.startsWith("\"") && value.endsWith("\"")) {
                    value = value.substring(1, value.length() - 1);
                }
                if (value.equals("$HOME") || value.equals("$HOME/")) return home;
                if (value.startsWith("$HOME/")) return home.resolve(value.substring("$HOME/".length()));
                return value.startsWith("/") ? Path.of(value) : null;
            }
        } catch (IOException | RuntimeException e) {
            // no user dirs file (not every desktop writes one), or one we cannot read: ~/Documents then
        }
        return null;
    }
}
