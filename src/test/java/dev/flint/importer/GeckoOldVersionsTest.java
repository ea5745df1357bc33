package dev.flint.importer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.flint.model.Profile;
import dev.flint.model.ProfileThread;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Gecko profiles older than version 11 (bit categories, no relevantForJS column, one marker time):
 * testdata/gecko/firefox-v10.json.gz is firefox-small.json.gz's parent thread rewritten into that layout
 * (make-version-10.py), so it must load to the same stacks, categories and JS entry points.
 */
class GeckoOldVersionsTest {
    private static Profile currentProfile;
    private static Profile oldProfile;

    @BeforeAll
    static void load() throws Exception {
        currentProfile = ProfileLoader.load(Path.of("testdata/gecko/firefox-small.json.gz"));
        oldProfile = ProfileLoader.load(Path.of("testdata/gecko/firefox-v10.json.gz"));
    }

    private static ProfileThread parentThreadOf(String file) {
        return (file.equals("firefox-v10.json.gz") ? oldProfile : currentProfile).threads().get(0);
    }

    @Test
    void version10LoadsToTheSameStacksAsTheCurrentLayout() throws Exception {
        ProfileThread current = parentThreadOf("firefox-small.json.gz");
        ProfileThread old = parentThreadOf("firefox-v10.json.gz");
        assertEquals(932, old.samples().size());
        assertEquals(Loads.samplePaths(current), Loads.samplePaths(old));
    }

    @Test
    void bitCategoriesBecomeTheVersion11List() throws Exception {
        Profile current = currentProfile;
        Profile old = oldProfile;
        ProfileThread currentThread = current.threads().get(0);
        ProfileThread oldThread = old.threads().get(0);
        int javaScriptFrames = 0;
        for (int frame = 0; frame < oldThread.frames().size(); frame++) {
            String was = categoryName(current, currentThread.frames().category(frame));
            String is = categoryName(old, oldThread.frames().category(frame));
            // Categories without an old bit (DOM, IPC, ...) were written as OTHER.
            String expected = switch (was) {
                case "JavaScript", "Layout", "GC / CC", "Network", "Graphics", "-" -> was;
                default -> "Other";
            };
            assertEquals(expected, is, "frame " + frame);
            if (is.equals("JavaScript")) javaScriptFrames++;
        }
        assertTrue(javaScriptFrames > 100, "JS frames: " + javaScriptFrames);
    }

    @Test
    void entryPointsAreRelevantForJsWithoutTheirPrefix() throws Exception {
        ProfileThread current = parentThreadOf("firefox-small.json.gz");
        ProfileThread old = parentThreadOf("firefox-v10.json.gz");
        int relevant = 0;
        for (int frame = 0; frame < old.frames().size(); frame++) {
            int currentFunc = current.frames().func(frame);
            int oldFunc = old.frames().func(frame);
            assertEquals(current.funcName(currentFunc), old.funcName(oldFunc));
            assertEquals(current.funcs().relevantForJS(currentFunc), old.funcs().relevantForJS(oldFunc), "frame " + frame);
            if (old.funcs().relevantForJS(oldFunc)) relevant++;
        }
        assertTrue(relevant > 0);
    }

    @Test
    void markersWithOneTimeAreInstants() throws Exception {
        ProfileThread old = parentThreadOf("firefox-v10.json.gz");
        assertTrue(old.traceEvents().size() > 1000, "markers: " + old.traceEvents().size());
        assertEquals('I', old.traceEvents().phase(0));
    }

    @Test
    void versionsOutsideTheRangeNameIt() {
        String json = "{\"meta\": {\"version\": 4, \"startTime\": 0}, \"libs\": [], \"threads\": []}";
        String message = Loads.error(json, "g.json");
        assertTrue(message.startsWith("g.json: $.meta.version"), message);
        assertTrue(message.endsWith(": Gecko profile version 4 is not supported (Flint reads 5 to 36)"), message);
    }

    @Test
    void timesBeyondDoublesAreOneLineOrSkipped() throws Exception {
        // 1e400 parses to Infinity: a sample cannot be placed (one line), a marker is left out.
        String sample = GeckoImporterTest.SMALL.replace("[[1, 1.5], [3, 2.5, 0]", "[[1, 1e400], [3, 2.5, 0]");
        assertEquals("small.json: $.threads[0].samples.data[0]: time Infinity is out of range",
                Loads.error(sample, "small.json"));
        String marker = GeckoImporterTest.SMALL.replace("[5, 3.0, null, 0, 1]", "[5, 1e400, null, 0, 1]");
        assertEquals(1, GeckoImporterTest.load(marker).threads().get(0).traceEvents().size());
    }

    private static String categoryName(Profile profile, int category) {
        return category < 0 ? "-" : profile.categories().get(category).name();
    }
}
