package dev.flint.calltree;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.flint.model.ProfileThread;
import java.util.function.Function;
import org.junit.jupiter.api.Test;

/**
 * Every transform on text samples (one sample per line, root first), the expected tree as indented text,
 * and its path translation rule, from the semantics in notes/firefox-calltree.md.
 */
class TransformCasesTest {
    private static final Implementation ALL = Implementation.COMBINED;
    private static final Implementation JS = Implementation.JS;

    private static void check(String samples, Function<TextSamples, Transform> transform, String expectedTree) {
        check(samples, transform, CallTreeOptions.DEFAULT, expectedTree);
    }

    private static void check(String samples, Function<TextSamples, Transform> transform, CallTreeOptions options,
                              String expectedTree) {
        TextSamples fixture = TextSamples.of(samples);
        TransformStack stack = TransformStack.of(fixture.thread, 0).push(transform.apply(fixture));
        assertEquals(expectedTree, CallTreeText.format(CallTree.build(stack.thread(), options.withDefaultCategory(0))));
    }

    /** Checks that {@code path} reads {@code expected} ("" when dropped) after the transform. */
    private static void translates(String samples, Function<TextSamples, Transform> transform, String path,
                                   String expected) {
        TextSamples fixture = TextSamples.of(samples);
        Transform made = transform.apply(fixture);
        CallNodePath translated = made.translate(fixture.path(path), fixture.thread, 0);
        ProfileThread after = made.apply(fixture.thread, 0);
        StringBuilder names = new StringBuilder();
        for (int i = 0; i < translated.length(); i++) {
            names.append(i > 0 ? ";" : "").append(after.funcName(translated.func(i)));
        }
        assertEquals(expected, names.toString());
    }

    private static CallTreeOptions inverted() {
        return CallTreeOptions.DEFAULT.withInverted(true);
    }

    // ---- focus-subtree ----

    @Test
    void focusSubtreeKeepsSamplesThroughThePathWithItsLastFuncAsRoot() {
        check("A;B;C\nA;B;D\nA;E", s -> new Transform.FocusSubtree(s.path("A;B"), ALL, false), """
                B total=2 self=0
                  C total=1 self=1
                  D total=1 self=1
                """);
    }

    @Test
    void focusSubtreeDropsSamplesOnAProperPrefixOfThePath() {
        check("A;B;C\nA;B\nA", s -> new Transform.FocusSubtree(s.path("A;B;C"), ALL, false), "C total=1 self=1\n");
    }

    @Test
    void focusSubtreeSkipsFramesTheImplementationHid() {
        String samples = "A[js];x;B[js];C[js]\nA[js];B[js]\nA[js];y;C[js]";
        check(samples, s -> new Transform.FocusSubtree(s.path("A;B"), JS, false), """
                B total=2 self=1
                  C total=1 self=1
                """);
        check(samples, s -> new Transform.FocusSubtree(s.path("A;B"), ALL, false), "B total=1 self=1\n");
    }

    @Test
    void invertedFocusSubtreeCutsSamplesAfterTheMatchedCaller() {
        check("A;B;C\nD;B;C\nA;C", s -> new Transform.FocusSubtree(s.path("C;B"), ALL, true), inverted(), """
                B total=2 self=2
                  A total=1 self=0
                  D total=1 self=0
                """);
        check("A;B;C\nD;B;C\nA;C", s -> new Transform.FocusSubtree(s.path("C;B"), ALL, true), """
                A total=1 self=0
                  B total=1 self=1
                D total=1 self=0
                  B total=1 self=1
                """);
    }

    @Test
    void focusSubtreeTranslatesPathsThroughTheFocusedNode() {
        String samples = "A;B;C\nA;E";
        translates(samples, s -> new Transform.FocusSubtree(s.path("A;B"), ALL, false), "A;B;C", "B;C");
        translates(samples, s -> new Transform.FocusSubtree(s.path("A;B"), ALL, false), "A;B", "B");
        translates(samples, s -> new Transform.FocusSubtree(s.path("A;B"), ALL, false), "A;E", "");
        translates(samples, s -> new Transform.FocusSubtree(s.path("A;B"), ALL, false), "A", "");
    }

    // ---- focus-function ----

