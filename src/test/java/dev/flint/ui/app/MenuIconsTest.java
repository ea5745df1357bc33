package dev.flint.ui.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.flint.ui.testing.FreshStage;
import java.util.List;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuItem;
import org.junit.jupiter.api.Test;
import org.kordamp.ikonli.javafx.FontIcon;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The menu bar's items get their icons when their menu first shows, not while the window is built: before, no item
 * has one; shown, each menu's items with an icon (the features' too) show it in the open menu, the same icon each
 * time the menu opens.
 */
@FreshStage(width = 1000, height = 700)
class MenuIconsTest extends FreshWindowTest {
    @Override
    protected void installFeatures() {
        dev.flint.ui.sourcemaps.SourceMapsFeature.install(window);
        dev.flint.ui.symbols.SymbolsFeature.install(window);
        dev.flint.ui.compare.CompareFeature.install(window);
    }

    private static MenuItem item(Menu menu, String id) {
        return menu.getItems().stream().filter(i -> id.equals(i.getId())).findFirst().orElseThrow();
    }

    private static String iconOf(MenuItem item) {
        return item.getGraphic() instanceof FontIcon icon ? icon.getIconCode().getDescription() : null;
    }

    @Test
    void menuItemsGetTheirIconsWhenTheirMenuShows(FxRobot robot) {
        List<Menu> menus = window.menus().menuBar().getMenus();
        for (Menu menu : menus) {
            for (MenuItem item : menu.getItems()) {
                assertNull(item.getGraphic(), "before its menu shows: " + item.getText());
            }
        }
        Menu file = window.menus().fileMenu();
        robot.interact(file::show);
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(file.isShowing());
        assertEquals("mdi2t-tab-remove", iconOf(item(file, "closeTab")));
        assertEquals("mdi2e-export", iconOf(item(file, "exportItem")));
        assertEquals("mdi2t-tag-text-outline", iconOf(item(file, "loadSymbolsItem")), "a feature's item");
        assertEquals("mdi2m-map-outline", iconOf(item(file, "loadSourceMapsItem")));
        assertEquals("mdi2c-compare-horizontal", iconOf(item(file, "compareItem")));
        assertNull(item(file, "loadSourceMapFolderItem").getGraphic(), "an item without an icon keeps none");
        FontIcon shown = (FontIcon) item(file, "closeTab").getGraphic();
        assertNotNull(shown.getScene(), "the icon is in the open menu");
        assertTrue(shown.isVisible() && shown.getLayoutBounds().getWidth() > 0, "and laid out");
        robot.interact(file::hide);
        robot.interact(file::show);
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(shown == item(file, "closeTab").getGraphic(), "the same icon the next time");
        robot.interact(file::hide);

        Menu edit = window.menus().editMenu();
        assertNull(item(edit, "copyTransforms").getGraphic(), "another menu waits for its own showing");
        robot.interact(edit::show);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals("mdi2c-content-copy", iconOf(item(edit, "copyTransforms")));
        robot.interact(edit::hide);
    }
}
