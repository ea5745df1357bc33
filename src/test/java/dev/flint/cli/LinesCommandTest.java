package dev.flint.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** {@code flint lines}: per-line self and total of one function on real files (DESIGN.md's command line). */
class LinesCommandTest {
    private static final String NODE = "testdata/cpuprofile/node-small.cpuprofile";
    private static final String JFR = "testdata/jfr/workload.jfr";
    private static final String PROCESSED = "testdata/processed/hand-made.json";

    private static String ok(String... args) {
        CliRun run = CliRun.of(args);
        assertEquals("", run.err());
        assertEquals(0, run.status());
        return run.out();
    }

    @Test
    void v8PositionTicksGiveTheBodyLinesAndRecursionShowsOnTheStartLine() {
        // workloads/node-small.js: `function fib(n) {` on line 6, its body on line 7; V8 gives a calling
        // frame only the function's start, so fib's time in fib adds to line 6's total. Milliseconds.
        assertEquals("""
                file:///work/wt/importers/testdata/workloads/node-small.js
                6 self=15.52 total=29.653
                7 self=14.133 total=14.133
                """, ok("lines", NODE, "--function", "fib"));
    }

    @Test
    void jfrFrameLinesInSamples() {
        // testdata/jfr/Workload.java: leaf's loop is line 10, middle calls leaf on line 15, main calls middle on 44.
        assertEquals("""
                Workload.java
                9 self=56 total=56
                10 self=415 total=415
                """, ok("lines", JFR, "--function", "Workload.leaf"));
        assertEquals("""
                Workload.java
                15 self=1 total=472
                """, ok("lines", JFR, "--function", "Workload.middle"));
        assertEquals("""
                Workload.java
                44 self=0 total=472
                """, ok("lines", JFR, "--function", "Workload.main", "--thread", "main"));
    }

    @Test
    void transformsApplyBeforeTheLinesAreCounted() {
        // leaf merged into its caller: its samples are middle's own, on the line that called leaf.
        assertEquals("""
                Workload.java
                15 self=472 total=472
                """, ok("lines", JFR, "--function", "Workload.middle", "--transform", "merge-function=Workload.leaf"));
    }

    @Test
    void processedProfileFrameLinesInItsWeights() {
        assertEquals("""
                https://example.com/app.js
                31 self=2.5 total=2.5
                33 self=2.5 total=2.5
                """, ok("lines", PROCESSED, "--function", "b"));
        assertEquals("""
                https://example.com/app.js
                21 self=0 total=2.5
                22 self=0 total=2.5
                """, ok("lines", PROCESSED, "--function", "a"));
    }

    @Test
    void anUnknownFunctionIsOneLineAndAUsageStatus() {
        CliRun run = CliRun.of("lines", JFR, "--function", "nope");
        assertEquals(Cli.EXIT_USAGE, run.status());
        assertEquals("", run.out());
        assertEquals(JFR + ": no function named \"nope\"\n", run.err());
    }

    @Test
    void withoutAFunctionItSaysSo() {
        CliRun run = CliRun.of("lines", JFR);
        assertEquals(Cli.EXIT_USAGE, run.status());
        assertEquals("flint lines: --function is required; " + LinesArguments.USAGE + "\n", run.err());
    }

    @Test
    void sourceLinesAreCutAndKeepTheirTabs() {
        assertEquals("a\tb\\x1bc", LinesCommand.printable("a\tb\u001bc"));
        assertEquals("x".repeat(200) + "\u2026", LinesCommand.printable("x".repeat(5000)));
    }
}
