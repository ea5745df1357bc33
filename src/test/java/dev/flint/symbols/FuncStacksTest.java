package dev.flint.symbols;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.flint.importer.ProfileLoader;
import dev.flint.model.Profile;
import dev.flint.model.ProfileThread;
import dev.flint.timeline.SyncTrack;
import dev.flint.timeline.SyncTracks;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Seed 002's native profile symbolicated: doSomething's frames had different addresses, so its stacks
 * differ per address and the timeline drew a bar per address. Merged per function, it is one call.
 */
class FuncStacksTest {
    private static final Path NATIVE = Path.of("testdata/native/example-native.json");
    private static final Path SYM = Path.of("testdata/native/example.sym");

    @Test
    void aFunctionWhoseFramesHadDifferentAddressesIsOneCall() throws Exception {
        Profile profile = ProfileLoader.load(NATIVE);
        ProfileThread symbolicated = Symbolicator.apply(profile.threads().get(0), SymbolFiles.read(SYM)).thread();

        List<String> perAddress = adjacentRepeats(SyncTracks.build(profile, symbolicated));
        assertTrue(!perAddress.isEmpty(), "the unmerged stacks draw one function as adjacent bars");

        ProfileThread merged = FuncStacks.merged(symbolicated);
        SyncTrack track = SyncTracks.build(profile, merged);
        assertEquals(List.of(), adjacentRepeats(track));
        assertEquals(symbolicated.samples().size(), merged.samples().size());
        assertEquals("""
                main 0.0+1000.0
                main 1000.0+3000.0
                main 4000.0+2000.0
                main 6000.0+1000.0
                main 7000.0+3000.0
                """, rowText(SyncTracks.build(profile, symbolicated), 0), "main was five bars, one per address");
        assertEquals("main 0.0+10000.0\n", rowText(track, 0));
    }

    /** "depth: name" for each entry that starts where its row's previous entry of the same function ended. */
    private static List<String> adjacentRepeats(SyncTrack track) {
        List<String> repeats = new ArrayList<>();
        for (int entry = 0; entry < track.size(); entry++) {
            for (int other = 0; other < track.size(); other++) {
                if (other != entry && track.depth(other) == track.depth(entry)
                        && track.endMicros(other) == track.startMicros(entry)
                        && track.funcIndex(other) == track.funcIndex(entry)) {
                    repeats.add(track.depth(entry) + ": " + track.name(entry));
                }
            }
        }
        return repeats;
    }

    private static String rowText(SyncTrack track, int depth) {
        StringBuilder text = new StringBuilder();
        for (int entry = 0; entry < track.size(); entry++) {
            if (track.depth(entry) == depth) text.append(track.name(entry)).append(' ').append(track.startMicros(entry))
                    .append('+').append(track.durationMicros(entry)).append('\n');
        }
        return text.toString();
    }
}
