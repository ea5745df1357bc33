package dev.flint.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code flint diff} on testdata/diff: one workload profiled before and after a change (node --cpu-prof,
 * and the same samples as folded stacks; capture.sh). The change replaced slowHash by cachedHash.
 */
class DiffCommandTest {
    private static final String DIR = "testdata/diff/";
    private static final String BEFORE_FOLDED = DIR + "before.folded";
    private static final String AFTER_FOLDED = DIR + "after.folded";
    private static final String BEFORE = DIR + "before.cpuprofile";
    private static final String AFTER = DIR + "after.cpuprofile";
    private static final String AFTER_DEPLOYED = DIR + "after-deployed.cpuprofile";

    private static String ok(String... args) {
        String[] all = new String[args.length + 1];
        all[0] = "diff";
        System.arraycopy(args, 0, all, 1, args.length);
        CliRun run = CliRun.of(all);
        assertEquals("", run.err());
        assertEquals(0, run.status());
        return run.out();
    }

    private static CliRun fails(String... args) {
        String[] all = new String[args.length + 1];
        all[0] = "diff";
        System.arraycopy(args, 0, all, 1, args.length);
        CliRun run = CliRun.of(all);
        assertTrue(run.status() != 0, run.out());
        assertEquals("", run.out());
        assertEquals(1, run.errLines().length, run.err());
        return run;
    }

    @Test
    void foldedPairFocusedOnMain() {
        assertEquals("""
                main total=-90 self=-3 base=181 compare=91
                  checksum total=-92 self=-83 base=116 compare=24
                    slowHash total=-26 self=-26 base=26 compare=0
                    cachedHash total=17 self=17 base=0 compare=17
                  parseRecords total=5 self=5 base=39 compare=44
                  sortScores total=2 self=2 base=14 compare=16
                    (anonymous) total=0 self=0 base=6 compare=6
                  render total=-2 self=-2 base=6 compare=4
                """, ok(BEFORE_FOLDED, AFTER_FOLDED, "--transform", "focus-function=main"));
    }

    @Test
    void cpuProfilePairInMillisecondsAsDevToolsWeighsSamples() {
        assertEquals("""
                main total=-233.905 self=-3.709 base=588.152 compare=354.247
                  checksum total=-147.456 self=-185.136 base=367.937 compare=220.481
                    cachedHash total=194.515 self=194.515 base=0 compare=194.515
                    slowHash total=-156.835 self=-156.835 base=156.835 compare=0
                  parseRecords total=-66.949 self=-66.949 base=154.038 compare=87.089
                  sortScores total=-13.445 self=0.556 base=48.728 compare=35.283
                    (anonymous) total=-14.001 self=-14.001 base=25.825 compare=11.824
                  render total=-2.346 self=-2.346 base=7.648 compare=5.302
                """, ok(BEFORE, AFTER, "--transform=focus-function=main"));
    }

    @Test
    void theSameBuildServedFromAnotherOriginMatchesByPath() {
        // after-deployed.cpuprofile is after.cpuprofile with file:///app/workload.js served from
        // https://example.com/app/workload.js: the origins differ, so URLs match without them.
        String local = ok(BEFORE, AFTER);
        assertEquals(local, ok(BEFORE, AFTER_DEPLOYED));
        assertTrue(local.contains("\n              main total=-233.905 self=-3.709 base=588.152 compare=354.247\n"), local);
    }

    @Test
    void invertedWithATransformOnBothSides() {
        String out = ok(BEFORE, AFTER, "--inverted", "--transform", "merge-function=sortScores",
                "--transform", "focus-function=main");
        assertEquals("""
                cachedHash total=194.515 self=194.515 base=0 compare=194.515
                  checksum total=194.515 self=0 base=0 compare=194.515
                    main total=194.515 self=0 base=0 compare=194.515
                checksum total=-185.136 self=-185.136 base=211.102 compare=25.966
                  main total=-185.136 self=0 base=211.102 compare=25.966
                slowHash total=-156.835 self=-156.835 base=156.835 compare=0
                  checksum total=-156.835 self=0 base=156.835 compare=0
                    main total=-156.835 self=0 base=156.835 compare=0
                parseRecords total=-66.949 self=-66.949 base=154.038 compare=87.089
                  main total=-66.949 self=0 base=154.038 compare=87.089
                (anonymous) total=-14.001 self=-14.001 base=25.825 compare=11.824
                  main total=-14.001 self=0 base=25.825 compare=11.824
                main total=-3.153 self=-3.153 base=32.704 compare=29.551
                render total=-2.346 self=-2.346 base=7.648 compare=5.302
                  main total=-2.346 self=0 base=7.648 compare=5.302
                """, out);
    }

