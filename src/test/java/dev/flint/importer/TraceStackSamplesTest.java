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
        assertEquals(120, thread.funcs().line(render));
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
}
