package dev.flint.importer;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.flint.model.LoadWarning;
import dev.flint.model.Profile;
import dev.flint.model.ProfileFormat;
import dev.flint.model.ProfileThread;
import dev.flint.model.WeightType;
import java.util.List;
import org.junit.jupiter.api.Test;

class CpuProfileImporterTest {
    private static String frame(String name, String scriptId, String url, int line, int column) {
        return "{\"functionName\":\"" + name + "\",\"scriptId\":\"" + scriptId + "\",\"url\":\"" + url
                + "\",\"lineNumber\":" + line + ",\"columnNumber\":" + column + "}";
    }

    /** root -> (program), main -> work; main -> work again as a second node (another code object). */
    private static final String WITH_CHILDREN = "{\"nodes\":["
            + "{\"id\":1,\"callFrame\":" + frame("(root)", "0", "", -1, -1) + ",\"children\":[2,3]},"
            + "{\"id\":2,\"callFrame\":" + frame("(program)", "0", "", -1, -1) + "},"
            + "{\"id\":3,\"callFrame\":" + frame("main", "7", "file:///app.js", 0, 0) + ",\"children\":[4,5]},"
            + "{\"id\":4,\"callFrame\":" + frame("work", "7", "file:///app.js", 4, 13)
            + ",\"positionTicks\":[{\"line\":6,\"ticks\":2},{\"line\":7,\"ticks\":1}]},"
            + "{\"id\":5,\"callFrame\":" + frame("work", "7", "file:///app.js", 4, 13) + "}],"
            + "\"startTime\":1000,\"endTime\":2000,"
            + "\"samples\":[2,3,4,4,5,1],\"timeDeltas\":[100,100,100,-50,250,100]}";

    @Test
    void readsNodesSamplesAndTimesSortedByTime() throws Exception {
        Profile profile = Loads.text(WITH_CHILDREN, "app.cpuprofile");
        assertEquals(ProfileFormat.CPUPROFILE, profile.format());
        ProfileThread thread = profile.threads().get(0);
        assertEquals(1, thread.pid());
        assertEquals(1, thread.tid());
        assertEquals(List.of("(program)", "main", "main;work", "main;work", "main;work", ""), Loads.samplePaths(thread));
        double[] times = new double[6];
        for (int i = 0; i < 6; i++) times[i] = thread.samples().timeMicros(i);
        // The negative delta moves sample 3 before sample 2: the model holds samples in time order (DESIGN.md
        // "Normalise once"), as DevTools sorts them.
        assertArrayEquals(new double[] {1100, 1200, 1250, 1300, 1500, 1600}, times);
    }

    @Test
    void weighsEachSampleInMillisecondsToTheNextInTimeOrder() throws Exception {
        ProfileThread thread = Loads.text(WITH_CHILDREN, "app.cpuprofile").threads().get(0);
        assertEquals(WeightType.TRACING_MS, thread.weightType());
        double[] weights = new double[6];
        for (int i = 0; i < 6; i++) weights[i] = thread.samples().weight(i);
        // Time order 1100, 1200, 1250, 1300, 1500, 1600; the last lasts the average interval 0.1 ms.
        assertArrayEquals(new double[] {0.1, 0.05, 0.05, 0.2, 0.1, 0.1}, weights, 1e-9);
    }

    @Test
    void nodesOfOneFunctionShareAFuncButKeepTheirStacks() throws Exception {
        ProfileThread thread = Loads.text(WITH_CHILDREN, "app.cpuprofile").threads().get(0);
        assertEquals(4, thread.stacks().size());
        assertEquals(4, thread.funcs().size(), "(root), (program), main, work");
        // DevTools' walk: the root's children pop last first, so main's subtree precedes (program).
        assertArrayEquals(new int[] {3, 5, 4, 2}, thread.cpuProfile().nodeIdByStack());
        assertEquals(1, thread.cpuProfile().rootNodeId());
        int[] scriptIds = thread.cpuProfile().scriptIdStringByStack();
        assertEquals(List.of("7", "7", "7", "0"),
                java.util.Arrays.stream(scriptIds).mapToObj(thread.strings()::get).toList());
        int work = thread.frames().func(thread.stacks().frame(2));
        assertEquals(work, thread.frames().func(thread.stacks().frame(1)));
        assertEquals("file:///app.js", thread.strings().get(thread.resources().name(thread.funcs().resource(work))));
        assertEquals(5, thread.funcs().line(work), "V8's 0-based 4 is the model's 1-based 5");
        assertEquals(14, thread.funcs().column(work));
        assertTrue(thread.funcs().isJS(work));
        assertTrue(!thread.funcs().isJS(thread.frames().func(thread.stacks().frame(3))), "(program) is not JS");
    }

