package dev.flint.ui.common;

import dev.flint.ui.session.TabSession;
import dev.flint.viewmodel.LoadedProfile;
import java.nio.file.Path;
import java.util.List;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.scene.control.Menu;
import javafx.stage.Stage;

/**
 * What a window offers the features installed on it (symbols, compare, export, the transform clipboard):
 * its stage and File menu, its message banner and status line, opening files, remembered settings, and each
 * tab's {@link TabSession}. Features change a tab only through its session, never through its views.
 */
public interface AppWindow {
    Stage stage();

    Menu fileMenu();

    Menu viewMenu();

    /** One line in the window's message banner. */
    void showMessage(String text);

    /** One line in the status bar. */
    void showStatus(String text);

    /** Loads files into a new tab. */
    void open(List<Path> files);

    /** The selected tab's profile, null while no tab is open. */
    javafx.beans.binding.ObjectExpression<LoadedProfile> profileProperty();

    /** The selected tab's session (an empty one while no tab is open). */
    TabSession session();

    /** The sessions of the open tabs, in tab order. */
    List<TabSession> sessions();

    String setting(String key, String fallback);

    void putSetting(String key, String value);

    /** Recently opened files, newest first. */
    List<Path> recentFiles();
}
