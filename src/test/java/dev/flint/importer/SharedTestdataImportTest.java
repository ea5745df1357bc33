package dev.flint.importer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.flint.model.Profile;
import dev.flint.model.ProfileFormat;
import dev.flint.model.ProfileThread;
import dev.flint.testing.SharedTestdata;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;

/** Extra coverage over ../shared/testdata (skipped when absent): the counts its README gives. */
@Tag(SharedTestdata.TAG)
class SharedTestdataImportTest {
    private static ProfileThread only(Profile profile) {
        assertEquals(1, profile.threads().size());
        return profile.threads().get(0);
    }

    @ParameterizedTest
    @CsvSource({
            "cpuprofile/chrome-cdp.cpuprofile, 6308, 134",
            "cpuprofile/node-large-60s.cpuprofile.gz, 342702, 41933",
            "cpuprofile/node-medium.cpuprofile, 41149, 1662",
            "cpuprofile/node-small.cpuprofile, 274, 361",
            "cpuprofile/node-worker-a/main.CPU.20261122.025834.3175.0.001.cpuprofile, 4839, 218",
            "cpuprofile/node-worker-a/worker1.CPU.20261122.025834.3175.1.002.cpuprofile, 2525, 238",
            "cpuprofile/node-worker-a/worker2.CPU.20261122.025834.3175.2.003.cpuprofile, 4861, 249"})
    void cpuProfiles(String file, int samples, int nodes) throws Exception {
        Profile profile = ProfileLoader.load(SharedTestdata.file(file));
        assertEquals(ProfileFormat.CPUPROFILE, profile.format());
        ProfileThread thread = only(profile);
        assertEquals(samples, thread.samples().size());
        assertEquals(nodes - 1, thread.stacks().size(), "every node but the root is a stack");
        assertEquals(nodes - 1, thread.cpuProfile().nodeIdByStack().length);
        assertTrue(thread.funcs().size() < nodes, "nodes of one function share a func");
        for (int i = 0; i < samples; i++) {
            assertTrue(thread.samples().weight(i) >= 0, "sample " + i + " weighs " + thread.samples().weight(i));
        }
    }

    @Test
    void theChromeProfilesNegativeDeltaIsSortedIntoTimeOrder() throws Exception {
        ProfileThread thread = only(ProfileLoader.load(SharedTestdata.file("cpuprofile/chrome-cdp.cpuprofile")));
        int backwards = 0;
        for (int i = 1; i < thread.samples().size(); i++) {
            if (thread.samples().timeMicros(i) < thread.samples().timeMicros(i - 1)) backwards++;
        }
        // The README counts 1 negative timeDelta in the file; the model holds samples in time order.
        assertEquals(0, backwards);
    }

    @ParameterizedTest
    @CsvSource({
            "selfprof/selfprof-medium.json, 1512, 771, 42, 20",
            "selfprof/selfprof-small.json, 198, 101, 51, 17"})
    void selfProfilingTraces(String file, int samples, int idle, int stacks, int frames) throws Exception {
        Profile profile = ProfileLoader.load(SharedTestdata.file(file));
        assertEquals(ProfileFormat.JS_SELF_PROFILE, profile.format());
        ProfileThread thread = only(profile);
        assertEquals(samples, thread.samples().size());
        assertEquals(stacks, thread.stacks().size());
        assertEquals(frames, thread.frames().size());
        int withoutStack = 0;
        for (int i = 0; i < samples; i++) if (thread.samples().stack(i) == -1) withoutStack++;
        assertEquals(idle, withoutStack);
    }

    /** Each bad/ file of our formats, with what it must give; all within 5 s (a hang guard). */
    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "bad-binary-random.cpuprofile | byte 0: not a profile: neither JSON nor folded stacks (starts with byte 0xf7)",
            "bad-corrupt.cpuprofile.gz | corrupt gzip data: invalid distance too far back",
            "bad-empty.cpuprofile | the file is empty",
            "bad-toplevel-string.json | byte 0: the top level is a JSON value, not an object or array: not a profile",
            "bad-truncated-half.cpuprofile | $.nodes[187].id (byte 35919): the file ends in the middle of the JSON (truncated?)"})
    void refusedWithOneClearMessage(String name, String expected) {
        Path file = SharedTestdata.file("bad/" + name);
        ProfileFormatException e = assertTimeoutPreemptively(Duration.ofSeconds(5),
                () -> org.junit.jupiter.api.Assertions.assertThrows(ProfileFormatException.class,
                        () -> ProfileLoader.load(file)));
        assertEquals(file + ": " + expected, e.getMessage());
    }

    @Test
    void oddButValidFilesLoad() throws Exception {
        ProfileThread empty = only(ProfileLoader.load(SharedTestdata.file("bad/bad-empty-samples.cpuprofile")));
        assertEquals(0, empty.samples().size());
        assertEquals(360, empty.stacks().size());

        // DESIGN.md's warnings: the sample is left out and said, not the whole file refused.
        Profile missingNode = ProfileLoader.load(SharedTestdata.file("bad/bad-sample-missing-node.cpuprofile"));
        assertEquals("$.samples: samples on node ids that are not in the profile, left out of the calls and the "
                + "call tree (1 samples affected)", missingNode.warnings().get(0).describe());

        ProfileThread negative = only(ProfileLoader.load(SharedTestdata.file("bad/bad-negative-timedeltas.cpuprofile")));
        assertEquals(274, negative.samples().size());
        for (int i = 0; i < 274; i++) assertTrue(negative.samples().weight(i) >= 0);

        ProfileThread broken = only(ProfileLoader.load(SharedTestdata.file("bad/bad-non-utf8-in-string.cpuprofile")));
        assertEquals(274, broken.samples().size());
        boolean replaced = false;
        for (int f = 0; f < broken.funcs().size(); f++) replaced |= broken.funcName(f).contains("\uFFFD");
        assertTrue(replaced, "the broken bytes read as U+FFFD");
    }

    /** Files of formats other importers own: whatever they do, it is a load or the one clean error. */
    @ParameterizedTest
    @CsvSource({"bad/bad-chunks-without-profile.json", "bad/bad-deep-nesting-100k.json"})
    void otherFormatsEndCleanly(String name) {
        Path file = SharedTestdata.file(name);
        assertTimeoutPreemptively(Duration.ofSeconds(5), () -> {
            try {
                ProfileLoader.load(file);
            } catch (ProfileFormatException expected) {
                assertTrue(expected.getMessage().startsWith(file + ": "), expected.getMessage());
            }
        });
    }
}
