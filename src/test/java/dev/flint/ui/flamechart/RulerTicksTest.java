package dev.flint.ui.flamechart;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.flint.ui.common.Viewport;
import java.util.HashSet;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The ruler's labels: distinct at every zoom, precise as the spacing needs, and on the profile's clock (offsets
 * from its start) also inside a committed range. The cases are the ones a user met: a 196 s profile zoomed deep
 * around 120 s, and a 3.7 s trace zoomed around 1.46 s, where main printed "120 s" and "1.46 s" on every tick.
 */
class RulerTicksTest {
    private static final double START = 5_000_000_000.0; // a trace's clock starts far from zero

    @Test
    void ticksDeepIntoALongProfileAreDistinctAndPrecise() {
        Viewport whole = Viewport.whole(START, START + 196_000_000, 1200);
        Viewport deep = whole.show(START + 120_001_000, START + 120_001_600);
        List<String> labels = RulerTicks.of(deep, START).labels();
        // 600 µs over 1200 px: a tick every 50 µs, printed to the 10 µs.
        assertEquals(List.of("120.00100 s", "120.00105 s", "120.00110 s"), labels.subList(0, 3));
        assertEquals("120.00160 s", labels.get(labels.size() - 1));
        assertDistinct(labels);
    }

    @Test
    void ticksOfAShortTraceAroundOneAndAHalfSecondsDiffer() {
        Viewport whole = Viewport.whole(START, START + 3_700_000, 1600);
        Viewport zoomed = whole.show(START + 1_460_000, START + 1_475_000);
        List<String> labels = RulerTicks.of(zoomed, START).labels();
        assertEquals("1.460 s", labels.get(0));
        assertEquals("1.461 s", labels.get(1));
        assertDistinct(labels);
    }

    @Test
    void aCommittedRangeKeepsTheProfilesClock() {
        // Bounds are the committed range 100 ms .. 120 ms; labels still count from the profile's start.
        Viewport committed = Viewport.whole(START + 100_000, START + 120_000, 1000);
        List<String> labels = RulerTicks.of(committed, START).labels();
        assertEquals("100 ms", labels.get(0));
        assertEquals("102 ms", labels.get(1));
        assertEquals("120 ms", labels.get(labels.size() - 1));
    }

    @Test
    void theWholeProfileReadsInOneUnit() {
        Viewport whole = Viewport.whole(START, START + 3_700_000, 1000);
        assertEquals(List.of("0.0 s", "0.5 s", "1.0 s", "1.5 s", "2.0 s", "2.5 s", "3.0 s", "3.5 s"),
                RulerTicks.of(whole, START).labels());
    }

    @Test
    void labelsAreDistinctAtEveryZoomAndFitBetweenTicks() {
        Viewport view = Viewport.whole(START, START + 1_350_000_000, 1600);
        for (int zoom = 0; zoom < 80; zoom++) {
            RulerTicks ticks = RulerTicks.of(view, START);
            List<String> labels = ticks.labels();
            assertDistinct(labels);
            double spacingPx = ticks.stepMicros() * view.pxPerMicro();
            for (String label : labels) {
                assertTrue(label.length() * 7 < spacingPx, label + " wider than the " + spacingPx + " px between ticks");
            }
            for (int i = 0; i < ticks.size(); i++) {
                double x = view.xOf(ticks.micros(i));
                assertTrue(x >= -1e-6 && x <= view.widthPx() + 1e-6, "tick " + i + " at " + x + " px");
            }
            view = view.zoom(1.6, view.widthPx() * 0.6);
        }
    }

    private static void assertDistinct(List<String> labels) {
        assertEquals(labels.size(), new HashSet<>(labels).size(), "labels repeat: " + labels);
    }
}
