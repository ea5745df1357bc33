package dev.flint.ui.flamechart;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.flint.timeline.Palette;
import dev.flint.ui.common.Colors;
import dev.flint.ui.common.Theme;
import dev.flint.ui.testing.FreshStage;
import javafx.scene.Scene;
import javafx.scene.layout.Pane;
import javafx.scene.paint.Color;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The hover card's edge stands out from the chart it covers in both themes: its outer fill (the border) against
 * the chart's background at 3:1 or more, WCAG's contrast for the edge of a component (the card was a dark
 * rgba(30, 34, 39, 0.94) with no border: 1.0:1 on the dark chart).
 */
@FreshStage(width = 400, height = 200)
class FlameTooltipThemeTest {
    private final FlameTooltip tooltip = new FlameTooltip();

    @Start
    void start(Stage stage) {
        Scene scene = new Scene(new Pane(tooltip), 400, 200);
        Theme.addFlintStylesheet(scene);
        stage.setScene(scene);
        stage.show();
        tooltip.show("parse  12.5 ms", 10, 10, 400, 200);
    }

    @AfterEach
    void backToLight() throws Exception {
        WaitForAsyncUtils.asyncFx(Theme.LIGHT::apply).get();
    }

    @Test
    void theCardsBorderShowsOnTheChartInBothThemes() throws Exception {
        for (Theme theme : Theme.values()) {
            Color border = WaitForAsyncUtils.asyncFx(() -> {
                theme.apply();
                tooltip.applyCss();
                return (Color) tooltip.getBackground().getFills().get(0).getFill();
            }).get();
            double contrast = Palette.contrast(Colors.argb(border), Colors.argb(theme.flameStyle().background()));
            assertTrue(border.getOpacity() == 1 && contrast >= 3, theme + ": border " + border + " on the chart, "
                    + String.format("%.2f:1", contrast));
        }
    }
}
