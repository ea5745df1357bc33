package dev.flint.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Export round trips (DESIGN.md "Export details"): {@code flint tree} of a folded export equals
 * {@code flint tree} of the original when two functions of one name but different scripts share a caller,
 * with weights printed as the tree prints them; a speedscope export names its profiles {@code NAME
 * (PID:TID)} and its {@code activeProfileIndex} is the default thread, which Flint's reader opens on.
 */
class ExportRoundTripCliTest {
    @TempDir
    Path dir;

    private static String callFrame(String name, String url, int scriptId) {
        return "{\"functionName\":\"" + name + "\",\"scriptId\":\"" + scriptId + "\",\"url\":\"" + url
                + "\",\"lineNumber\":0,\"columnNumber\":0}";
    }

    /** main calls render of a.js and render of b.js; the deltas make sums with float noise. */
    private Path twoRenders() throws IOException {
        String json = "{\"nodes\":["
                + "{\"id\":1,\"callFrame\":" + callFrame("(root)", "", 0) + ",\"children\":[2]},"
                + "{\"id\":2,\"callFrame\":" + callFrame("main", "file:///app/main.js", 1) + ",\"children\":[3,4]},"
                + "{\"id\":3,\"callFrame\":" + callFrame("render", "file:///app/a.js", 2) + ",\"children\":[]},"
                + "{\"id\":4,\"callFrame\":" + callFrame("render", "file:///app/b.js", 3) + ",\"children\":[]}],"
                + "\"startTime\":0,\"endTime\":215656,\"samples\":[3,4,3,3,4,2,3],"
                + "\"timeDeltas\":[0,100321,33107,66993,10001,700,3300]}";
        Path file = dir.resolve("two-renders.cpuprofile");
        Files.writeString(file, json);
        return file;
    }

    @Test
    void foldedKeepsSameNamedFunctionsOfTwoScriptsApart() throws IOException {
        Path original = twoRenders();
        Path folded = dir.resolve("out.folded");
        CliRun export = CliRun.of("export", original.toString(), "--format", "folded", "--output", folded.toString());
        assertEquals(0, export.status(), export.err());
        assertEquals("main 3.3\nmain;render [file:///app/a.js] 213.052\nmain;render [file:///app/b.js] 33.807\n",
                Files.readString(folded));
        String tree = CliRun.of("tree", original.toString()).out();
        assertEquals("main total=250.159 self=3.3\n  render total=213.052 self=213.052\n"
                + "  render total=33.807 self=33.807\n", tree);
        assertEquals(tree, CliRun.of("tree", folded.toString()).out());
    }

    @Test
    void foldedReaderTakesABracketedSuffixAsTheResourceOnly() throws IOException {
        Path folded = dir.resolve("in.folded");
        Files.writeString(folded, "[unknown];main;f [a.js] 2\n[unknown];main;f [b.js] 1\n[unknown];main;g_[j] 1\n");
        assertEquals("[unknown] total=4 self=0\n  main total=4 self=0\n    f total=2 self=2\n    f total=1 self=1\n"
                + "    g total=1 self=1\n", CliRun.of("tree", folded.toString()).out());
    }

    private static final String SPEEDSCOPE = "{\"$schema\":\"https://www.speedscope.app/file-format-schema.json\","
            + "\"shared\":{\"frames\":[{\"name\":\"main\"},{\"name\":\"a\"},{\"name\":\"b\"},{\"name\":\"c\"}]},";

    /** main: 5 samples of one stack (one run once exported); worker: 3 samples of three stacks. */
    private Path twoThreads(String active) throws IOException {
        Path file = dir.resolve("two.speedscope.json");
        Files.writeString(file, SPEEDSCOPE + active + "\"profiles\":["
                + "{\"type\":\"sampled\",\"name\":\"main\",\"unit\":\"none\",\"startValue\":0,\"endValue\":5,"
                + "\"samples\":[[0],[0],[0],[0],[0]],\"weights\":[1,1,1,1,1]},"
                + "{\"type\":\"sampled\",\"name\":\"worker\",\"unit\":\"none\",\"startValue\":0,\"endValue\":3,"
                + "\"samples\":[[1],[2],[3]],\"weights\":[1,1,1]}]}");
        return file;
    }

    @Test
    void speedscopeKeepsTheDefaultThreadAndThreadIdentities() throws IOException {
        Path original = twoThreads("");
        assertEquals("main total=5 self=5\n", CliRun.of("tree", original.toString()).out());
        Path exported = dir.resolve("out.speedscope.json");
        CliRun export = CliRun.of("export", original.toString(), "--format", "speedscope", "--output", exported.toString());
        assertEquals(0, export.status(), export.err());
        String text = Files.readString(exported);
        assertTrue(text.contains("\"activeProfileIndex\":0"), text);
        assertTrue(text.contains("\"name\":\"main (1:1)\"") && text.contains("\"name\":\"worker (1:2)\""), text);
        // the export merged main's five samples into one run: the busiest by count is now worker
        assertEquals("main total=5 self=5\n", CliRun.of("tree", exported.toString()).out());
        String info = CliRun.of("info", exported.toString()).out();
        assertTrue(info.contains("\"pid\": 1, \"tid\": 1, \"name\": \"main\""), info);
        assertTrue(info.contains("\"pid\": 1, \"tid\": 2, \"name\": \"worker\""), info);
    }

    @Test
    void speedscopeReaderOpensOnActiveProfileIndex() throws IOException {
        Path file = twoThreads("\"activeProfileIndex\":1,");
        assertEquals("a total=1 self=1\nb total=1 self=1\nc total=1 self=1\n", CliRun.of("tree", file.toString()).out());
        Path exported = dir.resolve("again.speedscope.json");
        assertEquals(0, CliRun.of("export", file.toString(), "--format", "speedscope", "--output", exported.toString())
                .status());
        assertTrue(Files.readString(exported).contains("\"activeProfileIndex\":1"));
    }
}
