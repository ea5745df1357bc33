package dev.flint.model;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import java.util.Arrays;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** IntSort.byTime gives exactly the order a stable boxed sort by Double.compare gives. */
class IntSortTest {
    private static int[] reference(double[] times, int count) {
        Integer[] boxed = new Integer[count];
        for (int i = 0; i < count; i++) boxed[i] = i;
        Arrays.sort(boxed, (a, b) -> Double.compare(times[a], times[b]));
        return Arrays.stream(boxed).mapToInt(Integer::intValue).toArray();
    }

    @Test
    void equalTimesKeepFileOrderAndSignedZerosAndNaNsSortAsDoubleCompare() {
        double[] times = {5, 3, 5, Double.NaN, 0.0, -0.0, 3, Double.NaN, -1, 5};
        assertArrayEquals(new int[] {8, 5, 4, 1, 6, 0, 2, 9, 3, 7}, IntSort.byTime(times, times.length));
        assertArrayEquals(reference(times, times.length), IntSort.byTime(times, times.length));
    }

    @Test
    void onlyTheFirstCountRowsAreOrdered() {
        double[] times = {3, 1, 2, -100, -200};
        assertArrayEquals(new int[] {1, 2, 0}, IntSort.byTime(times, 3));
        assertArrayEquals(new int[0], IntSort.byTime(times, 0));
    }

    @Test
    void matchesTheBoxedSortOnNearlySortedAndShuffledTimes() {
        Random random = new Random(13);
        for (int round = 0; round < 300; round++) {
            int count = random.nextInt(400);
            double[] times = new double[count];
            double t = 0;
            for (int i = 0; i < count; i++) {
                // Mostly rising with a few steps back (negative deltas), many repeats, sometimes shuffled.
                t += round % 3 == 0 ? random.nextInt(7) - 3 : random.nextInt(10) < 9 ? random.nextInt(3) : -random.nextInt(20);
                times[i] = t;
            }
            assertArrayEquals(reference(times, count), IntSort.byTime(times, count), "round " + round);
        }
    }
}
