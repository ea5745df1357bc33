package dev.flint.ui.flamechart;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.flint.timeline.Palette;
import dev.flint.ui.common.Colors;
import dev.flint.ui.common.FlameStyle;
import javafx.scene.paint.Color;
import org.junit.jupiter.api.Test;

/**
 * The overview strip's activity curves on the dark theme are each thread's hue dimmed as the palette dims the
 * chart's boxes, not the light theme's bright blue (#4f8fdc, luminance 0.27) that filled most of a dark strip;
 * the light theme keeps the thread list's swatch colours.
 */
class OverviewStripColorsTest {
    @Test
    void theDarkThemesCurvesAreDimmedAndKeepTheirHue() {
        for (int thread = 0; thread < 6; thread++) {
            Color swatch = OverviewStrip.threadColor(thread);
            Color light = OverviewStrip.curveColor(thread, FlameStyle.LIGHT);
            Color dark = OverviewStrip.curveColor(thread, FlameStyle.DARK);
            assertEquals(swatch.getHue(), light.getHue(), 0.5, "the light curve is the swatch's colour");
            assertTrue(luminance(dark) <= 0.12, thread + ": " + dark + " is dim");
            assertTrue(luminance(swatch) > 0.2, thread + ": " + swatch + " was bright");
            double hueShift = Math.abs(swatch.getHue() - dark.getHue());
            assertTrue(Math.min(hueShift, 360 - hueShift) < 8, thread + ": keeps its hue");
            // Still a curve on the strip's dark background, not a shade of it.
            assertTrue(Palette.contrast(Colors.argb(dark), Colors.argb(FlameStyle.DARK.rulerBackground())) >= 1.8, thread + ": shows");
        }
    }

    private static double luminance(Color color) {
        return Palette.luminance(Colors.argb(color));
    }
}
