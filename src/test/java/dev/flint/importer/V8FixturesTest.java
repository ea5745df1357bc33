package dev.flint.importer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.flint.model.LoadWarning;
import dev.flint.model.Profile;
import dev.flint.model.ProfileThread;
import dev.flint.timeline.SyncTracks;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The V8 edge cases of testdata/v8 (made from a real capture by make-fixtures.py there). */
class V8FixturesTest {
    private static Profile load(String name) throws ProfileFormatException {
        return ProfileLoader.load(Path.of("testdata/v8", name));
    }

    private static ProfileThread profiled(Profile profile) {
        return profile.threads().stream().filter(t -> t.cpuProfile() != null).findFirst().orElseThrow();
    }

    @Test
    void fiftyThreeBitTraceIdsAndLinesDoNotRefuseTheTrace() throws Exception {
        Profile profile = load("trace-ids-53bit.json");
        ProfileThread thread = profiled(profile);
        assertEquals(848, thread.samples().size());
        // The 53-bit node id names no node; the one that fits is kept, keyed by its 53-bit trace id.
        assertEquals(java.util.Map.of(1777481789384752L, 3), thread.cpuProfile().nodeIdByTraceId());
        assertEquals(Integer.MAX_VALUE, thread.cpuProfile().sampleLines()[0], "a line beyond int is kept at the int limit");
        assertEquals(List.of(), profile.warnings());
        assertEquals(444, SyncTracks.profileCalls(profile, thread).size());
    }

    @Test
    void aLegacyProfileWithOneMoreTimestampThanSamplesLoads() throws Exception {
        Profile legacy = load("legacy-extra-timestamp.cpuprofile");
        Profile current = ProfileLoader.load(Path.of("testdata/timeline/node-fib.cpuprofile"));
        ProfileThread thread = profiled(legacy);
        ProfileThread same = profiled(current);
        assertEquals(848, thread.samples().size());
        for (int i = 0; i < 848; i++) {
            assertEquals(same.samples().timeMicros(i), thread.samples().timeMicros(i), 1e-3, "sample " + i);
            assertEquals(same.samples().stack(i), thread.samples().stack(i), "sample " + i);
        }
        // The extra timestamp is where the last sample ends.
        assertEquals(thread.samples().timeMicros(847) + 250, thread.cpuProfile().endMicros(), 1e-3);
        assertEquals(List.of(), legacy.warnings());
        // DevTools keeps the extra timestamp as a sample of no node that closes the last one
        // (CPUProfileDataModel sorts n+1 timestamps with the samples): 0.25 ms, not one average interval.
        assertEquals(0.25, thread.samples().weight(847), 1e-9);
        dev.flint.timeline.ProfileCalls calls = SyncTracks.profileCalls(legacy, thread);
        double lastEnd = 0;
        for (int c = 0; c < calls.size(); c++) lastEnd = Math.max(lastEnd, calls.endMicros(c));
        assertEquals(13143779373.0, lastEnd, 1e-3);
        assertEquals(0.25 * 1000 + thread.samples().timeMicros(847), lastEnd, 1e-3);
    }

    @Test
    void chunksUnderAMissingParentLoadWithAWarning() throws Exception {
        Profile profile = load("chunks-missing-parent.json");
        ProfileThread thread = profiled(profile);
        assertEquals(848, thread.samples().size());
        assertEquals(0, SyncTracks.profileCalls(profile, thread).size());
        assertEquals(List.of(new LoadWarning("CPU profile 0x1 (thread 1:1) samples", "samples on nodes whose parent "
                + "is not in the profile's tree, left out of the calls and the call tree", 848, "samples")),
                profile.warnings());
    }

    @Test
    void aParentCycleInChunksIsRefusedAsInACpuProfile() {
        ProfileFormatException chunks = assertThrows(ProfileFormatException.class, () -> load("chunks-parent-cycle.json"));
        assertEquals("testdata/v8/chunks-parent-cycle.json: CPU profile 0x1 (thread 1:1) nodes[1].parent: "
                + "the parent links of node id 2 form a cycle", chunks.getMessage());
        String cpuProfile = "{\"startTime\":0,\"samples\":[2],\"timeDeltas\":[1],\"nodes\":["
                + "{\"id\":1,\"callFrame\":{\"functionName\":\"(root)\"}},"
                + "{\"id\":2,\"parent\":3,\"callFrame\":{\"functionName\":\"a\"}},"
                + "{\"id\":3,\"parent\":2,\"callFrame\":{\"functionName\":\"b\"}}]}";
        assertEquals("c.cpuprofile: $.nodes[1].parent: the parent links of node id 2 form a cycle",
                Loads.error(cpuProfile, "c.cpuprofile"));
    }

