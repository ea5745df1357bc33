package dev.flint.ui.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledOnOs;
import org.junit.jupiter.api.condition.OS;

/** Reading the desktop's dark setting on Linux: GTK_THEME first, then GNOME's color-scheme, then the GTK theme's name. */
@EnabledOnOs(OS.LINUX)
class SystemThemeTest {
    /** A desktop whose gsettings answers {@code scheme} and {@code gtkTheme} (null: the key cannot be read). */
    private static Function<List<String>, Optional<String>> gsettings(String scheme, String gtkTheme, List<String> asked) {
        return command -> {
            asked.add(String.join(" ", command));
            String key = command.get(command.size() - 1);
            return Optional.ofNullable(key.equals("color-scheme") ? scheme : gtkTheme);
        };
    }

    @Test
    void gtkThemeInTheEnvironmentDecidesWithoutACommand() {
        List<String> asked = new ArrayList<>();
        assertTrue(SystemTheme.prefersDark(Map.of("GTK_THEME", "Adwaita:dark"), gsettings("'prefer-light'", null, asked)));
        assertFalse(SystemTheme.prefersDark(Map.of("GTK_THEME", "Adwaita"), gsettings("'prefer-dark'", null, asked)));
        assertEquals(List.of(), asked);
    }

    @Test
    void gnomesColorSchemeThenTheGtkThemesName() {
        List<String> asked = new ArrayList<>();
        assertTrue(SystemTheme.prefersDark(Map.of(), gsettings("'prefer-dark'\n", "'Adwaita'", asked)));
        assertEquals(List.of("gsettings get org.gnome.desktop.interface color-scheme"), asked);
        assertFalse(SystemTheme.prefersDark(Map.of(), gsettings("'prefer-light'", "'Yaru-dark'", asked)));
        assertTrue(SystemTheme.prefersDark(Map.of(), gsettings("'default'", "'Yaru-dark'", asked)), "an older GNOME: the theme's name");
        assertFalse(SystemTheme.prefersDark(Map.of(), gsettings("'default'", "'Adwaita'", asked)));
    }

    @Test
    void nothingReadableIsLight() {
        assertFalse(SystemTheme.prefersDark(Map.of(), gsettings(null, null, new ArrayList<>())));
        assertFalse(SystemTheme.prefersDark(Map.of("GTK_THEME", " "), gsettings(null, null, new ArrayList<>())));
    }
}
