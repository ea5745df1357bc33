package dev.flint.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Messages that name a file's threads or functions quote at most 200 characters of each piece, escape
 * control characters, and list at most 10 alternatives (DESIGN.md); functions no name tells apart are
 * addressed as {@code NAME#N}. The files are made here (speedscope JSON from its documented shape).
 */
class HostileMessagesTest {
    @TempDir
    Path dir;

    /** A speedscope file of {@code threads} sampled profiles named by {@code name(i)}, each one sample. */
    private Path speedscopeThreads(int threads, java.util.function.IntFunction<String> name) throws IOException {
        StringBuilder json = new StringBuilder("{\"$schema\":\"https://www.speedscope.app/file-format-schema.json\","
                + "\"shared\":{\"frames\":[{\"name\":\"main\"}]},\"profiles\":[");
        for (int i = 0; i < threads; i++) {
            if (i > 0) json.append(',');
            json.append("{\"type\":\"sampled\",\"name\":\"").append(name.apply(i)).append("\",\"unit\":\"none\","
                    + "\"startValue\":0,\"endValue\":1,\"samples\":[[0]],\"weights\":[1]}");
        }
        Path file = dir.resolve("threads.speedscope.json");
        Files.writeString(file, json.append("]}"), StandardCharsets.UTF_8);
        return file;
    }

    @Test
    void badThreadListsNamesEscaped() throws IOException {
        // ESC ] 0 ; title BEL sets a terminal's title; CR returns to the line's start
        Path file = speedscopeThreads(2, i -> "w" + i + "\\u001b]0;owned\\u0007\\r");
        CliRun run = CliRun.of("tree", file.toString(), "--thread", "nope");
        assertEquals(Cli.EXIT_USAGE, run.status(), run.err());
        assertEquals(1, run.errLines().length, run.err());
        assertFalse(run.err().chars().anyMatch(c -> c < 0x20 && c != '\n'), run.err());
        assertTrue(run.err().contains("(w0\\x1b]0;owned\\x07\\x0d)"), run.err());
    }

    @Test
    void badThreadAmong20kThreadsListsTen() throws IOException {
        Path file = speedscopeThreads(20_000, i -> "worker-" + i);
        CliRun run = CliRun.of("tree", file.toString(), "--thread", "nope");
        assertEquals(1, run.errLines().length, run.err());
        assertTrue(run.err().length() < 1000, run.err().length() + " chars");
        assertTrue(run.err().contains("(worker-9), and 19,990 more"), run.err());
    }

    @Test
    void aLongThreadNameIsCut() throws IOException {
        Path file = speedscopeThreads(1, i -> "x".repeat(5000));
        CliRun run = CliRun.of("tree", file.toString(), "--thread", "nope");
        assertTrue(run.err().length() < 400, run.err().length() + " chars");
        assertTrue(run.err().contains("xxx...xxx"), run.err());
    }

    /** 20,000 functions named {@code f} in one script at one line: no name tells them apart. */
    private Path sameNamedFunctions() throws IOException {
        StringBuilder folded = new StringBuilder();
        StringBuilder frames = new StringBuilder();
        StringBuilder samples = new StringBuilder();
        for (int i = 0; i < 20_000; i++) {
            if (i > 0) {
                frames.append(',');
                samples.append(',');
            }
            frames.append("{\"name\":\"f\",\"file\":\"same.js\",\"line\":1}");
            samples.append('[').append(i).append(']');
        }
        folded.append("{\"$schema\":\"https://www.speedscope.app/file-format-schema.json\",\"shared\":{\"frames\":[")
                .append(frames).append("]},\"profiles\":[{\"type\":\"sampled\",\"name\":\"t\",\"unit\":\"none\","
                        + "\"startValue\":0,\"endValue\":20000,\"samples\":[").append(samples)
                .append("],\"weights\":[").append("1,".repeat(19_999)).append("1]}]}");
        Path file = dir.resolve("same.speedscope.json");
        Files.writeString(file, folded, StandardCharsets.UTF_8);
        return file;
    }

    @Test
    void ambiguousNameAmong20kFunctionsListsTenAndTheNumberedFormAddressesEach() throws IOException {
        Path file = sameNamedFunctions();
        CliRun ambiguous = CliRun.of("tree", file.toString(), "--transform", "focus-function=f");
        assertEquals(1, ambiguous.errLines().length, ambiguous.err());
        assertTrue(ambiguous.err().length() < 600, ambiguous.err().length() + " chars: " + ambiguous.err());
        assertTrue(ambiguous.err().contains("matches 20,000 functions: f@same.js:1, "), ambiguous.err());
        assertTrue(ambiguous.err().contains(", and 19,990 more; write NAME@RESOURCE, NAME@RESOURCE:LINE or NAME#N"),
                ambiguous.err());

        CliRun last = CliRun.of("tree", file.toString(), "--transform", "focus-function=f#20000");
        assertEquals(0, last.status(), last.err());
        assertEquals("f total=1 self=1\n", last.out());
        CliRun inScript = CliRun.of("tree", file.toString(), "--transform", "drop-function=f@same.js:1#2");
        assertEquals(0, inScript.status(), inScript.err());
        assertEquals(19_999, inScript.out().split("\n").length); // 20,000 roots, one dropped

        CliRun past = CliRun.of("tree", file.toString(), "--transform", "focus-function=f#20001");
        assertEquals(Cli.EXIT_USAGE, past.status());
        assertTrue(past.err().contains("there are 20,000 functions of that name, #1 to #20000"), past.err());
    }

    @Test
    void aTransformAboutAFunctionAnEarlierOneRemovedGivesTheEmptyTree() throws IOException {
        Path file = dir.resolve("t.folded");
        Files.writeString(file, "A;B 1\nA;C 2\n");
        CliRun run = CliRun.of("tree", file.toString(), "--transform", "drop-function=B",
                "--transform", "focus-function=B");
        assertEquals(0, run.status(), run.err());
        assertEquals("", run.out());
        assertEquals("", run.err());
        CliRun export = CliRun.of("export", file.toString(), "--format", "folded", "--output", "-",
                "--transform", "focus-function=B", "--transform", "merge-function=B", "--transform", "drop-function=B");
        assertEquals(0, export.status(), export.err());

        CliRun unknown = CliRun.of("tree", file.toString(), "--transform", "drop-function=B",
                "--transform", "focus-function=Z");
        assertEquals(Cli.EXIT_USAGE, unknown.status());
        assertTrue(unknown.err().contains("no function named \"Z\""), unknown.err());
    }

    @Test
    void aDeepJsonPathIsCut() throws IOException {
        // a heap profile 600 nodes deep whose deepest node is damaged: the JSON path alone is 6 KB
        StringBuilder json = new StringBuilder("{\"head\":");
        for (int i = 1; i <= 600; i++) {
            json.append("{\"callFrame\":{\"functionName\":\"f").append(i).append("\",\"scriptId\":\"1\",\"url\":\"a.js\","
                    + "\"lineNumber\":1,\"columnNumber\":1},\"selfSize\":").append(i == 600 ? "\"oops\"" : "1")
                    .append(",\"id\":").append(i).append(",\"children\":[");
        }
        json.append("]}".repeat(600)).append(",\"samples\":[]}");
        Path file = dir.resolve("deep.heapprofile");
        Files.writeString(file, json);
        CliRun run = CliRun.of("info", file.toString());
        assertEquals(Cli.EXIT_BAD_FILE, run.status(), run.err());
        assertEquals(1, run.errLines().length, run.err());
        assertTrue(run.err().length() < 400, run.err().length() + " chars: " + run.err());
        assertTrue(run.err().startsWith(file + ": $.head.children[0].children[0]."), run.err());
    }
}
