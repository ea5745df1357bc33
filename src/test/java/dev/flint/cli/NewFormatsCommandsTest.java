package dev.flint.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Path;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Every command the issue names reads the two newest formats: a Perfetto trace Chromium wrote
 * ({@code testdata/perfetto}) and an OpenTelemetry profile async-profiler converted ({@code testdata/otlp}).
 * info, tree, calls, export, diff and insights each exit 0 with their output; the folded export of the shown
 * thread reads back as the same tree, and a diff of the file with itself has no delta.
 */
class NewFormatsCommandsTest {
    @TempDir
    Path dir;

    private static CliRun ok(String... args) {
        CliRun run = CliRun.of(args);
        assertEquals(0, run.status(), String.join(" ", args) + ": " + run.err());
        return run;
    }

    @ParameterizedTest
    @ValueSource(strings = {"testdata/perfetto/chrome-page.pftrace.gz", "testdata/otlp/converter.otlp"})
    void everyCommandReadsIt(String file) throws Exception {
        ObjectMapper json = new ObjectMapper();
        JsonNode info = json.readTree(ok("info", file).out());
        assertTrue(info.get("threads").size() > 0, info.toString());

        String tree = ok("tree", file).out();
        assertTrue(!tree.isBlank(), "a tree of the default thread");
        JsonNode calls = json.readTree(ok("calls", file).out());
        assertTrue(calls.size() > 0, "timeline entries");

        Path folded = dir.resolve("export.folded");
        ok("export", file, "--format", "folded", "--output", folded.toString());
        assertEquals(tree, ok("tree", folded.toString()).out(), "the folded export reads back as the same tree");
        JsonNode speedscope = json.readTree(ok("export", file, "--format", "speedscope", "--output", "-").out());
        assertTrue(speedscope.has("profiles"), "a speedscope file");

        String diff = ok("diff", file, file).out();
        assertTrue(!diff.isBlank());
        for (String line : diff.split("\n")) {
            assertTrue(line.contains(" total=0 self=0 "), "no delta against itself: " + line);
        }

        JsonNode insights = json.readTree(ok("insights", file, "--json").out());
        assertTrue(insights.get("findings").isArray());
    }
}
