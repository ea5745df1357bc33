package dev.flint.sourcemaps;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.flint.calltree.CallNodePath;
import dev.flint.calltree.CallTree;
import dev.flint.calltree.CallTreeOptions;
import dev.flint.calltree.CallTreeText;
import dev.flint.calltree.Implementation;
import dev.flint.calltree.SampleRange;
import dev.flint.calltree.ViewPaths;
import dev.flint.importer.ProfileLoader;
import dev.flint.importer.ProgressListener;
import dev.flint.importer.SourceBytes;
import dev.flint.model.Profile;
import dev.flint.model.ProfileThread;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * SourceMapApplier on a hand-made profile over the esbuild bundle of testdata/sourcemaps/smapply: its functions
 * i (computeHeavyThing at 0:79), u (arrowWorker at its parameter, 0:154), runStep (0:221) and s (main, 0:254),
 * the same bundle loaded twice under two URLs (a second chunk, an iframe) so that two funcs land on one original
 * function.
 */
class SourceMapApplierTest {
    private static final String A = "https://a.test/app.min.js";
    private static final String B = "https://a.test/copy.min.js";

    private static String node(int id, String name, String scriptId, String url, int column, String children) {
        return "{\"id\":" + id + ",\"callFrame\":{\"functionName\":\"" + name + "\",\"scriptId\":\"" + scriptId
                + "\",\"url\":\"" + url + "\",\"lineNumber\":" + (url.isEmpty() ? -1 : 0) + ",\"columnNumber\":"
                + column + "},\"children\":[" + children + "]}";
    }

    /** s > runStep > i (A), s > runStep > i (B), s > runStep > u (A); one sample each, i of A twice. */
    private static ProfileThread thread() throws Exception {
        String json = "{\"nodes\":[" + node(1, "(root)", "0", "", -1, "2") + "," + node(2, "s", "81", A, 254, "3")
                + "," + node(3, "runStep", "81", A, 221, "4,5,6") + "," + node(4, "i", "81", A, 79, "") + ","
                + node(5, "i", "82", B, 79, "") + "," + node(6, "u", "81", A, 154, "") + "],"
                + "\"startTime\":0,\"endTime\":4000,\"samples\":[4,4,5,6],\"timeDeltas\":[1000,1000,1000,1000]}";
        Profile profile = ProfileLoader.load(SourceBytes.of(json.getBytes(StandardCharsets.UTF_8), "t.cpuprofile"),
                ProgressListener.NONE);
        return profile.threads().get(0);
    }

    private static SourceMapSet maps() throws Exception {
        SourceMap map = SourceMapReader.read(Path.of("testdata/sourcemaps/smapply/dist/app.min.js.map"));
        return SourceMapSet.of(List.of(new ScriptMap(A, map, null), new ScriptMap(B, map, null)));
    }

    private static String tree(ProfileThread thread) {
        StringBuilder text = new StringBuilder();
        try {
            CallTreeText.write(CallTree.build(thread, new CallTreeOptions(Implementation.COMBINED, false,
                    SampleRange.ALL, -1)), text);
        } catch (java.io.IOException impossible) {
            throw new AssertionError(impossible);
        }
        return text.toString();
    }

    private static int func(ProfileThread thread, String name, String file) {
        for (int f = 0; f < thread.funcs().size(); f++) {
            if (thread.funcName(f).equals(name) && thread.strings().get(thread.funcs().fileName(f)).endsWith(file)) return f;
        }
        throw new AssertionError("no func " + name + " in " + file);
    }

