package dev.flint.ui.calltree;

import dev.flint.calltree.CallTree;
import dev.flint.calltree.Implementation;
import dev.flint.calltree.Transform;
import dev.flint.model.ProfileThread;
import dev.flint.ui.common.Icons;
import dev.flint.ui.session.SelectedCallNode;
import dev.flint.ui.session.TabSession;
import dev.flint.ui.session.ViewState;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import javafx.scene.control.ContextMenu;
import javafx.scene.control.CustomMenuItem;
import javafx.scene.control.Label;
import javafx.scene.control.MenuItem;
import javafx.scene.control.SeparatorMenuItem;
import javafx.scene.control.TreeTableView;
import javafx.scene.input.Clipboard;
import javafx.scene.input.ClipboardContent;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.HBox;

/**
 * The right-click menu of a view of the session's tree (the call tree, the flame graph): every transform on
 * the node it was opened for ({@link #showFor}), whatever happens to the selection while it is open. In the
 * call tree each is also on a key typed while the tree has focus (the Firefox Profiler's letters; they are not
 * window accelerators, so typing in the search field never triggers one), acting on the selected node;
 * Backspace pops the last transform. It reads the session only: each view builds its own.
 */
public final class TransformMenu implements dev.flint.ui.common.NodeMenu {
    /** A transform for the selected node, or null when it does not apply there. */
    private interface Action extends Function<SelectedCallNode, Transform> {}

    private final TabSession session;
    private final String id;
    /**
     * The menu, made when it is first asked for ({@link #menu}, {@link #showFor}): every tab has two of these menus,
     * 17 rows with an icon each, and most tabs never open one. Made with the tab's view, they were 20-35 ms of the FX
     * thread between the launch file's load and its first paint (async-profiler, the 117 MB trace).
     */
    private ContextMenu menu;
    /** The menu's rows in order, null for a separator: the items {@link #makeMenu} makes. */
    private final List<Row> rows = new ArrayList<>();
    private final Map<String, Action> byKey = new LinkedHashMap<>();
    private final Map<String, MenuItem> itemByKey = new LinkedHashMap<>();
    private final Map<String, Label> labelByKey = new LinkedHashMap<>();
    /** Wide enough for the longest key ("\u232b") in the shortcut font. */
    private static final double KEY_COLUMN_PX = 28;
    /** The key of the row that pops the last transform. */
    private static final String POP_KEY = "\u232b";
    private MenuItem popItem;
    /**
     * The node the menu was opened for: its items act on it, whatever happens to the selection while the menu
     * is open (a key that reaches the table under it, a selection from another view arriving). Null when closed.
     */
    private SelectedCallNode openedFor;

    /** A menu over {@code session}'s tree; {@code id} names it for tests and the debug state. */
    public TransformMenu(TabSession session, String id) {
        this.session = session;
        this.id = id;
        add("m", "Merge function", "mdi2c-call-merge", s -> new Transform.MergeFunction(s.func()));
        add("M", "Merge node only", "mdi2s-source-merge", s -> inverted() ? null : new Transform.MergeCallNode(s.path(), implementation()));
        add("p", "Merge subtree", "mdi2c-content-cut", s -> inverted() ? null : new Transform.MergeSubtree(s.path(), implementation()));
        add("d", "Drop samples with this function", "mdi2e-eye-off-outline", s -> new Transform.DropFunction(s.func()));
        rows.add(null);
        add("F", "Focus on subtree only", "mdi2f-filter-outline", s -> new Transform.FocusSubtree(s.path(), implementation(), inverted()));
        add("f", "Focus on function", "mdi2f-function-variant", s -> new Transform.FocusFunction(s.func()));
        add("S", "Focus on self only", "mdi2t-target", s -> new Transform.FocusSelf(s.func(), implementation()));
        add("g", "Focus on category", "mdi2s-shape-outline", s -> {
            int category = s.tree().category(s.node());
            return category < 0 ? null : new Transform.FocusCategory(category);
        });
        rows.add(null);
        add("c", "Collapse function", "mdi2a-arrow-collapse-vertical", s -> new Transform.CollapseFunctionSubtree(s.func()));
        add("C", "Collapse resource", "mdi2f-file-code-outline", s -> {
            int resource = s.tree().thread().funcs().resource(s.func());
            return resource < 0 ? null : new Transform.CollapseResource(resource, implementation());
        });
        add("r", "Collapse recursion", "mdi2r-replay", s -> new Transform.CollapseRecursion(s.func()));
        add("R", "Collapse direct recursion only", "mdi2r-repeat-once", s -> new Transform.CollapseDirectRecursion(s.func(), implementation()));
        // Third-party code a source map ignore-lists (its ignoreList): one transform takes all of it out, as
        // DevTools' "ignore list" does, whichever node is selected. Disabled when the thread has none left.
        add("i", "Merge ignore-listed code", "mdi2e-eye-off-outline",
                s -> hasIgnoreListed(s.tree().thread()) ? new Transform.MergeIgnoreListed() : null);
        rows.add(null);
        rows.add(new Row(POP_KEY, "Pop the last transform", "mdi2u-undo", this::popLast, false));
        rows.add(null);
        rows.add(new Row("", "Copy function name", "mdi2c-content-copy", this::copySelectedName, false));
    }

