package dev.flint.ui.app;

import dev.flint.ui.common.Viewport;
import dev.flint.viewmodel.LoadedProfile;
import dev.flint.viewmodel.TimeRange;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Locale;
import javafx.animation.KeyFrame;
import javafx.animation.Timeline;
import javafx.scene.Node;
import javafx.scene.control.Tab;
import javafx.util.Duration;

/**
 * What the real-window tests cannot read off a screenshot, written as a small JSON file when the app runs with
 * {@code -Dflint.debugState=FILE}: the scene's size, the tabs and their files, the selected tab, the focus
 * owner, the chart's visible time range and bounds, the selected and committed ranges, the banner and status
 * lines, and the texts cut off without a tooltip in any showing window ({@link ClippedTexts}). Polled five
 * times a second and written only when it changed (atomically, so a reader never sees half of it); without
 * the property nothing of this runs.
 */
final class DebugState {
    static final String PROPERTY = "flint.debugState";
    private static final double POLL_MILLIS = 200;

    private final MainWindow window;
    private final Path file;
    private String written = "";

    /** The window's compare mode: the compare window it opened last is described too. */
    private final dev.flint.ui.compare.CompareFeature compare;

    private DebugState(MainWindow window, dev.flint.ui.compare.CompareFeature compare, Path file) {
        this.window = window;
        this.compare = compare;
        this.file = file;
    }

    /** Starts writing when {@code -Dflint.debugState} is set; otherwise does nothing. */
    static void installIfAsked(MainWindow window, dev.flint.ui.compare.CompareFeature compare) {
        String target = System.getProperty(PROPERTY);
        if (target == null || target.isBlank()) return;
        DebugState state = new DebugState(window, compare, Path.of(target));
        Timeline poll = new Timeline(new KeyFrame(Duration.millis(POLL_MILLIS), e -> state.writeIfChanged()));
        poll.setCycleCount(Timeline.INDEFINITE);
        poll.play();
    }

