package dev.flint.ui.calltree;

import dev.flint.calltree.CallNodePath;
import dev.flint.calltree.CallTree;
import dev.flint.calltree.CallTreeOptions;
import dev.flint.calltree.TransformStack;
import dev.flint.ui.common.RowsAhead;
import dev.flint.ui.session.SelectedCallNode;
import dev.flint.ui.session.TabSession;
import dev.flint.ui.session.ViewState;
import dev.flint.viewmodel.LoadedThread;
import java.util.List;
import java.util.Set;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.scene.control.SelectionMode;
import javafx.scene.control.TreeItem;
import javafx.scene.control.TreeTableView;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.VBox;

/**
 * The call tree of one thread: a lazily filled TreeTableView over the session's {@link CallTree}, the
 * transform breadcrumbs, search, the inverted toggle and the implementation filter. It keeps no state of the
 * tab: it shows what the {@link TabSession} publishes (the tree, the selected and expanded paths) and
 * dispatches what the user does (a transform, the filter, a row picked or opened) to it.
 */
public final class CallTreePanel extends BorderPane {
    private final TabSession session;
    private final TreeTableView<Integer> table = new TreeTableView<>();
    private final CallTreeColumns columns;
    private final CallTreeToolbar toolbar;
    private final TransformBar transformBar;
    private final TransformMenu transformMenu;
    /** True while the table's items follow the session (their events are not the user's). */
    private boolean restoring;

    /** A call tree that shows {@code session}'s tree views' state and dispatches the user's changes there. */
    public CallTreePanel(TabSession session) {
        this.session = session;
        getStyleClass().add("call-tree-panel");
        table.setId("callTree");
        table.setShowRoot(false);
        table.getSelectionModel().setSelectionMode(SelectionMode.SINGLE);
        table.setPlaceholder(new javafx.scene.control.Label("No samples in this view"));
        columns = new CallTreeColumns(session::tree, () -> session.searchMatchesProperty().get());
        columns.install(table);
        toolbar = new CallTreeToolbar(this);
        transformBar = new TransformBar(this);
        setTop(new VBox(transformBar, toolbar));
        setCenter(table);
        table.getSelectionModel().selectedItemProperty().addListener((obs, old, item) -> onSelected(item));
        table.addEventHandler(TreeItem.<Integer>branchExpandedEvent(), e -> {
            if (!restoring && e.getTreeItem() instanceof CallNodeItem item && item.node() >= 0) {
                session.setExpanded(List.of(item.tree().path(item.node())), true);
            }
        });
        table.addEventHandler(TreeItem.<Integer>branchCollapsedEvent(), e -> {
            if (!restoring && e.getTreeItem() instanceof CallNodeItem item && item.node() >= 0) {
                session.setExpanded(List.of(item.tree().path(item.node())), false);
            }
        });
        transformMenu = new TransformMenu(session, "callTreeMenu");
        transformMenu.install(table);
        session.bindSearching(toolbar.searchingProperty());
        session.viewProperty().addListener((obs, old, state) -> onView(old, state));
        session.treeProperty().addListener((obs, old, built) -> showTree(built));
        session.selectedProperty().addListener((obs, old, node) -> showSelected());
        session.searchMatchesProperty().addListener((obs, old, matches) -> columns.searchChanged());
    }

    /** A new state: its unit, options and breadcrumbs; over the same tree, its expansion and selection too. */
    private void onView(ViewState old, ViewState state) {
        if (state == null) return;
        columns.setUnit(state.thread().thread().weightType());
        toolbar.syncInverted(state.options().inverted());
        toolbar.syncImplementation(state.options().implementation());
        if (old == null || old.transforms() != state.transforms() || old.thread() != state.thread()) transformBar.refresh();
        // A state for another tree (a transform, the options, another thread) is published before its tree: the
        // rows follow when the tree comes. Walking its paths in the tree still shown opened wrong rows (and cost
        // 200 ms of FX CPU when inverting).
        if (old != null && state.sameTreeAs(old) && old.thread() == state.thread() && shownTree() == session.tree()) showPaths(false);
    }

    /** The tree the table's items show (null before one is shown). */
    private CallTree shownTree() {
        return table.getRoot() instanceof CallNodeItem root ? root.tree() : null;
    }