    @Test
    void keepsStartEndAndPositionTicks() throws Exception {
        ProfileThread thread = Loads.text(WITH_CHILDREN, "app.cpuprofile").threads().get(0);
        assertEquals(1000, thread.cpuProfile().startMicros());
        assertEquals(2000, thread.cpuProfile().endMicros());
        assertEquals(2, thread.lineHits().size());
        assertEquals(2, thread.lineHits().stack(0));
        assertEquals(6, thread.lineHits().line(0));
        assertEquals(2, thread.lineHits().hits(0));
        assertEquals(7, thread.lineHits().line(1));
    }

    @Test
    void buildsTheTreeFromParentLinksWhenTheRootHasNoChildren() throws Exception {
        String profile = "{\"startTime\":0,\"samples\":[3,2],\"timeDeltas\":[10,10],\"nodes\":["
                + "{\"id\":1,\"callFrame\":" + frame("(root)", "0", "", -1, -1) + "},"
                + "{\"id\":3,\"parent\":2,\"callFrame\":" + frame("b", "5", "x.js", 3, 0) + "},"
                + "{\"id\":2,\"parent\":1,\"callFrame\":" + frame("a", "5", "x.js", 1, 0) + "}]}";
        ProfileThread thread = Loads.text(profile, "neutral-name").threads().get(0);
        assertEquals(List.of("a;b", "a"), Loads.samplePaths(thread));
        assertArrayEquals(new int[] {2, 3}, thread.cpuProfile().nodeIdByStack());
    }

    @Test
    void readsTheProfileInsideAProfilerStopResult() throws Exception {
        // Detection must not need the end of the file: a long wrapped profile puts timeDeltas far away.
        String padded = "{\"profile\": " + WITH_CHILDREN.replace("{\"nodes\":[", "{\"nodes\":[" + " ".repeat(300_000)) + "}";
        assertEquals(6, Loads.text(padded, "cdp.json").threads().get(0).samples().size());
        ProfileThread thread = Loads.text("{\"profile\": " + WITH_CHILDREN + "}", "cdp.json").threads().get(0);
        assertEquals(6, thread.samples().size());
        Profile unknownNode = Loads.text(
                "{\"profile\": " + WITH_CHILDREN.replace("[2,3,4,4,5,1]", "[42,3,4,4,5,1]") + "}", "p");
        assertEquals(List.of(new LoadWarning("$.profile.samples", "samples on node ids that are not in the profile, "
                + "left out of the calls and the call tree", 1, "samples")), unknownNode.warnings());
    }

    /** The legacy format: a nested head, ids after children, 1-based lines, seconds, absolute timestamps. */
    private static final String LEGACY = """
            {"head": {"functionName": "(root)", "scriptId": "0", "url": "", "lineNumber": 0, "columnNumber": 0,
                      "hitCount": 0, "children": [
                {"functionName": "main", "scriptId": "4", "url": "http://x/app.js", "lineNumber": 3,
                 "columnNumber": 10, "hitCount": 1, "children": [
                    {"functionName": "work", "scriptId": "4", "url": "http://x/app.js", "lineNumber": 9,
                     "columnNumber": 1, "hitCount": 2, "children": [], "id": 3,
                     "positionTicks": [{"line": 11, "ticks": 2}]}], "id": 2},
                {"functionName": "(program)", "scriptId": "0", "url": "", "lineNumber": 0, "columnNumber": 0,
                 "hitCount": 1, "children": [], "id": 4}], "id": 1},
             "startTime": 1.0, "endTime": 1.004, "samples": [2, 3, 3, 4]%s}
            """;

    @Test
    void readsTheLegacyHeadFormat() throws Exception {
        ProfileThread thread = Loads.text(LEGACY.formatted(", \"timestamps\": [1000100, 1000900, 1001000, 1003000]"),
                "old.cpuprofile").threads().get(0);
        assertEquals(List.of("main", "main;work", "main;work", "(program)"), Loads.samplePaths(thread));
        assertArrayEquals(new int[] {4, 2, 3}, thread.cpuProfile().nodeIdByStack());
        int work = thread.frames().func(thread.stacks().frame(2));
        assertEquals(9, thread.funcs().line(work), "the legacy node's own 1-based 9 is the model's 9");
        assertEquals(1, thread.funcs().column(work));
        assertEquals(1000000, thread.cpuProfile().startMicros());
        assertEquals(1004000, thread.cpuProfile().endMicros(), 1e-6);
        assertEquals(1000900, thread.samples().timeMicros(1), 1e-6);
        assertEquals(1, thread.lineHits().size());
    }

