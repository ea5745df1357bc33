package dev.flint.importer;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Random;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Robustness of the next-wave importers (perf script, pprof, JFR, heap profiles, speedscope, V8 --preprocess
 * JSON): their real test files cut at random offsets and with flipped bytes. Every outcome must be a consistent profile or one
 * clean error line; an importer bug that ProfileLoader had to catch ("internal error") fails. Seeded.
 */
class NextWaveMutationTest {
    private static final int MUTATIONS_PER_KIND = 60;

    @ParameterizedTest
    @ValueSource(strings = {"testdata/perf/native.perf.txt", "testdata/perf/node.perf.txt",
            "gunzip:testdata/pprof/cpu.pprof", "gunzip:testdata/pprof/heap.pprof",
            "testdata/jfr/workload.jfr", "testdata/heapprofile/cdp.heapprofile",
            "testdata/speedscope/sampled.speedscope.json", "testdata/speedscope/evented.speedscope.json",
            "gunzip:testdata/v8-preprocess/main.preprocess.json.gz"})
    void everyMutationLoadsOrFailsCleanly(String spec) throws Exception {
        boolean gunzip = spec.startsWith("gunzip:");
        String file = gunzip ? spec.substring(7) : spec;
        byte[] original = Files.readAllBytes(Path.of(file));
        // mutate the protobuf itself: gzip's CRC would refuse nearly every change of the stored bytes
        if (gunzip) original = new java.util.zip.GZIPInputStream(new java.io.ByteArrayInputStream(original)).readAllBytes();
        Random random = new Random(file.hashCode());
        int loaded = 0;
        for (int i = 0; i < MUTATIONS_PER_KIND; i++) {
            if (Mutations.loadsOrFailsCleanly(Arrays.copyOf(original, random.nextInt(original.length)), "cut " + i)) loaded++;
            if (Mutations.loadsOrFailsCleanly(Mutations.flip(original, random), "flip " + i)) loaded++;
        }
        int total = MUTATIONS_PER_KIND * 2;
        assertTrue(loaded > 0 && loaded < total, loaded + " of " + total + " mutated files loaded");
    }
}
