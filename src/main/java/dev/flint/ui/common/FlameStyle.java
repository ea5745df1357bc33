package dev.flint.ui.common;

import javafx.scene.paint.Color;
import javafx.scene.text.Font;

/**
 * Colours and fonts of the flame chart, one per theme. Bars take their colours from the engine's palette
 * ({@code timeline.Palette}: darker variants on the dark theme) and each label the colour that reads on its
 * bar; {@link #barText} is the colour of labels drawn over no bar.
 */
public record FlameStyle(Color background, Color headerBackground, Color headerText, Color barText,
                         Color rulerBackground, Color rulerText, Color gridLine, Color selection,
                         Color dimOverlay, Font barFont, Font headerFont) {
    public static final FlameStyle LIGHT = new FlameStyle(Color.web("#ffffff"), Color.web("#eef1f5"),
            Color.web("#1f2328"), Color.web("#1a1a1a"), Color.web("#f6f8fa"), Color.web("#57606a"),
            Color.web("#d8dee4"), Color.web("#0969da"), Color.web("#ffffff", 0.62),
            Font.font("System", 11), Font.font("System", javafx.scene.text.FontWeight.BOLD, 11.5));
    /** Primer Dark's page (#0d1117), panels (#161b22), borders and accent, so the chart sits in the window. */
    public static final FlameStyle DARK = new FlameStyle(Color.web("#0d1117"), Color.web("#161b22"),
            Color.web("#e6edf3"), Color.web("#15181c"), Color.web("#161b22"), Color.web("#8b949e"),
            Color.web("#30363d"), Color.web("#58a6ff"), Color.web("#0d1117", 0.66),
            Font.font("System", 11), Font.font("System", javafx.scene.text.FontWeight.BOLD, 11.5));

    /** True for the dark theme: bars take the palette's dark variants. */
    public boolean dark() {
        return background.getBrightness() < 0.5;
    }
}
