package dev.flint.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Finite numbers whose sums or spans overflow (1e308) are refused at the model boundary, whatever the
 * format: every command prints one line naming the file, the thread and sample, and the value, and exits
 * 1. Before, {@code tree} printed {@code total=Infinity} with exit 0 and {@code calls}, {@code export} and
 * {@code diff} failed as "a bug in Flint". A time of exactly 2^53 µs still loads.
 */
class ValueRangeTest {
    @TempDir
    Path dir;

    private Path write(String name, String text) throws IOException {
        Path file = dir.resolve(name);
        Files.writeString(file, text);
        return file;
    }

    private static final String SPEEDSCOPE = "{\"$schema\":\"https://www.speedscope.app/file-format-schema.json\","
            + "\"shared\":{\"frames\":[{\"name\":\"main\"},{\"name\":\"work\"}]},\"profiles\":[";

    private static void assertRefusedEverywhere(Path file, String problem) {
        String name = file.toString();
        for (List<String> args : List.of(List.of("info", name), List.of("tree", name), List.of("calls", name),
                List.of("export", name, "--format", "speedscope", "--output", "-"),
                List.of("export", name, "--format", "folded", "--output", "-"), List.of("diff", name, name))) {
            CliRun run = CliRun.of(args.toArray(String[]::new));
            String what = String.join(" ", args) + ": " + run.err();
            assertEquals(Cli.EXIT_BAD_FILE, run.status(), what);
            assertEquals(1, run.errLines().length, what);
            assertTrue(run.err().startsWith(name + ": thread "), what);
            assertTrue(run.err().contains(problem + " is out of range"), what);
            assertEquals("", run.out(), what);
        }
    }

    @Test
    void eventedSpeedscopeAtPlusMinus1e308() throws IOException {
        Path file = write("evented.speedscope.json", SPEEDSCOPE + "{\"type\":\"evented\",\"name\":\"T\","
                + "\"unit\":\"microseconds\",\"startValue\":-1e308,\"endValue\":1e308,\"events\":["
                + "{\"type\":\"O\",\"frame\":0,\"at\":-1e308},{\"type\":\"O\",\"frame\":1,\"at\":0},"
                + "{\"type\":\"C\",\"frame\":1,\"at\":1e308},{\"type\":\"C\",\"frame\":0,\"at\":1e308}]}]}");
        assertRefusedEverywhere(file, "time -1.0E308 \u00b5s");
    }

    @Test
    void sampledSpeedscopeWeighing1e308() throws IOException {
        Path file = write("sampled.speedscope.json", SPEEDSCOPE + "{\"type\":\"sampled\",\"name\":\"T\","
                + "\"unit\":\"none\",\"startValue\":0,\"endValue\":2,\"samples\":[[0],[0,1]],\"weights\":[1e308,1e308]}]}");
        assertRefusedEverywhere(file, "weight 1.0E308");
    }

    @Test
    void hermesSamplesAt1e308() throws IOException {
        // Hermes' trace shape (numbers as strings, as Hermes writes them)
        Path file = write("hermes.json", "{\"traceEvents\":[{\"name\":\"thread_name\",\"ph\":\"M\",\"pid\":1,"
                + "\"tid\":\"1\",\"args\":{\"name\":\"JS thread\"}}],\"samples\":["
                + "{\"cpu\":\"-1\",\"name\":\"\",\"ts\":\"-1e308\",\"pid\":1,\"tid\":\"1\",\"weight\":\"1\",\"sf\":2},"
                + "{\"cpu\":\"-1\",\"name\":\"\",\"ts\":\"1e308\",\"pid\":1,\"tid\":\"1\",\"weight\":\"1\",\"sf\":2}],"
                + "\"stackFrames\":{\"1\":{\"name\":\"[root]\",\"category\":\"root\"},"
                + "\"2\":{\"name\":\"global(index.bundle:1:1)\",\"category\":\"JavaScript\",\"parent\":1}}}");
        assertRefusedEverywhere(file, "time -1.0E308 \u00b5s");
    }

    @Test
    void heapProfileOf1e308ByteNodes() throws IOException {
        String node = "{\"callFrame\":{\"functionName\":\"%s\",\"scriptId\":\"1\",\"url\":\"a.js\",\"lineNumber\":1,"
                + "\"columnNumber\":1},\"selfSize\":%s,\"id\":%d,\"children\":[%s]}";
        String leaves = String.format(node, "a", "1e308", 2, "") + "," + String.format(node, "b", "1e308", 3, "");
        // a file without samples: the tree's weights are the nodes' selfSize
        Path file = write("big.heapprofile", "{\"head\":" + String.format(node, "(root)", "0", 1, leaves) + "}");
        CliRun tree = CliRun.of("tree", file.toString());
        assertEquals(Cli.EXIT_BAD_FILE, tree.status(), tree.out() + tree.err());
        assertTrue(tree.err().contains("weight 1.0E308 is out of range"), tree.err());
    }

    @Test
    void timesUpTo2To53Load() throws IOException {
        Path file = write("edge.speedscope.json", SPEEDSCOPE + "{\"type\":\"evented\",\"name\":\"T\","
                + "\"unit\":\"microseconds\",\"startValue\":9007199254740990,\"endValue\":9007199254740992,"
                + "\"events\":[{\"type\":\"O\",\"frame\":0,\"at\":9007199254740990},"
                + "{\"type\":\"C\",\"frame\":0,\"at\":9007199254740992}]}]}");
        CliRun run = CliRun.of("tree", file.toString());
        assertEquals(0, run.status(), run.err());
        assertEquals("main total=0.002 self=0.002\n", run.out()); // the unit is milliseconds
    }
}
