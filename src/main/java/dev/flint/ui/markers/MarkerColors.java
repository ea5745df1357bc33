package dev.flint.ui.markers;

import dev.flint.model.MarkerKind;
import dev.flint.timeline.Palette;
import dev.flint.ui.common.Colors;
import javafx.scene.paint.Color;

/**
 * One colour per marker kind. A marker's name is drawn over its bar in the style's header text colour, so each
 * colour gives that text 4.5:1 or more: these mid-light colours under the light theme's near-black text, the
 * palette's dark variant of each ({@link Palette#forTheme}: same hue, dimmed) under the dark theme's near-white text.
 */
final class MarkerColors {
    private MarkerColors() {}

    /**
     * Each kind's colour under the light and the dark theme, made once: the track paints up to a colour per marker
     * (a trace's 19,458 in its first frame), and a new Color each time cost a colour conversion and a new fill
     * command in the canvas's buffer per marker.
     */
    private static final Color[] LIGHT = new Color[MarkerKind.values().length];
    private static final Color[] DARK = new Color[MarkerKind.values().length];

    static {
        for (MarkerKind kind : MarkerKind.values()) {
            LIGHT[kind.ordinal()] = Colors.color(lightArgb(kind));
            DARK[kind.ordinal()] = Colors.color(Palette.forTheme(lightArgb(kind), true));
        }
    }

    static Color of(MarkerKind kind, boolean dark) {
        return (dark ? DARK : LIGHT)[kind.ordinal()];
    }

    /** The light theme's colour of each kind, as ARGB. */
    static int lightArgb(MarkerKind kind) {
        return switch (kind) {
            case MARK -> 0xffd97706;
            case MEASURE -> 0xff7c9cd8;
            case NAVIGATION -> 0xff2f9e6b;
            case CONSOLE -> 0xffb08ad6;
            case GECKO -> 0xff9aa5b1;
            case JVM -> 0xfff25c54;
        };
    }
}
