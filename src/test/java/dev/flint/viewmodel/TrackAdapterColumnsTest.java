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
}
