package dev.flint.fuzz;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.flint.fuzz.FuzzTargets.Target;
import dev.flint.importer.ProfileFormatException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The fuzz oracle rejects each kind of bad outcome, and every target passes on its seeds (else fuzzing finds nothing new). */
class FuzzOracleTest {
    private static final byte[] NO_INPUT = new byte[0];

    @ParameterizedTest
    @CsvSource({
            "cpuprofile, testdata/cpuprofile/node-small.cpuprofile",
            "chromeTrace, testdata/fuzz/seeds/chrome-trace/chromium-startup-slice.json",
            "chromeTrace, testdata/fuzz/seeds/chrome-trace/cpuprofile-event.json",
            "selfProfile, testdata/selfprof/selfprof-small.json",
            "gecko, testdata/fuzz/seeds/gecko/firefox-small-slice.json",
            "processed, testdata/processed/hand-made.json",
            "folded, testdata/calltree/mixed.folded",
            "perfScript, testdata/fuzz/seeds/perf/node-head.perf.txt",
            "pprof, testdata/fuzz/seeds/pprof/cpu-raw.pprof",
            "pprof, testdata/pprof/heap.pprof",
            "jfr, testdata/jfr/workload.jfr",
            "heapProfile, testdata/heapprofile/alloc-nosamples.heapprofile",
            "otlp, testdata/otlp/agent-threads.otlp",
            "otlp, testdata/otlp/converter.otlp",
            "perfetto, testdata/fuzz/seeds/perfetto/chrome-page-head.pftrace",
            "perfetto, testdata/fuzz/seeds/perfetto/callstacks.pftrace",
            "symbols, testdata/native/example.sym",
            "symbols, testdata/native/example.nm",
            "tree, testdata/processed/hand-made.json",
            "tree, testdata/cpuprofile/node-small.cpuprofile",
            "calls, testdata/timeline/node-fib.cpuprofile",
            "sourceMap, testdata/sourcemaps/esbuild/bundle.min.js.map",
            "sourceMap, testdata/fuzz/seeds/source-map/index-map.json"})
    void seedsPassTheirTarget(String target, String seed) throws Exception {
        byte[] input = Files.readAllBytes(Path.of(seed));
        assertDoesNotThrow(() -> Target.valueOf(target).run(input));
    }

    @Test
    void aRefusalMadeByCatchingAnEngineBugIsAFinding() {
        ProfileFormatException caught = new ProfileFormatException("f", "", "could not be read (internal error: x)",
                new NullPointerException());
        assertThrows(FuzzFinding.class, () -> FuzzOracle.checkRefusal(caught, "f"));
        // A newline quoted from the file cannot split the line: the exception escapes it.
        ProfileFormatException quoted = new ProfileFormatException("f", "", "a\nb");
        assertEquals("f: a\\x0ab", quoted.getMessage());
        assertDoesNotThrow(() -> FuzzOracle.checkRefusal(quoted, "f"));
        assertThrows(FuzzFinding.class, () -> FuzzOracle.checkRefusal(new ProfileFormatException("g", "", "bad"), "f"));
        assertDoesNotThrow(() -> FuzzOracle.checkRefusal(new ProfileFormatException("f", "byte 3", "bad"), "f"));
    }

    @Test
    void errorOutputMustBeOneCleanLineNamingTheFile() {
        assertThrows(FuzzFinding.class, () -> FuzzOracle.checkRun(run(1, "f: bad", "  at x"), "f", NO_INPUT));
        assertThrows(FuzzFinding.class, () -> FuzzOracle.checkRun(run(1, "g: bad"), "f", NO_INPUT));
        assertThrows(FuzzFinding.class,
                () -> FuzzOracle.checkRun(run(1, "f: could not be analysed (internal error: java.lang.NullPointerException)"),
                        "f", NO_INPUT));
        assertThrows(FuzzFinding.class, () -> FuzzOracle.checkRun(run(0, "f: bad"), "f", NO_INPUT));
        assertThrows(FuzzFinding.class, () -> FuzzOracle.checkRun(run(3, "f: bad"), "f", NO_INPUT));
        assertDoesNotThrow(() -> FuzzOracle.checkRun(run(1, "warning: f: x: y (2 samples affected)", "f: bad"), "f", NO_INPUT));
        // The input itself may hold the words; then the message only quotes it.
        byte[] quoting = "a;Exception 1".getBytes(StandardCharsets.UTF_8);
        assertDoesNotThrow(() -> FuzzOracle.checkRun(run(1, "f: line 1: bad count in 'a;Exception 1'"), "f", quoting));
    }

    @Test
    void outputNumbersMustBeReal() {
        CliRun ok = run(0);
        assertThrows(FuzzFinding.class, () -> FuzzOracle.checkJson("{\"roots\": [{\"total\": NaN}]}", ok));
        assertThrows(FuzzFinding.class, () -> FuzzOracle.checkJson("{\"roots\": [{\"self\": null}]}", ok));
        assertThrows(FuzzFinding.class, () -> FuzzOracle.checkJson("{\"ts\": \"1\"}", ok));
        assertThrows(FuzzFinding.class, () -> FuzzOracle.checkJson("{\"threads\": [", ok));
        assertThrows(FuzzFinding.class, () -> FuzzOracle.checkJson(
                "{\"threads\": [{\"samples\": 3, \"traceEvents\": 0, \"startMicros\": null}]}", ok));
        // A thread with no time at all has no span: info prints null for it on purpose.
        assertDoesNotThrow(() -> FuzzOracle.checkJson(
                "{\"threads\": [{\"samples\": 0, \"startMicros\": null, \"endMicros\": null, \"traceEvents\": 0}]}", ok));
        assertThrows(FuzzFinding.class, () -> FuzzOracle.checkTreeText("main total=NaN self=0\n", ok));
        assertThrows(FuzzFinding.class, () -> FuzzOracle.checkTreeText("main total=Infinity self=1\n", ok));
        assertThrows(FuzzFinding.class, () -> FuzzOracle.checkTreeText("main total=1\n", ok));
        assertDoesNotThrow(() -> FuzzOracle.checkTreeText("main total=1.5 self=0\n  a total=1.5 self=1.5\nselected: main\n", ok));
    }

    private static CliRun run(int status, String... errLines) {
        return new CliRun(List.of("info", "f"), status, "", List.of(errLines));
    }
}