    @Test
    void focusFunctionStartsEveryStackAtTheFunction() {
        check("A;B;C\nA;D;B\nA;E", s -> new Transform.FocusFunction(s.func("B")), """
                B total=2 self=1
                  C total=1 self=1
                """);
    }

    @Test
    void focusFunctionKeepsRecursionBelowTheOutermostFrame() {
        check("X;Y;X;Y;D", s -> new Transform.FocusFunction(s.func("X")), """
                X total=1 self=0
                  Y total=1 self=0
                    X total=1 self=0
                      Y total=1 self=0
                        D total=1 self=1
                """);
    }

    @Test
    void focusFunctionDropsSamplesWithoutIt() {
        check("A;B\nC;D\nC", s -> new Transform.FocusFunction(s.func("C")), "C total=2 self=1\n  D total=1 self=1\n");
        check("A;B\nC;D\nC", s -> new Transform.FocusFunction(s.func("D")), "D total=1 self=1\n");
    }

    @Test
    void focusFunctionTranslatesFromTheFirstOccurrence() {
        String samples = "X;Y;X;Y\nA;E";
        translates(samples, s -> new Transform.FocusFunction(s.func("Y")), "X;Y;X;Y", "Y;X;Y");
        translates(samples, s -> new Transform.FocusFunction(s.func("X")), "X;Y;X;Y", "X;Y;X;Y");
        translates(samples, s -> new Transform.FocusFunction(s.func("X")), "A;E", "");
    }

    // ---- focus-self ----

    @Test
    void focusSelfCombinedKeepsTheSamplesWhoseLeafIsTheFunction() {
        check("A;B\nA;B;C\nD;B", s -> new Transform.FocusSelf(s.func("B"), ALL), "B total=2 self=2\n");
    }

    @Test
    void focusSelfInAJsViewKeepsTheNativeHelpersUnderTheFunction() {
        check("A[js];B[js];native\nA[js];B[js];C[js]\nB[js];helper", s -> new Transform.FocusSelf(s.func("B"), JS), """
                B total=2 self=0
                  helper total=1 self=1
                  native total=1 self=1
                """);
    }

    @Test
    void focusSelfTakesTheInnermostInstanceOfARecursiveFunction() {
        check("B;X;B\nB;B\nB;X", s -> new Transform.FocusSelf(s.func("B"), ALL), "B total=2 self=2\n");
    }

    @Test
    void focusSelfTranslatesToTheFunctionAlone() {
        translates("A;B;C\nA;C", s -> new Transform.FocusSelf(s.func("B"), ALL), "A;B;C", "B");
        translates("A;B;C\nA;C", s -> new Transform.FocusSelf(s.func("B"), ALL), "A;C", "");
        translates("A;B;C\nA;C", s -> new Transform.FocusSelf(s.func("C"), ALL), "A;C", "C");
    }

    // ---- focus-category ----

    @Test
    void focusCategoryKeepsTheCategorysNodesUnderTheirNearestKeptAncestor() {
        check("A[cat:JS];B[cat:DOM];C[cat:JS]\nA[cat:JS];D[cat:JS]",
                s -> new Transform.FocusCategory(s.categories.find("JS")), """
                A total=2 self=0
                  C total=1 self=1
                  D total=1 self=1
                """);
    }

    @Test
    void focusCategoryChargesOtherLeavesToTheNearestNodeOfTheCategory() {
        check("A[cat:JS];B[cat:DOM]\nA[cat:JS];x\nB[cat:DOM]", s -> new Transform.FocusCategory(s.categories.find("JS")), """
                A total=2 self=1
                  x total=1 self=1
                """);
    }

    @Test
    void focusCategoryOnTheDefaultKeepsRootsWithoutACategory() {
        check("r;s[cat:JS]\nr\nt[cat:JS]", s -> new Transform.FocusCategory(0), "r total=2 self=2\n");
    }

    @Test
    void focusCategoryTranslatesByTheCallNodesCategory() {
        String samples = "A[cat:JS];B[cat:DOM];C[cat:JS]\nA[cat:JS];D";
        translates(samples, s -> new Transform.FocusCategory(s.categories.find("JS")), "A;B;C", "A;C");
        translates(samples, s -> new Transform.FocusCategory(s.categories.find("JS")), "A;D", "A;D");
        translates(samples, s -> new Transform.FocusCategory(s.categories.find("DOM")), "A;B;C", "B");
    }

