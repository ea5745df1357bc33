package dev.flint.model;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import org.junit.jupiter.api.Test;

class SampleDurationsTest {
    @Test
    void eachSampleLastsUntilTheNextAndTheLastOneAverageInterval() {
        double[] durations = SampleDurations.devToolsMillis(new double[] {1000, 3000, 4000}, 3, Double.NaN);
        assertArrayEquals(new double[] {2, 1, 1.5}, durations, 1e-12);
    }

    @Test
    void outOfOrderSamplesAreMeasuredInTimeOrderButReportedInFileOrder() {
        // A negative time delta puts sample 1 before sample 0.
        double[] durations = SampleDurations.devToolsMillis(new double[] {2000, 1000, 5000}, 3, Double.NaN);
        assertArrayEquals(new double[] {3, 1, 2}, durations, 1e-12);
    }

    @Test
    void aSingleSampleLastsUntilTheProfileEnd() {
        assertArrayEquals(new double[] {4}, SampleDurations.devToolsMillis(new double[] {1000}, 1, 5000), 1e-12);
    }
}