    /**
     * A new tree: its items are made and expanded as the session's state says (the heaviest path for a fresh
     * view), then its selected row is selected. A new tree's items are expanded before they join the table:
     * each expansion of an item in the table is an event its skin and selection model handle, and these were
     * most of showing a tree.
     */
    private void showTree(CallTree built) {
        endRowsAhead();
        if (built == null || built == shownTree()) return;
        CallNodeItem root = CallNodeItem.root(built);
        ViewState state = session.view();
        List<CallNodePath> opened = new java.util.ArrayList<>();
        restoring = true;
        try {
            if (state != null) {
                for (CallNodePath path : List.copyOf(state.expanded())) {
                    CallNodeItem item = itemFor(root, path, opened);
                    if (item != null) item.setExpanded(true);
                }
            }
            boolean fresh = state == null || state.selected() == null && state.expanded().isEmpty();
            if (fresh && !root.getChildren().isEmpty()) expandHeaviestPath(root, opened);
            table.setRoot(root);
        } finally {
            restoring = false;
        }
        session.setExpanded(opened, true);
        showSelected();
        toolbar.refreshSearch();
    }

    /** The session's expanded paths opened in the table, and its selected row selected (over the same tree). */
    private void showPaths(boolean scroll) {
        ViewState state = session.view();
        if (!(table.getRoot() instanceof CallNodeItem root) || state == null) return;
        List<CallNodePath> opened = new java.util.ArrayList<>();
        restoring = true;
        try {
            for (CallNodePath path : List.copyOf(state.expanded())) {
                CallNodeItem item = itemFor(root, path, opened);
                if (item != null && !item.isExpanded()) item.setExpanded(true);
            }
        } finally {
            restoring = false;
        }
        session.setExpanded(opened, true);
        showSelected();
    }

    /** Opens the tree along its heaviest branch so a fresh view shows where time goes. */
    private void expandHeaviestPath(CallNodeItem root, List<CallNodePath> opened) {
        CallTree tree = root.tree();
        TreeItem<Integer> item = root.getChildren().get(0);
        for (int depth = 0; depth < 12 && item instanceof CallNodeItem node; depth++) {
            item.setExpanded(true);
            opened.add(tree.path(node.node()));
            if (item.getChildren().isEmpty()) break;
            TreeItem<Integer> heaviest = item.getChildren().get(0);
            if (tree.total(heaviest.getValue()) < 0.5 * tree.total(node.node())) break;
            item = heaviest;
        }
    }

    /**
     * Gives a table that shows no tree yet blank rows, a few more with each call, so that its row cells are
     * made (and styled) now: the first tree shown then fills these cells instead of making and styling its
     * own (a spare tab is built ahead this way). Blank rows hold no call node: the cells show nothing for them.
     * A table makes a row cell for every row its height shows, blank or not (its stripes fill the empty
     * part): given its whole height at once, it made a dozen rows of six cells in one pulse (80-95 ms of FX
     * CPU). So its height is held to the rows made so far and let go {@code rowsPerCall} rows at a time.
     * Returns true once the table has its full height (or shows a tree): the rows are all made.
     */
    public boolean makeRowsAhead(int rowsPerCall) {
        if (session.tree() != null) return true;
        TreeItem<Integer> blank = table.getRoot();
        double rowPx = table.getFixedCellSize() > 0 ? table.getFixedCellSize() : DEFAULT_ROW_PX;
        return rowsAhead.step(table, blank == null ? 0 : blank.getChildren().size(), rowsPerCall, rowPx,
                HEADER_ALLOWANCE_PX, rows -> {
                    TreeItem<Integer> root = table.getRoot();
                    if (root == null) {
                        root = new TreeItem<>(-1);
                        root.setExpanded(true);
                        table.setRoot(root);
                    }
                    List<TreeItem<Integer>> more = new java.util.ArrayList<>();
                    for (int i = root.getChildren().size(); i < rows; i++) more.add(new TreeItem<>(-1));
                    root.getChildren().addAll(more);
                });
    }

    /** A row's height when the style sheet has set no fixed one (the style sheet's 2em at 13 px). */
    private static final double DEFAULT_ROW_PX = 26;

    /** The column header's height at most, in pixels, in the height the rows ahead are given. */
    private static final double HEADER_ALLOWANCE_PX = 32;

    /** The blank rows' cells made ahead while the table shows no tree. */
    private final RowsAhead rowsAhead = new RowsAhead();

    /** The table gets its own maximum height back (the rows ahead are made, or a tree comes first). */
    private void endRowsAhead() {
        rowsAhead.end(table);
    }

    // ***** Selection *****

    /** A row picked by the user: the session's selection, for every view. */
    private void onSelected(TreeItem<Integer> item) {
        if (restoring) return;
        if (item instanceof CallNodeItem node && node.node() >= 0 && node.tree() == session.tree()) {
            session.select(node.tree().path(node.node()));
        }
    }

