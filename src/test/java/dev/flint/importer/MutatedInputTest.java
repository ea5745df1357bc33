package dev.flint.importer;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Robustness: real files cut at random offsets, with flipped bytes, or with two numbers (ids, indexes,
 * times) swapped. Every outcome must be a consistent profile or the one clean error; an importer bug
 * that ProfileLoader had to catch ("internal error") fails the test. Seeded, so a failure repeats.
 */
class MutatedInputTest {
    private static final int MUTATIONS_PER_KIND = 150;

    @ParameterizedTest
    @ValueSource(strings = {"testdata/cpuprofile/node-small.cpuprofile", "testdata/selfprof/selfprof-small.json",
            "testdata/folded/node-small.folded", "gzip:testdata/cpuprofile/node-small.cpuprofile"})
    void everyMutationLoadsOrFailsCleanly(String spec) throws Exception {
        boolean gzip = spec.startsWith("gzip:");
        byte[] original = Files.readAllBytes(Path.of(gzip ? spec.substring(5) : spec));
        if (gzip) original = BadInputTest.gzip(original);
        Random random = new Random(spec.hashCode());
        int loaded = 0;
        for (int i = 0; i < MUTATIONS_PER_KIND; i++) {
            if (Mutations.loadsOrFailsCleanly(Arrays.copyOf(original, random.nextInt(original.length)), "cut " + i)) loaded++;
            if (Mutations.loadsOrFailsCleanly(Mutations.flip(original, random), "flip " + i)) loaded++;
            if (!gzip && Mutations.loadsOrFailsCleanly(swapNumbers(original, random), "swap " + i)) loaded++;
        }
        // Both outcomes must occur, or the mutations test nothing (gzip's CRC refuses nearly every change).
        int total = MUTATIONS_PER_KIND * (gzip ? 2 : 3);
        assertTrue((gzip || loaded > 0) && loaded < total, loaded + " of " + total + " mutated files loaded");
    }

    /** Swaps two runs of digits, which in these files are ids, indexes, counts or times. */
    private static byte[] swapNumbers(byte[] original, Random random) {
        List<int[]> runs = new ArrayList<>();
        for (int i = 0; i < original.length; i++) {
            if (Character.isDigit(original[i])) {
                int start = i;
                while (i < original.length && Character.isDigit(original[i])) i++;
                runs.add(new int[] {start, i});
            }
        }
        int[] a = runs.get(random.nextInt(runs.size()));
        int[] b = runs.get(random.nextInt(runs.size()));
        if (a[0] > b[0]) {
            int[] t = a;
            a = b;
            b = t;
        }
        if (a[0] == b[0]) return original.clone();
        byte[] out = new byte[original.length];
        int at = 0;
        at = put(out, at, original, 0, a[0]);
        at = put(out, at, original, b[0], b[1]);
        at = put(out, at, original, a[1], b[0]);
        at = put(out, at, original, a[0], a[1]);
        put(out, at, original, b[1], original.length);
        return out;
    }

    private static int put(byte[] out, int at, byte[] from, int start, int end) {
        System.arraycopy(from, start, out, at, end - start);
        return at + end - start;
    }
}
