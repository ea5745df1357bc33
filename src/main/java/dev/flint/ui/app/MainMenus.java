package dev.flint.ui.app;

import dev.flint.ui.common.FileDrop;
import dev.flint.ui.common.Icons;
import java.io.File;
import java.nio.file.Path;
import java.util.List;
import javafx.application.Platform;
import javafx.scene.control.Alert;
import javafx.scene.control.Button;
import javafx.scene.control.CheckMenuItem;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.scene.control.SeparatorMenuItem;
import javafx.scene.control.ToggleButton;
import javafx.scene.control.ToolBar;
import javafx.scene.control.Tooltip;
import javafx.scene.input.KeyCombination;
import javafx.stage.FileChooser;

/**
 * Menus and the tool bar. File has stable ids ({@code #fileMenu}, {@code #viewMenu}) so features can add
 * their items (e.g. Load symbols…) without touching this class.
 */
public final class MainMenus {
    private final MainWindow window;
    private final MenuBar menuBar = new MenuBar();
    private final ToolBar toolBar = new ToolBar();
    private final Menu fileMenu = new Menu("_File");
    private final Menu recentMenu = new Menu("Open _Recent");
    private final Menu editMenu = new Menu("_Edit");
    private final Menu viewMenu = new Menu("_View");
    private final Menu helpMenu = new Menu("_Help");
    private final CheckMenuItem darkItem = new CheckMenuItem("_Dark Theme");
    private final CheckMenuItem systemThemeItem = new CheckMenuItem("Theme Follows the _System");
    private final ToggleButton darkButton = new ToggleButton(null, Icons.of("mdi2t-theme-light-dark"));
    private final dev.flint.ui.export.ExportAction exportAction;
    private final dev.flint.ui.export.TransformClipboard transformClipboard;

    MainMenus(MainWindow window) {
        this.window = window;
        fileMenu.setId("fileMenu");
        viewMenu.setId("viewMenu");
        helpMenu.setId("helpMenu");

        MenuItem open = item("_Open\u2026", "mdi2f-folder-open-outline", "Shortcut+O", this::chooseAndOpen);
        MenuItem sample = item("Open _Sample Profile", "mdi2f-fire", null, () -> window.openSample());
        MenuItem close = item("_Close Tab", "mdi2t-tab-remove", "Shortcut+W", () -> window.closeSelectedTab());
        close.setId("closeTab");
        MenuItem quit = item("_Quit", null, "Shortcut+Q", () -> window.stage().close());
        exportAction = new dev.flint.ui.export.ExportAction(window);
        MenuItem export = item("_Export\u2026", "mdi2e-export", "Shortcut+E", exportAction::chooseAndExport);
        MenuItem record = item("_Record\u2026", "mdi2r-record-circle-outline", "Shortcut+R",
                new dev.flint.ui.record.RecordAction(window)::showDialog);
        export.setId("exportItem");
        fileMenu.setOnShowing(e -> export.setDisable(!exportAction.canExport()));
        fileMenu.getItems().addAll(open, recentMenu, sample, new SeparatorMenuItem(), record, export,
                new SeparatorMenuItem(), close, quit);

        transformClipboard = new dev.flint.ui.export.TransformClipboard(window);
        MenuItem copyTransforms = item("_Copy Transforms", "mdi2c-content-copy", "Shortcut+Shift+C", transformClipboard::copy);
        copyTransforms.setId("copyTransforms");
        MenuItem pasteTransforms = item("_Paste Transforms", "mdi2c-content-paste", "Shortcut+Shift+V", transformClipboard::paste);
        pasteTransforms.setId("pasteTransforms");
        editMenu.setId("editMenu");
        editMenu.getItems().addAll(copyTransforms, pasteTransforms);

        MenuItem resetZoom = item("Show _Whole Profile", "mdi2a-arrow-expand-horizontal", "Shortcut+0",
                () -> window.flameChart().setViewport(window.flameChart().getViewport().show(
                        window.flameChart().getViewport().boundsStartMicros(),
                        window.flameChart().getViewport().boundsEndMicros())));
        darkItem.setAccelerator(KeyCombination.keyCombination("Shortcut+Shift+D"));
        darkItem.setOnAction(e -> window.setDarkTheme(darkItem.isSelected()));
        darkItem.setId("darkThemeItem");
        // Checked: the desktop's dark or light setting decides (the default); unchecked keeps the shown theme as the user's pick.
        systemThemeItem.setOnAction(e -> {
            if (systemThemeItem.isSelected()) window.followSystemTheme();
            else window.setDarkTheme(window.isDarkTheme());
        });
        systemThemeItem.setId("systemThemeItem");
        // The details / line hits / source column over the whole tab (a long source file) and back.
        MenuItem maximizeColumn = item("_Maximise Details, Line Hits, Source", "mdi2a-arrow-expand", "Shortcut+Shift+M", () -> {
            window.current().columnMaximizedProperty().set(!window.current().columnMaximizedProperty().get());
        });
        maximizeColumn.setId("maximizeColumn");
        viewMenu.getItems().addAll(resetZoom, maximizeColumn, new SeparatorMenuItem(), darkItem, systemThemeItem);

        MenuItem shortcuts = item("_Keyboard Shortcuts", "mdi2k-keyboard-outline", "F1", this::showShortcuts);
        MenuItem about = item("_About Flint", "mdi2i-information-outline", null, this::showAbout);
        helpMenu.getItems().addAll(shortcuts, about);
        menuBar.getMenus().addAll(fileMenu, editMenu, viewMenu, helpMenu);
        for (Menu menu : menuBar.getMenus()) Icons.madeWhenShown(menu);

        Button openButton = new Button("Open", Icons.of("mdi2f-folder-open-outline"));
        openButton.setId("openButton");
        openButton.setTooltip(new Tooltip("Open a profile or trace (Ctrl+O)"));
        openButton.setOnAction(e -> chooseAndOpen());
        // Says what it does: a magnifier read as "zoom out a step", not "the whole profile" (issue 34, item 6).
        Button zoomOutButton = new Button("Whole profile", Icons.of("mdi2a-arrow-expand-horizontal"));
        zoomOutButton.setId("wholeProfileButton");
        zoomOutButton.setTooltip(new Tooltip("Show the whole profile (0)"));
        zoomOutButton.setOnAction(e -> resetZoom.fire());
        darkButton.setTooltip(new Tooltip("Dark theme (Ctrl+Shift+D)"));
        darkButton.setOnAction(e -> window.setDarkTheme(darkButton.isSelected()));
        toolBar.getItems().addAll(openButton, zoomOutButton, darkButton);
        refreshRecentFiles();
    }

