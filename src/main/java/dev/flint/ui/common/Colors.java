package dev.flint.ui.common;

import javafx.scene.paint.Color;

/** The engine's ARGB ints ({@code timeline.Palette}) and JavaFX colours, one into the other. */
public final class Colors {
    private Colors() {}

    /** An opaque colour's ARGB, each channel rounded to 0-255 (opacity dropped). */
    public static int argb(Color color) {
        return 0xff000000 | (int) Math.round(color.getRed() * 255) << 16 | (int) Math.round(color.getGreen() * 255) << 8
                | (int) Math.round(color.getBlue() * 255);
    }

    /** The colour of {@code argb}, alpha included. */
    public static Color color(int argb) {
        return Color.rgb((argb >> 16) & 0xff, (argb >> 8) & 0xff, argb & 0xff, ((argb >>> 24) & 0xff) / 255.0);
    }
}