    // ---- merge-call-node ----

    @Test
    void mergeCallNodeChargesOnlyThatNodeToItsCaller() {
        check("A;B;C\nA;B\nB;C", s -> new Transform.MergeCallNode(s.path("A;B"), ALL), """
                A total=2 self=1
                  C total=1 self=1
                B total=1 self=0
                  C total=1 self=1
                """);
    }

    @Test
    void mergeCallNodeOfARootDropsItsOwnSamples() {
        check("A;B\nA", s -> new Transform.MergeCallNode(s.path("A"), ALL), "B total=1 self=1\n");
    }

    @Test
    void mergeCallNodeLeavesDeeperOccurrences() {
        check("A;B;A;B", s -> new Transform.MergeCallNode(s.path("A;B"), ALL), """
                A total=1 self=0
                  A total=1 self=0
                    B total=1 self=1
                """);
    }

    @Test
    void mergeCallNodeSkipsHiddenFramesWhenMatching() {
        check("A[js];x;B[js];C[js]\nA[js];B[js]", s -> new Transform.MergeCallNode(s.path("A;B"), JS), """
                A total=2 self=1
                  x total=1 self=0
                    C total=1 self=1
                """);
    }

    @Test
    void mergeCallNodeTranslatesPathsThroughTheNode() {
        String samples = "A;B;C\nA;D\nB;C";
        translates(samples, s -> new Transform.MergeCallNode(s.path("A;B"), ALL), "A;B;C", "A;C");
        translates(samples, s -> new Transform.MergeCallNode(s.path("A;B"), ALL), "A;D", "A;D");
        translates(samples, s -> new Transform.MergeCallNode(s.path("A;B"), ALL), "B;C", "B;C");
        translates(samples, s -> new Transform.MergeCallNode(s.path("A;B"), ALL), "A;B", "A");
    }

    // ---- merge-function ----

    @Test
    void mergeFunctionChargesEveryFrameToItsCaller() {
        check("A;B;C\nA;B\nB", s -> new Transform.MergeFunction(s.func("B")), """
                A total=2 self=1
                  C total=1 self=1
                """);
    }

    @Test
    void mergeFunctionRemovesEveryRecursiveFrame() {
        check("A;B;A;B;C", s -> new Transform.MergeFunction(s.func("B")), """
                A total=1 self=0
                  A total=1 self=0
                    C total=1 self=1
                """);
    }

    @Test
    void mergeFunctionOfTheRootMakesItsCalleesRoots() {
        check("A;B\nA;C\nA;C", s -> new Transform.MergeFunction(s.func("A")), "C total=2 self=2\nB total=1 self=1\n");
    }

    @Test
    void mergeFunctionTranslatesByRemovingEveryOccurrence() {
        String samples = "A;B;A;B;C";
        translates(samples, s -> new Transform.MergeFunction(s.func("B")), "A;B;A;B;C", "A;A;C");
        translates(samples, s -> new Transform.MergeFunction(s.func("B")), "A;B", "A");
        translates(samples, s -> new Transform.MergeFunction(s.func("C")), "A;B", "A;B");
    }

    // ---- merge-subtree ----

    @Test
    void mergeSubtreeChargesTheNodeAndItsSubtreeToTheCaller() {
        check("A;B;C\nA;B\nA;D", s -> new Transform.MergeSubtree(s.path("A;B"), ALL), """
                A total=3 self=2
                  D total=1 self=1
                """);
    }

    @Test
    void mergeSubtreeOfARootDropsItsSamples() {
        check("A;B\nC", s -> new Transform.MergeSubtree(s.path("A"), ALL), "C total=1 self=1\n");
    }

    @Test
    void mergeSubtreeTouchesOnlyThePathsOccurrence() {
        check("A;B;A;B\nA;B;A;B;C", s -> new Transform.MergeSubtree(s.path("A;B;A"), ALL), """
                A total=2 self=0
                  B total=2 self=2
                """);
    }

    @Test
    void mergeSubtreeWithHiddenFramesChargesTheFullTreeCaller() {
        check("A[js];x;B[js];C[js]", s -> new Transform.MergeSubtree(s.path("A;B"), JS), """
                A total=1 self=0
                  x total=1 self=1
                """);
    }

