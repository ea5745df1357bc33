package dev.flint.diff;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.flint.calltree.CallNodePath;
import dev.flint.calltree.Implementation;
import dev.flint.calltree.TextSamples;
import dev.flint.calltree.Transform;
import dev.flint.model.ProfileThread;
import dev.flint.model.WeightType;
import org.junit.jupiter.api.Test;

/**
 * The merged tree of two threads written as text samples (one sample per line, root first, an optional
 * weight; see TextSamples), in DiffText's form: {@code NAME total=Δ self=Δ base=TB compare=TC}.
 */
class ComparisonTest {

    private static Comparison compare(String base, String compare) {
        return Comparison.of(TextSamples.of(base).thread, 0, TextSamples.of(compare).thread, 0);
    }

    private static String text(Comparison comparison) {
        return DiffText.format(comparison.tree(Implementation.COMBINED, false, false));
    }

    @Test
    void identicalProfilesGiveZeroDeltasEverywhereAndEveryNodeStaysShown() {
        String samples = """
                A;B;C 3
                A;B;D 2
                A;E 1
                F 4
                """;
        assertEquals("""
                A total=0 self=0 base=6 compare=6
                  B total=0 self=0 base=5 compare=5
                    C total=0 self=0 base=3 compare=3
                    D total=0 self=0 base=2 compare=2
                  E total=0 self=0 base=1 compare=1
                F total=0 self=0 base=4 compare=4
                """, text(compare(samples, samples)));
    }

    @Test
    void aFunctionOnlyInOneSideShowsWithZeroOnTheOther() {
        String base = """
                A;B 3
                A;Gone 2
                """;
        String compare = """
                A;B 3
                A;New 5
                """;
        // |Δ| first: New (+5) before Gone (-2) before B (0); A grows by 3.
        assertEquals("""
                A total=3 self=0 base=5 compare=8
                  New total=5 self=5 base=0 compare=5
                  Gone total=-2 self=-2 base=2 compare=0
                  B total=0 self=0 base=3 compare=3
                """, text(compare(base, compare)));
    }

    @Test
    void siblingsWithEqualDeltaGoByCompareTotalThenByName() {
        String base = """
                R;X 1
                R;Y 3
                R;Z 3
                R;W 5
                """;
        String compare = """
                R;X 2
                R;Y 4
                R;Z 4
                R;W 4
                """;
        assertEquals("""
                R total=2 self=0 base=12 compare=14
                  W total=-1 self=-1 base=5 compare=4
                  Y total=1 self=1 base=3 compare=4
                  Z total=1 self=1 base=3 compare=4
                  X total=1 self=1 base=1 compare=2
                """, text(compare(base, compare)));
    }

    @Test
    void aNodeBothSidesWeighZeroIsNotShownNorAnythingUnderIt() {
        // A's children cancel out (negative weights), so A totals 0 in both files.
        String samples = """
                A;B 2
                A;C -2
                D 1
                """;
        assertEquals("D total=1 self=1 base=1 compare=2\n", text(compare(samples, samples + "D 1\n")));
    }

    @Test
    void aTransformAppliesToBothSidesEvenWhenOneSideLacksTheFunction() {
        String base = """
                A;B;C 3
                A;D 1
                """;
        String compare = """
                A;B;C 1
                A;B;N 2
                A;D 1
                """;
        Comparison comparison = compare(base, compare);
        ProfileThread names = comparison.aligned().base();
        Comparison merged = comparison.push(new Transform.MergeFunction(funcNamed(names, "B")));
        assertEquals("""
                A total=0 self=0 base=4 compare=4
                  N total=2 self=2 base=0 compare=2
                  C total=-2 self=-2 base=3 compare=1
                  D total=0 self=0 base=1 compare=1
                """, text(merged));
        // N exists only in the compare file, but the base names it too: dropping it works on both sides.
        Comparison dropped = comparison.push(new Transform.DropFunction(funcNamed(names, "N")));
        assertEquals("""
                A total=-2 self=0 base=4 compare=2
                  B total=-2 self=0 base=3 compare=1
                    C total=-2 self=-2 base=3 compare=1
                  D total=0 self=0 base=1 compare=1
                """, text(dropped));
        // A path-taking transform: focus on A;B, then pop back to exactly the first view.
        Comparison focused = comparison.push(new Transform.FocusSubtree(
                CallNodePath.of(funcNamed(names, "A"), funcNamed(names, "B")), Implementation.COMBINED, false));
        assertEquals("""
                B total=0 self=0 base=3 compare=3
                  N total=2 self=2 base=0 compare=2
                  C total=-2 self=-2 base=3 compare=1
                """, text(focused));
        assertEquals(text(comparison), text(focused.pop()));
    }

    @Test
    void theInvertedTreeIsMergedFromBothSidesInvertedTrees() {
        String base = """
                A;B;C 3
                A;D;C 1
                A;D 2
                """;
        String compare = """
                A;B;C 1
                A;D;C 1
                A;D 1
                X;C 4
                """;
        // Roots carry self = total; inner nodes show self 0 on both sides, so their Δ self is 0.
        assertEquals("""
                C total=2 self=2 base=4 compare=6
                  X total=4 self=0 base=0 compare=4
                  B total=-2 self=0 base=3 compare=1
                    A total=-2 self=0 base=3 compare=1
                  D total=0 self=0 base=1 compare=1
                    A total=0 self=0 base=1 compare=1
                D total=-1 self=-1 base=2 compare=1
                  A total=-1 self=0 base=2 compare=1
                """, DiffText.format(compare(base, compare).tree(Implementation.COMBINED, true, false)));
    }