    /** A row of the menu: {@code transform} rows have an item id and are disabled where their transform does not apply. */
    private record Row(String key, String text, String icon, Runnable action, boolean transform) {}

    /** Makes the menu's items from {@link #rows}. */
    private ContextMenu makeMenu() {
        ContextMenu made = new ContextMenu();
        made.setId(id);
        for (Row row : rows) {
            if (row == null) {
                made.getItems().add(new SeparatorMenuItem());
                continue;
            }
            CustomMenuItem item = item(row.key(), row.text(), row.icon(), row.action());
            if (row.transform()) {
                item.setId("transform-" + row.key());
                itemByKey.put(row.key(), item);
            }
            if (row.key().equals(POP_KEY)) popItem = item;
            made.getItems().add(item);
        }
        // Items act after the menu hides: the node is forgotten once their action has run.
        made.setOnHidden(e -> javafx.application.Platform.runLater(() -> openedFor = null));
        return made;
    }

    /**
     * Opens the menu for {@code node} (the row or box right-clicked, selected by the view first) at a screen
     * point over {@code anchor}: its items act on that node.
     */
    @Override
    public void showFor(SelectedCallNode node, javafx.scene.Node anchor, double screenX, double screenY) {
        if (node == null) return;
        ContextMenu shown = menu();
        openedFor = node;
        refresh();
        shown.show(anchor, screenX, screenY);
    }

    /** The call tree's menu on its selected row (a right-click selects the row first), and its keys. */
    void install(TreeTableView<Integer> table) {
        table.setOnContextMenuRequested(event -> {
            showFor(session.selectedProperty().get(), table, event.getScreenX(), event.getScreenY());
            event.consume();
        });
        table.addEventHandler(KeyEvent.KEY_TYPED, event -> {
            Action action = byKey.get(event.getCharacter());
            if (action == null || event.isShortcutDown() || event.isAltDown()) return;
            run(action);
            event.consume();
        });
        table.addEventHandler(KeyEvent.KEY_PRESSED, event -> {
            if (event.getCode() == KeyCode.BACK_SPACE && transformCount() > 0) {
                popLast();
                event.consume();
            }
        });
    }

    @Override
    public ContextMenu menu() {
        if (menu == null) menu = makeMenu();
        return menu;
    }

    /** Whether the menu has been made ({@link #menu}): for tests. */
    boolean made() {
        return menu != null;
    }

    private int transformCount() {
        ViewState view = session.view();
        return view == null ? 0 : view.transforms().size();
    }

    private void add(String key, String text, String icon, Action action) {
        byKey.put(key, action);
        rows.add(new Row(key, text, icon, () -> apply(action, openedFor), true));
    }

