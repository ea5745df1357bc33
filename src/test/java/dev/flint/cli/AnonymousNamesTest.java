package dev.flint.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A function without a name is "(anonymous)" in `flint tree` text, JSON and PATHs (DESIGN.md), "" in calls. */
class AnonymousNamesTest {
    @TempDir
    static Path dir;
    static String file;

    @BeforeAll
    static void writeProfile() throws IOException {
        String profile = "{\"nodes\":["
                + "{\"id\":1,\"callFrame\":{\"functionName\":\"(root)\",\"scriptId\":\"0\",\"url\":\"\",\"lineNumber\":-1,\"columnNumber\":-1},\"children\":[2]},"
                + "{\"id\":2,\"callFrame\":{\"functionName\":\"main\",\"scriptId\":\"3\",\"url\":\"file:///a.js\",\"lineNumber\":0,\"columnNumber\":0},\"children\":[3]},"
                + "{\"id\":3,\"callFrame\":{\"functionName\":\"\",\"scriptId\":\"3\",\"url\":\"file:///a.js\",\"lineNumber\":4,\"columnNumber\":10}}],"
                + "\"startTime\":0,\"endTime\":4000,\"samples\":[2,3,3,3],\"timeDeltas\":[1000,1000,1000,1000]}";
        file = Files.writeString(dir.resolve("anonymous.cpuprofile"), profile).toString();
    }

    private static String ok(String... args) {
        CliRun run = CliRun.of(args);
        assertEquals(0, run.status(), run.err());
        return run.out();
    }

    @Test
    void textAndJson() {
        assertEquals("""
                main total=4 self=1
                  (anonymous) total=3 self=3
                """, ok("tree", file));
        assertEquals("{\"totalSummary\": 4, \"roots\": [{\"name\": \"main\", \"total\": 4, \"self\": 1, \"children\": "
                + "[{\"name\": \"(anonymous)\", \"total\": 3, \"self\": 3, \"children\": []}]}]}\n", ok("tree", file, "--json"));
    }

    @Test
    void pathsAndTransformsNameIt() {
        assertEquals("""
                main total=4 self=4
                selected: main
                expanded: main
                """, ok("tree", file, "--select", "main;(anonymous)", "--expand", "main;(anonymous)",
                "--transform", "merge-function=(anonymous)"));
        assertEquals("""
                (anonymous) total=3 self=3
                selected: (anonymous)
                """, ok("tree", file, "--select", "main;(anonymous)", "--transform", "focus-function=(anonymous)"));
    }

    @Test
    void callsKeepTheFilesEmptyName() {
        assertEquals(true, ok("calls", file).contains("{\"kind\":\"js\",\"name\":\"\",\"url\":\"file:///a.js\""));
    }
}