    @Test
    void mergeSubtreeTranslatesPathsInsideToTheCaller() {
        String samples = "A;B;C\nA;D";
        translates(samples, s -> new Transform.MergeSubtree(s.path("A;B"), ALL), "A;B;C", "A");
        translates(samples, s -> new Transform.MergeSubtree(s.path("A;B"), ALL), "A;D", "A;D");
        translates(samples, s -> new Transform.MergeSubtree(s.path("A"), ALL), "A;D", "");
    }

    // ---- drop-function ----

    @Test
    void dropFunctionDropsSamplesContainingItAnywhere() {
        check("A;B\nA;C\nB", s -> new Transform.DropFunction(s.func("B")), "A total=1 self=0\n  C total=1 self=1\n");
        check("A;B;C\nA;C\nA", s -> new Transform.DropFunction(s.func("C")), "A total=1 self=1\n");
        check("A;B\nA", s -> new Transform.DropFunction(s.func("A")), "");
    }

    @Test
    void dropFunctionDropsPathsThroughIt() {
        translates("A;B;C\nA;C", s -> new Transform.DropFunction(s.func("B")), "A;B;C", "");
        translates("A;B;C\nA;C", s -> new Transform.DropFunction(s.func("B")), "A;C", "A;C");
        translates("A;B;C\nA;C", s -> new Transform.DropFunction(s.func("C")), "A;B", "A;B");
    }

    // ---- collapse-function-subtree ----

    @Test
    void collapseFunctionSubtreeMakesItsCalleesSelfTime() {
        check("A;B;C\nA;B;D\nA;E", s -> new Transform.CollapseFunctionSubtree(s.func("B")), """
                A total=3 self=0
                  B total=2 self=2
                  E total=1 self=1
                """);
        check("B;X;B;Y", s -> new Transform.CollapseFunctionSubtree(s.func("B")), "B total=1 self=1\n");
        check("A;B", s -> new Transform.CollapseFunctionSubtree(s.func("B")), "A total=1 self=0\n  B total=1 self=1\n");
    }

    @Test
    void collapseFunctionSubtreeTruncatesPathsAfterTheFirstOccurrence() {
        String samples = "A;B;C\nB;X;B\nA;E";
        translates(samples, s -> new Transform.CollapseFunctionSubtree(s.func("B")), "A;B;C", "A;B");
        translates(samples, s -> new Transform.CollapseFunctionSubtree(s.func("B")), "B;X;B", "B");
        translates(samples, s -> new Transform.CollapseFunctionSubtree(s.func("B")), "A;E", "A;E");
    }

    // ---- collapse-resource ----

    @Test
    void collapseResourceFoldsAdjacentFramesOfTheLibrary() {
        check("A;B[lib:libc];C[lib:libc];D\nA;C[lib:libc]", s -> new Transform.CollapseResource(s.resource("libc"), ALL), """
                A total=2 self=0
                  libc total=2 self=1
                    D total=1 self=1
                """);
    }

    @Test
    void collapseResourceKeepsSeparateRunsSeparate() {
        check("A;B[lib:libc];x;C[lib:libc]", s -> new Transform.CollapseResource(s.resource("libc"), ALL), """
                A total=1 self=0
                  libc total=1 self=0
                    x total=1 self=0
                      libc total=1 self=1
                """);
    }

    @Test
    void collapseResourceInANativeViewSwallowsJsBetweenLibraryFrames() {
        String samples = "A;B[lib:libc];f[js];C[lib:libc];D";
        check(samples, s -> new Transform.CollapseResource(s.resource("libc"), Implementation.CPP), """
                A total=1 self=0
                  libc total=1 self=0
                    D total=1 self=1
                """);
        check(samples, s -> new Transform.CollapseResource(s.resource("libc"), ALL), """
                A total=1 self=0
                  libc total=1 self=0
                    f total=1 self=0
                      libc total=1 self=0
                        D total=1 self=1
                """);
    }

    @Test
    void collapseResourceTranslatesToTheCollapsedFunc() {
        String samples = "A;B[lib:libc];C[lib:libc];D\nA;E";
        translates(samples, s -> new Transform.CollapseResource(s.resource("libc"), ALL), "A;B;C;D", "A;libc;D");
        translates(samples, s -> new Transform.CollapseResource(s.resource("libc"), ALL), "A;B", "A;libc");
        translates(samples, s -> new Transform.CollapseResource(s.resource("libc"), ALL), "A;E", "A;E");
    }

