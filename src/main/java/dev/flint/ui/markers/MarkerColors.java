package dev.flint.ui.markers;

import dev.flint.model.MarkerKind;
import javafx.scene.paint.Color;

/** One colour per marker kind, readable on the light and the dark theme. */
final class MarkerColors {
    private MarkerColors() {}

    static Color of(MarkerKind kind) {
        return switch (kind) {
            case MARK -> Color.web("#d97706");
            case MEASURE -> Color.web("#7c9cd8");
            case NAVIGATION -> Color.web("#2f9e6b");
            case CONSOLE -> Color.web("#b08ad6");
            case GECKO -> Color.web("#9aa5b1");
            case JVM -> Color.web("#c2410c");
        };
    }
}