    /**
     * One row of the menu's grid: icon, text in a column as wide as the widest text (set when the menu
     * shows), and the key in a fixed-width column, so the keys line up whatever the texts say.
     */
    private CustomMenuItem item(String key, String text, String icon, Runnable action) {
        Label label = new Label(text);
        label.getStyleClass().add("menu-text");
        Label keyLabel = new Label(key);
        keyLabel.getStyleClass().add("menu-shortcut");
        keyLabel.setMinWidth(KEY_COLUMN_PX);
        keyLabel.setPrefWidth(KEY_COLUMN_PX);
        keyLabel.setAlignment(javafx.geometry.Pos.CENTER_RIGHT);
        HBox content = new HBox(Icons.of(icon), label, keyLabel);
        content.setSpacing(8);
        content.setAlignment(javafx.geometry.Pos.CENTER_LEFT);
        CustomMenuItem item = new CustomMenuItem(content);
        item.setOnAction(e -> action.run());
        labelByKey.put(key, label);
        return item;
    }

    /** Every text column as wide as the widest text (measured in the labels' font), plus a margin. */
    private void alignColumns() {
        double widest = 0;
        for (Label label : labelByKey.values()) {
            javafx.scene.text.Text probe = new javafx.scene.text.Text(label.getText());
            probe.setFont(label.getFont());
            widest = Math.max(widest, probe.getLayoutBounds().getWidth());
        }
        double column = Math.ceil(widest * 1.1) + 12;
        for (Label label : labelByKey.values()) {
            label.setMinWidth(column);
            label.setPrefWidth(column);
        }
    }

    private void popLast() {
        if (transformCount() > 0) session.popTransformsTo(transformCount() - 1);
    }

    /** A key's transform, on the selected node. */
    private void run(Action action) {
        apply(action, session.selectedProperty().get());
    }

    /** {@code action}'s transform on {@code node}, when the tree shown is still the node's. */
    private void apply(Action action, SelectedCallNode node) {
        if (node == null || node.tree() != session.treeProperty().get()) return;
        Transform transform = action.apply(node);
        if (transform != null) session.pushTransform(transform);
    }

    /** Disables what does not apply to the node the menu is opened for and names the category and resource. */
    private void refresh() {
        SelectedCallNode selected = openedFor;
        for (Map.Entry<String, Action> entry : byKey.entrySet()) {
            itemByKey.get(entry.getKey()).setDisable(selected == null || entry.getValue().apply(selected) == null);
        }
        popItem.setDisable(transformCount() == 0);
        if (selected != null) nameTheSelection(selected);
        alignColumns();
    }

    private void nameTheSelection(SelectedCallNode selected) {
        CallTree tree = selected.tree();
        ProfileThread thread = tree.thread();
        String name = TransformLabels.func(selected.func(), thread);
        labelByKey.get("m").setText("Merge function \u201c" + shorten(name) + "\u201d");
        labelByKey.get("f").setText("Focus on function \u201c" + shorten(name) + "\u201d");
        labelByKey.get("d").setText("Drop samples with \u201c" + shorten(name) + "\u201d");
        int category = tree.category(selected.node());
        var categories = session.view().thread().profile().categories();
        labelByKey.get("g").setText(category >= 0 && category < categories.size()
                ? "Focus on category \u201c" + categories.get(category).name() + "\u201d" : "Focus on category");
        int resource = thread.funcs().resource(selected.func());
        labelByKey.get("C").setText(resource >= 0 ? "Collapse \u201c" + shorten(TransformLabels.resource(resource, thread)) + "\u201d"
                : "Collapse resource");
    }

    /** Whether any frame of the shown thread belongs to a func from an ignore-listed source. */
    private static boolean hasIgnoreListed(ProfileThread thread) {
        for (int frame = 0; frame < thread.frames().size(); frame++) {
            if (thread.funcs().isIgnoreListed(thread.frames().func(frame))) return true;
        }
        return false;
    }

    private static String shorten(String text) {
        return text.length() <= 40 ? text : text.substring(0, 39) + "\u2026";
    }

    private void copySelectedName() {
        SelectedCallNode selected = openedFor != null ? openedFor : session.selectedProperty().get();
        if (selected == null) return;
        ClipboardContent content = new ClipboardContent();
        content.putString(selected.tree().name(selected.node()));
        Clipboard.getSystemClipboard().setContent(content);
    }

    private boolean inverted() {
        return session.view().options().inverted();
    }

    private Implementation implementation() {
        return session.view().options().implementation();
    }
}
