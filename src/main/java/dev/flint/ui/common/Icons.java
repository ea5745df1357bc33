package dev.flint.ui.common;

import javafx.scene.control.Menu;
import javafx.scene.control.MenuItem;
import org.kordamp.ikonli.javafx.FontIcon;

/** Ikonli Material Design icons by name, sized for menus and tool bars. */
public final class Icons {
    private Icons() {}

    /** The key under which a menu item keeps the name of the icon it gets when its menu first shows. */
    private static final Object MENU_ICON = new Object();

    public static FontIcon of(String literal) {
        FontIcon icon = new FontIcon(literal);
        icon.setIconSize(16);
        icon.getStyleClass().add("flint-icon");
        return icon;
    }

    /**
     * {@code item}, which gets the icon {@code literal} when its menu first shows ({@link #madeWhenShown}): a menu
     * bar's items are not on screen before that, and the start-up made their icons (17 in the window's menus, each
     * a lookup in Ikonli's tables, some a whole letter's table of a few thousand icons) on the FX thread while the
     * launch's file was loading.
     */
    public static MenuItem inMenu(MenuItem item, String literal) {
        item.getProperties().put(MENU_ICON, literal);
        return item;
    }

    /** The items of {@code menu} waiting for their icon ({@link #inMenu}) get it as the menu is about to show. */
    public static void madeWhenShown(Menu menu) {
        menu.addEventHandler(Menu.ON_SHOWING, event -> {
            for (MenuItem item : menu.getItems()) {
                if (item.getProperties().remove(MENU_ICON) instanceof String literal && item.getGraphic() == null) {
                    item.setGraphic(of(literal));
                }
            }
        });
    }
}
