package dev.flint.viewmodel;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.flint.importer.ProfileLoader;
import dev.flint.model.Profile;
import dev.flint.testing.SharedTestdata;
import dev.flint.timeline.SyncTrack;
import dev.flint.timeline.TimelineColors;
import java.nio.file.Path;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The flame chart reads each entry's func and colour from the adapter's per-row column (stack or event
 * name) and its small per-stack and per-name tables: for every entry of real files, JS calls and trace
 * events, they are what the sync track itself says.
 */
class TrackAdapterColumnsTest {
    @ParameterizedTest
    @ValueSource(strings = {"testdata/timeline/node-fib.cpuprofile", "testdata/timeline/chromium-startup.json.gz",
            "testdata/markers/chrome-user-timing.json.gz"})
    void funcAndColourOfEveryEntryAreTheSyncTracks(String name) throws Exception {
        check(name, Path.of(name));
    }

    @Tag(SharedTestdata.TAG)
    @ParameterizedTest
    @ValueSource(strings = {"cpuprofile/node-medium.cpuprofile", "chrome-trace/chrome-small.json",
            "chrome-trace/chrome-medium.array.json.gz"})
    void funcAndColourOfEveryEntryAreTheSyncTracksOnTheSharedFiles(String name) throws Exception {
        check(name, SharedTestdata.file(name));
    }

    private static void check(String name, Path file) throws Exception {
        Profile profile = ProfileLoader.load(file);
        int checked = 0;
        int events = 0;
        for (LoadedThread loaded : ThreadPreparer.prepare(profile, file, false)) {
            TrackAdapter adapter = (TrackAdapter) loaded.track();
            SyncTrack track = adapter.syncTrack();
            for (int depth = 0; depth < adapter.depthCount(); depth++) {
                for (int k = 0; k < adapter.size(depth); k++) {
                    int entry = track.rowEntry(depth, k);
                    String where = name + " " + loaded.label() + " depth " + depth + " entry " + k;
                    assertEquals(track.funcIndex(entry), adapter.func(depth, k), where);
                    assertEquals(TimelineColors.forEntry(track, entry, profile.traceIsGeneric()),
                            adapter.colorArgb(depth, k), where);
                    if (!track.isJsCall(entry)) events++;
                    checked++;
                }
            }
        }
        assertTrue(checked > 300, name + ": " + checked + " entries");
        if (name.contains("chrome")) assertTrue(events > 100, name + ": " + events + " trace events");
    }

    /**
     * Issue 35: a thread without samples starts collapsed when others have samples, so its track, the timeline's
     * and the drawing columns, waits for its first use (the 4 GB trace's 8,248 such threads held about a third of
     * the app's heap beyond the profile, and building them was 3.4-5.3 CPU s of its load); the sampled threads'
     * are built at load, off the FX thread. Built late, it is the track built at load would have been, over the
     * time its events span.
     */
    @org.junit.jupiter.api.Test
    void onlyTheTracksThatStartExpandedAreBuiltAtLoad() throws Exception {
        Path file = Path.of("testdata/timeline/chromium-startup.json.gz");
        Profile profile = ProfileLoader.load(file);
        int lazy = 0;
        int built = 0;
        for (LoadedThread loaded : ThreadPreparer.prepare(profile, file, false)) {
            TrackAdapter adapter = (TrackAdapter) loaded.track();
            boolean sampled = loaded.thread().samples().size() > 0;
            assertEquals(sampled, adapter.isReady(), loaded.label());
            // Not even its timeline track: building those was 3.4-5.3 CPU s of the 4 GB trace's load.
            assertEquals(sampled, adapter.isBuilt(), loaded.label());
            if (sampled) {
                built++;
            } else {
                lazy++;
                double min = adapter.minMicros();
                double max = adapter.maxMicros();
                long mostEntries = adapter.entryCount();
                // Its first use builds it: the same track as one built at load, over the same time.
                if (adapter.depthCount() > 0 && adapter.size(0) > 0) adapter.startMicros(0, 0);
                assertTrue(adapter.isReady(), loaded.label() + " is built when read");
                SyncTrack eager = dev.flint.timeline.SyncTracks.build(profile, loaded.thread());
                assertEquals(eager.size(), adapter.entryCount(), loaded.label());
                assertTrue(mostEntries >= eager.size(), loaded.label());
                assertEquals(eager.depthCount(), adapter.depthCount(), loaded.label());
                assertEquals(eager.minStartMicros(), min, loaded.label());
                assertEquals(eager.maxEndMicros(), max, loaded.label());
                for (int depth = 0; depth < eager.depthCount(); depth++) {
                    assertEquals(eager.rowSize(depth), adapter.size(depth), loaded.label());
                    for (int k = 0; k < eager.rowSize(depth); k++) {
                        int entry = eager.rowEntry(depth, k);
                        assertEquals(eager.startMicros(entry), adapter.startMicros(depth, k), loaded.label());
                        assertEquals(eager.name(entry).isEmpty() ? "(anonymous)" : eager.name(entry), adapter.name(depth, k));
                    }
                }
            }
        }
        assertTrue(built > 0 && lazy > 0, built + " sampled threads, " + lazy + " without samples");
    }

