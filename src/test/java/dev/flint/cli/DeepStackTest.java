package dev.flint.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A folded stack 100,000 frames deep (f0;f1;...;f99999 3): no step may recurse per level. The JSON tree,
 * inverted and transformed, and the calls (one sample: no duration) are complete; the text tree, whose indentation alone would be
 * 10 GB, is refused in one line that points at --json.
 */
class DeepStackTest {
    private static final int DEPTH = 100_000;

    @TempDir
    static Path dir;
    static String file;

    @BeforeAll
    static void writeDeepStack() throws IOException {
        StringBuilder line = new StringBuilder();
        for (int i = 0; i < DEPTH; i++) line.append(i > 0 ? ";" : "").append('f').append(i);
        file = Files.writeString(dir.resolve("deep.folded"), line.append(" 3\n")).toString();
    }

    private static CliRun ok(String... args) {
        CliRun run = CliRun.of(args);
        assertEquals(0, run.status(), run.err());
        assertEquals("", run.err());
        return run;
    }

    private static int count(String text, String part) {
        int n = 0;
        for (int at = text.indexOf(part); at >= 0; at = text.indexOf(part, at + part.length())) n++;
        return n;
    }

    @Test
    void jsonTreeHoldsEveryLevel() {
        String json = ok("tree", file, "--json").out();
        assertTrue(json.startsWith("{\"totalSummary\": 3, \"roots\": [{\"name\": \"f0\", \"total\": 3, \"self\": 0, "
                + "\"children\": [{\"name\": \"f1\", \"total\": 3, \"self\": 0, \"children\": ["), json.substring(0, 200));
        assertEquals(DEPTH, count(json, "\"children\": ["));
        String leaf = "{\"name\": \"f99999\", \"total\": 3, \"self\": 3, \"children\": []}";
        assertTrue(json.endsWith(leaf + "]}".repeat(DEPTH - 1) + "]}\n"), json.substring(json.length() - 200));
    }

    @Test
    void invertedAndTransformedTreesToo() {
        String inverted = ok("tree", file, "--json", "--inverted").out();
        assertTrue(inverted.startsWith("{\"totalSummary\": 3, \"roots\": [{\"name\": \"f99999\", \"total\": 3, \"self\": 3"),
                inverted.substring(0, 200));
        assertEquals(DEPTH, count(inverted, "\"children\": ["));
        String merged = ok("tree", file, "--json", "--transform", "merge-function=f5",
                "--select", "f0;f1;f2;f3;f4;f5;f6").out();
        assertEquals(DEPTH - 1, count(merged, "\"children\": ["));
        assertTrue(merged.endsWith("\"selected\": \"f0;f1;f2;f3;f4;f6\"}\n"), merged.substring(merged.length() - 100));
        String focused = ok("tree", file, "--json", "--transform", "focus-function=f50000").out();
        assertEquals(DEPTH - 50_000, count(focused, "\"children\": ["));
    }

    @Test
    void textTreeIsRefusedInOneLine() {
        CliRun run = CliRun.of("tree", file);
        assertEquals(Cli.EXIT_BAD_FILE, run.status());
        assertEquals(file + ": the call tree nests so deep that its text would hold 9536 MiB of indentation alone:"
                + " use --json, which has none\n", run.err());
        assertEquals("", run.out());
    }

    @Test
    void callsAndInfo() {
        String calls = ok("calls", file).out();
        assertEquals(DEPTH, count(calls, "\"kind\":\"js\""));
        assertTrue(calls.contains("\"name\":\"f99999\",\"url\":\"\",\"line\":-1,\"column\":-1,\"ts\":0,\"dur\":0,\"depth\":99999}"),
                calls.substring(calls.length() - 300));
        assertTrue(ok("info", file).out().contains("\"samples\": 3, \"startMicros\": 0, \"endMicros\": 3, "
                + "\"profileCalls\": 100000"));
    }
}
