package dev.flint.ui.flamegraph;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** Labels on deep boxes (a differential graph's strongest blue and red) are drawn light, elsewhere dark. */
class LabelContrastTest {
    @Test
    void theDifferentialGraphsDeepestColoursTakeLightLabels() {
        assertTrue(FlameGraphRenderer.isDark(0xff0000ff), "full blue");
        assertTrue(FlameGraphRenderer.isDark(0xffff0000), "full red");
        assertTrue(FlameGraphRenderer.isDark(0xff1e1ef0), "a deep blue");
    }

    @Test
    void paleTintsAndTheUnchangedGreyKeepDarkLabels() {
        assertFalse(FlameGraphRenderer.isDark(0xffe4e4e4), "unchanged grey");
        assertFalse(FlameGraphRenderer.isDark(0xffc8c8ff), "a pale blue");
        assertFalse(FlameGraphRenderer.isDark(0xffffc8c8), "a pale red");
        assertFalse(FlameGraphRenderer.isDark(0xffffcc66), "a JS-yellow box");
    }
}
