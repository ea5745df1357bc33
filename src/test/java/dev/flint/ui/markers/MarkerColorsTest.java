package dev.flint.ui.markers;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.flint.model.MarkerKind;
import dev.flint.timeline.Palette;
import dev.flint.ui.common.Colors;
import dev.flint.ui.common.FlameStyle;
import javafx.scene.paint.Color;
import org.junit.jupiter.api.Test;

/**
 * A marker's name is drawn over its bar in the theme's header text colour: every kind's bar gives it WCAG's
 * 4.5:1 in both themes (the dark theme drew near-white names on the light theme's mid-light bars, 2.3:1 on a
 * measure, and the JVM's dark orange under near-black names gave 3:1).
 */
class MarkerColorsTest {
    @Test
    void everyKindsNameReadsOnItsBarInBothThemes() {
        for (FlameStyle style : new FlameStyle[] {FlameStyle.LIGHT, FlameStyle.DARK}) {
            for (MarkerKind kind : MarkerKind.values()) {
                double contrast = Palette.contrast(Colors.argb(MarkerColors.of(kind, style.dark())), Colors.argb(style.headerText()));
                assertTrue(contrast >= Palette.MIN_CONTRAST, String.format("%s, %s: %.2f:1",
                        style.dark() ? "dark" : "light", kind, contrast));
            }
        }
    }
}