    @Test
    void transformsAndInversionTogether() {
        String base = """
                A;B;C 3
                A;D;C 1
                """;
        String compare = """
                A;B;C 1
                A;D;C 2
                """;
        Comparison comparison = compare(base, compare);
        Comparison merged = comparison.push(new Transform.MergeFunction(funcNamed(comparison.aligned().base(), "B")));
        assertEquals("""
                C total=-1 self=-1 base=4 compare=3
                  A total=-2 self=0 base=3 compare=1
                  D total=1 self=0 base=1 compare=2
                    A total=1 self=0 base=1 compare=2
                """, DiffText.format(merged.tree(Implementation.COMBINED, true, false)));
    }

    @Test
    void normalisationScalesTheBaseToTheCompareTotal() {
        String base = """
                A;B 6
                A;C 2
                """;
        String compare = """
                A;B 3
                A;C 2
                """;
        // The base weighs 8, the compare 5: every base value is multiplied by 5/8.
        assertEquals("""
                A total=0 self=0 base=5 compare=5
                  B total=-0.75 self=-0.75 base=3.75 compare=3
                  C total=0.75 self=0.75 base=1.25 compare=2
                """, DiffText.format(compare(base, compare).tree(Implementation.COMBINED, false, true)));
        // After a transform it is the transformed totals that are made equal.
        Comparison comparison = compare(base, compare);
        Comparison dropped = comparison.push(new Transform.DropFunction(funcNamed(comparison.aligned().base(), "C")));
        assertEquals("""
                A total=0 self=0 base=3 compare=3
                  B total=0 self=0 base=3 compare=3
                """, DiffText.format(dropped.tree(Implementation.COMBINED, false, true)));
    }

    @Test
    void aBaseThatWeighsNothingIsNotScaled() {
        Comparison comparison = compare("A 0\n", "A 2\n");
        assertEquals("A total=2 self=2 base=0 compare=2\n",
                DiffText.format(comparison.tree(Implementation.COMBINED, false, true)));
    }

    @Test
    void urlsMatchWithoutTheirOriginWhenTheFilesOriginsDiffer() {
        String base = """
                main[url:http://localhost:8080/app.js];render[url:http://localhost:8080/app.js] 3
                main[url:http://localhost:8080/app.js];draw[url:http://localhost:8080/lib/draw.js] 1
                """;
        String compare = """
                main[url:https://example.com/app.js];render[url:https://example.com/app.js] 1
                main[url:https://example.com/app.js];draw[url:https://cdn.example.com/lib/draw.js] 2
                """;
        Comparison comparison = compare(base, compare);
        assertTrue(comparison.aligned().urlsWithoutOrigin());
        assertEquals("""
                main total=-1 self=0 base=4 compare=3
                  render total=-2 self=-2 base=3 compare=1
                  draw total=1 self=1 base=1 compare=2
                """, text(comparison));
    }

    @Test
    void urlsMatchWholeWhenBothFilesHaveTheSameOrigins() {
        // Same origins on both sides: a script served from another host is another script.
        String base = """
                main[url:https://a.example/app.js];f[url:https://a.example/x.js] 2
                main[url:https://a.example/app.js];f[url:https://b.example/x.js] 1
                """;
        String compare = """
                main[url:https://a.example/app.js];f[url:https://a.example/x.js] 2
                main[url:https://a.example/app.js];f[url:https://b.example/x.js] 3
                """;
        Comparison comparison = compare(base, compare);
        assertEquals(false, comparison.aligned().urlsWithoutOrigin());
        String tree = text(comparison);
        assertEquals("""
                main total=2 self=0 base=3 compare=5
                  f total=2 self=2 base=1 compare=3
                  f total=0 self=0 base=2 compare=2
                """, tree);
    }

    @Test
    void functionsOfTheSameNameInDifferentResourcesStayApart() {
        String base = "main;parse[lib:libjson.so] 2\nmain;parse[url:file:///app/parse.js] 1\n";
        String compare = "main;parse[lib:libjson.so] 1\nmain;parse[url:file:///app/parse.js] 4\n";
        assertEquals("""
                main total=2 self=0 base=3 compare=5
                  parse total=3 self=3 base=1 compare=4
                  parse total=-1 self=-1 base=2 compare=1
                """, text(compare(base, compare)));
    }

    @Test
    void differentUnitsAreRefused() {
        ProfileThread counts = TextSamples.of("A 1\n").thread;
        ProfileThread millis = TextSamples.of("A 1\n").thread.withWeightType(WeightType.TRACING_MS);
        UnitMismatchException error = assertThrows(UnitMismatchException.class,
                () -> Comparison.of(counts, 0, millis, 0));
        assertEquals("the profiles have different units: the base is in sample counts, the compare profile in "
                + "milliseconds; compare two profiles of one unit (both time, both counts or both bytes)",
                error.getMessage());
    }

    @Test
    void pathsAndFindRoundTrip() {
        Comparison comparison = compare("A;B 1\n", "A;C 1\n");
        DiffTree tree = comparison.tree(Implementation.COMBINED, false, false);
        for (int node = 0; node < tree.nodeCount(); node++) assertEquals(node, tree.find(tree.path(node)));
        assertEquals(-1, tree.find(CallNodePath.of(funcNamed(comparison.aligned().base(), "B"),
                funcNamed(comparison.aligned().base(), "A"))));
    }

    static int funcNamed(ProfileThread thread, String name) {
        int found = -1;
        for (int func = 0; func < thread.funcs().size(); func++) {
            if (thread.funcName(func).equals(name)) {
                if (found >= 0) throw new IllegalArgumentException("two funcs named " + name);
                found = func;
            }
        }
        if (found < 0) throw new IllegalArgumentException("no func " + name);
        return found;
    }
}
