package dev.flint.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code flint export}: exact folded lines for seed 001, and for transforms, inversion and the implementation
 * filter the contract that {@code flint tree} of the output is {@code flint tree} of the input with the same
 * options; speedscope keeps the unit; bad arguments get one line.
 */
class ExportCommandTest {
    private static final String SEED = "testdata/calltree/seed-001.folded";
    private static final String NODE = "testdata/cpuprofile/node-small.cpuprofile";
    private static final String HEAP = "testdata/heapprofile/alloc.heapprofile";
    private static final String GECKO = "testdata/gecko/firefox-small.json.gz";

    @TempDir
    Path directory;

    private static String ok(String... args) {
        CliRun run = CliRun.of(args);
        assertEquals(0, run.status(), run.err());
        assertEquals("", run.err());
        return run.out();
    }

    private String export(String file, String format, String... options) throws Exception {
        Path out = directory.resolve("out." + format);
        String[] args = new String[6 + options.length];
        args[0] = "export";
        args[1] = file;
        args[2] = "--format";
        args[3] = format;
        args[4] = "--output";
        args[5] = out.toString();
        System.arraycopy(options, 0, args, 6, options.length);
        assertEquals("", ok(args));
        return out.toString();
    }

    @Test
    void foldedLinesOfSeed001InTheTreesOrder() throws Exception {
        String out = export(SEED, "folded");
        assertEquals("A;B;C;D;E 1\nA;B;C;F;G 1\nA;B;H;F 1\n", Files.readString(Path.of(out)));
        assertEquals(ok("tree", SEED), ok("tree", out));
    }

    @Test
    void foldedToStdout() {
        assertEquals("A;B;D;E 1\nA;B;F;G 1\nA;B;H;F 1\n",
                ok("export", SEED, "--format", "folded", "--output", "-", "--transform", "merge-call-node=A;B;C"));
    }

    @Test
    void svgToStdoutIsAFlameGraphOfTheTransformedTree() {
        String svg = ok("export", SEED, "--format", "svg", "--output", "-", "--transform", "merge-function=C");
        assertTrue(svg.startsWith("<?xml"), svg);
        assertTrue(svg.contains("<title>D (1 samples, 33.33%)</title>"), svg);
        assertFalse(svg.contains("<title>C "), "C merged away");
    }

    @Test
    void transformsAreExportedAsFlintTreeShowsThem() throws Exception {
        for (String spec : new String[] {"merge-function=C", "focus-subtree=A;B;C", "drop-function=G",
                "collapse-function-subtree=C", "focus-function=F"}) {
            String out = export(SEED, "folded", "--transform", spec);
            assertEquals(ok("tree", SEED, "--transform", spec), ok("tree", out), spec);
        }
        String out = export(NODE, "speedscope", "--transform", "focus-function=main", "--transform", "merge-function=fib");
        assertEquals(ok("tree", NODE, "--transform", "focus-function=main", "--transform", "merge-function=fib"),
                ok("tree", out));
    }

    @Test
    void theImplementationFilterIsExported() throws Exception {
        String out = export(NODE, "speedscope", "--implementation", "js");
        assertEquals(ok("tree", NODE, "--implementation", "js"), ok("tree", out));
        assertTrue(ok("tree", out).length() < ok("tree", NODE).length(), "the filter removed nodes");
    }

    @Test
    void anInvertedExportIsTheBottomUpTreeTopDown() throws Exception {
        String out = export(SEED, "folded", "--inverted");
        assertEquals("E;D;C;B;A 1\nG;F;C;B;A 1\nF;H;B;A 1\n", Files.readString(Path.of(out)));
        // Read back top down, the totals are the inverted tree's (selfs sit at the original roots instead).
        assertEquals(withoutSelf(ok("tree", NODE, "--inverted")),
                withoutSelf(ok("tree", export(NODE, "speedscope", "--inverted"))));
    }

    private static String withoutSelf(String tree) {
        return tree.replaceAll(" self=\\S+", "");
    }

    @Test
    void speedscopeKeepsTheUnit() throws Exception {
        assertTrue(Files.readString(Path.of(export(NODE, "speedscope"))).contains("\"unit\":\"milliseconds\""));
        assertTrue(Files.readString(Path.of(export(HEAP, "speedscope"))).contains("\"unit\":\"bytes\""));
        assertTrue(Files.readString(Path.of(export(SEED, "speedscope"))).contains("\"unit\":\"none\""));
        // and the values read back in that unit: 6 decimals of milliseconds, bytes, sample counts
        for (String file : new String[] {NODE, HEAP, SEED, GECKO}) {
            String out = export(file, "speedscope", "--thread", threadOf(file));
            assertEquals(ok("tree", file, "--thread", threadOf(file)), ok("tree", out), file);
        }
    }

    /** The busiest thread's pid:tid, as `flint tree` picks it. */
    private static String threadOf(String file) {
        return file.equals(GECKO) ? "10453:10453" : "1:1";
    }

    @Test
    void speedscopeHoldsEveryThreadWithoutThread() throws Exception {
        String out = export(GECKO, "speedscope");
        String info = ok("info", out);
        assertEquals(countOf(ok("info", GECKO), "\"pid\""), countOf(info, "\"pid\""));
    }

    private static int countOf(String text, String word) {
        int count = 0;
        for (int at = text.indexOf(word); at >= 0; at = text.indexOf(word, at + 1)) count++;
        return count;
    }

    @Test
    void badArgumentsGetOneLine() {
        assertUsage(CliRun.of("export", SEED, "--format", "pdf", "--output", "-"), "--format must be folded, speedscope, svg or png, not pdf");
        assertUsage(CliRun.of("export", SEED, "--format", "folded"), "no --output");
        assertUsage(CliRun.of("export", SEED, "--output", "-"), "no --format");
        assertUsage(CliRun.of("export", SEED, "--format", "folded", "--output", "-", "--size", "100x100"), "--size is for --format svg or png");
        assertUsage(CliRun.of("export", SEED, "--format", "png", "--output", "-", "--size", "big"), "--size takes WIDTHxHEIGHT");
        assertUsage(CliRun.of("export", SEED, "--format", "png", "--output", "-", "--size", "10x10"), "--size 10x10: a picture must be");
        assertUsage(CliRun.of("export", SEED, "--format", "folded", "--output", "-", "--transform", "merge-function=Z"), "merge-function=Z");
    }

    private static void assertUsage(CliRun run, String part) {
        assertEquals(Cli.EXIT_USAGE, run.status());
        assertEquals(1, run.errLines().length, run.err());
        assertTrue(run.err().contains(part), run.err());
        assertEquals("", run.out());
    }

    @Test
    void anUnwritableOutputIsOneLineAndLeavesNothing() throws Exception {
        Path missing = directory.resolve("no-such-dir").resolve("x.folded");
        CliRun run = CliRun.of("export", SEED, "--format", "folded", "--output", missing.toString());
        assertEquals(Cli.EXIT_BAD_FILE, run.status());
        assertEquals(missing + ": cannot write the export: no such directory\n", run.err());
        try (var files = Files.list(directory)) {
            assertEquals(0, files.count(), "no partial file left");
        }
        assertFalse(Files.exists(missing));
    }
}
