package dev.flint.timeline;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/**
 * Times as the ruler, the range bar and the exported pictures print them. Issue 34 met "2.2944808 s" on a
 * ruler 10 µs wide, "987 ms – 2.29 s" on the range bar and "Total: 12040.915617 ms" on an export.
 */
class TimeTextTest {
    @Test
    void theUnitIsTheOneTheSpanReadsIn() {
        assertEquals(TimeText.Unit.MICROS, TimeText.Unit.forSpan(10));
        assertEquals(TimeText.Unit.MICROS, TimeText.Unit.forSpan(999));
        assertEquals(TimeText.Unit.MILLIS, TimeText.Unit.forSpan(1_000));
        assertEquals(TimeText.Unit.MILLIS, TimeText.Unit.forSpan(999_999));
        assertEquals(TimeText.Unit.SECONDS, TimeText.Unit.forSpan(1_000_000));
        assertEquals(TimeText.Unit.SECONDS, TimeText.Unit.forSpan(100_000_000));
    }

    @Test
    void aStepNeedsTheDecimalsThatPrintItExactly() {
        assertEquals(0, TimeText.decimalsForStep(1, TimeText.Unit.MICROS));
        assertEquals(1, TimeText.decimalsForStep(0.2, TimeText.Unit.MICROS));
        assertEquals(1, TimeText.decimalsForStep(100, TimeText.Unit.MILLIS));
        assertEquals(0, TimeText.decimalsForStep(1_000, TimeText.Unit.MILLIS));
        assertEquals(1, TimeText.decimalsForStep(500_000, TimeText.Unit.SECONDS));
        assertEquals(2, TimeText.decimalsForStep(50_000, TimeText.Unit.SECONDS));
        assertEquals(0, TimeText.decimalsForStep(10_000_000, TimeText.Unit.SECONDS));
    }

    @Test
    void ticksGroupThousandsAndKeepTheirDecimals() {
        assertEquals("2,294,481 \u00b5s", TimeText.format(2_294_480.8, TimeText.Unit.MICROS, 0));
        assertEquals("2,294,480.8 \u00b5s", TimeText.format(2_294_480.8, TimeText.Unit.MICROS, 1));
        assertEquals("2,294.5 ms", TimeText.format(2_294_480.8, TimeText.Unit.MILLIS, 1));
        assertEquals("2.30 s", TimeText.format(2_300_000, TimeText.Unit.SECONDS, 2));
        assertEquals("0.0 s", TimeText.format(-20, TimeText.Unit.SECONDS, 1));
        assertEquals("-1,500 \u00b5s", TimeText.format(-1_500, TimeText.Unit.MICROS, 0));
    }

    @Test
    void aRangeReadsInOneUnitWithItsDuration() {
        assertEquals("0.99 \u2013 2.29 s (1.31 s)", TimeText.range(987_000, 2_294_480));
        assertEquals("1,200 \u2013 1,850 ms (650 ms)", TimeText.range(1_200_000, 1_850_000));
        assertEquals("700 \u2013 1,450 \u00b5s (750 \u00b5s)", TimeText.range(700, 1_450));
        assertEquals("120,001,000.0 \u2013 120,001,050.0 \u00b5s (50.0 \u00b5s)", TimeText.range(120_001_000, 120_001_050));
        assertEquals("5.000 \u2013 5.500 \u00b5s (0.500 \u00b5s)", TimeText.range(5, 5.5));
        assertEquals("0 \u2013 100 s (100 s)", TimeText.range(0, 100_000_000));
    }

    @Test
    void aDurationAloneHasThreeSignificantDigits() {
        assertEquals("0.5 \u00b5s", TimeText.duration(0.5));
        assertEquals("830 \u00b5s", TimeText.duration(830));
        assertEquals("1 ms", TimeText.duration(999.9), "rounds up into the next unit");
        assertEquals("12.5 ms", TimeText.duration(12_500));
        assertEquals("1.31 s", TimeText.duration(1_307_000));
        assertEquals("1,250 s", TimeText.duration(1_250_000_000));
        assertEquals("-1.5 ms", TimeText.duration(-1_500));
    }

    @Test
    void millisecondsStayMilliseconds() {
        assertEquals("12,041 ms", TimeText.millis(12_040.915617));
        assertEquals("987 ms", TimeText.millis(987.2));
        assertEquals("12.5 ms", TimeText.millis(12.5));
        assertEquals("0.25 ms", TimeText.millis(0.25));
    }
}