    @Test
    void aFunctionOnlyTheCompareFileHasCanBeNamed() {
        String out = ok(BEFORE_FOLDED, AFTER_FOLDED, "--transform", "focus-function=cachedHash");
        assertEquals("cachedHash total=17 self=17 base=0 compare=17\n", out);
        String dropped = ok(BEFORE_FOLDED, AFTER_FOLDED, "--transform", "drop-function=slowHash",
                "--transform", "focus-subtree=main;checksum", "--thread", "1");
        assertEquals("", dropped, "focus-subtree takes a path from a root; main is not one");
    }

    @Test
    void normalizeScalesTheBaseToTheCompareTotal() {
        assertEquals("""
                main total=0 self=-38.265193 base=91 compare=91
                  parseRecords total=24.392265 self=24.392265 base=19.607735 compare=44
                  cachedHash total=17 self=17 base=0 compare=17
                  slowHash total=-13.071823 self=-13.071823 base=13.071823 compare=0
                  sortScores total=8.961326 self=5.977901 base=7.038674 compare=16
                    (anonymous) total=2.983425 self=2.983425 base=3.016575 compare=6
                  render total=0.983425 self=0.983425 base=3.016575 compare=4
                """, ok(BEFORE_FOLDED, AFTER_FOLDED, "--transform", "merge-function=checksum",
                "--transform", "focus-function=main", "--normalize"));
    }

    @Test
    void jsonHasTheSameTreeAndValues() {
        // merge-call-node=main removes the root main: checksum's own samples become an inverted root alone.
        assertEquals("{\"roots\": [{\"name\": \"checksum\", \"total\": -83, \"self\": -83, \"base\": 90, "
                + "\"compare\": 7, \"children\": []}, {\"name\": \"slowHash\", \"total\": -26, \"self\": -26, "
                + "\"base\": 26, \"compare\": 0, \"children\": [{\"name\": \"checksum\", \"total\": -26, "
                + "\"self\": 0, \"base\": 26, \"compare\": 0, \"children\": []}]}, {\"name\": \"cachedHash\", "
                + "\"total\": 17, \"self\": 17, \"base\": 0, \"compare\": 17, \"children\": [{\"name\": "
                + "\"checksum\", \"total\": 17, \"self\": 0, \"base\": 0, \"compare\": 17, \"children\": []}]}]}\n",
                ok(BEFORE_FOLDED, AFTER_FOLDED, "--json", "--inverted", "--transform", "focus-function=main",
                        "--transform", "focus-category=Other", "--transform", "drop-function=parseRecords",
                        "--transform", "drop-function=render", "--transform", "drop-function=sortScores",
                        "--transform", "merge-call-node=main", "--thread-base", "1:1", "--thread-compare", "1"));
    }

    @Test
    void identicalFilesGiveZeroDeltasOnEveryLine() {
        String out = ok(BEFORE, BEFORE);
        Pattern line = Pattern.compile(" total=0 self=0 base=(\\S+) compare=(\\S+)$");
        String[] lines = out.split("\n");
        assertTrue(lines.length > 40, out);
        for (String text : lines) {
            Matcher matcher = line.matcher(text);
            assertTrue(matcher.find(), text);
            assertEquals(matcher.group(1), matcher.group(2), text);
        }
    }

    @Test
    void everyBaseAndCompareValueIsThatFilesOwnTreeTotal() {
        // folded names are unique functions, so each diff path is a path of each file's own tree.
        Map<String, String[]> diff = byPath(ok(BEFORE_FOLDED, AFTER_FOLDED), true);
        Map<String, String[]> before = byPath(CliRun.of("tree", BEFORE_FOLDED).out(), false);
        Map<String, String[]> after = byPath(CliRun.of("tree", AFTER_FOLDED).out(), false);
        for (Map.Entry<String, String[]> node : diff.entrySet()) {
            String[] values = node.getValue();
            assertEquals(values[2], before.containsKey(node.getKey()) ? before.get(node.getKey())[0] : "0", node.getKey());
            assertEquals(values[3], after.containsKey(node.getKey()) ? after.get(node.getKey())[0] : "0", node.getKey());
        }
        assertTrue(diff.keySet().containsAll(before.keySet()));
        assertTrue(diff.keySet().containsAll(after.keySet()));
    }

