package dev.flint.ui.common;

import atlantafx.base.theme.PrimerDark;
import atlantafx.base.theme.PrimerLight;
import javafx.application.Application;
import javafx.scene.Scene;

/**
 * Flint's two looks (DESIGN.md "Look and feel"): AtlantaFX's Primer Light or Primer Dark as the user-agent
 * stylesheet of every window (the controls), Flint's own {@code flint.css} on each scene for what is Flint's
 * (banners, crumbs, the thread list, the call tree's bars; written in AtlantaFX's colour variables, so one sheet
 * serves both themes), and the {@link FlameStyle} of the views drawn on a canvas.
 */
public enum Theme {
    LIGHT(new PrimerLight().getUserAgentStylesheet(), FlameStyle.LIGHT),
    DARK(new PrimerDark().getUserAgentStylesheet(), FlameStyle.DARK);

    /** Flint's stylesheet, over either theme's user-agent stylesheet. */
    public static final String FLINT_STYLESHEET = Theme.class.getResource("/dev/flint/ui/app/flint.css").toExternalForm();

    private final String userAgentStylesheet;
    private final FlameStyle flameStyle;

    Theme(String userAgentStylesheet, FlameStyle flameStyle) {
        this.userAgentStylesheet = userAgentStylesheet;
        this.flameStyle = flameStyle;
    }

    public static Theme of(boolean dark) {
        return dark ? DARK : LIGHT;
    }

    public boolean dark() {
        return this == DARK;
    }

    /** AtlantaFX's stylesheet for this theme, as {@link Application#setUserAgentStylesheet} takes it. */
    public String userAgentStylesheet() {
        return userAgentStylesheet;
    }

    public FlameStyle flameStyle() {
        return flameStyle;
    }

    /** The theme every window shows now (light until one is applied). */
    public static Theme current() {
        return DARK.userAgentStylesheet.equals(Application.getUserAgentStylesheet()) ? DARK : LIGHT;
    }

    /**
     * Makes this theme every window's look (the user-agent stylesheet is the application's, not a scene's). The
     * theme already shown is left as it is: JavaFX reads and checksums the whole stylesheet again to find it the same.
     */
    public void apply() {
        if (!userAgentStylesheet.equals(Application.getUserAgentStylesheet())) Application.setUserAgentStylesheet(userAgentStylesheet);
    }

    /** Puts Flint's stylesheet on {@code scene} (once). */
    public static void addFlintStylesheet(Scene scene) {
        if (!scene.getStylesheets().contains(FLINT_STYLESHEET)) scene.getStylesheets().add(FLINT_STYLESHEET);
    }
}