    @Test
    void funcsOfTwoCopiesOfOneFunctionBecomeOneAndTheTreeMergesThem() throws Exception {
        ProfileThread before = thread();
        assertEquals("""
                s total=4 self=0
                  runStep total=4 self=0
                    i total=2 self=2
                    i total=1 self=1
                    u total=1 self=1
                """, tree(before));
        SourceMapping mapping = SourceMapApplier.apply(before, maps());
        assertEquals("""
                main total=4 self=0
                  runStep total=4 self=0
                    computeHeavyThing total=3 self=3
                    arrowWorker total=1 self=1
                """, tree(mapping.thread()));
        // i of A and i of B: one new func, at computeHeavyThing's name in src/main.js (line 4, column 17).
        int iOfA = func(before, "i", A);
        int iOfB = func(before, "i", B);
        assertArrayEquals(mapping.newFuncs(iOfA), mapping.newFuncs(iOfB));
        int heavy = mapping.newFuncs(iOfA)[0];
        ProfileThread after = mapping.thread();
        assertEquals("computeHeavyThing", after.funcName(heavy));
        assertTrue(after.strings().get(after.funcs().fileName(heavy)).endsWith("/src/main.js"));
        assertEquals(4, after.funcs().line(heavy));
        assertEquals(17, after.funcs().column(heavy));
        assertEquals(1, mapping.mapsUsed());
        assertEquals(5, mapping.framesMapped());
        assertEquals(0, mapping.framesUnmapped());
    }

    @Test
    void oldFuncIndexesStayValidAndFramesMoveToTheOriginalPlace() throws Exception {
        ProfileThread before = thread();
        SourceMapping mapping = SourceMapApplier.apply(before, maps());
        ProfileThread after = mapping.thread();
        for (int f = 0; f < before.funcs().size(); f++) {
            assertEquals(before.funcName(f), after.funcName(f), "old func " + f + " keeps its name");
        }
        assertEquals(before.frames().size(), after.frames().size());
        assertEquals(before.stacks(), after.stacks(), "stacks (and V8 node ids, line hits) are shared");
        int uFrame = -1;
        for (int frame = 0; frame < before.frames().size(); frame++) {
            if (before.funcName(before.frames().func(frame)).equals("u")) uFrame = frame;
        }
        assertEquals("arrowWorker", after.funcName(after.frames().func(uFrame)));
        assertEquals(10, after.frames().line(uFrame));
        assertEquals(22, after.frames().column(uFrame));
        assertNull(mapping.newFuncs(0), "(root)'s stack-less funcs and unmapped ones are unchanged");
    }

    @Test
    void theSelectionAndExpandedPathsStayOnTheirFunctions() throws Exception {
        ProfileThread before = thread();
        int s = func(before, "s", A);
        int runStep = func(before, "runStep", A);
        CallNodePath selected = CallNodePath.of(s, runStep, func(before, "i", B));
        ViewPaths paths = new ViewPaths(selected, List.of(CallNodePath.of(s), CallNodePath.of(s, runStep)));
        SourceMapping mapping = SourceMapApplier.apply(before, maps());
        ViewPaths after = paths.mapFuncs(mapping::newFuncs, false);
        assertEquals("main;runStep;computeHeavyThing", names(mapping.thread(), after.selected()));
        assertEquals(List.of("main", "main;runStep"), after.expanded().stream().map(p -> names(mapping.thread(), p)).toList());
    }

    @Test
    void withoutAMapNothingChanges() throws Exception {
        ProfileThread before = thread();
        SourceMapping mapping = SourceMapApplier.apply(before, SourceMapSet.empty());
        assertTrue(mapping.thread() == before);
        assertFalse(mapping.changed());
        assertEquals(5, mapping.framesUnmapped());
    }

    @Test
    void ignoreListedSourcesMarkTheirFuncs() throws Exception {
        String json = "{\"nodes\":[" + node(1, "(root)", "0", "", -1, "2") + "," + node(2, "o", "81", A, 16, "")
                + "],\"startTime\":0,\"endTime\":1000,\"samples\":[2],\"timeDeltas\":[1000]}";
        ProfileThread before = ProfileLoader.load(SourceBytes.of(json.getBytes(StandardCharsets.UTF_8), "t.cpuprofile"),
                ProgressListener.NONE).threads().get(0);
        SourceMapping mapping = SourceMapApplier.apply(before, maps());
        int spin = mapping.newFuncs(func(before, "o", A))[0];
        assertEquals("spin", mapping.thread().funcName(spin));
        assertTrue(mapping.thread().funcs().isIgnoreListed(spin));
    }

    private static String names(ProfileThread thread, CallNodePath path) {
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < path.length(); i++) text.append(i == 0 ? "" : ";").append(thread.funcName(path.func(i)));
        return text.toString();
    }
}
