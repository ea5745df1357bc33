package dev.flint.timeline;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

class ClockGroupsTest {
    private static final double NONE = Double.NaN;

    private static String groups(double[] starts, double[] ends) {
        StringBuilder text = new StringBuilder();
        for (int[] group : ClockGroups.of(starts, ends)) text.append(java.util.Arrays.toString(group));
        return text.toString();
    }

    @Test
    void filesOfOneRecordingShareAClock() {
        // A trace 10..50 s and two workers inside it, one reaching past its end.
        assertEquals("[0, 1, 2]", groups(new double[] {10e6, 12e6, 45e6}, new double[] {50e6, 20e6, 60e6}));
    }

    @Test
    void filesRecordedApartAreGroupsOfTheirOwn() {
        // A profile on a zero-based clock beside a trace on the system's monotonic clock, then a second
        // capture of that trace's machine, later.
        assertEquals("[0][1][2]", groups(new double[] {0, 1_300e6, 1_500e6}, new double[] {25e6, 1_350e6, 1_520e6}));
    }

    @Test
    void overlapJoinsThroughAThirdFileAndGroupsKeepTheFilesOrder() {
        // 2 overlaps 0 and 1 (which do not overlap each other); 3 is apart and listed before them.
        assertEquals("[0, 1, 2][3]", groups(new double[] {0, 60, 40, 5_000}, new double[] {50, 90, 70, 5_100}));
        assertEquals("[0][1, 2, 3]", groups(new double[] {5_000, 0, 60, 40}, new double[] {5_100, 50, 90, 70}));
    }

    @Test
    void aFileWithoutAClockJoinsTheFirstGroup() {
        assertEquals("[0, 1][2]", groups(new double[] {0, NONE, 5_000}, new double[] {50, NONE, 5_100}));
        assertEquals("[0, 1][2]", groups(new double[] {NONE, 0, 5_000}, new double[] {NONE, 50, 5_100}));
        assertEquals("[0]", groups(new double[] {NONE}, new double[] {NONE}));
        assertEquals(List.of(), ClockGroups.of(new double[0], new double[0]));
    }
}