    /**
     * Issue 35: the sampled threads' tracks start expanded, but only those on the chart's first screen are built at
     * load (the 4 GB trace's 846 took 1-2 s after its last byte, the window waiting); the chart builds the rest after
     * its first frame. The threads shown and their order are the same; one built late is the track built at load
     * would have been, and lies within the time it was given before it was built (the profile's bounds come from it).
     */
    @ParameterizedTest
    @ValueSource(strings = {"testdata/timeline/chromium-startup.json.gz", "testdata/markers/chrome-user-timing.json.gz"})
    void sampledThreadsBelowTheFirstScreenAreBuiltAfterIt(String name) throws Exception {
        Path file = Path.of(name);
        Profile profile = ProfileLoader.load(file);
        java.util.List<LoadedThread> all = ThreadPreparer.prepare(profile, file, false, Integer.MAX_VALUE);
        // A screen of no rows: every track waits for the chart.
        java.util.List<LoadedThread> firstOnly = ThreadPreparer.prepare(profile, file, false, 0);
        assertEquals(all.stream().map(LoadedThread::label).toList(), firstOnly.stream().map(LoadedThread::label).toList());
        int later = 0;
        for (int t = 0; t < firstOnly.size(); t++) {
            TrackAdapter adapter = (TrackAdapter) firstOnly.get(t).track();
            if (firstOnly.get(t).thread().samples().size() == 0) continue;
            String label = firstOnly.get(t).label();
            assertTrue(!adapter.isBuilt() && !adapter.isReady(), label + " waits for the chart");
            later++;
            double min = adapter.minMicros();
            double max = adapter.maxMicros();
            TrackAdapter eager = (TrackAdapter) all.get(t).track();
            adapter.prepare();
            assertTrue(min <= eager.minMicros() && max >= eager.maxMicros(),
                    label + ": [" + min + ", " + max + "] holds [" + eager.minMicros() + ", " + eager.maxMicros() + "]");
            assertEquals(eager.entryCount(), adapter.entryCount(), label);
            assertEquals(eager.depthCount(), adapter.depthCount(), label);
            for (int depth = 0; depth < eager.depthCount(); depth++) {
                assertEquals(eager.size(depth), adapter.size(depth), label);
                for (int k = 0; k < eager.size(depth); k++) {
                    assertEquals(eager.startMicros(depth, k), adapter.startMicros(depth, k), label);
                    assertEquals(eager.endMicros(depth, k), adapter.endMicros(depth, k), label);
                    assertEquals(eager.colorArgb(depth, k), adapter.colorArgb(depth, k), label);
                    assertEquals(eager.name(depth, k), adapter.name(depth, k), label);
                }
            }
        }
        assertTrue(later > 0, name + ": no sampled thread");
    }

    /**
     * Issue 35: a screen that the top track fills is that track alone, built before the first frame; no second track
     * is built beside it (a file's main thread, as the 117 MB trace's, often fills the chart by itself), and the
     * sampled threads after it wait for the chart.
     */
    @ParameterizedTest
    @ValueSource(strings = {"testdata/timeline/chromium-startup.json.gz", "testdata/markers/chrome-user-timing.json.gz"})
    void aScreenTheTopTrackFillsBuildsThatTrackAlone(String name) throws Exception {
        Path file = Path.of(name);
        Profile profile = ProfileLoader.load(file);
        java.util.List<LoadedThread> threads = ThreadPreparer.prepare(profile, file, false, 1);
        java.util.List<String> built = new java.util.ArrayList<>();
        int sampled = 0;
        for (LoadedThread thread : threads) {
            if (thread.thread().samples().size() == 0) continue;
            sampled++;
            if (((TrackAdapter) thread.track()).isBuilt()) built.add(thread.label());
        }
        assertTrue(sampled >= 2, name + ": " + sampled + " sampled threads, the test needs two");
        String top = threads.stream().filter(t -> t.thread().samples().size() > 0).findFirst().orElseThrow().label();
        assertEquals(java.util.List.of(top), built, name + ": built before the first frame");
    }
}