    // ---- collapse-direct-recursion ----

    @Test
    void collapseDirectRecursionFoldsSelfCalls() {
        check("A;B;B;B;C\nA;B;B", s -> new Transform.CollapseDirectRecursion(s.func("B"), ALL), """
                A total=2 self=0
                  B total=2 self=1
                    C total=1 self=1
                """);
    }

    @Test
    void collapseDirectRecursionLeavesIndirectRecursion() {
        check("A;B;X;B", s -> new Transform.CollapseDirectRecursion(s.func("B"), ALL), """
                A total=1 self=0
                  B total=1 self=0
                    X total=1 self=0
                      B total=1 self=1
                """);
    }

    @Test
    void collapseDirectRecursionSeesThroughFramesTheImplementationHides() {
        check("B[js];c;B[js]\nB[js];c", s -> new Transform.CollapseDirectRecursion(s.func("B"), JS), """
                B total=2 self=1
                  c total=1 self=1
                """);
    }

    @Test
    void collapseDirectRecursionTranslatesAdjacentRepeats() {
        String samples = "A;B;B;C\nA;B;X;B";
        translates(samples, s -> new Transform.CollapseDirectRecursion(s.func("B"), ALL), "A;B;B;C", "A;B;C");
        translates(samples, s -> new Transform.CollapseDirectRecursion(s.func("B"), ALL), "A;B;X;B", "A;B;X;B");
        translates(samples, s -> new Transform.CollapseDirectRecursion(s.func("B"), ALL), "A;B;B", "A;B");
    }

    // ---- collapse-recursion ----

    @Test
    void collapseRecursionSkipsEverythingBetweenOuterAndInnerFrames() {
        check("A;B;C;B;D", s -> new Transform.CollapseRecursion(s.func("B")), """
                A total=1 self=0
                  B total=1 self=0
                    D total=1 self=1
                """);
        check("A;B;C;E", s -> new Transform.CollapseRecursion(s.func("B")), """
                A total=1 self=0
                  B total=1 self=0
                    C total=1 self=0
                      E total=1 self=1
                """);
        check("A;B;B;B\nA;B", s -> new Transform.CollapseRecursion(s.func("B")), "A total=2 self=0\n  B total=2 self=2\n");
    }

    @Test
    void collapseRecursionTranslatesToBeforeTheFirstAndFromTheLastOccurrence() {
        String samples = "A;B;C;B;D\nA;B;C";
        translates(samples, s -> new Transform.CollapseRecursion(s.func("B")), "A;B;C;B;D", "A;B;D");
        translates(samples, s -> new Transform.CollapseRecursion(s.func("B")), "A;B;C", "A;B;C");
        translates(samples, s -> new Transform.CollapseRecursion(s.func("B")), "A;C", "A;C");
    }

    // ---- the inverted view and implementation filters after transforms ----

    @Test
    void mergedFunctionsVanishFromTheInvertedTreeAndTheirSelfMovesToTheCaller() {
        check("A;B;C\nA;B\nA;C", s -> new Transform.MergeFunction(s.func("B")), inverted(), """
                C total=2 self=2
                  A total=2 self=0
                A total=1 self=1
                """);
    }

    @Test
    void collapsedRecursionGivesOneCallerChainInTheInvertedTree() {
        check("A;B;C;B;D\nA;B;D", s -> new Transform.CollapseRecursion(s.func("B")), inverted(), """
                D total=2 self=2
                  B total=2 self=0
                    A total=2 self=0
                """);
    }

    @Test
    void transformsThenAJsOnlyView() {
        String samples = "run;onLoad[js];native;a[js];b[js]\nrun;onLoad[js];a[js]\nrun;gc";
        check(samples, s -> new Transform.MergeFunction(s.func("a")),
                CallTreeOptions.DEFAULT.withImplementation(JS), """
                onLoad total=2 self=1
                  b total=1 self=1
                """);
        check(samples, s -> new Transform.DropFunction(s.func("native")),
                CallTreeOptions.DEFAULT.withImplementation(Implementation.CPP), "run total=2 self=1\n  gc total=1 self=1\n");
    }
}
