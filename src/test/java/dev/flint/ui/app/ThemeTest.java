package dev.flint.ui.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import atlantafx.base.theme.PrimerDark;
import atlantafx.base.theme.PrimerLight;
import dev.flint.ui.common.FlameStyle;
import dev.flint.ui.common.Theme;
import dev.flint.ui.testing.FreshStage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import javafx.application.Application;
import javafx.scene.control.Label;
import javafx.scene.layout.Region;
import javafx.scene.paint.Color;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The look (DESIGN.md "Look and feel"): AtlantaFX's Primer Light or Primer Dark is the user-agent stylesheet of
 * every window, Flint's one stylesheet on top; a fresh Flint follows the desktop's setting, the user's pick in
 * the View menu wins and is remembered; the controls, the chart and Flint's own sheet all change with it, and
 * Flint's sheet resolves every colour it names in both themes (a Modena variable AtlantaFX does not define is a
 * CSS warning and a control drawn in JavaFX's fallback colours).
 */
@FreshStage(width = 1000, height = 700)
class ThemeTest extends FreshWindowTest {
    private static final String PRIMER_LIGHT = new PrimerLight().getUserAgentStylesheet();
    private static final String PRIMER_DARK = new PrimerDark().getUserAgentStylesheet();

    @AfterEach
    void backToLight() throws Exception {
        WaitForAsyncUtils.asyncFx(Theme.LIGHT::apply).get();
    }

    @Test
    void aFreshWindowFollowsTheDesktopInAtlantaFxWithFlintsSheetOnTop() {
        boolean desktopDark = SystemTheme.prefersDark();
        assertEquals(desktopDark ? PRIMER_DARK : PRIMER_LIGHT, Application.getUserAgentStylesheet());
        assertEquals(List.of(Theme.FLINT_STYLESHEET), window.stage().getScene().getStylesheets());
        assertTrue(window.followsSystemTheme());
        assertEquals(desktopDark, window.isDarkTheme());
    }

    @Test
    void theUsersPickChangesEveryPartAndIsRemembered() throws Exception {
        openAndShow(Fixtures.nodeSample(Files.createTempDirectory(folder, "profile")));
        List<String> warnings = cssWarningsWhile(() -> {
            window.setDarkTheme(true);
            window.stage().getScene().getRoot().applyCss();
        });
        assertEquals(List.of(), warnings, "Flint's sheet over Primer Dark");
        assertEquals(PRIMER_DARK, Application.getUserAgentStylesheet());
        assertEquals(FlameStyle.DARK, window.flameChart().flameStyleProperty().get());
        assertTrue(luminance(background(window.stage().getScene().getRoot())) < 0.05, "a dark window");
        assertTrue(luminance(textFill("#openButton")) > 0.5, "light text on it");
        assertEquals("dark", window.settings().getString(MainWindow.THEME_SETTING, null));
        assertFalse(window.followsSystemTheme());

        warnings = cssWarningsWhile(() -> {
            window.setDarkTheme(false);
            window.stage().getScene().getRoot().applyCss();
        });
        assertEquals(List.of(), warnings, "Flint's sheet over Primer Light");
        assertEquals(PRIMER_LIGHT, Application.getUserAgentStylesheet());
        assertEquals(FlameStyle.LIGHT, window.flameChart().flameStyleProperty().get());
        assertTrue(luminance(background(window.stage().getScene().getRoot())) > 0.9, "a light window");
        assertTrue(luminance(textFill("#openButton")) < 0.05, "dark text on it");
        assertEquals("light", window.settings().getString(MainWindow.THEME_SETTING, null));
    }

    @Test
    void aRememberedPickWinsOverTheDesktopAndCanBeGivenBack() throws Exception {
        Path settingsDir = Files.createTempDirectory(folder, "picked");
        Settings settings = new Settings(settingsDir.resolve("settings.json"));
        settings.putString(MainWindow.THEME_SETTING, "dark");
        MainWindow picked = WaitForAsyncUtils.asyncFx(() -> new MainWindow(new Stage(), settings)).get();
        assertTrue(picked.isDarkTheme());
        assertEquals(PRIMER_DARK, Application.getUserAgentStylesheet());
        WaitForAsyncUtils.asyncFx(picked::followSystemTheme).get();
        assertEquals(SystemTheme.prefersDark(), picked.isDarkTheme());
        assertEquals(MainWindow.THEME_SYSTEM, settings.getString(MainWindow.THEME_SETTING, null));
    }

    private List<String> cssWarningsWhile(Runnable action) throws Exception {
        List<String> warnings = new ArrayList<>();
        Logger css = Logger.getLogger("javafx.css");
        Handler handler = new Handler() {
            @Override public void publish(LogRecord record) {
                if (record.getLevel().intValue() >= Level.WARNING.intValue()) warnings.add(record.getMessage());
            }
            @Override public void flush() {}
            @Override public void close() {}
        };
        css.addHandler(handler);
        try {
            WaitForAsyncUtils.asyncFx(action).get();
        } finally {
            css.removeHandler(handler);
        }
        return warnings;
    }

    private Color background(javafx.scene.Node node) throws Exception {
        return WaitForAsyncUtils.asyncFx(() -> (Color) ((Region) node).getBackground().getFills().get(0).getFill()).get();
    }

    private Color textFill(String id) throws Exception {
        return WaitForAsyncUtils.asyncFx(() -> (Color) ((javafx.scene.control.Labeled) window.stage().getScene().lookup(id))
                .getTextFill()).get();
    }

    private static double luminance(Color color) {
        return dev.flint.timeline.Palette.luminance(dev.flint.ui.common.Colors.argb(color));
    }
}