    private static MenuItem item(String text, String icon, String accelerator, Runnable action) {
        MenuItem item = new MenuItem(text);
        if (icon != null) Icons.inMenu(item, icon);
        if (accelerator != null) item.setAccelerator(KeyCombination.keyCombination(accelerator));
        item.setOnAction(e -> action.run());
        return item;
    }

    void syncThemeControls(boolean dark, boolean followsSystem) {
        darkItem.setSelected(dark);
        darkButton.setSelected(dark);
        systemThemeItem.setSelected(followsSystem);
    }

    void refreshRecentFiles() {
        recentMenu.getItems().clear();
        List<Path> recent = window.settings().recentFiles();
        for (Path file : recent) {
            MenuItem item = new MenuItem(file.getFileName() + "  \u2014  " + file.getParent());
            item.setMnemonicParsing(false);
            item.setOnAction(e -> window.open(List.of(file)));
            recentMenu.getItems().add(item);
        }
        if (recent.isEmpty()) {
            MenuItem none = new MenuItem("(none yet)");
            none.setDisable(true);
            recentMenu.getItems().add(none);
        }
    }

    /** File ▸ Open: one or more files, with a filter per format (content decides in the end). */
    void chooseAndOpen() {
        FileChooser chooser = new FileChooser();
        chooser.setTitle("Open Profile");
        chooser.getExtensionFilters().addAll(
                new FileChooser.ExtensionFilter("All profiles", "*.cpuprofile", "*.json", "*.json.gz", "*.gz",
                        "*.folded", "*.collapsed", "*.txt", "*.otlp", "*.pb", "*.pftrace", "*.perfetto-trace"),
                new FileChooser.ExtensionFilter("V8 CPU profile (*.cpuprofile)", "*.cpuprofile", "*.cpuprofile.gz"),
                new FileChooser.ExtensionFilter("Chrome trace (*.json, *.json.gz)", "*.json", "*.json.gz"),
                new FileChooser.ExtensionFilter("Firefox / JS Self-Profiling (*.json)", "*.json", "*.json.gz"),
                new FileChooser.ExtensionFilter("Folded stacks (*.folded, *.collapsed, *.txt)", "*.folded",
                        "*.collapsed", "*.txt"),
                new FileChooser.ExtensionFilter("OpenTelemetry profile (*.otlp, *.pb)", "*.otlp", "*.pb", "*.pb.gz"),
                new FileChooser.ExtensionFilter("Perfetto trace (*.pftrace, *.perfetto-trace)", "*.pftrace",
                        "*.perfetto-trace", "*.pftrace.gz", "*.perfetto-trace.gz", "*.pb", "*.pb.gz"),
                new FileChooser.ExtensionFilter("All files", "*"));
        var shown = window.profileProperty().get();
        Path folder = OpenFolder.initial(window.settings().recentFiles(),
                shown == null || shown.files().isEmpty() ? null : shown.files().get(0), Path.of(System.getProperty("user.home")));
        if (folder != null) chooser.setInitialDirectory(folder.toFile());
        List<File> chosen = chooser.showOpenMultipleDialog(window.stage());
        if (chosen != null) window.open(FileDrop.acceptable(chosen));
    }

    private void showShortcuts() {
        Alert alert = new Alert(Alert.AlertType.INFORMATION);
        alert.initOwner(window.stage());
        alert.setTitle("Keyboard Shortcuts");
        alert.setHeaderText("Keyboard shortcuts");
        alert.getDialogPane().setContent(Shortcuts.grid());
        alert.getDialogPane().getStylesheets().addAll(window.stage().getScene().getStylesheets());
        alert.show();
    }

    private void showAbout() {
        Alert alert = new Alert(Alert.AlertType.INFORMATION);
        alert.initOwner(window.stage());
        alert.setTitle("About Flint");
        alert.setHeaderText("Flint");
        alert.setContentText("A flame-chart viewer for CPU profiles and traces.\nJava "
                + System.getProperty("java.version") + ", JavaFX " + System.getProperty("javafx.runtime.version"));
        Platform.runLater(alert::show);
    }

    public MenuBar menuBar() { return menuBar; }
    public ToolBar toolBar() { return toolBar; }
    public Menu fileMenu() { return fileMenu; }
    public Menu viewMenu() { return viewMenu; }
    /** File ▸ Export… */
    public dev.flint.ui.export.ExportAction exportAction() { return exportAction; }
    /** Edit ▸ Copy / Paste Transforms */
    public dev.flint.ui.export.TransformClipboard transformClipboard() { return transformClipboard; }
    public Menu editMenu() { return editMenu; }
}
