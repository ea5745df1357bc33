package dev.flint.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.zip.GZIPInputStream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code --no-source-maps} (DESIGN.md, "Command line"): generated names even when the file carries its maps.
 * The Chromium trace saved with "Include script source maps" maps without any option; the same trace with
 * its metadata's maps renamed away is what every command printed before maps were applied.
 */
class NoSourceMapsTest {
    private static final String TRACE = "testdata/sourcemaps/profiles/chromium-esbuild.trace.json.gz";

    @TempDir
    static Path directory;
    private static String stripped;

    @BeforeAll
    static void stripTheSavedMaps() throws IOException {
        String text;
        try (InputStream in = new GZIPInputStream(Files.newInputStream(Path.of(TRACE)))) {
            text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        assertTrue(text.startsWith("{\"metadata\": {"), "saved as DevTools saves: metadata first");
        Path path = directory.resolve("chromium-esbuild-without-maps.trace.json");
        Files.writeString(path, text.replace("\"sourceMaps\": [", "\"notSourceMaps\": ["));
        stripped = path.toString();
    }

    private static String ok(String... args) {
        CliRun run = CliRun.of(args);
        assertEquals(0, run.status(), run.err());
        return run.out();
    }

    @Test
    void callsPrintsWhatItPrintedBeforeTheMapsApplied() {
        String off = ok("calls", TRACE, "--no-source-maps");
        assertEquals(ok("calls", stripped), off);
        assertNotEquals(ok("calls", TRACE), off);
    }

    @Test
    void theTreeShowsGeneratedNamesWithTheFlagAndOriginalOnesWithout() {
        String mapped = ok("tree", TRACE);
        String off = ok("tree", TRACE, "--no-source-maps");
        assertEquals(ok("tree", stripped), off);
        // app-src's original functions (the bundle is minified: none of these names is in it).
        for (String original : new String[] {"runFrame", "countCollisions", "distanceBetween", "latticeHash"}) {
            assertTrue(mapped.contains(" " + original + " total="), original + " in\n" + mapped);
            assertFalse(off.contains(" " + original + " total="), original + " in\n" + off);
        }
    }

    @Test
    void infoAndExportLeaveTheMapsOutToo() {
        assertTrue(ok("info", TRACE).contains("\"sourceMaps\": {\"maps\": 1,"));
        String off = ok("info", TRACE, "--no-source-maps");
        assertFalse(off.contains("\"sourceMaps\""), off);
        assertEquals(ok("info", stripped), off);
        assertEquals(ok("export", stripped, "--format", "folded", "--output", "-"),
                ok("export", TRACE, "--format", "folded", "--output", "-", "--no-source-maps"));
    }
}
