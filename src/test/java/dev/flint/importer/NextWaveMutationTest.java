package dev.flint.importer;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.flint.model.Profile;
import dev.flint.model.ProfileThread;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Random;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Robustness of the next-wave importers (perf script, pprof, JFR, heap profiles, speedscope): their real
 * test files cut at random offsets and with flipped bytes. Every outcome must be a consistent profile or one
 * clean error line; an importer bug that ProfileLoader had to catch ("internal error") fails. Seeded.
 */
class NextWaveMutationTest {
    private static final int MUTATIONS_PER_KIND = 60;

    @ParameterizedTest
    @ValueSource(strings = {"testdata/perf/native.perf.txt", "testdata/perf/node.perf.txt",
            "gunzip:testdata/pprof/cpu.pprof", "gunzip:testdata/pprof/heap.pprof",
            "testdata/jfr/workload.jfr", "testdata/heapprofile/cdp.heapprofile",
            "testdata/speedscope/sampled.speedscope.json", "testdata/speedscope/evented.speedscope.json"})
    void everyMutationLoadsOrFailsCleanly(String spec) throws Exception {
        boolean gunzip = spec.startsWith("gunzip:");
        String file = gunzip ? spec.substring(7) : spec;
        byte[] original = Files.readAllBytes(Path.of(file));
        // mutate the protobuf itself: gzip's CRC would refuse nearly every change of the stored bytes
        if (gunzip) original = new java.util.zip.GZIPInputStream(new java.io.ByteArrayInputStream(original)).readAllBytes();
        Random random = new Random(file.hashCode());
        int loaded = 0;
        for (int i = 0; i < MUTATIONS_PER_KIND; i++) {
            if (check(Arrays.copyOf(original, random.nextInt(original.length)), "cut " + i)) loaded++;
            if (check(flip(original, random), "flip " + i)) loaded++;
        }
        int total = MUTATIONS_PER_KIND * 2;
        assertTrue(loaded > 0 && loaded < total, loaded + " of " + total + " mutated files loaded");
    }

    /** True when the mutated content loaded, false when it was refused cleanly. */
    static boolean check(byte[] content, String what) {
        String name = "mutated-" + what.replace(' ', '-');
        try {
            Profile profile = Loads.bytes(content, name);
            for (ProfileThread thread : profile.threads()) checkConsistent(thread, name);
            return true;
        } catch (ProfileFormatException e) {
            assertTrue(e.getMessage().startsWith(name + ": "), e.getMessage());
            assertFalse(e.getMessage().contains("internal error"), e.getMessage());
            assertFalse(e.getMessage().contains("\n"), "one line: " + e.getMessage());
            return false;
        }
    }

    private static void checkConsistent(ProfileThread thread, String name) {
        int stacks = thread.stacks().size();
        for (int i = 0; i < thread.samples().size(); i++) {
            int stack = thread.samples().stack(i);
            assertTrue(stack >= -1 && stack < stacks, name + ": sample " + i + " has stack " + stack);
            assertTrue(Double.isFinite(thread.samples().weight(i)), name + ": sample " + i + " weight");
            assertTrue(Double.isFinite(thread.samples().timeMicros(i)), name + ": sample " + i + " time");
        }
        for (int s = 0; s < stacks; s++) {
            int frame = thread.stacks().frame(s);
            assertTrue(frame >= 0 && frame < thread.frames().size(), name + ": stack " + s + " has frame " + frame);
            int func = thread.frames().func(frame);
            assertTrue(func >= 0 && func < thread.funcs().size(), name + ": frame " + frame + " has func " + func);
        }
    }

    static byte[] flip(byte[] original, Random random) {
        byte[] copy = original.clone();
        int flips = 1 + random.nextInt(4);
        for (int f = 0; f < flips; f++) copy[random.nextInt(copy.length)] ^= (byte) (1 + random.nextInt(255));
        return copy;
    }
}
