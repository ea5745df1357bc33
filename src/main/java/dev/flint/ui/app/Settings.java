package dev.flint.ui.app;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;

/**
 * The user's settings (window size, splitter positions, theme, recent files) in one small properties
 * file. The folder is {@code -Dflint.settingsDir} when set (the test suite points it into target/ so
 * tests never touch the user's settings), else {@code $XDG_CONFIG_HOME/flint} or {@code ~/.config/flint}.
 * A missing or unreadable file just means defaults; a failed save is ignored (settings are a comfort).
 */
public final class Settings {
    public static final int MAX_RECENT_FILES = 10;

    private final Path file;
    private final Properties values = new Properties();

    public Settings(Path file) {
        this.file = file;
        if (Files.isRegularFile(file)) {
            try (InputStream in = Files.newInputStream(file)) {
                values.load(in);
            } catch (IOException | IllegalArgumentException e) {
                values.clear();
            }
        }
    }

    /** The settings file for this run: see the class comment. */
    public static Settings forCurrentUser() {
        String override = System.getProperty("flint.settingsDir");
        Path folder;
        if (override != null && !override.isBlank()) {
            folder = Path.of(override);
        } else {
            String xdg = System.getenv("XDG_CONFIG_HOME");
            folder = xdg != null && !xdg.isBlank() ? Path.of(xdg, "flint")
                    : Path.of(System.getProperty("user.home"), ".config", "flint");
        }
        return new Settings(folder.resolve("settings.properties"));
    }

    public Path file() { return file; }

    public double getDouble(String key, double fallback) {
        String text = values.getProperty(key);
        if (text == null) return fallback;
        try {
            double value = Double.parseDouble(text);
            return Double.isFinite(value) ? value : fallback;
        } catch (NumberFormatException e) {
            return fallback;
        }
    }

    public void putDouble(String key, double value) {
        values.setProperty(key, Double.toString(value));
    }

    public String getString(String key, String fallback) {
        return values.getProperty(key, fallback);
    }

    public void putString(String key, String value) {
        values.setProperty(key, value);
    }

    /** Most recent first. */
    public List<Path> recentFiles() {
        List<Path> files = new ArrayList<>();
        for (int i = 0; i < MAX_RECENT_FILES; i++) {
            String text = values.getProperty("recent." + i);
            if (text == null) break;
            try {
                files.add(Path.of(text));
            } catch (RuntimeException e) {
                // A path this platform cannot represent: skip it.
            }
        }
        return files;
    }

    /** Moves {@code opened} to the front of the recent list, keeping at most {@link #MAX_RECENT_FILES}. */
    public void addRecentFile(Path opened) {
        List<Path> files = recentFiles();
        Path absolute = opened.toAbsolutePath().normalize();
        files.remove(absolute);
        files.add(0, absolute);
        for (int i = 0; i < MAX_RECENT_FILES; i++) {
            if (i < files.size()) values.setProperty("recent." + i, files.get(i).toString());
            else values.remove("recent." + i);
        }
    }

    public void save() {
        try {
            Files.createDirectories(file.getParent());
            try (OutputStream out = Files.newOutputStream(file)) {
                values.store(out, "Flint settings");
            }
        } catch (IOException e) {
            // Losing the window size is not worth bothering the user about.
        }
    }
}