    @Test
    void aSampleDaysBeforeTheStartIsKeptAndSaid() throws Exception {
        Profile profile = load("sample-days-before.cpuprofile");
        assertEquals(848, profiled(profile).samples().size());
        assertEquals(List.of(new LoadWarning("$.samples", "samples more than a day outside the profile's time span "
                + "(startTime to endTime); their durations are not to be trusted", 1, "samples")), profile.warnings());
    }

    @Test
    void beginEventsWithoutEndAreSaid() throws Exception {
        Profile profile = load("b-without-e.json");
        // said, as the shape of a recording stopped inside slices (no banner in the app), not as damage
        assertEquals(List.of(new LoadWarning("traceEvents", "B events without a matching E, shown with duration 0",
                2, "events", true)), profile.warnings());
    }

    @Test
    void integersBeyondLongInFieldsNoViewNeedsDoNotRefuseATrace() throws Exception {
        String trace = "[{\"name\":\"RunTask\",\"ph\":\"X\",\"pid\":1,\"tid\":1,\"ts\":5,\"dur\":1,\"args\":{"
                + "\"sampleTraceId\":123456789012345678901234567890,\"data\":{\"lineNumber\":99999999999,"
                + "\"processId\":1e30}}}]";
        Profile profile = Loads.text(trace, "t.json");
        assertEquals(1, profile.threads().get(0).traceEvents().size());
    }

    /** Chrome may write a chunk's deltas twice (Firefox Profiler issue 5429): read once, with no warning. */
    @Test
    void chunkDeltasRepeatedInTheCpuProfileAreReadOnce() throws Exception {
        Profile twice = load("chunks-deltas-twice.json");
        ProfileThread expected = profiled(load("b-without-e.json"));
        ProfileThread thread = profiled(twice);
        assertEquals(848, thread.samples().size());
        for (int i = 0; i < 848; i++) assertEquals(expected.samples().timeMicros(i), thread.samples().timeMicros(i));
        assertEquals(List.of(), twice.warnings());
    }

    @Test
    void chunkDeltasThatDisagreeAreReadFromArgsDataAsDevToolsDoes() throws Exception {
        Profile disagree = load("chunks-deltas-disagree.json");
        ProfileThread expected = profiled(load("b-without-e.json"));
        ProfileThread thread = profiled(disagree);
        for (int i = 0; i < 848; i++) assertEquals(expected.samples().timeMicros(i), thread.samples().timeMicros(i));
        assertEquals(List.of(new LoadWarning("traceEvents", "ProfileChunk events whose cpuProfile.timeDeltas differ "
                + "from their args.data.timeDeltas; read args.data.timeDeltas, as DevTools does", 1, "events")),
                disagree.warnings());
    }

    /** Old main loaded these three silently; each repair now says what it did (DevTools reads them so). */
    @Test
    void aChildIdThatNamesNoNodeIsLeftOutWithAWarning() throws Exception {
        Profile profile = load("missing-child.cpuprofile");
        assertEquals(848, profiled(profile).samples().size());
        assertEquals(List.of(new LoadWarning("$.nodes", "children lists name node ids that are not in the profile: "
                + "left out, as in DevTools", 1, "children")), profile.warnings());
    }

    @Test
    void anIdGivenToTwoNodesNamesTheLastWithAWarning() throws Exception {
        Profile profile = load("duplicate-id.cpuprofile");
        assertEquals(848, profiled(profile).samples().size());
        assertEquals(List.of(new LoadWarning("$.nodes", "node ids given to more than one node: the id names the last "
                + "of them, as in DevTools", 1, "nodes")), profile.warnings());
    }

    @Test
    void bytesThatAreNotUtf8AreReplacedWithAWarning() throws Exception {
        Profile profile = load("not-utf8.cpuprofile");
        ProfileThread thread = profiled(profile);
        assertEquals(848, thread.samples().size());
        assertEquals(List.of(new LoadWarning("text", "bytes that are not UTF-8, read as U+FFFD", 1, "byte sequences")),
                profile.warnings());
        boolean replaced = false;
        for (int f = 0; f < thread.funcs().size(); f++) replaced |= thread.funcName(f).equals("(ro\uFFFDot)");
        assertEquals(true, replaced, "the root's name keeps its other characters");
    }
}