    /** Path of names -> the values of its line (total, self[, base, compare]). */
    private static Map<String, String[]> byPath(String tree, boolean diff) {
        Pattern line = Pattern.compile(diff ? "^( *)(.*) total=(\\S+) self=(\\S+) base=(\\S+) compare=(\\S+)$"
                : "^( *)(.*) total=(\\S+) self=(\\S+)$");
        Map<String, String[]> nodes = new HashMap<>();
        String[] stack = new String[4096];
        for (String text : tree.split("\n")) {
            Matcher matcher = line.matcher(text);
            assertTrue(matcher.matches(), text);
            int depth = matcher.group(1).length() / 2;
            stack[depth] = (depth == 0 ? "" : stack[depth - 1] + ";") + matcher.group(2);
            String[] values = diff ? new String[] {matcher.group(3), matcher.group(4), matcher.group(5), matcher.group(6)}
                    : new String[] {matcher.group(3), matcher.group(4)};
            assertEquals(null, nodes.put(stack[depth], values), "two lines for " + stack[depth]);
        }
        return nodes;
    }

    @Test
    void differentUnitsAreOneLine() {
        CliRun run = fails(BEFORE, AFTER_FOLDED);
        assertEquals(1, run.status());
        assertEquals(AFTER_FOLDED + ": its values are in sample counts but " + BEFORE + "'s are in milliseconds: "
                + "flint diff compares two profiles of one unit (both time, both counts or both bytes)\n", run.err());
    }

    @Test
    void badArgumentsAreOneLine() {
        assertEquals(Cli.EXIT_USAGE, fails(BEFORE).status());
        assertTrue(fails(BEFORE).err().startsWith("flint diff: no COMPARE file; usage: flint diff BASE COMPARE"));
        assertTrue(fails(BEFORE, AFTER, AFTER).err().startsWith("flint diff: unexpected argument " + AFTER));
        assertTrue(fails(BEFORE, AFTER, "--select", "main").err()
                .startsWith("flint diff: --select is an option of flint tree, not of flint diff"));
        assertEquals(BEFORE + ": no thread matches --thread 7; threads: 1:1 ()\n",
                fails(BEFORE, AFTER, "--thread-base", "7").err());
        assertEquals(AFTER + ": no thread matches --thread 7; threads: 1:1 ()\n",
                fails(BEFORE, AFTER, "--thread-compare", "7").err());
        assertEquals("flint diff: --transform merge-function=nothing: no function named \"nothing\"\n",
                fails(BEFORE, AFTER, "--transform", "merge-function=nothing").err());
        CliRun missing = fails(BEFORE, DIR + "missing.cpuprofile");
        assertEquals(Cli.EXIT_BAD_FILE, missing.status());
        assertTrue(missing.err().startsWith(DIR + "missing.cpuprofile: "), missing.err());
    }

    @Test
    void controlCharactersInNamesPrintEscapedAsInTree(@TempDir Path dir) throws Exception {
        Path base = Files.writeString(dir.resolve("base.folded"), "main 1\nmain;\u001b[2Jwipe 2\n");
        Path compare = Files.writeString(dir.resolve("compare.folded"), "main 1\nmain;\u001b[2Jwipe 3\n");
        assertEquals("main total=1 self=0 base=3 compare=4\n  \\x1b[2Jwipe total=1 self=1 base=2 compare=3\n",
                ok(base.toString(), compare.toString()));
    }

    @Test
    void aVeryDeepTreeIsWalkedWithoutRecursionAndItsTextRefused(@TempDir Path dir) throws Exception {
        int depth = 50_000;
        StringBuilder stack = new StringBuilder();
        for (int i = 0; i < depth; i++) stack.append(i == 0 ? "" : ";").append("f").append(i);
        Path base = Files.writeString(dir.resolve("base.folded"), stack + " 2\n");
        Path compare = Files.writeString(dir.resolve("compare.folded"), stack + " 3\n");
        String json = ok(base.toString(), compare.toString(), "--json");
        assertTrue(json.startsWith("{\"roots\": [{\"name\": \"f0\", \"total\": 1, \"self\": 0, \"base\": 2, "
                + "\"compare\": 3, \"children\": [{\"name\": \"f1\""), json.substring(0, 200));
        assertTrue(json.endsWith("\"children\": []}" + "]}".repeat(depth) + "\n"));
        CliRun text = fails(base.toString(), compare.toString());
        assertEquals(Cli.EXIT_BAD_FILE, text.status());
        assertTrue(text.err().contains("use --json"), text.err());
    }

    @Test
    void theHelpListsDiff() {
        assertTrue(CliRun.of("--help").out().contains("\n  diff "));
        assertTrue(CliRun.of("diff", "--help").out().startsWith("usage: flint diff BASE COMPARE"));
        assertArrayEquals(new String[0], CliRun.of("diff", BEFORE_FOLDED, BEFORE_FOLDED).errLines());
    }
}
