package dev.flint.fuzz.jazzer;

import com.code_intelligence.jazzer.junit.FuzzTest;
import dev.flint.fuzz.FindingsLog;
import dev.flint.fuzz.FuzzTargets.Target;

/**
 * Jazzer entry points, one per target (coverage-guided fuzzing; see README "Fuzzing"). Only compiled and run
 * in the {@code fuzz} Maven profile: {@code tools/fuzz.sh} runs them one at a time, each for a set time, with
 * the seeds of testdata/fuzz/seeds and the project's testdata. A failing input is written to the findings
 * directory with its stack trace, and Jazzer goes on ({@code jazzer.keep_going}).
 */
class FlintFuzzTest {
    static {
        // Jazzer instruments each class as it loads; the first input through the CLI loads hundreds of them,
        // which on a busy machine took over the 10 s limit and was reported as a hang. Load them before the
        // clock starts, on inputs that take every path (errors included).
        for (String seed : new String[] {"testdata/processed/hand-made.json", "testdata/cpuprofile/node-small.cpuprofile",
                "testdata/fuzz/seeds/perf/node-head.perf.txt", "testdata/native/example.sym"}) {
            for (Target target : Target.values()) {
                try {
                    target.run(java.nio.file.Files.readAllBytes(java.nio.file.Path.of(seed)));
                    target.run(new byte[] {'{'});
                } catch (Throwable ignored) {
                    // A seed's own failure shows again, and is kept, when the fuzzer runs it.
                }
            }
        }
    }

    private static void run(Target target, byte[] input) {
        try {
            target.run(input);
        } catch (Throwable finding) {
            FindingsLog.save(target.name(), input, finding);
            throw finding;
        }
    }

    // maxDuration is the longest a run may take; tools/fuzz.sh sets the real time with -max_total_time.
    @FuzzTest(maxDuration = "24h")
    void cpuprofile(byte[] input) { run(Target.cpuprofile, input); }

    @FuzzTest(maxDuration = "24h")
    void chromeTrace(byte[] input) { run(Target.chromeTrace, input); }

    @FuzzTest(maxDuration = "24h")
    void selfProfile(byte[] input) { run(Target.selfProfile, input); }

    @FuzzTest(maxDuration = "24h")
    void gecko(byte[] input) { run(Target.gecko, input); }

    @FuzzTest(maxDuration = "24h")
    void processed(byte[] input) { run(Target.processed, input); }

    @FuzzTest(maxDuration = "24h")
    void folded(byte[] input) { run(Target.folded, input); }

    @FuzzTest(maxDuration = "24h")
    void perfScript(byte[] input) { run(Target.perfScript, input); }

    @FuzzTest(maxDuration = "24h")
    void pprof(byte[] input) { run(Target.pprof, input); }

    @FuzzTest(maxDuration = "24h")
    void jfr(byte[] input) { run(Target.jfr, input); }

    @FuzzTest(maxDuration = "24h")
    void heapProfile(byte[] input) { run(Target.heapProfile, input); }

    @FuzzTest(maxDuration = "24h")
    void dtrace(byte[] input) { run(Target.dtrace, input); }

    @FuzzTest(maxDuration = "24h")
    void macosSample(byte[] input) { run(Target.macosSample, input); }

    @FuzzTest(maxDuration = "24h")
    void v8Log(byte[] input) { run(Target.v8Log, input); }

    @FuzzTest(maxDuration = "24h")
    void v8Preprocess(byte[] input) { run(Target.v8Preprocess, input); }

    @FuzzTest(maxDuration = "24h")
    void otlp(byte[] input) { run(Target.otlp, input); }

    @FuzzTest(maxDuration = "24h")
    void perfetto(byte[] input) { run(Target.perfetto, input); }

    @FuzzTest(maxDuration = "24h")
    void symbols(byte[] input) { run(Target.symbols, input); }

    @FuzzTest(maxDuration = "24h")
    void tree(byte[] input) { run(Target.tree, input); }

    @FuzzTest(maxDuration = "24h")
    void calls(byte[] input) { run(Target.calls, input); }

    @FuzzTest(maxDuration = "24h")
    void sourceMap(byte[] input) { run(Target.sourceMap, input); }
}
