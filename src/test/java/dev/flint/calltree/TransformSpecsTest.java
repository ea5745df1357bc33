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

    /**
     * A script without a URL has the empty name, which {@code collapse-resource=} cannot carry: it is written
     * {@code #N}, the N-th resource of that name (RealProfilesCallTreeTest found one on a real profile).
     */
    @Test
    void aResourceWithoutANameIsWrittenByItsNumber(@org.junit.jupiter.api.io.TempDir Path folder) throws Exception {
        // JS Self-Profiling: two scripts without a URL (eval'd code), one with.
        Path file = java.nio.file.Files.writeString(folder.resolve("nameless.json"), """
                {"frames": [{"name": "evalOne", "resourceId": 0, "line": 1, "column": 1},
                            {"name": "evalTwo", "resourceId": 1, "line": 1, "column": 1},
                            {"name": "named", "resourceId": 2, "line": 3, "column": 1}],
                 "resources": ["", "", "http://127.0.0.1/app.js"],
                 "stacks": [{"frameId": 2}, {"frameId": 0, "parentId": 0}, {"frameId": 1, "parentId": 0}],
                 "samples": [{"stackId": 1, "timestamp": 1}, {"stackId": 2, "timestamp": 11}, {"stackId": 0, "timestamp": 21}]}
                """);
        Profile profile = ProfileLoader.load(file);
        TransformStack base = stackOf(profile);
        ProfileThread thread = base.thread();
        List<String> lines = new ArrayList<>();
        for (int resource = 0; resource < thread.resources().size(); resource++) {
            TransformStack stack = base.push(new Transform.CollapseResource(resource, Implementation.COMBINED));
            String line = TransformSpecs.format(stack, profile.categories()).get(0);
            lines.add(line);
            assertEquals(stack.transforms(), TransformSpecs.pushAll(base, line, profile.categories()).transforms(), line);
        }
        assertEquals(List.of("collapse-resource=#1", "collapse-resource=#2", "collapse-resource=http://127.0.0.1/app.js"),
                lines.stream().sorted().toList());
    }
}
