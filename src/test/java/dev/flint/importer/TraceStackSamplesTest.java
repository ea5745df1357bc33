package dev.flint.importer;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.flint.model.Profile;
import dev.flint.model.ProfileFormat;
import dev.flint.model.ProfileThread;
import dev.flint.model.WeightType;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Trace Event stackFrames + samples (testdata/trace-samples, hand-made: see the README there). */
class TraceStackSamplesTest {
    private static final String HERMES = "testdata/trace-samples/hermes.json";
    private static final String CATAPULT = "testdata/trace-samples/catapult.json";

    @Test
    void hermesSamplesMergeIntoTheNamedTraceThread() throws Exception {
        Profile profile = Loads.bytes(Files.readAllBytes(Path.of(HERMES)), "unknown");
        assertEquals(ProfileFormat.CHROME_TRACE, profile.format());
        ProfileThread thread = profile.threads().get(0);
        assertEquals(1, profile.threads().size());
        assertEquals("JS thread", thread.name());
        assertEquals("hermes", thread.processName());
        assertEquals(6, thread.samples().size());
        assertEquals(1, thread.traceEvents().size(), "the thread's X event stays");
        assertEquals(WeightType.TRACING_MS, thread.weightType());
        assertEquals("""
                [root] total=6 self=0
                  global total=5 self=1
                    render total=3 self=1
                      layout total=2 self=2
                    [Native] JSON.parse total=1 self=1
                  [GC Young Gen] total=1 self=1
                """, TreeText.tree(HERMES));
        int render = -1;
        for (int f = 0; f < thread.funcs().size(); f++) if (thread.funcName(f).equals("render")) render = f;
        assertEquals("index.bundle", thread.strings().get(thread.funcs().fileName(render)), "fn(file:line:col) split");
        // Read as the trace's V8 frames are (counted from 0), as Flint has always shown Hermes lines: 121.
        assertEquals(121, thread.funcs().line(render));
    }

    @Test
    void samplesOnlyTraceMakesAThreadPerTid() throws Exception {
        Profile profile = Loads.bytes(Files.readAllBytes(Path.of(CATAPULT)), "unknown");
        assertEquals(List.of(3L, 4L), profile.threads().stream().map(ProfileThread::tid).toList());
        assertEquals(5, profile.totalSamples());
        assertEquals("""
                main total=3 self=0
                  work total=3 self=1
                    leaf total=2 self=2
                """, TreeText.tree(CATAPULT));
    }

    @Test
    void unknownFramesWarnAndBrokenParentsAreRefused() throws Exception {
        Profile profile = Loads.text("{\"traceEvents\": [], \"stackFrames\": {\"1\": {\"name\": \"a\"}},"
                + " \"samples\": [{\"sf\": 1, \"tid\": 1, \"ts\": 1}, {\"sf\": 9, \"tid\": 1, \"ts\": 2}]}", "t");
        assertEquals(2, profile.totalSamples());
        assertEquals(List.of("$.samples: sf names no frame in stackFrames: kept without a stack (1 samples affected)"),
                profile.warnings().stream().map(w -> w.describe()).toList());
        assertEquals("t: $.stackFrames.2.parent: parent 7 is not in stackFrames", Loads.error(
                "{\"stackFrames\": {\"2\": {\"name\": \"a\", \"parent\": 7}}, \"samples\": [{\"sf\": 2, \"tid\": 1, \"ts\": 1}]}", "t"));
        assertEquals("t: $.stackFrames.1: the parent chain loops", Loads.error(
                "{\"stackFrames\": {\"1\": {\"name\": \"a\", \"parent\": 2}, \"2\": {\"name\": \"b\", \"parent\": 1}},"
                        + " \"samples\": [{\"sf\": 1, \"tid\": 1, \"ts\": 1}]}", "t"));
        assertEquals("t: $.samples[0].ts (byte 58): ts must be a number, found \"soon\"", Loads.error(
                "{\"stackFrames\": {}, \"samples\": [{\"sf\": 1, \"tid\": 1, \"ts\": \"soon\"}]}", "t"));
    }

    /** Hermes writes every number as a string, in traceEvents too; old main refused the X event's ts. */
    @Test
    void hermesNumbersWrittenAsStringsAreRead() throws Exception {
        String strings = "testdata/trace-samples/hermes-strings.json";
        Profile profile = Loads.bytes(Files.readAllBytes(Path.of(strings)), "unknown");
        ProfileThread thread = profile.threads().get(0);
        assertEquals(1, profile.threads().size());
        assertEquals("7695:7695 JS thread", thread.key() + " " + thread.name());
        assertEquals(6, thread.samples().size());
        assertEquals(11552125000.0, thread.traceEvents().startMicros(0));
        assertEquals(TreeText.tree(HERMES), TreeText.tree(strings));
        assertEquals(List.of(), profile.warnings());
    }

    @Test
    void aStringThatIsNotAJsonNumberIsNoTime() throws Exception {
        for (String ts : List.of("NaN", "0x10", "1d", "Infinity", "1.", ".5", "01", "")) {
            ProfileFormatException e = org.junit.jupiter.api.Assertions.assertThrows(ProfileFormatException.class,
                    () -> Loads.text("[{\"name\": \"a\", \"ph\": \"X\", \"pid\": 1, \"tid\": 1, \"ts\": \"" + ts
                            + "\", \"dur\": 1}]", "t.json"), ts);
            assertEquals("t.json: $[0]: event \"a\" (ph X) has no numeric ts", e.getMessage());
        }
        Profile profile = Loads.text("[{\"name\": \"a\", \"ph\": \"X\", \"pid\": 1, \"tid\": 1, \"ts\": \" -1.5e3 \","
                + " \"dur\": \"2\"}]", "t.json");
        assertEquals(-1500.0, profile.threads().get(0).traceEvents().startMicros(0));
        assertEquals(2.0, profile.threads().get(0).traceEvents().durationMicros(0));
    }

    /** The old pattern backtracked for minutes on this name; the bound is generous, the check is the result. */
    @Test
    void aFrameNameOf200kParenthesesLoads() throws Exception {
        String trace = "{\"traceEvents\": [], \"stackFrames\": {\"1\": {\"name\": \"" + "(".repeat(200_000)
                + "\"}}, \"samples\": [{\"sf\": 1, \"tid\": 1, \"ts\": 1}]}";
        java.util.concurrent.CompletableFuture<Integer> length = java.util.concurrent.CompletableFuture.supplyAsync(() -> {
            try {
                ProfileThread thread = Loads.text(trace, "t.json").threads().get(0);
                return thread.funcName(0).length();
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        });
        assertEquals(200_000, length.get(10, java.util.concurrent.TimeUnit.SECONDS));
    }
}
