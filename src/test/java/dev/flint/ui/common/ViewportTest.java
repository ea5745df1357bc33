package dev.flint.ui.common;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.flint.viewmodel.TimeFormat;
import org.junit.jupiter.api.Test;

class ViewportTest {
    private final Viewport whole = Viewport.whole(1000, 11000, 1000);

    @Test
    void zoomKeepsTheTimeUnderThePointer() {
        Viewport zoomed = whole.zoom(4, 250);
        assertEquals(whole.microsAt(250), zoomed.microsAt(250), 1e-9);
        assertEquals(2500, zoomed.spanMicros(), 1e-9);
    }

    @Test
    void panMovesByPixelsAndStopsAtTheEdges() {
        Viewport zoomed = whole.zoom(10, 0);
        Viewport panned = zoomed.panPx(100);
        assertEquals(zoomed.startMicros() + 100, panned.startMicros(), 1e-9);
        Viewport pastEnd = zoomed.panPx(1e9);
        assertEquals(11000, pastEnd.endMicros(), 1e-9);
        assertEquals(1000, pastEnd.spanMicros(), 1e-9);
        assertEquals(1000, zoomed.panPx(-1e9).startMicros(), 1e-9);
    }

    @Test
    void zoomOutStopsAtTheWholeProfileAndZoomInAtOneMicrosecond() {
        assertTrue(whole.zoom(0.01, 500).isWholeProfile());
        assertEquals(Viewport.MIN_SPAN_MICROS, whole.zoom(1e9, 500).spanMicros(), 1e-9);
    }

    @Test
    void niceStepsAreOneTwoOrFiveTimesAPowerOfTen() {
        assertEquals(100, TimeFormat.niceStepMicros(73), 1e-9);
        assertEquals(200, TimeFormat.niceStepMicros(101), 1e-9);
        assertEquals(5000, TimeFormat.niceStepMicros(2001), 1e-9);
        assertEquals("1.5 s", TimeFormat.micros(1_500_000));
        assertEquals("250 ms", TimeFormat.micros(250_000));
        assertEquals("12.5 ms", TimeFormat.micros(12_500));
    }
}
