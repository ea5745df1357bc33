package dev.flint.viewmodel;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class LoadProgressTextTest {
    private static final long SECOND = 1_000_000_000L;

    @Test
    void saysHowMuchIsReadAndThenHowLongIsLeftAtTheRateSoFar() {
        LoadProgressText progress = new LoadProgressText("big.json.gz", 0);
        // half a second in: no rate yet
        assertEquals("Loading big.json.gz: 50 of 1,050 MB", progress.text(50_000_000, 1_050_000_000, SECOND / 2));
        // 412 MB in 4 s: 638 MB more at 103 MB/s is 6.2 s
        assertEquals("Loading big.json.gz: 412 of 1,050 MB, about 6 s left",
                progress.text(412_000_000, 1_050_000_000, 4 * SECOND));
        // 100 MB in 10 s: 950 MB more is 95 s
        assertEquals("Loading big.json.gz: 100 of 1,050 MB, about 2 min left",
                progress.text(100_000_000, 1_050_000_000, 10 * SECOND));
        assertEquals("Loading big.json.gz: 1,050 of 1,050 MB", progress.text(1_050_000_000, 1_050_000_000, 20 * SECOND));
    }

    @Test
    void smallFilesInKilobytesAndUnknownTotalsWithoutFigures() {
        LoadProgressText progress = new LoadProgressText("a.cpuprofile", 0);
        assertEquals("Loading a.cpuprofile: 2 of 900 kB", progress.text(1500, 900_000, 0));
        assertEquals("Loading a.cpuprofile\u2026", progress.text(1500, -1, 0));
    }

    @Test
    void timeLeftIsRoundedSoItDoesNotFlicker() {
        assertEquals("about 1 s left", LoadProgressText.timeLeft(0.2));
        assertEquals("about 9 s left", LoadProgressText.timeLeft(9.4));
        assertEquals("about 25 s left", LoadProgressText.timeLeft(23.0));
        assertEquals("about 3 min left", LoadProgressText.timeLeft(170));
    }
}