    private void writeIfChanged() {
        String json = describe();
        if (json.equals(written)) return;
        try {
            Path temp = file.resolveSibling(file.getFileName() + ".tmp");
            Files.writeString(temp, json, StandardCharsets.UTF_8);
            Files.move(temp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            written = json;
        } catch (IOException e) {
            // A debugging aid: a file that cannot be written is tried again at the next poll.
        }
    }

    private String describe() {
        StringBuilder json = new StringBuilder("{");
        var scene = window.stage().getScene();
        field(json, "sceneWidth", num(scene.getWidth())).append(',');
        field(json, "sceneHeight", num(scene.getHeight())).append(',');
        json.append("\"tabs\":[");
        var tabs = window.tabs().getTabs();
        for (int i = 0; i < tabs.size(); i++) {
            Tab tab = tabs.get(i);
            if (i > 0) json.append(',');
            json.append('{');
            field(json, "title", str(tab.getText())).append(',');
            ProfileView view = (ProfileView) tab.getProperties().get(ProfileView.class);
            LoadedProfile loaded = view == null ? null : view.profileProperty().get();
            json.append("\"files\":[");
            if (loaded != null) {
                for (int f = 0; f < loaded.files().size(); f++) {
                    if (f > 0) json.append(',');
                    json.append(str(loaded.files().get(f).toString()));
                }
            }
            json.append("],");
            // Shown: in the window's scene, visible and laid out (a blank tab had a view in no scene).
            boolean shown = view != null && view.getScene() == scene && view.isVisible() && view.getHeight() > 0;
            field(json, "viewShown", String.valueOf(shown)).append('}');
        }
        json.append("],");
        // Where the tab headers are on the screen (a test clicks a tab there).
        javafx.geometry.Bounds strip = !window.tabs().getTabs().isEmpty() ? window.tabs().localToScreen(window.tabs().getBoundsInLocal()) : null;
        if (strip != null) {
            field(json, "tabStripScreen", "[" + num(strip.getMinX()) + "," + num(strip.getMinY()) + ","
                    + num(strip.getWidth()) + "," + num(strip.getHeight()) + "]").append(',');
        }
        field(json, "selectedTab", String.valueOf(window.tabs().getSelectionModel().getSelectedIndex())).append(',');
        Node focus = scene.getFocusOwner();
        field(json, "focusOwner", focus == null ? "null" : str(focus.getClass().getSimpleName()
                + (focus.getId() == null ? "" : "#" + focus.getId()))).append(',');
        boolean chartFocused = focus != null && isInside(focus, window.flameChart());
        field(json, "chartFocused", String.valueOf(chartFocused)).append(',');
        Viewport viewport = window.tabs().getTabs().isEmpty() ? null : window.flameChart().getViewport();
        if (viewport != null) {
            field(json, "visibleStartMicros", num(viewport.startMicros())).append(',');
            field(json, "visibleEndMicros", num(viewport.endMicros())).append(',');
            field(json, "boundsStartMicros", num(viewport.boundsStartMicros())).append(',');
            field(json, "boundsEndMicros", num(viewport.boundsEndMicros())).append(',');
            field(json, "chartWidthPx", num(viewport.widthPx())).append(',');
            // Where the chart's canvas is on the screen (tests point, drag and sample pixels there).
            var canvas = window.flameChart().canvas();
            javafx.geometry.Bounds screen = canvas.getScene() == null ? null : canvas.localToScreen(canvas.getBoundsInLocal());
            if (screen != null) {
                field(json, "chartScreen", "[" + num(screen.getMinX()) + "," + num(screen.getMinY()) + ","
                        + num(screen.getWidth()) + "," + num(screen.getHeight()) + "]").append(',');
            }
        }
        if (!window.tabs().getTabs().isEmpty()) describeViews(json, window.current());
        TimeRange preview = window.tabs().getTabs().isEmpty() ? null : window.current().ranges().previewProperty().get();
        field(json, "selectedRange", range(preview)).append(',');
        json.append("\"committedRanges\":[");
        if (!window.tabs().getTabs().isEmpty()) {
            var committed = window.current().ranges().committed();
            for (int i = 0; i < committed.size(); i++) {
                if (i > 0) json.append(',');
                json.append(range(committed.get(i)));
            }
        }
        json.append("],");
        field(json, "loading", String.valueOf(window.isLoading())).append(',');
        describeCompare(json);
        json.append("\"clippedTexts\":[");
        var clipped = ClippedTexts.inShowingWindows();
        for (int i = 0; i < clipped.size(); i++) {
            if (i > 0) json.append(',');
            json.append('{');
            field(json, "text", str(clipped.get(i).text())).append(',');
            field(json, "shown", str(clipped.get(i).shown())).append(',');
            field(json, "node", str(clipped.get(i).node())).append('}');
        }
        json.append("],");
        field(json, "banner", str(window.bannerText())).append(',');
        field(json, "warnings", str(window.warningText())).append(',');
        // The Record dialog's program output, when the dialog is open.
        String recordOutput = null;
        for (javafx.stage.Window shown : javafx.stage.Window.getWindows()) {
            if (shown instanceof javafx.stage.Stage stage && "Record".equals(stage.getTitle()) && stage.getScene() != null
                    && stage.getScene().lookup("#record-output") instanceof javafx.scene.control.TextArea area) {
                recordOutput = area.getText();
            }
        }
        field(json, "recordOutput", str(recordOutput)).append(',');
        field(json, "warningCount", str(window.warningCountText())).append(',');
        Node link = window.stage().getScene().lookup("#warningsLink");
        javafx.geometry.Bounds linkAt = link == null || !link.isVisible() ? null : link.localToScreen(link.getBoundsInLocal());
        if (linkAt != null) field(json, "warningsLinkScreen", bounds(linkAt)).append(',');
        field(json, "status", str(window.statusText()));
        return json.append("}\n").toString();
    }

    /**
     * The shown tab's selection as each view shows it (the call tree's selected row, the details panel, the
     * sandwich's function), its thread and breadcrumbs, and where rows and buttons are on the screen (tests
     * click them there): the call tree's, the sandwich's, the insights' ("KIND FUNCTION") and the thread list's
     * visible rows, the tree-view
     * switch, and the call tree menu's items while it shows.
     */
    private static void describeViews(StringBuilder json, ProfileView view) {
        var session = view.session();
        var tree = session.treeProperty().get();
        var item = view.callTree().table().getSelectionModel().getSelectedItem();
        String treeRow = item == null || tree == null || item.getValue() == null || item.getValue() < 0 ? null
                : tree.name(item.getValue());
        field(json, "treeSelected", str(treeRow)).append(',');
        var details = view.details().detailsProperty().get();
        field(json, "details", str(details == null ? null : details.name())).append(',');
        var functions = view.sandwich().functionsProperty().get();
        int func = view.sandwich().selectedFuncProperty().get();
        field(json, "sandwichSelected", str(functions == null || func < 0 ? null : functions.thread().funcName(func))).append(',');
        int[] highlight = view.flameChart().getHighlight();
        var shownThread = session.thread();
        field(json, "chartHighlight", str(shownThread == null || highlight[1] < 0 || highlight[1] >= shownThread.thread().funcs().size()
                ? null : shownThread.thread().funcName(highlight[1]))).append(',');
        field(json, "busy", String.valueOf(session.busyProperty().get())).append(',');
        Node notice = view.lookup("#profileNotice");
        field(json, "notice", str(notice instanceof javafx.scene.control.Label label ? label.getText() : null)).append(',');
        field(json, "thread", str(session.thread() == null ? null : session.thread().label())).append(',');
        field(json, "breadcrumbs", str(String.join(" > ", view.callTree().breadcrumbs()))).append(',');
        json.append("\"treeRows\":[");
        rows(json, view.callTree().table(), ".tree-table-row-cell", row -> {
            Object value = ((javafx.scene.control.TreeTableRow<?>) row).getItem();
            return tree == null || !(value instanceof Integer node) || node < 0 ? null : tree.name(node);
        });
        json.append("],\"sandwichRows\":[");
        rows(json, view.sandwich().table(), ".table-row-cell", row -> {
            Object value = ((javafx.scene.control.TableRow<?>) row).getItem();
            return functions == null || !(value instanceof Integer r) || r >= functions.size() ? null : functions.name(r);
        });
        json.append("],\"insightsRows\":[");
        rows(json, view.insights().list(), ".list-cell", row -> {
            Object value = ((javafx.scene.control.ListCell<?>) row).getItem();
            if (!(value instanceof dev.flint.insights.Finding finding)) return null;
            return finding.kind().id() + (finding.functions().isEmpty() ? "" : " " + finding.functions().get(0).name());
        });
        json.append("],");
        describeColumn(json, view);
        json.append("\"threadRows\":[");
        rows(json, view.threadList().listView(), ".list-cell", row -> {
            Object value = ((javafx.scene.control.ListCell<?>) row).getItem();
            return value instanceof dev.flint.ui.threads.ThreadListPane.Row r ? r.entry().label() : null;
        });
        json.append("],\"buttons\":{");
        boolean first = true;
        for (String id : new String[] {"showCallTree", "showFlameGraph", "showSandwich", "showInsights",
                "detailsTab", "lineHitsTab", "sourceTab"}) {
            Node button = view.lookup("#" + id);
            javafx.geometry.Bounds at = button == null || button.getScene() == null ? null : button.localToScreen(button.getBoundsInLocal());
            if (at == null) continue;
            if (!first) json.append(',');
            first = false;
            field(json, id, bounds(at));
        }
        json.append("},\"menuItems\":{");
        // The open transform menu: the call tree's or the flame graph's.
        var menu = view.flameGraph().transformMenu().isShowing() ? view.flameGraph().transformMenu() : view.callTree().transformMenu();
        first = true;
        if (menu.isShowing()) {
            for (var menuItem : menu.getItems()) {
                if (!(menuItem instanceof javafx.scene.control.CustomMenuItem custom) || menuItem.getId() == null) continue;
                Node content = custom.getContent();
                javafx.geometry.Bounds at = content.getScene() == null ? null : content.localToScreen(content.getBoundsInLocal());
                if (at == null) continue;
                if (!first) json.append(',');
                first = false;
                field(json, menuItem.getId(), bounds(at));
            }
        }
        json.append("},");
    }

    /**
     * The layout of the details / line hits / source column: its shown tab, whether it is maximised, the two
     * dividers' positions (shares) and the split pane's screen bounds (a test drags the divider there), and how
     * many rows the line hits table and the source list have room for (whole rows, filled or not).
     */
    private static void describeColumn(StringBuilder json, ProfileView view) {
        var selectedTab = view.linesTabs().getSelectionModel().getSelectedItem();
        field(json, "sideTab", str(selectedTab == null ? null : selectedTab.getId())).append(',');
        field(json, "columnMaximized", String.valueOf(view.columnMaximizedProperty().get())).append(',');
        field(json, "splitVertical", num(view.verticalSplitAt())).append(',');
        field(json, "splitColumn", num(view.columnSplitAt())).append(',');
        javafx.geometry.Bounds split = view.columnSplitPane().getScene() == null ? null
                : view.columnSplitPane().localToScreen(view.columnSplitPane().getBoundsInLocal());
        if (split != null) field(json, "columnSplitScreen", bounds(split)).append(',');
        field(json, "lineHitsRowsRoom", String.valueOf(wholeRows(view.lineHits().table(), ".table-row-cell"))).append(',');
        field(json, "sourceLinesRoom", String.valueOf(wholeRows(view.source().list(), ".list-cell"))).append(',');
    }

    /** The rows of a table or list drawn whole inside it (0 when it is not shown). */
    private static int wholeRows(javafx.scene.control.Control table, String selector) {
        if (table.getScene() == null || !table.isVisible() || !table.getParent().isVisible()) return 0;
        for (Node at = table; at != null; at = at.getParent()) {
            if (!at.isVisible()) return 0;
        }
        javafx.geometry.Bounds inside = table.localToScene(table.getLayoutBounds());
        int whole = 0;
        for (Node row : table.lookupAll(selector)) {
            if (!row.isVisible()) continue;
            javafx.geometry.Bounds at = row.localToScene(row.getLayoutBounds());
            if (at.getHeight() > 0 && at.getMinY() >= inside.getMinY() - 0.5 && at.getMaxY() <= inside.getMaxY() + 0.5) whole++;
        }
        return whole;
    }

    /** Each laid-out row under {@code root} with a name: {@code ["name",x,y,w,h]}, top to bottom. */
    private static void rows(StringBuilder json, Node root, String selector,
                             java.util.function.Function<Node, String> name) {
        if (root.getScene() == null || !root.isVisible()) return;
        java.util.List<Node> found = new java.util.ArrayList<>(root.lookupAll(selector));
        found.removeIf(row -> !row.isVisible() || row.getScene() == null);
        found.sort(java.util.Comparator.comparingDouble(row -> row.localToScene(0, 0).getY()));
        boolean first = true;
        for (Node row : found) {
            String text = name.apply(row);
            javafx.geometry.Bounds at = row.localToScreen(row.getBoundsInLocal());
            if (text == null || at == null) continue;
            if (!first) json.append(',');
            first = false;
            json.append('[').append(str(text)).append(',').append(bounds(at), 1, bounds(at).length() - 1).append(']');
        }
    }

    private static String bounds(javafx.geometry.Bounds at) {
        return "[" + num(at.getMinX()) + "," + num(at.getMinY()) + "," + num(at.getWidth()) + "," + num(at.getHeight()) + "]";
    }

    private static boolean isInside(Node node, Node ancestor) {
        for (Node at = node; at != null; at = at.getParent()) {
            if (at == ancestor) return true;
        }
        return false;
    }

    /**
     * The compare window opened last, while it shows: its title, where it is on the screen, whether its view is
     * shown and busy, its status and message lines, and its diff tree as {@code flint diff} prints it (at most
     * 200 lines).
     */
    private void describeCompare(StringBuilder json) {
        dev.flint.ui.compare.CompareWindow shown = compare == null ? null : compare.lastWindow();
        if (shown == null || !shown.stage().isShowing()) return;
        field(json, "compareTitle", str(shown.stage().getTitle())).append(',');
        var root = shown.stage().getScene().getRoot();
        javafx.geometry.Bounds screen = root.localToScreen(root.getBoundsInLocal());
        if (screen != null) {
            field(json, "compareScreen", "[" + num(screen.getMinX()) + "," + num(screen.getMinY()) + ","
                    + num(screen.getWidth()) + "," + num(screen.getHeight()) + "]").append(',');
        }
        dev.flint.ui.compare.CompareView view = shown.view();
        field(json, "compareShown", String.valueOf(view != null)).append(',');
        if (view == null) {
            field(json, "compareLoading", str(shown.loadingText())).append(',');
            return;
        }
        field(json, "compareBusy", String.valueOf(view.busyProperty().get())).append(',');
        field(json, "compareStatus", str(view.statusText())).append(',');
        field(json, "compareMessage", str(view.messageText())).append(',');
        String tree = view.tree() == null ? "" : dev.flint.diff.DiffText.format(view.tree());
        field(json, "compareTree", str(tree.lines().limit(200).map(line -> line + "\n").collect(
                java.util.stream.Collectors.joining()))).append(',');
    }

    private static StringBuilder field(StringBuilder json, String name, String value) {
        return json.append('"').append(name).append("\":").append(value);
    }

    private static String range(TimeRange range) {
        return range == null ? "null" : "[" + num(range.startMicros()) + "," + num(range.endMicros()) + "]";
    }

    private static String num(double value) {
        return Double.isFinite(value) ? String.format(Locale.ROOT, "%.3f", value) : "null";
    }

    private static String str(String text) {
        if (text == null) return "null";
        StringBuilder out = new StringBuilder("\"");
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '"' || c == '\\') out.append('\\').append(c);
            else if (c < 0x20) out.append(String.format(Locale.ROOT, "\\u%04x", (int) c));
            else out.append(c);
        }
        return out.append('"').toString();
    }
}
