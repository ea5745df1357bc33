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
 * name and, where the name is ambiguous, its resource, so they give the tree with functions of one name and
 * one resource merged (built here from the samples, not by the writer's code).
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

    @Test
    void foldedGivesTheSameTreeWithFunctionsOfOneNameAndResourceMerged() throws Exception {
        List<String> differences = new ArrayList<>();
        int exported = 0;
        int exactlyTheSame = 0;
        java.util.Set<String> distinctTrees = new java.util.HashSet<>();
        for (RoundTrips.Loaded loaded : RoundTrips.loadableTestdata()) {
            Path file = loaded.file();
            Profile profile = loaded.profile();
            for (ProfileThread thread : profile.threads()) {
                byte[] folded = RoundTrips.export(List.of(RoundTrips.view(profile, thread)), profile, ExportFormat.FOLDED);
                String original = RoundTrips.tree(profile, thread);
                if (original.isEmpty()) {
                    assertEquals(0, folded.length, file + " " + thread.key() + ": nothing counted, no line");
                    continue;
                }
                Profile back = RoundTrips.load(folded, "back.folded");
                assertEquals(ProfileFormat.FOLDED, back.format());
                // canonical: functions of one name now stay apart, and ties among them follow func indexes
                String expected = RoundTrips.canonical(RoundTrips.tree(profile, NameMerged.of(thread)));
                String actual = RoundTrips.canonical(RoundTrips.tree(back, back.threads().get(0)));
                if (!expected.equals(actual)) differences.add(file + " " + thread.key() + firstDifference(expected, actual));
                // Copies of one capture (testdata/v8's variants of node-fib) count once in the share below.
                if (distinctTrees.add(original)) {
                    if (RoundTrips.canonical(original).equals(actual)) exactlyTheSame++;
                    exported++;
                }
            }
        }
        assertEquals(List.of(), differences);
        assertTrue(exported >= AT_LEAST_FILES, exported + " threads exported");
        // Most threads have no two functions of one name under one caller: their tree comes back unchanged
        // (46 of 68 when written; V8 profiles have two functions named "value", Firefox names with ';').
        assertTrue(exactlyTheSame * 10 >= exported * 6, exactlyTheSame + " of " + exported + " exactly the same");
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