    @Test
    void spreadsLegacySamplesWithoutTimestampsEvenly() throws Exception {
        ProfileThread thread = Loads.text(LEGACY.formatted(""), "old.cpuprofile").threads().get(0);
        for (int i = 0; i < 4; i++) assertEquals(1000000 + 1000 * i, thread.samples().timeMicros(i), 1e-6);
    }

    @Test
    void aSampleOnAMissingNodeIsLeftOutWithAWarning() throws Exception {
        String profile = WITH_CHILDREN.replace("\"samples\":[2,3,4,4,5,1]", "\"samples\":[2,3,4,99,5,99]");
        Profile loaded = Loads.text(profile, "p.cpuprofile");
        assertEquals(List.of(
                new LoadWarning("$.samples", "samples on node ids that are not in the profile, "
                        + "left out of the calls and the call tree", 2, "samples")), loaded.warnings());
        // In time order: the sample at 1250 µs (file position 3) comes before the one at 1300 µs.
        assertEquals(List.of("(program)", "main", "", "main;work", "main;work", ""),
                Loads.samplePaths(loaded.threads().get(0)));
    }

    @Test
    void refusesMismatchedSamplesAndDeltas() {
        String profile = WITH_CHILDREN.replace("[100,100,100,-50,250,100]", "[100,100]");
        assertEquals("p: $.timeDeltas: there are 6 samples but 2 timeDeltas; each sample needs one",
                Loads.error(profile, "p"));
    }

    @Test
    void readsDuplicateIdsAndDoubleParentsAsDevToolsButRefusesACycle() throws Exception {
        // An id names the last node with it; a node listed under two parents is a stack under each.
        ProfileThread duplicate = Loads.text(WITH_CHILDREN.replace("{\"id\":5,", "{\"id\":4,")
                .replace("[2,3,4,4,5,1]", "[2,3,4,4,4,1]"), "p").threads().get(0);
        // main's children [4, 5]: 4 is the last node with id 4, and 5 names no node, so it is skipped.
        assertArrayEquals(new int[] {3, 4, 2}, duplicate.cpuProfile().nodeIdByStack());
        ProfileThread twoParents = Loads.text(WITH_CHILDREN.replace("\"children\":[2,3]", "\"children\":[2,3,4]"), "p")
                .threads().get(0);
        assertArrayEquals(new int[] {4, 3, 5, 4, 2}, twoParents.cpuProfile().nodeIdByStack());
        assertEquals("p: $.nodes: the nodes' children lists form a cycle",
                Loads.error(WITH_CHILDREN.replace("\"children\":[4,5]", "\"children\":[4,5,3]"), "p"));
    }

    @Test
    void acceptsAProfileWithoutSamples() throws Exception {
        String profile = WITH_CHILDREN.replace("[2,3,4,4,5,1]", "[]").replace("[100,100,100,-50,250,100]", "[]");
        ProfileThread thread = Loads.text(profile, "p").threads().get(0);
        assertEquals(0, thread.samples().size());
        assertEquals(4, thread.stacks().size());
    }

    @Test
    void survivesAHundredThousandDeepParentChain() throws Exception {
        StringBuilder profile = new StringBuilder("{\"startTime\":0,\"nodes\":[{\"id\":1,\"callFrame\":")
                .append(frame("(root)", "0", "", -1, -1)).append('}');
        int depth = 100_000;
        for (int id = 2; id <= depth; id++) {
            profile.append(",{\"id\":").append(id).append(",\"parent\":").append(id - 1)
                    .append(",\"callFrame\":").append(frame("f", "1", "r.js", 0, 0)).append('}');
        }
        profile.append("],\"samples\":[").append(depth).append("],\"timeDeltas\":[5]}");
        ProfileThread thread = Loads.text(profile.toString(), "deep.cpuprofile").threads().get(0);
        assertEquals(depth - 1, thread.stacks().depth(thread.samples().stack(0)));
        assertEquals(1, thread.funcs().size() - 1, "every f node is one func besides (root)");
    }
}
