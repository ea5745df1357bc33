package dev.flint.ui.app;

import java.util.List;
import javafx.scene.control.Label;
import javafx.scene.layout.GridPane;

/**
 * The keyboard and mouse shortcuts, as Help ▸ Keyboard Shortcuts (F1) shows them: a grid of keys and
 * actions per area, so columns line up in any font. The README's table lists the same.
 */
final class Shortcuts {
    private Shortcuts() {}

    /** One row: the keys (or mouse gesture) and what they do. */
    record Row(String keys, String action) {}

    /** One area of the window and its rows. */
    record Section(String title, List<Row> rows) {}

    static final List<Section> SECTIONS = List.of(
            new Section("Flame chart: time", List.of(
                    new Row("W / S,  + / \u2212", "zoom in / out"),
                    new Row("Wheel,  pinch", "zoom around the pointer"),
                    new Row("A / D,  Left / Right,  drag", "pan"),
                    new Row("Double-click,  Enter", "zoom to the entry"),
                    new Row("0,  Home,  Ctrl+0", "show everything (the zoomed range)"))),
            new Section("Flame chart: tracks", List.of(
                    new Row("Up / Down,  K / J", "previous / next track (the call tree follows)"),
                    new Row("Shift+wheel,  touchpad scroll", "scroll through tracks"),
                    new Row("Page Up / Page Down", "scroll a screen of tracks"),
                    new Row("Click a thread's name", "collapse / expand its track"))),
            new Section("Time ranges", List.of(
                    new Row("Drag on the ruler,  Shift+drag", "select a range (the call tree counts only it)"),
                    new Row("R", "select the visible time"),
                    new Row("Z,  Zoom button", "zoom into the selection"),
                    new Row("Shift+Z,  a range crumb", "back out of the last zoomed range"),
                    new Row("Esc,  double-click the overview", "clear the selection"))),
            new Section("Thread list", List.of(
                    new Row("Type in \u201cFind a thread\u201d,  Enter", "filter, then pick the first match"),
                    new Row("Space  /  P", "show or hide  /  pin the selected thread"),
                    new Row("Alt+Up / Alt+Down,  drag", "move the selected thread"))),
            new Section("Call tree (selected node)", List.of(
                    new Row("F / f / S / g", "focus on subtree / function / self / category"),
                    new Row("m / M / p", "merge function / node only / subtree"),
                    new Row("d", "drop samples with this function"),
                    new Row("c / C", "collapse function / its script or library"),
                    new Row("r / R", "collapse recursion / direct recursion only"),
                    new Row("i", "merge the code a source map ignore-lists (third-party)"),
                    new Row("Backspace", "pop the last transform"),
                    new Row("Ctrl+C", "copy the row (name, file:line, running, self)"),
                    new Row("Ctrl+F,  Ctrl+I", "search,  inverted tree"))),
            new Section("Window", List.of(
                    new Row("Ctrl+O,  Ctrl+W", "open a file (new tab),  close the tab"),
                    new Row("Middle-click a tab", "close it"),
                    new Row("Ctrl+Tab / Ctrl+Shift+Tab", "next / previous tab (also Ctrl+PgDn / Ctrl+PgUp)"),
                    new Row("Ctrl+Shift+S", "load symbols"),
                    new Row("Ctrl+E", "export the view (folded, speedscope, SVG, PNG)"),
                    new Row("Ctrl+R", "record a Node script, a page, a JVM or a program"),
                    new Row("Ctrl+Shift+C / Ctrl+Shift+V", "copy / paste the transforms as --transform lines"),
                    new Row("Ctrl+Shift+M, double-click a side tab", "details / line hits / source fill the tab, and back"),
                    new Row("Ctrl+Shift+D,  F1", "dark theme,  this list"))));

    /** The grid the F1 dialog shows. */
    static GridPane grid() {
        GridPane grid = new GridPane();
        grid.setId("shortcutGrid");
        grid.setHgap(18);
        grid.setVgap(3);
        int line = 0;
        for (Section section : SECTIONS) {
            Label title = new Label(section.title());
            title.getStyleClass().add("shortcut-section");
            grid.add(title, 0, line++, 2, 1);
            for (Row row : section.rows()) {
                Label keys = new Label(row.keys());
                keys.getStyleClass().add("shortcut-keys");
                grid.add(keys, 0, line);
                grid.add(new Label(row.action()), 1, line++);
            }
        }
        return grid;
    }
}
