package dev.flint.ui.flamechart;

import javafx.scene.control.Label;

/**
 * The hover card over the flame chart. A plain label laid out by hand inside the view (a JavaFX Tooltip
 * follows its own timing and cannot track a moving pointer over one canvas).
 */
final class FlameTooltip extends Label {
    FlameTooltip() {
        getStyleClass().add("flame-tooltip");
        setManaged(false);
        setVisible(false);
        setMouseTransparent(true);
        setWrapText(false);
    }

    void show(String text, double xPx, double yPx, double maxXPx, double maxYPx) {
        setText(text);
        setVisible(true);
        applyCss();
        double width = prefWidth(-1);
        double height = prefHeight(width);
        double x = xPx + 14;
        double y = yPx + 16;
        if (x + width > maxXPx) x = Math.max(0, xPx - width - 8);
        if (y + height > maxYPx) y = Math.max(0, yPx - height - 8);
        resizeRelocate(x, y, width, height);
    }

    void hide() {
        setVisible(false);
    }
}
