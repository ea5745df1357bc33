package dev.flint.export;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.flint.model.Profile;
import dev.flint.model.ProfileFormat;
import dev.flint.model.ProfileThread;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Every thread of every project testdata file Flint loads, exported and read back, gives the same call tree
 * (the text {@code flint tree} prints): speedscope holds all threads of a file in one export and gives the
 * tree exactly, with each thread's pid:tid and name; folded stacks hold one thread and know a function by its
 * name and, where the name is ambiguous, its resource, line and column: they give the tree exactly too.
 */
class ExportRoundTripTest {
    /** The loadable files today: a floor, so the test cannot pass by loading nothing. */
    private static final int AT_LEAST_FILES = 40;

    @Test
    void speedscopeGivesTheSameTreeForEveryThread() throws Exception {
        List<String> differences = new ArrayList<>();
        int threads = 0;
        List<RoundTrips.Loaded> files = RoundTrips.loadableTestdata();
        assertTrue(files.size() >= AT_LEAST_FILES, files.size() + " files load");
        for (RoundTrips.Loaded loaded : files) {
            Path file = loaded.file();
            Profile profile = loaded.profile();
            List<ThreadView> views = new ArrayList<>();
            for (ProfileThread thread : profile.threads()) views.add(RoundTrips.view(profile, thread));
            Profile back = RoundTrips.load(RoundTrips.export(views, profile, ExportFormat.SPEEDSCOPE), "back.json");
            assertEquals(ProfileFormat.SPEEDSCOPE, back.format());
            assertEquals(profile.threads().size(), back.threads().size(), file + ": one profile per thread");
            for (int i = 0; i < profile.threads().size(); i++) {
                ProfileThread thread = profile.threads().get(i);
                String expected = RoundTrips.canonical(RoundTrips.tree(profile, thread));
                String actual = RoundTrips.canonical(RoundTrips.tree(back, back.threads().get(i)));
                if (!expected.equals(actual)) differences.add(file + " " + thread.key() + firstDifference(expected, actual));
                assertEquals(thread.name(), back.threads().get(i).name(), file + " " + thread.key());
                assertEquals(thread.key(), back.threads().get(i).key(), file + ": the profile name keeps pid:tid");
                threads++;
            }
        }
        assertEquals(List.of(), differences);
        assertTrue(threads >= files.size(), threads + " threads");
    }

    /**
     * Folded stacks give the same tree exactly, thread by thread: two functions of one name and one script
     * (two "(anonymous)" at app.js:14 and app.js:30) are written {@code NAME [RESOURCE:LINE]} and stay apart,
     * every root stays (the garbage collector's too), a ';' inside a name survives, weights read back as the same
     * numbers, and siblings that tie keep their order. Main merged the two functions (node-fib's two "value"),
     * turned ';' into ':' and rounded weights to 6 decimals (sums drifted in the last digit).
     */
    @Test
    void foldedGivesTheSameTreeForEveryThread() throws Exception {
        List<String> differences = new ArrayList<>();
        int exported = 0;
        for (RoundTrips.Loaded loaded : RoundTrips.loadableTestdata()) {
            if (loaded.file().startsWith(Path.of("testdata", "fuzz"))) continue; // made-up damage, not real files
            exported += foldedDifferences(loaded.file(), loaded.profile(), differences);
        }
        assertEquals(List.of(), differences);
        assertTrue(exported >= AT_LEAST_FILES, exported + " threads exported");
    }

    /** Adds each thread of {@code profile} whose folded export reads back as another tree; the threads exported. */
    static int foldedDifferences(Path file, Profile profile, List<String> differences) throws Exception {
        int exported = 0;
        for (ProfileThread thread : profile.threads()) {
            byte[] folded = RoundTrips.export(List.of(RoundTrips.view(profile, thread)), profile, ExportFormat.FOLDED);
            String original = RoundTrips.tree(profile, thread);
            if (original.isEmpty()) {
                assertEquals(0, folded.length, file + " " + thread.key() + ": nothing counted, no line");
                continue;
            }
            Profile back = RoundTrips.load(folded, "back.folded");
            assertEquals(ProfileFormat.FOLDED, back.format());
            String actual = RoundTrips.tree(back, back.threads().get(0));
            if (!original.equals(actual)) differences.add(file + " " + thread.key() + firstDifference(original, actual));
            exported++;
        }
        return exported;
    }

    private static String firstDifference(String expected, String actual) {
        String[] want = expected.split("\n");
        String[] got = actual.split("\n");
        for (int i = 0; i < Math.min(want.length, got.length); i++) {
            if (!want[i].equals(got[i])) return " line " + (i + 1) + ": expected '" + want[i].strip() + "', got '" + got[i].strip() + "'";
        }
        return " " + want.length + " lines expected, " + got.length + " read back";
    }
}
