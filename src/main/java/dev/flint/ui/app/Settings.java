package dev.flint.ui.app;

import com.fasterxml.jackson.core.JacksonException;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
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
 * {@code settings.json}, read and written whole with Jackson's streaming parser and generator (not its object
 * mapper: the window reads this file as it opens, and an ObjectMapper's first use cost about 80 ms of the FX
 * thread there): {@code {"version": 1, "values": {KEY: TEXT}, "recentFiles": [PATH, ...]}}, other members ignored. Older Flints wrote {@code settings.properties}; when there is no JSON file
 * yet, that file (beside it, or a properties file at the given path) is read, and the next save writes JSON.
 * The folder is {@code -Dflint.settingsDir} when set (the test suite points it into target/ so
 * tests never touch the user's settings), else {@code $XDG_CONFIG_HOME/flint} or {@code ~/.config/flint}.
 * A missing or unreadable file just means defaults; a failed save is ignored (settings are a comfort).
 */
public final class Settings {
    public static final int MAX_RECENT_FILES = 10;

    private final Path file;
    private final Properties values = new Properties();

    private static final JsonFactory JSON = new JsonFactory();
    /** The file older Flints wrote, read when there is no JSON file yet. */
    static final String LEGACY_NAME = "settings.properties";

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
        Properties json = new Properties();
        try (JsonParser parser = JSON.createParser(bytes)) {
            readDocument(parser, json);
        } catch (JacksonException notJson) {
            values.load(new ByteArrayInputStream(bytes));
            return;
        }
        values.putAll(json);
    }

    /**
     * The document's values (but keys starting with {@code recent.}) and its first {@link #MAX_RECENT_FILES} recent
     * files into {@code into}; nulls are skipped. A member of another shape than the document's is not JSON Flint
     * wrote: a {@link JacksonException}, and the bytes are read as properties text (as the object mapper did).
     */
    private static void readDocument(JsonParser parser, Properties into) throws IOException {
        if (parser.nextToken() != JsonToken.START_OBJECT) throw shape(parser, "an object");
        while (parser.nextToken() == JsonToken.FIELD_NAME) {
            String member = parser.currentName();
            JsonToken value = parser.nextToken();
            if ("values".equals(member) && value == JsonToken.START_OBJECT) {
                while (parser.nextToken() == JsonToken.FIELD_NAME) {
                    String key = parser.currentName();
                    String text = scalarText(parser, parser.nextToken());
                    if (text != null && !key.startsWith("recent.")) into.setProperty(key, text);
                }
            } else if ("recentFiles".equals(member) && value == JsonToken.START_ARRAY) {
                int index = 0;
                for (JsonToken item = parser.nextToken(); item != JsonToken.END_ARRAY; item = parser.nextToken()) {
                    String text = scalarText(parser, item);
                    if (index < MAX_RECENT_FILES && text != null) into.setProperty("recent." + index, text);
                    index++;
                }
            } else if (("values".equals(member) || "recentFiles".equals(member)) && value != JsonToken.VALUE_NULL) {
                throw shape(parser, member.equals("values") ? "an object" : "an array");
            } else {
                parser.skipChildren();
            }
        }
    }

    /** A scalar's text (null for null); an object or array where a text belongs is not the document's shape. */
    private static String scalarText(JsonParser parser, JsonToken token) throws IOException {
        if (token == JsonToken.VALUE_NULL) return null;
        if (token == null || !token.isScalarValue()) throw shape(parser, "a text");
        return parser.getText();
    }

    private static JacksonException shape(JsonParser parser, String expected) {
        return new com.fasterxml.jackson.core.JsonParseException(parser, "expected " + expected);
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
            try (JsonGenerator out = JSON.createGenerator(temporary.toFile(), com.fasterxml.jackson.core.JsonEncoding.UTF8)) {
                out.useDefaultPrettyPrinter();
                out.writeStartObject();
                out.writeNumberField("version", 1);
                out.writeObjectFieldStart("values");
                for (Map.Entry<String, String> entry : others.entrySet()) out.writeStringField(entry.getKey(), entry.getValue());
                out.writeEndObject();
                out.writeArrayFieldStart("recentFiles");
                for (String path : recent) out.writeString(path);
                out.writeEndArray();
                out.writeEndObject();
            }
            Files.move(temporary, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } catch (IOException e) {
            // Losing the window size is not worth bothering the user about.
        }
    }
}
