package dev.flint.ui.app;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.flint.ui.common.FileDrop;
import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SettingsTest {
    @TempDir
    Path folder;

    @Test
    void recentFilesKeepTheLatestFirstWithoutDuplicatesAndSurviveARestart() {
        Path file = folder.resolve("flint").resolve("settings.properties");
        Settings settings = new Settings(file);
        settings.addRecentFile(Path.of("/p/a.cpuprofile"));
        settings.addRecentFile(Path.of("/p/b.json"));
        settings.addRecentFile(Path.of("/p/a.cpuprofile"));
        settings.putDouble("window.width", 1234);
        settings.save();

        Settings reloaded = new Settings(file);
        assertEquals(List.of(Path.of("/p/a.cpuprofile"), Path.of("/p/b.json")), reloaded.recentFiles());
        assertEquals(1234, reloaded.getDouble("window.width", 0));
    }

    /**
     * settings.json as another Flint may write it: members this one does not know are skipped (objects and arrays
     * too), nulls and "recent." keys among the values are left out, numbers are read as their text; a document
     * whose values are not an object is not read as settings.
     */
    @Test
    void theJsonDocumentIsReadLeniently() throws IOException {
        Path file = Files.createDirectories(folder.resolve("flint")).resolve("settings.json");
        Files.writeString(file, """
                {"version": 2, "later": {"a": [1, {"b": null}]},
                 "values": {"theme": "dark", "window.width": 1234, "gone": null, "recent.0": "/p/x"},
                 "recentFiles": ["/p/b.json", null, "/p/c.json"], "tail": [true]}""");
        Settings settings = new Settings(file);
        assertEquals("dark", settings.getString("theme", "light"));
        assertEquals(1234, settings.getDouble("window.width", 0));
        assertEquals("none", settings.getString("gone", "none"));
        // The recent list stops at its first gap, as it always did.
        assertEquals(List.of(Path.of("/p/b.json")), settings.recentFiles());

        Files.writeString(file, "{\"values\": [\"theme\"]}");
        assertEquals("light", new Settings(file).getString("theme", "light"));
    }

    @Test
    void theListStopsAtTenAndBadValuesFallBack() {
        Settings settings = new Settings(folder.resolve("s.properties"));
        for (int i = 0; i < 15; i++) settings.addRecentFile(Path.of("/p/" + i));
        assertEquals(Settings.MAX_RECENT_FILES, settings.recentFiles().size());
        assertEquals(Path.of("/p/14"), settings.recentFiles().get(0));
        settings.putString("split.vertical", "not a number");
        assertEquals(0.5, settings.getDouble("split.vertical", 0.5));
    }

    /** settings.properties as Flint wrote it before settings.json (Properties.store): read, then saved as JSON. */
    @Test
    void theSettingsFileAnOlderFlintWroteIsReadAndSavedAsJson() throws IOException {
        Path flint = Files.createDirectories(folder.resolve("flint"));
        Files.writeString(flint.resolve("settings.properties"), """
                #Flint settings
                #Fri Nov 27 04:00:00 UTC 2026
                recent.0=/p/b.json
                recent.1=/p/a b.cpuprofile
                split.vertical=0.62
                theme=dark
                window.width=1234.0
                """);
        Settings settings = new Settings(flint.resolve("settings.json"));
        assertEquals(List.of(Path.of("/p/b.json"), Path.of("/p/a b.cpuprofile")), settings.recentFiles());
        assertEquals(0.62, settings.getDouble("split.vertical", 0.5));
        assertEquals("dark", settings.getString("theme", "light"));
        settings.save();
        assertEquals("""
                {
                  "version" : 1,
                  "values" : {
                    "split.vertical" : "0.62",
                    "theme" : "dark",
                    "window.width" : "1234.0"
                  },
                  "recentFiles" : [ "/p/b.json", "/p/a b.cpuprofile" ]
                }""", Files.readString(flint.resolve("settings.json")));
        Settings reloaded = new Settings(flint.resolve("settings.json"));
        assertEquals(settings.recentFiles(), reloaded.recentFiles());
        assertEquals(1234, reloaded.getDouble("window.width", 0));
    }

    @Test
    void dropsKeepOnlyRegularFiles() throws IOException {
        Path file = Files.writeString(folder.resolve("x.cpuprofile"), "{}");
        List<Path> accepted = FileDrop.acceptable(List.of(file.toFile(), folder.toFile(), new File(folder.toFile(), "missing")));
        assertEquals(List.of(file.toAbsolutePath()), accepted);
    }
}
