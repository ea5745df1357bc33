package dev.flint.model;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import java.util.Map;
import org.junit.jupiter.api.Test;

class RowOrderTest {
    /** Cycles of one (rows 0 and 5), two (1 and 4) and three (2, 3, 6): every row ends where the order says. */
    private static final int[] ORDER = {0, 4, 3, 6, 1, 5, 2};

    @Test
    void samplesReorderedInPlaceAreTheGatherOfTheirRows() {
        int[] stacks = {10, 11, 12, 13, 14, 15, 16};
        double[] times = {0.5, 1.5, 2.5, 3.5, 4.5, 5.5, 6.5};
        double[] weights = {100, 101, 102, 103, 104, 105, 106};
        SampleTable samples = SampleTable.of(stacks, times, weights, 7);
        samples.reorderInPlace(ORDER);
        int[] expectedStacks = new int[7];
        double[] expectedTimes = new double[7];
        double[] expectedWeights = new double[7];
        for (int k = 0; k < 7; k++) {
            expectedStacks[k] = 10 + ORDER[k];
            expectedTimes[k] = ORDER[k] + 0.5;
            expectedWeights[k] = 100 + ORDER[k];
        }
        assertArrayEquals(expectedStacks, samples.stacksCopy());
        assertArrayEquals(expectedTimes, samples.timesCopy());
        assertArrayEquals(expectedWeights, samples.weightsCopy());
    }

    @Test
    void aProfilesPerSampleLinesAndColumnsMoveWithTheSamplesAndOtherLengthsStay() {
        int[] lines = {20, 21, 22, 23, 24, 25, 26};
        int[] columns = {30, 31};
        CpuProfileInfo info = new CpuProfileInfo("p", 0, 1, 1, new int[] {1}, lines, columns, Map.of(), null);
        info.reorderSamplesInPlace(ORDER);
        assertArrayEquals(new int[] {20, 24, 23, 26, 21, 25, 22}, info.sampleLines());
        assertArrayEquals(new int[] {30, 31}, info.sampleColumns());
    }
}
