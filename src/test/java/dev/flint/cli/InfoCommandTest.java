package dev.flint.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class InfoCommandTest {
    @TempDir
    Path dir;

    private record Run(int status, String out, String err) {}

    private static Run info(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        String[] line = new String[args.length + 1];
        line[0] = "info";
        System.arraycopy(args, 0, line, 1, args.length);
        int status = Cli.run(line, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        return new Run(status, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    @Test
    void aThreadWithoutAnyTimeSpansZeroToZeroNotNull() throws Exception {
        Path file = dir.resolve("empty.json");
        Files.writeString(file, "{\"frames\":[],\"resources\":[],\"stacks\":[],\"samples\":[]}");
        Run run = info(file.toString());
        assertEquals(0, run.status(), run.err());
        assertEquals("{\"format\": \"js-self-profile\", \"threads\": [{\"pid\": 1, \"tid\": 1, \"name\": \"\", "
                + "\"samples\": 0, \"startMicros\": 0, \"endMicros\": 0, \"profileCalls\": 0, \"traceEvents\": 0}]}\n",
                run.out());
    }

    @Test
    void printsFormatAndThreadsOfAFoldedFile() throws Exception {
        Path file = dir.resolve("stacks.txt");
        Files.writeString(file, "a;b 3\na;c 4\n");
        Run run = info(file.toString());
        assertEquals(0, run.status());
        assertEquals("{\"format\": \"folded\", \"threads\": [{\"pid\": 1, \"tid\": 1, \"name\": \"\", \"samples\": 7, "
                + "\"startMicros\": 0, \"endMicros\": 7, \"profileCalls\": 3, \"traceEvents\": 0}]}\n", run.out());
        assertEquals("", run.err());
    }

    @Test
    void printsTheProfileSpanOfACpuProfile() throws Exception {
        Path file = dir.resolve("x");
        Files.writeString(file, "{\"nodes\":[{\"id\":1,\"callFrame\":{\"functionName\":\"(root)\"},\"children\":[2]},"
                + "{\"id\":2,\"callFrame\":{\"functionName\":\"f\",\"url\":\"a.js\"}}],"
                + "\"startTime\":100,\"endTime\":450.5,\"samples\":[2,2],\"timeDeltas\":[10,10]}");
        Run run = info(file.toString());
        assertEquals("{\"format\": \"cpuprofile\", \"threads\": [{\"pid\": 1, \"tid\": 1, \"name\": \"\", \"samples\": 2, "
                + "\"startMicros\": 100, \"endMicros\": 450.5, \"profileCalls\": 1, \"traceEvents\": 0}]}\n", run.out());
    }

    @Test
    void timingsGoToStderrOnePerPhase() throws Exception {
        Path file = dir.resolve("stacks.txt");
        Files.writeString(file, "a;b 3\n");
        Run run = info(file.toString(), "--timings");
        assertEquals(0, run.status());
        String[] lines = run.err().split("\n");
        assertEquals(4, lines.length);
        String[] phases = {"read", "parse", "integrate", "calltree"};
        for (int i = 0; i < 4; i++) {
            assertTrue(lines[i].matches("timing " + phases[i] + " \\d+(\\.\\d+)?"), lines[i]);
        }
    }

    @Test
    void aBadFileIsOneLineOnStderrAndStatusOne() throws Exception {
        Path file = dir.resolve("empty.cpuprofile");
        Files.write(file, new byte[0]);
        Run run = info(file.toString());
        assertEquals(Cli.EXIT_BAD_FILE, run.status());
        assertEquals("", run.out());
        assertEquals(file + ": the file is empty\n", run.err());
    }

    @Test
    void wrongArgumentsAreAUsageError() {
        assertEquals(Cli.EXIT_USAGE, info().status());
        assertEquals(Cli.EXIT_USAGE, info("a", "b").status());
        assertEquals(Cli.EXIT_USAGE, info("a", "--bogus").status());
    }
}
