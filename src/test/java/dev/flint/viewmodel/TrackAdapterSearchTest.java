package dev.flint.viewmodel;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.flint.importer.ProfileLoader;
import dev.flint.ui.bench.LargeNativeProfile;
import java.nio.file.Path;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The flame chart's row searches (a coarse index over every 32nd end, then one stride) against a plain scan. */
class TrackAdapterSearchTest {
    @TempDir
    Path folder;

    @Test
    void searchesFindTheFirstEntryEndingAfterEveryProbe() throws Exception {
        var files = LargeNativeProfile.write(folder, 20_000, 300, 7);
        FlameTrack track = ThreadPreparer.prepare(ProfileLoader.load(files.profile()), files.profile(), false)
                .get(0).track();
        assertTrue(track.size(0) > 100 || track.size(1) > 100, "rows longer than several strides");
        Random random = new Random(3);
        int checked = 0;
        for (int depth = 0; depth < track.depthCount(); depth++) {
            int size = track.size(depth);
            if (size == 0) continue;
            double first = track.startMicros(depth, 0) - 5;
            double last = track.endMicros(depth, size - 1) + 5;
            for (int probe = 0; probe < 400; probe++) {
                double micros;
                if (probe % 3 == 0) micros = track.endMicros(depth, random.nextInt(size)); // exactly on an end
                else micros = first + random.nextDouble() * (last - first);
                int expected = scan(track, depth, micros, 0);
                assertEquals(expected, track.firstEndingAfter(depth, micros), "depth " + depth + " at " + micros);
                int from = random.nextInt(size + 1);
                assertEquals(scan(track, depth, micros, from), track.firstEndingAfter(depth, micros, from),
                        "depth " + depth + " at " + micros + " from " + from);
                checked++;
            }
        }
        assertTrue(checked > 1000);
    }

    /** The first index at or after from whose entry ends after micros (from itself when that one does). */
    private static int scan(FlameTrack track, int depth, double micros, int from) {
        int index = from;
        while (index < track.size(depth) && track.endMicros(depth, index) <= micros) index++;
        return index;
    }
}
