package dev.flint.timeline;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.flint.importer.ProfileLoader;
import dev.flint.importer.ProgressListener;
import dev.flint.importer.SourceBytes;
import dev.flint.model.Profile;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The flame chart's lookup: rows by depth, entries of a row found by time range. */
class SyncTrackTest {
    /**
     * <pre>
     * depth 0  [A 0..10 ]  [E 11..14]
     * depth 1   [B 1..4] [D 5..8]
     * depth 2    [C 2..3]
     * </pre>
     */
    private static SyncTrack track() throws Exception {
        String json = "[" + x("A", 0, 10) + "," + x("B", 1, 3) + "," + x("D", 5, 3) + "," + x("C", 2, 1) + ","
                + x("E", 11, 3) + "]";
        Profile profile = ProfileLoader.load(SourceBytes.of(json.getBytes(StandardCharsets.UTF_8), "t"),
                ProgressListener.NONE);
        return SyncTracks.build(profile, profile.threads().get(0));
    }

    private static String x(String name, double ts, double dur) {
        return "{\"name\":\"" + name + "\",\"ph\":\"X\",\"pid\":1,\"tid\":1,\"ts\":" + ts + ",\"dur\":" + dur + "}";
    }

    private static List<String> inRange(SyncTrack track, int depth, double from, double to) {
        List<String> names = new ArrayList<>();
        track.forEachInRange(depth, from, to, entry -> names.add(track.name(entry)));
        return names;
    }

    @Test
    void entriesComeInPreOrderWithDepths() throws Exception {
        SyncTrack track = track();
        List<String> rows = new ArrayList<>();
        for (int e = 0; e < track.size(); e++) rows.add(track.depth(e) + " " + track.name(e));
        assertEquals(List.of("0 A", "1 B", "2 C", "1 D", "0 E"), rows);
        assertEquals(3, track.depthCount());
        assertEquals(0.0, track.minStartMicros());
        assertEquals(14.0, track.maxEndMicros());
    }

    @Test
    void rangeLookupVisitsOnlyIntersectingEntriesOfTheRow() throws Exception {
        SyncTrack track = track();
        assertEquals(List.of("A", "E"), inRange(track, 0, 9, 12));
        assertEquals(List.of(), inRange(track, 0, 10.5, 10.9), "the gap between A and E");
        assertEquals(List.of("A"), inRange(track, 0, 10, 10), "an entry touching the window counts");
        assertEquals(List.of("B", "D"), inRange(track, 1, 0, 100));
        assertEquals(List.of("D"), inRange(track, 1, 6, 7));
        assertEquals(List.of(), inRange(track, 1, 4.5, 4.9));
        assertEquals(List.of("C"), inRange(track, 2, 2.5, 2.5));
        assertEquals(List.of(), inRange(track, 3, 0, 100), "no such row");
    }

    @Test
    void hitTestingFindsTheEntryUnderATime() throws Exception {
        SyncTrack track = track();
        assertEquals("D", track.name(track.entryAt(1, 6)));
        assertEquals(-1, track.entryAt(1, 4.5));
        assertEquals(-1, track.eventIndex(track.entryAt(0, 12)) < 0 ? 0 : -1);
    }
}
