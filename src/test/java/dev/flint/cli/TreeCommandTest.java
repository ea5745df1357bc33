package dev.flint.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** `flint tree` on seed 001's example (testdata/calltree/seed-001.folded) and a small mixed profile. */
class TreeCommandTest {
    private static final String SEED = "testdata/calltree/seed-001.folded";
    private static final String MIXED = "testdata/calltree/mixed.folded";

    private record Result(int status, String out, String err) {}

    private static Result tree(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        List<String> all = new ArrayList<>(List.of("tree"));
        all.addAll(List.of(args));
        int status = Cli.run(all.toArray(String[]::new), new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        return new Result(status, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    private static String ok(String... args) {
        Result result = tree(args);
        assertEquals(0, result.status(), result.err());
        assertEquals("", result.err());
        return result.out();
    }

    @Test
    void baseTree() {
        assertEquals("""
                A total=3 self=0
                  B total=3 self=0
                    C total=2 self=0
                      D total=1 self=0
                        E total=1 self=1
                      F total=1 self=0
                        G total=1 self=1
                    H total=1 self=0
                      F total=1 self=1
                """, ok(SEED));
    }

    @Test
    void mergeC() {
        String expected = """
                A total=3 self=0
                  B total=3 self=0
                    D total=1 self=0
                      E total=1 self=1
                    F total=1 self=0
                      G total=1 self=1
                    H total=1 self=0
                      F total=1 self=1
                """;
        assertEquals(expected, ok(SEED, "--transform", "merge-call-node=A;B;C"));
        assertEquals(expected, ok(SEED, "--transform=merge-function=C"));
    }

    @Test
    void mergeE() {
        assertEquals("""
                A total=3 self=0
                  B total=3 self=0
                    C total=2 self=0
                      D total=1 self=1
                      F total=1 self=0
                        G total=1 self=1
                    H total=1 self=0
                      F total=1 self=1
                """, ok(SEED, "--transform", "merge-call-node=A;B;C;D;E"));
    }

    @Test
    void mergeSubtreeC() {
        assertEquals("""
                A total=3 self=0
                  B total=3 self=2
                    H total=1 self=0
                      F total=1 self=1
                """, ok(SEED, "--transform", "merge-subtree=A;B;C"));
    }

    @Test
    void hideC() {
        assertEquals("""
                A total=1 self=0
                  B total=1 self=0
                    H total=1 self=0
                      F total=1 self=1
                """, ok(SEED, "--transform", "drop-function=C"));
    }

    @Test
    void focusC() {
        String expected = """
                C total=2 self=0
                  D total=1 self=0
                    E total=1 self=1
                  F total=1 self=0
                    G total=1 self=1
                """;
        assertEquals(expected, ok(SEED, "--transform", "focus-subtree=A;B;C"));
        assertEquals(expected, ok(SEED, "--transform", "focus-function=C"));
    }

    @Test
    void pathToELosesCWhenCIsMerged() {
        String out = ok(SEED, "--select", "A;B;C;D;E", "--transform", "merge-call-node=A;B;C");
        assertTrue(out.endsWith("      E total=1 self=1\n    F total=1 self=0\n      G total=1 self=1\n"
                + "    H total=1 self=0\n      F total=1 self=1\nselected: A;B;D;E\n"), out);
    }

    @Test
    void expandedPathsAreTranslatedDeduplicatedAndSorted() {
        String out = ok(SEED, "--expand", "A;B;H", "--expand", "A;B;C", "--expand", "A;B", "--expand", "A",
                "--transform", "merge-call-node=A;B;C", "--transform", "drop-function=H");
        assertTrue(out.endsWith("expanded: A\nexpanded: A;B\n"), out);
    }

    @Test
    void aSelectionARuleDropsPrintsAnEmptySelection() {
        String out = ok(SEED, "--select", "A;B;H", "--transform", "focus-subtree=A;B;C");
        assertTrue(out.endsWith("selected:\n"), out);
    }

    @Test
    void invertedTreeWithAnInvertedFocus() {
        assertEquals("""
                F total=1 self=1
                  H total=1 self=0
                    B total=1 self=0
                      A total=1 self=0
                G total=1 self=1
                  F total=1 self=0
                    C total=1 self=0
                      B total=1 self=0
                        A total=1 self=0
                """, ok(SEED, "--inverted", "--transform", "drop-function=E"));
        // G called by F: only the second sample, cut after F, so F is the only root.
        assertEquals("""
                F total=1 self=1
                  C total=1 self=0
                    B total=1 self=0
                      A total=1 self=0
                selected: F;C
                """, ok(SEED, "--inverted", "--select", "G;F;C", "--transform", "focus-subtree[inverted]=G;F"));
        // F at the leaf (the third sample) or above G (the second, cut after F); js skips the non-JS frames below F.
        assertEquals("""
                F total=2 self=2
                  C total=1 self=0
                    B total=1 self=0
                      A total=1 self=0
                  H total=1 self=0
                    B total=1 self=0
                      A total=1 self=0
                """, ok(SEED, "--inverted", "--transform", "focus-subtree[inverted,js]=F"));
    }

    @Test
    void jsonHasTheSameTreeAndThePaths() {
        assertEquals("{\"totalSummary\": 1, \"roots\": [{\"name\": \"A\", \"total\": 1, \"self\": 0, \"children\": "
                + "[{\"name\": \"B\", \"total\": 1, \"self\": 0, \"children\": [{\"name\": \"H\", \"total\": 1, "
                + "\"self\": 0, \"children\": [{\"name\": \"F\", \"total\": 1, \"self\": 1, \"children\": []}]}]}]}], "
                + "\"selected\": \"\", \"expanded\": [\"A;B\"]}\n",
                ok(SEED, "--json", "--transform", "drop-function=C", "--select", "A;B;C", "--expand", "A;B"));
    }

    @Test
    void recursionTransformsOnAMixedProfile() {
        assertEquals("""
                main total=16 self=0
                  render total=6 self=0
                    layout total=5 self=0
                      measure total=5 self=5
                    paint total=1 self=1
                  parse total=5 self=0
                    readToken total=5 self=3
                      nextChar total=2 self=2
                  compute total=3 self=0
                    fib total=3 self=3
                  gc total=2 self=2
                selected: main;compute;fib
                """, ok(MIXED, "--transform", "collapse-recursion=fib", "--transform",
                "collapse-direct-recursion=measure", "--select", "main;compute;fib;helper;fib"));
        assertEquals("""
                main total=16 self=0
                  render total=6 self=0
                    layout total=5 self=5
                    paint total=1 self=1
                  parse total=5 self=5
                  compute total=3 self=0
                    fib total=3 self=3
                  gc total=2 self=2
                """, ok(MIXED, "--transform", "collapse-function-subtree=readToken", "--transform",
                "merge-function=readToken", "--transform", "collapse-function-subtree=layout",
                "--transform", "collapse-function-subtree=fib"));
    }

    @Test
    void errorsAreOneLineWithAStatus() {
        Result unknownFunction = tree(SEED, "--transform", "merge-call-node=A;B;X");
        assertEquals(Cli.EXIT_USAGE, unknownFunction.status());
        assertEquals(SEED + ": --transform merge-call-node=A;B;X: no function named \"X\"\n", unknownFunction.err());
        assertEquals("", unknownFunction.out());

        Result badOption = tree(SEED, "--transform", "merge-function[js]=C");
        assertEquals(Cli.EXIT_USAGE, badOption.status());
        assertTrue(badOption.err().contains("merge-function takes no implementation option"), badOption.err());

        Result badImplementation = tree(SEED, "--implementation", "rust");
        assertEquals(Cli.EXIT_USAGE, badImplementation.status());
        assertTrue(badImplementation.err().startsWith("flint tree: --implementation must be"), badImplementation.err());

        Result missing = tree("testdata/calltree/missing.folded");
        assertEquals(Cli.EXIT_BAD_FILE, missing.status());
        assertEquals("testdata/calltree/missing.folded: no such file\n", missing.err());

        Result noThread = tree(SEED, "--thread", "nope");
        assertEquals(Cli.EXIT_USAGE, noThread.status());
        assertTrue(noThread.err().startsWith(SEED + ": no thread matches --thread nope"), noThread.err());
        assertEquals(1, noThread.err().lines().count());
    }
}