    /** The table selects the session's selected row (none when the session has none), scrolled into view. */
    private void showSelected() {
        CallTree tree = shownTree();
        if (tree == null || tree != session.tree()) return;
        ViewState state = session.view();
        CallNodePath wanted = state == null ? null : state.selected();
        TreeItem<Integer> current = table.getSelectionModel().getSelectedItem();
        if (wanted == null) {
            if (current != null) {
                restoring = true;
                try {
                    table.getSelectionModel().clearSelection();
                } finally {
                    restoring = false;
                }
            }
            return;
        }
        if (current instanceof CallNodeItem node && node.node() >= 0 && wanted.equals(tree.path(node.node()))) return;
        List<CallNodePath> opened = new java.util.ArrayList<>();
        CallNodeItem item;
        restoring = true;
        try {
            item = itemFor((CallNodeItem) table.getRoot(), wanted, opened);
            if (item != null) table.getSelectionModel().select(item);
        } finally {
            restoring = false;
        }
        session.setExpanded(opened, true);
        if (item != null) {
            int row = table.getRow(item);
            if (row >= 0) table.scrollTo(Math.max(0, row - 3));
        }
    }

    /** Selects (expanding its ancestors) the node a path names; returns false when the tree has none. */
    public boolean selectPath(CallNodePath path) {
        return session.select(path);
    }

    /**
     * The item for {@code path} under {@code root}, its ancestors expanded (each one opened here is added to
     * {@code opened}); null when the tree has no such node.
     */
    private static CallNodeItem itemFor(CallNodeItem root, CallNodePath path, List<CallNodePath> opened) {
        CallTree tree = root.tree();
        if (path == null || path.isEmpty() || tree.find(path) < 0) return null;
        CallNodeItem current = root;
        for (int i = 0; i < path.length(); i++) {
            CallNodeItem found = current.childFor(tree.find(path.slice(0, i + 1)));
            if (found == null) return null;
            if (i < path.length() - 1 && !found.isExpanded()) {
                found.setExpanded(true);
                opened.add(path.slice(0, i + 1));
            }
            current = found;
        }
        return current;
    }

    // ***** Reading the session (for the toolbar, the menu and tests) *****

    public ReadOnlyObjectProperty<SelectedCallNode> selectedProperty() { return session.selectedProperty(); }
    /** The tree shown (published by the session after each change, on the FX thread). */
    public ReadOnlyObjectProperty<CallTree> treeProperty() { return session.treeProperty(); }
    /** The nodes of the shown tree the search matches (empty when nothing is searched). */
    public ReadOnlyObjectProperty<Set<Integer>> searchMatchesProperty() { return session.searchMatchesProperty(); }
    /** The session's selected node as its row reads (Ctrl+C copies it), null when none is selected. */
    public String selectedRowText() {
        SelectedCallNode selected = session.selectedProperty().get();
        return selected == null || selected.tree() != session.tree() ? null : columns.rowText(selected.node());
    }

    /** The transform menu, to show it over another view of the same tree after selecting a node there. */
    public javafx.scene.control.ContextMenu transformMenu() { return transformMenu.menu(); }
    /** True while a change is being applied or the search is running. */
    public javafx.beans.value.ObservableBooleanValue busyProperty() { return session.busyProperty(); }
    /** Where a failed rebuild's one-line message goes (the window's banner). */
    public void setOnFailure(java.util.function.Consumer<String> handler) { session.setOnFailure(handler); }
    /** The thread shown (null before one is). */
    public LoadedThread thread() { return session.view() == null ? null : session.view().thread(); }
    public CallTree tree() { return session.tree(); }
    public CallTreeOptions options() { return session.view() == null ? CallTreeOptions.DEFAULT : session.view().options(); }
    public TreeTableView<Integer> table() { return table; }
    public Set<CallNodePath> expandedPaths() { return session.view() == null ? Set.of() : session.view().expanded(); }
    public CallNodePath selectedPath() { return session.view() == null ? null : session.view().selected(); }
    public TabSession session() { return session; }
    /** The transform stack of the shown thread (null before one is shown). */
    public TransformStack transforms() { return session.view() == null ? null : session.view().transforms(); }
    /** The breadcrumb labels, first to last. */
    public List<String> breadcrumbs() { return transformBar.labels(); }
    TransformBar transformBar() { return transformBar; }
    /** The breadcrumbs as a node, for features that add to them (the transform clipboard's context menu). */
    public javafx.scene.Node breadcrumbBar() { return transformBar; }
    Set<Integer> searchMatches() { return session.searchMatchesProperty().get(); }
    void setSearchMatches(Set<Integer> matches) {
        session.publishSearchMatches(matches);
    }
}
