package dev.flint.model;

import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Keys a file can choose so that a fixed hash puts them all in one probe chain (testdata/hostile/gen/
 * pprof-flood.py writes 150,000 such pprof ids: 39 s to read against 0.5 s for random ids). With the
 * run's secret in the hash they spread like any other keys.
 */
class ChosenKeysTest {
    private static final long FIBONACCI = 0x9E3779B97F4A7C15L;
    private static final long FIBONACCI_INVERSE =
            BigInteger.valueOf(FIBONACCI).modInverse(BigInteger.ONE.shiftLeft(64)).longValue();

    /** Ids whose product with the Fibonacci multiplier has equal 32-bit halves: h ^ (h >>> 32) is 0 in its low bits. */
    private static long chosenId(int x) {
        long h = ((long) x << 32) | x;
        return h * FIBONACCI_INVERSE;
    }

    @Test
    void idsChosenAgainstFibonacciHashingSpreadOverTheTable() {
        int count = 20_000;
        int mask = (1 << 16) - 1;
        Set<Integer> slots = new HashSet<>();
        for (int x = 1; x <= count; x++) slots.add(Maps.mix(chosenId(x)) & mask);
        // random keys fill about 17,000 distinct slots of 65,536; a fixed multiplier put all of these in slot 0
        assertTrue(slots.size() > count * 3 / 4, slots.size() + " distinct slots of " + count + " keys");
    }

    @Test
    void chosenIdsInALongIntMapAreAllFound() {
        LongIntMap map = new LongIntMap();
        for (int x = 1; x <= 50_000; x++) map.put(chosenId(x), x);
        for (int x = 1; x <= 50_000; x++) assertTrue(map.get(chosenId(x)) == x);
    }

    @Test
    void rowHashesCannotBeMadeEqualByChoosingTheLastField() {
        // With a linear step (h ^ v) * P + C, v = t ^ h gives every prefix h the same hash for any t; a file
        // choosing addresses or line numbers could chain all its frames together. Two prefixes, same trick:
        long h1 = HashChains.hash(31, 1);
        long h2 = HashChains.hash(31, 2);
        long t = 12345;
        assertNotEquals(HashChains.hash(h1, t ^ h1), HashChains.hash(h2, t ^ h2));
        Set<Long> hashes = new HashSet<>();
        for (int line = 0; line < 10_000; line++) hashes.add(HashChains.hash(HashChains.hash(7, line), 99 - line));
        assertTrue(hashes.size() == 10_000, hashes.size() + " distinct hashes");
    }
}
