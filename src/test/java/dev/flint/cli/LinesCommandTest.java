package dev.flint.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

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

    private static final String MAPS = "testdata/lines-maps/";

    /** The output with its header (an absolute path: the map's sources resolve against where it lies) checked apart. */
    private static String linesAfterHeader(String output, String headerSuffix) {
        int newline = output.indexOf('\n');
        assertTrue(output.substring(0, newline).endsWith(headerSuffix), output);
        return output.substring(newline + 1);
    }

    @Test
    void throughASourceMapThatKeepsLinesTicksLandOnOriginalLines() {
        // testdata/lines-maps/src/work.js: sumOfSquares is lines 2-8 (its loop 4-5), countVowels 10-18 (its
        // loops 12-15); main.js: run is lines 3-11 and calls them on 7 and 8. V8's ticks name kept.js's lines.
        String kept = MAPS + "kept.cpuprofile";
        String map = MAPS + "kept.js.map";
        assertEquals("""
                4 self=11.814615 total=11.814615
                5 self=18.903385 total=18.903385
                """, linesAfterHeader(ok("lines", kept, "--function", "sumOfSquares", "--source-maps", map),
                "testdata/lines-maps/src/work.js"));
        assertEquals("""
                13 self=24.517972 total=24.517972
                14 self=213.975028 total=213.975028
                """, linesAfterHeader(ok("lines", kept, "--function", "countVowels", "--source-maps", map),
                "testdata/lines-maps/src/work.js"));
        assertEquals("""
                3 self=0 total=269.211
                6 self=6.3802 total=6.3802
                7 self=12.7604 total=12.7604
                8 self=12.7604 total=12.7604
                """, linesAfterHeader(ok("lines", kept, "--function", "run", "--source-maps", map),
                "testdata/lines-maps/src/main.js"));
    }

    @Test
    void aMinifiedBundlesOneLineFallsBackToTheFunctionsFirstLineWithOneWarning() {
        CliRun run = CliRun.of("lines", MAPS + "min.cpuprofile", "--function", "countVowels",
                "--source-maps", MAPS + "min.js.map");
        assertEquals(0, run.status(), run.err());
        assertEquals("10 self=235.268 total=235.268\n", linesAfterHeader(run.out(), "testdata/lines-maps/src/work.js"));
        String[] warnings = run.errLines();
        assertEquals(1, warnings.length, run.err());
        assertTrue(warnings[0].startsWith("warning: " + MAPS + "min.cpuprofile: file:///"), warnings[0]);
        assertTrue(warnings[0].endsWith("/min.js: per-line hits cannot be mapped through its source map (a generated"
                + " line holds several original lines, as in a minified bundle): shown on the function's first line"
                + " (1 positionTicks entry affected)"), warnings[0]);
    }

    @Test
    void sourceAddsEachLinesTextFromASourcesFolderOrTheMapsSourcesContent() {
        // JFR names no file: Workload.leaf is looked for as Workload.java under --sources.
        assertEquals("""
                Workload.java
                9 self=56 total=56\t        double s = 0;
                10 self=415 total=415\t        for (int i = 0; i < n; i++) s += Math.sqrt(i) * 0.5;
                """, ok("lines", JFR, "--function", "Workload.leaf", "--source", "--sources", "testdata/jfr"));
        // The profile's script URL points where it was recorded; its path's tail is found under testdata.
        assertEquals("""
                file:///work/wt/importers/testdata/workloads/node-small.js
                6 self=15.52 total=29.653\tfunction fib(n) {
                7 self=14.133 total=14.133\t  return n < 2 ? n : fib(n - 1) + fib(n - 2);
                """, ok("lines", NODE, "--function", "fib", "--source", "--sources", "testdata"));
        // Through the map: its sourcesContent.
        assertEquals("""
                13 self=24.517972 total=24.517972\t    for (let i = 0; i < text.length; i++) {
                14 self=213.975028 total=213.975028\t      if ('aeiou'.includes(text[i])) vowels++;
                """, linesAfterHeader(ok("lines", MAPS + "kept.cpuprofile", "--function",
                "countVowels", "--source", "--source-maps", MAPS + "kept.js.map"), "testdata/lines-maps/src/work.js"));
    }

    @Test
    void withoutTheSourceFoundTheLinesComeAlone() {
        assertEquals("""
                Workload.java
                9 self=56 total=56
                10 self=415 total=415
                """, ok("lines", JFR, "--function", "Workload.leaf", "--source"));
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
        assertEquals("flint lines: --function is required; " + LinesCommand.USAGE + "\n", run.err());
    }

    @Test
    void sourceLinesAreCutAndKeepTheirTabs() {
        assertEquals("a\tb\\x1bc", LinesCommand.printable("a\tb\u001bc"));
        assertEquals("x".repeat(200) + "\u2026", LinesCommand.printable("x".repeat(5000)));
    }
}
