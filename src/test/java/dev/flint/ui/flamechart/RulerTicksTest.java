package dev.flint.ui.flamechart;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.flint.ui.common.Viewport;
import java.util.HashSet;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The ruler's labels: distinct at every zoom, precise as the spacing needs, and on the profile's clock (offsets
 * from its start) also inside a committed range, in the unit the visible span reads in. The cases are the ones a
 * user met: a 196 s profile zoomed deep around 120 s, and a 3.7 s trace zoomed around 1.46 s, where an earlier
 * main printed "120 s" and "1.46 s" on every tick, and a view 10 µs wide around 2.29 s that read "2.2944808 s"
 * (issue 34).
 */
class RulerTicksTest {
    private static final double START = 5_000_000_000.0; // a trace's clock starts far from zero

    @Test
    void ticksDeepIntoALongProfileAreDistinctAndPrecise() {
        Viewport whole = Viewport.whole(START, START + 196_000_000, 1200);
        Viewport deep = whole.show(START + 120_001_000, START + 120_001_600);
        List<String> labels = RulerTicks.of(deep, START).labels();
        // 600 µs over 1200 px: in µs; "120,001,050 µs" is too wide for 50 µs (100 px), so a tick every 100 µs.
        assertEquals(List.of("120,001,000 \u00b5s", "120,001,100 \u00b5s", "120,001,200 \u00b5s"), labels.subList(0, 3));
        assertEquals("120,001,600 \u00b5s", labels.get(labels.size() - 1));
        assertDistinct(labels);
    }

    @Test
    void ticksOfAShortTraceAroundOneAndAHalfSecondsDiffer() {
        Viewport whole = Viewport.whole(START, START + 3_700_000, 1600);
        Viewport zoomed = whole.show(START + 1_460_000, START + 1_475_000);
        List<String> labels = RulerTicks.of(zoomed, START).labels();
        assertEquals("1,460 ms", labels.get(0));
        assertEquals("1,461 ms", labels.get(1));
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

    /** Views from 10 µs to 100 s wide, centred on 2,294,480.8 µs where it fits, over 1200 px. */
    @Test
    void everySpanFrom10MicrosecondsTo100SecondsReadsInItsOwnUnit() {
        assertEquals(List.of("2,294,476 \u00b5s", "2,294,477 \u00b5s", "2,294,478 \u00b5s", "2,294,479 \u00b5s",
                "2,294,480 \u00b5s", "2,294,481 \u00b5s", "2,294,482 \u00b5s", "2,294,483 \u00b5s", "2,294,484 \u00b5s",
                "2,294,485 \u00b5s"), labelsAround(10));
        assertEquals(List.of("2,294,440 \u00b5s", "2,294,450 \u00b5s", "2,294,460 \u00b5s", "2,294,470 \u00b5s",
                "2,294,480 \u00b5s", "2,294,490 \u00b5s", "2,294,500 \u00b5s", "2,294,510 \u00b5s", "2,294,520 \u00b5s",
                "2,294,530 \u00b5s"), labelsAround(100));
        assertEquals(List.of("2,294.0 ms", "2,294.1 ms", "2,294.2 ms", "2,294.3 ms", "2,294.4 ms", "2,294.5 ms",
                "2,294.6 ms", "2,294.7 ms", "2,294.8 ms", "2,294.9 ms"), labelsAround(1_000));
        assertEquals(List.of("2,290 ms", "2,291 ms", "2,292 ms", "2,293 ms", "2,294 ms", "2,295 ms", "2,296 ms",
                "2,297 ms", "2,298 ms", "2,299 ms"), labelsAround(10_000));
        assertEquals(List.of("2,250 ms", "2,260 ms", "2,270 ms", "2,280 ms", "2,290 ms", "2,300 ms", "2,310 ms",
                "2,320 ms", "2,330 ms", "2,340 ms"), labelsAround(100_000));
        assertEquals(List.of("1.8 s", "1.9 s", "2.0 s", "2.1 s", "2.2 s", "2.3 s", "2.4 s", "2.5 s", "2.6 s", "2.7 s"),
                labelsAround(1_000_000));
        assertEquals(List.of("0 s", "1 s", "2 s", "3 s", "4 s", "5 s", "6 s", "7 s", "8 s", "9 s", "10 s"),
                labelsAround(10_000_000));
        assertEquals(List.of("0 s", "10 s", "20 s", "30 s", "40 s", "50 s", "60 s", "70 s", "80 s", "90 s", "100 s"),
                labelsAround(100_000_000));
    }

    private static List<String> labelsAround(double spanMicros) {
        Viewport whole = Viewport.whole(START, START + 200_000_000, 1200);
        double from = Math.max(START, START + 2_294_480.8 - spanMicros / 2);
        return RulerTicks.of(whole.show(from, from + spanMicros), START).labels();
    }

    @Test
    void aLabelUnderTheRangesDurationIsLeftOut() {
        // Ticks every 0.5 s over 1000 px (135 px apart); a duration label drawn from 400 to 460 px.
        Viewport whole = Viewport.whole(START, START + 3_700_000, 1000);
        RulerTicks ticks = RulerTicks.of(whole, START);
        assertEquals("1.5 s", ticks.label(3));
        assertEquals(true, ticks.labelClearOf(2, whole, 30, 400, 460), "1.0 s ends left of the band");
        assertEquals(false, ticks.labelClearOf(3, whole, 30, 400, 460), "1.5 s starts at 409.5 px, inside it");
        assertEquals(true, ticks.labelClearOf(4, whole, 30, 400, 460), "2.0 s starts right of it");
    }

    @Test
    void aLabelThatWouldRunPastTheRightEdgeIsLeftOut() {
        // Ticks every 0.5 s over 1000 px: 3.5 s at 945.9 px, its label from 949.9 px (issue 34: the right-edge
        // label was cut mid-number).
        Viewport whole = Viewport.whole(START, START + 3_700_000, 1000);
        RulerTicks ticks = RulerTicks.of(whole, START);
        assertEquals("3.5 s", ticks.label(7));
        assertEquals(true, ticks.labelFits(7, whole, 40), "40 px end at 990 px");
        assertEquals(false, ticks.labelFits(7, whole, 60), "60 px would end at 1010 px");
        assertEquals(true, ticks.labelFits(6, whole, 60), "3.0 s has room");
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
