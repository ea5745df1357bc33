package dev.flint.importer;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.flint.model.Profile;
import dev.flint.model.ProfileFormat;
import dev.flint.model.ProfileThread;
import java.util.List;
import org.junit.jupiter.api.Test;

class SelfProfileImporterTest {
    /** The worked example of seed 004, with an idle sample (no stackId) added at the end. */
    private static final String SEED_EXAMPLE = """
            {"frames": [{"name": "Profiler"},
                        {"column": 27, "line": 5, "name": "handleClick", "resourceId": 0},
                        {"column": 17, "line": 6, "name": "isPrime", "resourceId": 1},
                        {"column": 26, "line": 15, "name": "genPrimes", "resourceId": 1}],
             "resources": ["http://localhost:3000/main.js", "http://localhost:3000/generate.js"],
             "samples": [{"stackId": 1, "timestamp": 2972.734999999404},
                         {"stackId": 3, "timestamp": 2973.4899999946356},
                         {"stackId": 2, "timestamp": 2980.030000001192},
                         {"timestamp": 2980.655000001192}],
             "stacks": [{"frameId": 1}, {"frameId": 0, "parentId": 0}, {"frameId": 3, "parentId": 0},
                        {"frameId": 2, "parentId": 2}]}
            """;

    @Test
    void readsTheSeedExample() throws Exception {
        Profile profile = Loads.text(SEED_EXAMPLE, "trace.json");
        assertEquals(ProfileFormat.JS_SELF_PROFILE, profile.format());
        ProfileThread thread = profile.threads().get(0);
        assertEquals(List.of("handleClick;Profiler", "handleClick;genPrimes;isPrime", "handleClick;genPrimes", ""),
                Loads.samplePaths(thread));
        assertEquals(2972735, thread.samples().timeMicros(0));
        assertEquals(2980655, thread.samples().timeMicros(3));
        assertEquals(-1, thread.samples().stack(3), "a sample without stackId is idle");
    }

    @Test
    void scriptFramesAreJsWithTheirResourceAndDefinition() throws Exception {
        ProfileThread thread = Loads.text(SEED_EXAMPLE, "t").threads().get(0);
        int isPrime = thread.frames().func(2);
        assertEquals("isPrime", thread.funcName(isPrime));
        assertEquals("http://localhost:3000/generate.js",
                thread.strings().get(thread.resources().name(thread.funcs().resource(isPrime))));
        assertEquals(6, thread.funcs().line(isPrime));
        assertEquals(17, thread.funcs().column(isPrime));
        assertTrue(thread.funcs().isJS(isPrime));
        assertFalse(thread.funcs().isJS(thread.frames().func(0)), "Profiler is the browser's own");
        assertEquals(-1, thread.funcs().resource(thread.frames().func(0)));
    }

    @Test
    void samplesWeighMillisecondsToTheNext() throws Exception {
        ProfileThread thread = Loads.text(SEED_EXAMPLE, "t").threads().get(0);
        double[] weights = new double[4];
        for (int i = 0; i < 4; i++) weights[i] = thread.samples().weight(i);
        assertArrayEquals(new double[] {0.755, 6.54, 0.625, 2.64}, weights, 1e-6);
    }

    @Test
    void reordersStacksWhoseParentComesLater() throws Exception {
        String trace = """
                {"frames": [{"name": "a"}, {"name": "b"}], "resources": [],
                 "stacks": [{"frameId": 1, "parentId": 1}, {"frameId": 0}],
                 "samples": [{"stackId": 0, "timestamp": 1}, {"stackId": 1, "timestamp": 2}]}
                """;
        ProfileThread thread = Loads.text(trace, "t").threads().get(0);
        assertEquals(List.of("a;b", "a"), Loads.samplePaths(thread));
    }

    @Test
    void refusesBadIndexesAndCycles() {
        assertEquals("t: $.samples[0].stackId: stack 7 does not exist (there are 1)", Loads.error("""
                {"frames": [{"name": "a"}], "resources": [], "stacks": [{"frameId": 0}],
                 "samples": [{"stackId": 7, "timestamp": 1}]}""", "t"));
        assertEquals("t: $.stacks[0].frameId: frame 3 does not exist (there are 1)", Loads.error("""
                {"frames": [{"name": "a"}], "resources": [], "stacks": [{"frameId": 3}], "samples": []}""", "t"));
        assertEquals("t: $.frames[0].resourceId: resource 2 does not exist (there are 0)", Loads.error("""
                {"frames": [{"name": "a", "resourceId": 2}], "resources": [], "stacks": [], "samples": []}""", "t"));
        assertTrue(Loads.error("""
                {"frames": [{"name": "a"}], "resources": [],
                 "stacks": [{"frameId": 0, "parentId": 1}, {"frameId": 0, "parentId": 0}], "samples": []}""", "t")
                .endsWith("the stacks' parentId links form a cycle"));
    }

    @Test
    void aTimestampBeyondDoublesIsOneLine() {
        // 1e400 parses to Infinity: refused with the place, not an internal error.
        assertEquals("t: $.samples[0].timestamp: timestamp Infinity is not a time in milliseconds", Loads.error("""
                {"frames": [{"name": "a"}], "resources": [], "stacks": [{"frameId": 0}],
                 "samples": [{"stackId": 0, "timestamp": 1e400}]}""", "t"));
    }
}
