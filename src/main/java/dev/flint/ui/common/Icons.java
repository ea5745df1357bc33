package dev.flint.ui.common;

import org.kordamp.ikonli.javafx.FontIcon;

/** Ikonli Material Design icons by name, sized for menus and tool bars. */
public final class Icons {
    private Icons() {}

    public static FontIcon of(String literal) {
        FontIcon icon = new FontIcon(literal);
        icon.setIconSize(16);
        icon.getStyleClass().add("flint-icon");
        return icon;
    }
}
