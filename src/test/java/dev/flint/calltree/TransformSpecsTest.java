package dev.flint.calltree;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.flint.importer.ProfileLoader;
import dev.flint.model.Profile;
import dev.flint.model.ProfileThread;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A transform stack as --transform lines and back: the same transforms, names that resolve to the same functions. */
class TransformSpecsTest {
    private static TransformStack stackOf(Profile profile) {
        ProfileThread thread = profile.threads().get(0);
        return TransformStack.of(thread, profile.categories().size() == 0 ? -1 : profile.categories().defaultCategory());
    }

    private static int func(ProfileThread thread, String name) {
        for (int f = 0; f < thread.funcs().size(); f++) if (thread.funcName(f).equals(name)) return f;
        throw new AssertionError(name);
    }

    @Test
    void everyKindOfTransformAsLinesAndBack() throws Exception {
        Profile profile = ProfileLoader.load(Path.of("testdata/calltree/seed-001.folded"));
        TransformStack base = stackOf(profile);
        ProfileThread t = base.thread();
        TransformStack stack = base
                .push(new Transform.MergeFunction(func(t, "C")))
                .push(new Transform.FocusSubtree(CallNodePath.of(func(t, "A"), func(t, "B")), Implementation.COMBINED, false))
                .push(new Transform.MergeCallNode(CallNodePath.of(func(t, "B"), func(t, "H")), Implementation.JS))
                .push(new Transform.CollapseRecursion(func(t, "F")))
                .push(new Transform.FocusSelf(func(t, "F"), Implementation.CPP));
        List<String> lines = TransformSpecs.format(stack, profile.categories());
        assertEquals(List.of("merge-function=C", "focus-subtree=A;B", "merge-call-node[js]=B;H",
                "collapse-recursion=F", "focus-self[cpp]=F"), lines);
        TransformStack back = TransformSpecs.pushAll(base, String.join("\n", lines), profile.categories());
        assertEquals(stack.transforms(), back.transforms());
        assertEquals(stack.toText(), back.toText());
    }

    @Test
    void twoFunctionsOfOneNameGetTheirScriptAndLine() throws Exception {
        Profile profile = ProfileLoader.load(Path.of("testdata/cpuprofile/node-small.cpuprofile"));
        TransformStack base = stackOf(profile);
        ProfileThread thread = base.thread();
        List<Integer> values = new ArrayList<>();
        for (int f = 0; f < thread.funcs().size(); f++) if (thread.funcName(f).equals("value")) values.add(f);
        assertEquals(2, values.size());
        for (int value : values) {
            TransformStack stack = base.push(new Transform.MergeFunction(value));
            String line = TransformSpecs.format(stack, profile.categories()).get(0);
            assertTrue(line.startsWith("merge-function=value@"), line);
            assertEquals(stack.transforms(), TransformSpecs.pushAll(base, line, profile.categories()).transforms());
        }
    }

    @Test
    void pastedTextMayCarryTheOptionNameCommentsAndBlankLines() throws Exception {
        Profile profile = ProfileLoader.load(Path.of("testdata/calltree/seed-001.folded"));
        TransformStack base = stackOf(profile);
        TransformStack stack = TransformSpecs.pushAll(base, "# from the app\n--transform merge-function=C\r\n\n  drop-function=G  \n",
                profile.categories());
        assertEquals(List.of("merge-function=C", "drop-function=G"), TransformSpecs.format(stack, profile.categories()));
    }

    @Test
    void aLineThatDoesNotResolveIsNamed() throws Exception {
        Profile profile = ProfileLoader.load(Path.of("testdata/calltree/seed-001.folded"));
        TransformStack base = stackOf(profile);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> TransformSpecs.pushAll(base, "merge-function=C\nmerge-function=Nope", profile.categories()));
        assertEquals("line 2: --transform merge-function=Nope: no function named \"Nope\"", e.getMessage());
        assertEquals("no transforms: expected lines like merge-function=NAME",
                assertThrows(IllegalArgumentException.class, () -> TransformSpecs.pushAll(base, "\n# nothing\n", profile.categories())).getMessage());
    }
}
