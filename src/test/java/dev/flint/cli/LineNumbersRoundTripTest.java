package dev.flint.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.flint.importer.ProfileLoader;
import dev.flint.importer.ProgressListener;
import dev.flint.importer.SourceBytes;
import dev.flint.model.Profile;
import dev.flint.model.ProfileThread;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Lines and columns from file to model to every output (DESIGN.md "Normalise once"): in each format a function
 * {@code work} is defined on line 12, column 5 of /app.js as a person counts (from 1), written in the format's
 * own convention (V8 and Chrome call frames and V8 heap profiles count from 0). The model holds 12:5 whatever
 * the file wrote; the speedscope export (whose spec counts from 1) writes 12 and 5; {@code flint calls}
 * prints the lines as the file has them (DevTools' 0-based numbers for V8 files); a transform names the
 * function {@code work@/app.js:12} (the line people see).
 */
class LineNumbersRoundTripTest {
    /** One format's file; {@code fileLine}/{@code fileColumn}: what {@code flint calls} prints for it (-2: no calls). */
    record Case(String name, String fileName, String text, int fileLine, int fileColumn) {
        @Override
        public String toString() {
            return name;
        }
    }

    private static final String V8_ROOT = "{\"functionName\":\"(root)\",\"scriptId\":\"0\",\"url\":\"\",\"lineNumber\":-1,\"columnNumber\":-1}";
    private static final String V8_WORK = "{\"functionName\":\"work\",\"scriptId\":\"1\",\"url\":\"/app.js\",\"lineNumber\":11,\"columnNumber\":4}";

    static List<Case> cases() {
        List<Case> cases = new ArrayList<>();
        cases.add(new Case("V8 .cpuprofile (0-based)", "a.cpuprofile", """
                {"nodes":[{"id":1,"callFrame":%s,"children":[2]},{"id":2,"callFrame":%s}],
                 "startTime":0,"endTime":3000,"samples":[2,2,2],"timeDeltas":[0,1000,1000]}""".formatted(V8_ROOT, V8_WORK),
                11, 4));
        cases.add(new Case("legacy V8 .cpuprofile head (1-based on the node)", "legacy.cpuprofile", """
                {"head":{"functionName":"(root)","url":"","lineNumber":0,"columnNumber":0,"id":1,"hitCount":0,
                 "children":[{"functionName":"work","url":"/app.js","scriptId":1,"lineNumber":12,"columnNumber":5,
                 "id":2,"hitCount":3,"children":[]}]},
                 "startTime":0,"endTime":0.003,"samples":[2,2,2],"timestamps":[0,1000,2000]}""", 11, 4));
        cases.add(new Case("Chrome trace, Profile and ProfileChunk (0-based)", "trace.json", """
                [{"name":"thread_name","ph":"M","pid":7,"tid":1,"ts":0,"args":{"name":"CrRendererMain"}},
                 {"name":"Profile","ph":"P","id":"0x1","pid":7,"tid":1,"ts":1000,"args":{"data":{"startTime":1000}}},
                 {"name":"ProfileChunk","ph":"P","id":"0x1","pid":7,"tid":1,"ts":1500,"args":{"data":{"cpuProfile":
                  {"nodes":[{"id":1,"callFrame":%s},{"id":2,"parent":1,"callFrame":%s}],"samples":[2,2,2]},
                  "timeDeltas":[0,1000,1000]}}}]""".formatted(V8_ROOT, V8_WORK), 11, 4));
        cases.add(new Case("V8 heap profile (0-based)", "a.heapprofile", """
                {"head":{"callFrame":%s,"selfSize":0,"id":1,"children":[
                 {"callFrame":%s,"selfSize":100,"id":2,"children":[]}]},
                 "samples":[{"size":100,"nodeId":2,"ordinal":1}]}""".formatted(V8_ROOT, V8_WORK), -2, -2));
        cases.add(new Case("speedscope (1-based)", "a.speedscope.json", """
                {"$schema":"https://www.speedscope.app/file-format-schema.json",
                 "shared":{"frames":[{"name":"work","file":"/app.js","line":12,"col":5}]},
                 "profiles":[{"type":"sampled","name":"p","unit":"milliseconds","startValue":0,"endValue":3,
                  "samples":[[0],[0],[0]],"weights":[1,1,1]}]}""", 12, 5));
        return cases;
    }

    private static Path write(Path folder, Case c) throws Exception {
        Path file = folder.resolve(c.fileName());
        Files.writeString(file, c.text());
        return file;
    }

    private static String run(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = Cli.run(args, new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
        assertEquals(0, status, err.toString(StandardCharsets.UTF_8));
        return out.toString(StandardCharsets.UTF_8);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void theModelCountsFromOne(Case c) throws Exception {
        Profile profile = ProfileLoader.load(SourceBytes.of(c.text().getBytes(StandardCharsets.UTF_8), c.fileName()),
                ProgressListener.NONE);
        ProfileThread thread = profile.threads().stream().filter(t -> funcOf(t) >= 0).findFirst().orElseThrow();
        int func = funcOf(thread);
        assertEquals("12:5", thread.funcs().line(func) + ":" + thread.funcs().column(func));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void theSpeedscopeExportCountsFromOne(Case c, @TempDir Path folder) throws Exception {
        JsonNode exported = new ObjectMapper().readTree(run("export", write(folder, c).toString(), "--format", "speedscope",
                "--output", "-"));
        for (JsonNode frame : exported.path("shared").path("frames")) {
            if (frame.path("name").asText().equals("work")) {
                assertEquals("/app.js:12:5", frame.path("file").asText() + ":" + frame.path("line") + ":" + frame.path("col"));
                return;
            }
        }
        throw new AssertionError("no frame work in " + exported);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void callsPrintsTheFilesOwnNumbers(Case c, @TempDir Path folder) throws Exception {
        if (c.fileLine() == -2) return; // a heap profile has no timeline
        JsonNode calls = new ObjectMapper().readTree(run("calls", write(folder, c).toString()));
        List<String> work = new ArrayList<>();
        for (JsonNode thread : calls.path("threads")) {
            for (JsonNode entry : thread.path("entries")) {
                if (entry.path("name").asText().equals("work")) work.add(entry.path("line") + ":" + entry.path("column"));
            }
        }
        assertEquals(List.of(c.fileLine() + ":" + c.fileColumn()), work);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void aTransformNamesTheLinePeopleSee(Case c, @TempDir Path folder) throws Exception {
        // Two functions "work" in /app.js: only the line tells them apart, and it is the 1-based one.
        String text = c.text().replace("\"samples\":[2,2,2]", "\"samples\":[2,2,3]");
        if (text.equals(c.text())) return; // the V8 shapes only: they can hold a second work on another line
        text = text.replace("{\"id\":2,\"parent\":1,\"callFrame\":" + V8_WORK + "}",
                "{\"id\":2,\"parent\":1,\"callFrame\":" + V8_WORK + "},{\"id\":3,\"parent\":1,\"callFrame\":"
                        + V8_WORK.replace("\"lineNumber\":11", "\"lineNumber\":29") + "}");
        text = text.replace("{\"id\":1,\"callFrame\":" + V8_ROOT + ",\"children\":[2]},{\"id\":2,\"callFrame\":" + V8_WORK + "}",
                "{\"id\":1,\"callFrame\":" + V8_ROOT + ",\"children\":[2,3]},{\"id\":2,\"callFrame\":" + V8_WORK
                        + "},{\"id\":3,\"callFrame\":" + V8_WORK.replace("\"lineNumber\":11", "\"lineNumber\":29") + "}");
        if (!text.contains("\"lineNumber\":29")) return; // the legacy head shape
        Path file = folder.resolve(c.fileName());
        Files.writeString(file, text);
        String tree = run("tree", file.toString(), "--transform", "focus-function=work@/app.js:12");
        assertEquals("work total=2 self=2", tree.strip());
    }

    private static int funcOf(ProfileThread thread) {
        for (int f = 0; f < thread.funcs().size(); f++) {
            if (thread.funcName(f).equals("work")) return f;
        }
        return -1;
    }
}
