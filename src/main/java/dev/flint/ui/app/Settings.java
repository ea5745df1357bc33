package dev.flint.ui.app;

import com.fasterxml.jackson.core.JacksonException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.TreeMap;

/**
 * The user's settings (window size, splitter positions, theme, recent files) in one small JSON document,
 * {@code settings.json}, read and written whole with Jackson: {@code {"version": 1, "values": {KEY: TEXT},
 * "recentFiles": [PATH, ...]}}. Older Flints wrote {@code settings.properties}; when there is no JSON file
 * yet, that file (beside it, or a properties file at the given path) is read, and the next save writes JSON.
 * The folder is {@code -Dflint.settingsDir} when set (the test suite points it into target/ so
 * tests never touch the user's settings), else {@code $XDG_CONFIG_HOME/flint} or {@code ~/.config/flint}.
 * A missing or unreadable file just means defaults; a failed save is ignored (settings are a comfort).
 */
public final class Settings {
    public static final int MAX_RECENT_FILES = 10;

    private final Path file;
    private final Properties values = new Properties();

    private static final ObjectMapper JSON = new ObjectMapper()
            .enable(SerializationFeature.INDENT_OUTPUT)
            .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);
    /** The file older Flints wrote, read when there is no JSON file yet. */
    static final String LEGACY_NAME = "settings.properties";

    /** The document on disk; {@code values} holds every setting but the recent files, which keep their order. */
    record Document(int version, Map<String, String> values, List<String> recentFiles) {}

    public Settings(Path file) {
        this.file = file;
        Path source = Files.isRegularFile(file) ? file : file.resolveSibling(LEGACY_NAME);
        if (Files.isRegularFile(source)) {
            try {
                read(Files.readAllBytes(source));
            } catch (IOException | IllegalArgumentException e) {
                values.clear();
            }
        }
    }

    /** A JSON document, or the properties text older Flints wrote. */
    private void read(byte[] bytes) throws IOException {
        Document document;
        try {
            document = JSON.readValue(bytes, Document.class);
        } catch (JacksonException notJson) {
            values.load(new ByteArrayInputStream(bytes));
            return;
        }
        if (document.values() != null) {
            document.values().forEach((key, value) -> {
                if (key != null && value != null && !key.startsWith("recent.")) values.setProperty(key, value);
            });
        }
        List<String> recent = document.recentFiles() == null ? List.of() : document.recentFiles();
        for (int i = 0; i < Math.min(recent.size(), MAX_RECENT_FILES); i++) {
            if (recent.get(i) != null) values.setProperty("recent." + i, recent.get(i));
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
        return new Settings(folder.resolve("settings.json"));
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
        Map<String, String> others = new TreeMap<>();
        for (String key : values.stringPropertyNames()) {
            if (!key.startsWith("recent.")) others.put(key, values.getProperty(key));
        }
        List<String> recent = recentFiles().stream().map(Path::toString).toList();
        try {
            Files.createDirectories(file.getParent());
            // Whole or not at all: a crash mid-write must not leave half a document.
            Path temporary = file.resolveSibling(file.getFileName() + ".part");
            JSON.writeValue(temporary.toFile(), new Document(1, others, recent));
            Files.move(temporary, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } catch (IOException e) {
            // Losing the window size is not worth bothering the user about.
        }
    }
}
