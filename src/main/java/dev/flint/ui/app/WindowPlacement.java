package dev.flint.ui.app;

import javafx.geometry.Rectangle2D;
import javafx.stage.Screen;

/**
 * The window's size and splitter positions as saved and restored. Only usable values are kept: a size
 * some window manager gave a window before it was laid out (200×200 was seen) or a splitter dragged to
 * an edge would otherwise come back on every start. Without a usable saved size the first window is
 * sized from the screen.
 */
final class WindowPlacement {
    static final double MIN_WIDTH = 640;
    static final double MIN_HEIGHT = 420;
    static final double MIN_SPLIT = 0.05;
    static final double MAX_SPLIT = 0.95;

    private WindowPlacement() {}

    /** Width and height of the scene: the saved size when usable, else most of the primary screen. */
    static double[] initialSize(Settings settings) {
        double width = settings.getDouble("window.width", Double.NaN);
        double height = settings.getDouble("window.height", Double.NaN);
        if (isUsableSize(width, height)) return new double[] {width, height};
        Rectangle2D screen = Screen.getPrimary().getVisualBounds();
        return new double[] {
            Math.max(MIN_WIDTH, Math.min(1600, Math.round(screen.getWidth() * 0.85))),
            Math.max(MIN_HEIGHT, Math.min(1000, Math.round(screen.getHeight() * 0.85)))};
    }

    static boolean isUsableSize(double width, double height) {
        return Double.isFinite(width) && Double.isFinite(height) && width >= MIN_WIDTH && height >= MIN_HEIGHT;
    }

    static double split(Settings settings, String key, double fallback) {
        double value = settings.getDouble(key, fallback);
        return isUsableSplit(value) ? value : fallback;
    }

    static void putSplit(Settings settings, String key, double value) {
        if (isUsableSplit(value)) settings.putDouble(key, value);
    }

    static boolean isUsableSplit(double value) {
        return Double.isFinite(value) && value >= MIN_SPLIT && value <= MAX_SPLIT;
    }
}
