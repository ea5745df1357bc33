package dev.flint.ui.calltree;

import dev.flint.calltree.CallNodePath;
import dev.flint.calltree.CallTree;
import dev.flint.calltree.CallTreeOptions;
import dev.flint.calltree.FuncRemap;
import dev.flint.calltree.Implementation;
import dev.flint.calltree.InvertedCallTree;
import dev.flint.calltree.NonInvertedCallTree;
import dev.flint.calltree.SampleRange;
import dev.flint.calltree.Transform;
import dev.flint.calltree.TransformStack;
import dev.flint.calltree.ViewChanges;
import dev.flint.calltree.ViewPaths;
import dev.flint.model.ProfileThread;
import dev.flint.ui.session.SelectedCallNode;
import dev.flint.ui.session.TabSession;
import dev.flint.ui.session.ViewState;
import dev.flint.viewmodel.LoadedThread;
import dev.flint.viewmodel.TimeRange;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.scene.control.SelectionMode;
import javafx.scene.control.TreeItem;
import javafx.scene.control.TreeTableView;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.VBox;

/**
 * The call tree of one thread: a lazily filled TreeTableView over the engine's {@link CallTree}, the
 * transform breadcrumbs, search, the inverted toggle and the implementation filter. Every rebuild
 * (a transform, the filter, the overview range) runs on a background service and then restores the
 * selected and expanded call node paths, translated by the engine where a transform changed them.
 */
public final class CallTreePanel extends BorderPane implements TabSession.ViewChanger {
    private final TabSession session;
    private final TreeTableView<Integer> table = new TreeTableView<>();
    private final CallTreeColumns columns;
    private final CallTreeToolbar toolbar;
    private final TransformBar transformBar;
    private final RebuildQueue queue;
    private java.util.function.Consumer<String> onFailure = message -> {};
    private final javafx.beans.binding.BooleanBinding busy;
    private final ReadOnlyObjectWrapper<SelectedCallNode> selected = new ReadOnlyObjectWrapper<>(this, "selected");
    /** The tree shown, for the views that draw the same tree another way (flame graph, sandwich). */
    private final ReadOnlyObjectWrapper<CallTree> shownTree = new ReadOnlyObjectWrapper<>(this, "tree");
    private final ReadOnlyObjectWrapper<Set<Integer>> shownMatches = new ReadOnlyObjectWrapper<>(this, "searchMatches", Set.of());
    private final TransformMenu transformMenu;

    private LoadedThread thread;
    private TransformStack transforms;
    private CallTreeOptions options = CallTreeOptions.DEFAULT;
    /** The options of the tree shown (options as requested run ahead of them while a change is applied). */
    private CallTreeOptions shownOptions = CallTreeOptions.DEFAULT;
    private CallTree tree;
    private CallNodePath selectedPath;
    private final Set<CallNodePath> expandedPaths = new LinkedHashSet<>();
    private Set<Integer> searchMatches = new HashSet<>();
    private boolean restoring;

    /** A call tree that carries out {@code session}'s view changes and publishes each state there. */
    public CallTreePanel(TabSession session) {
        this.session = session;
        // A thread left while its change was applied keeps that change (the session saves each thread's view).
        queue = new RebuildQueue(this::showRebuilt, this::reportFailure, session::rememberView);
        getStyleClass().add("call-tree-panel");
        table.setId("callTree");
        table.setShowRoot(false);
        table.getSelectionModel().setSelectionMode(SelectionMode.SINGLE);
        table.setPlaceholder(new javafx.scene.control.Label("No samples in this view"));
        columns = new CallTreeColumns(() -> tree, () -> searchMatches);
        columns.install(table);
        toolbar = new CallTreeToolbar(this);
        transformBar = new TransformBar(this);
        busy = queue.busyProperty().or(toolbar.searchingProperty());
        setTop(new VBox(transformBar, toolbar));
        setCenter(table);
        table.getSelectionModel().selectedItemProperty().addListener((obs, old, item) -> onSelected(item));
        table.addEventHandler(TreeItem.<Integer>branchExpandedEvent(), e -> {
            if (!restoring && e.getTreeItem() instanceof CallNodeItem item) {
                expandedPaths.add(tree.path(item.node()));
                publishView();
            }
        });
        table.addEventHandler(TreeItem.<Integer>branchCollapsedEvent(), e -> {
            if (!restoring && e.getTreeItem() instanceof CallNodeItem item) {
                expandedPaths.remove(tree.path(item.node()));
                publishView();
            }
        });
        transformMenu = new TransformMenu(this);
        transformMenu.install(table);
        session.setViewChanger(this);
        session.bindBusy(busy);
        selected.addListener((obs, old, node) -> {
            session.publishSelected(node);
            publishView();
        });
        shownTree.addListener((obs, old, built) -> session.publishTree(built));
        shownMatches.addListener((obs, old, matches) -> session.publishSearchMatches(matches));
    }

    /** The state as shown now (selection and expansion included) is the session's. */
    private void publishView() {
        if (thread != null && transforms != null) {
            session.publishView(new ViewState(thread, transforms, shownOptions, selectedPath, expandedPaths));
        }
    }

    // ***** What is shown *****
    // Every change is a step of the rebuild queue, made in order off the FX thread; the fields below are
    // what the view shows (thread and options as last requested).

    /** Shows another thread with no transforms, no selection, the current filter and inversion. */
    @Override
    public void showThread(LoadedThread newThread) {
        thread = newThread;
        transforms = null;
        selectedPath = null;
        expandedPaths.clear();
        selected.set(null);
        options = options.withDefaultCategory(newThread.profile().categories().size() == 0 ? -1
                : newThread.profile().categories().defaultCategory());
        CallTreeOptions current = options;
        columns.setUnit(newThread.thread().weightType());
        transformBar.refresh();
        queue.submit(viewPaths(), (before, trees) -> new ViewState(newThread,
                TransformStack.of(newThread.thread(), current.defaultCategory()), current, null, Set.of()));
    }

    /**
     * Shows a thread as it was left: its transforms, inversion, filter, selection and expansion (the range is
     * the tab's, as it is now).
     */
    @Override
    public void restoreView(ViewState saved) {
        LoadedThread newThread = saved.thread();
        thread = newThread;
        transforms = null;
        selectedPath = null;
        expandedPaths.clear();
        selected.set(null);
        options = saved.options().withRange(options.range());
        CallTreeOptions current = options;
        toolbar.syncInverted(current.inverted());
        toolbar.syncImplementation(current.implementation());
        columns.setUnit(newThread.thread().weightType());
        transformBar.refresh();
        queue.submit(viewPaths(), (before, trees) -> new ViewState(newThread, saved.transforms(), current,
                saved.selected(), saved.expanded()));
    }

    /** Restricts the tree to samples in {@code range}; null shows all of them. */
    public void setRange(TimeRange range) {
        SampleRange sampleRange = range == null ? SampleRange.ALL : new SampleRange(range.startMicros(), range.endMicros());
        if (sampleRange.equals(options.range())) return;
        options = options.withRange(sampleRange);
        CallTreeOptions current = options;
        submitIfShown((before, trees) -> before.withOptions(current));
    }

    /** Toggles the inverted tree; the selection moves to a related node as the Firefox Profiler does it. */
    @Override
    public void setInverted(boolean inverted) {
        if (inverted == options.inverted()) return;
        options = options.withInverted(inverted);
        CallTreeOptions current = options;
        toolbar.syncInverted(inverted);
        submitIfShown((before, trees) -> {
            CallTree shown = trees.of(before);
            int node = before.selected() == null ? -1 : shown.find(before.selected());
            ViewPaths related = ViewPaths.NONE;
            if (node >= 0 && shown instanceof NonInvertedCallTree nonInverted) related = ViewChanges.inverting(nonInverted, node);
            else if (node >= 0 && shown instanceof InvertedCallTree invertedTree) related = ViewChanges.uninverting(invertedTree, node);
            return new ViewState(before.thread(), before.transforms(), current, related.selected(),
                    new LinkedHashSet<>(related.expanded()));
        });
    }

    /** Switches the implementation filter, carrying the selection and expansion over (Firefox's rule). */
    @Override
    public void setImplementation(Implementation implementation) {
        if (implementation == options.implementation()) return;
        options = options.withImplementation(implementation);
        CallTreeOptions current = options;
        toolbar.syncImplementation(implementation);
        submitIfShown((before, trees) -> {
            Implementation from = before.options().implementation();
            if (before.options().inverted()) return new ViewState(before.thread(), before.transforms(), current, null, Set.of());
            ProfileThread shown = before.transforms().thread();
            CallNodePath selection = before.selected() == null ? null
                    : ViewChanges.implementationChanged(shown, before.selected(), from, implementation);
            Set<CallNodePath> expanded = new LinkedHashSet<>();
            for (CallNodePath path : before.expanded()) {
                CallNodePath moved = ViewChanges.implementationChanged(shown, path, from, implementation);
                if (!moved.isEmpty()) expanded.add(moved);
            }
            return new ViewState(before.thread(), before.transforms(), current, selection, expanded);
        });
    }

    /**
     * Pushes a transform on the stack as the previous change left it (pushes made quickly one after another
     * all count): applied, paths translated and the tree rebuilt, all off the FX thread.
     */
    @Override
    public void pushTransform(Transform transform) {
        submitIfShown((before, trees) -> {
            TransformStack pushed = before.transforms().push(transform);
            ViewPaths after = before.transforms().translate(
                    new ViewPaths(before.selected(), List.copyOf(before.expanded())), transform);
            Set<CallNodePath> expanded = new LinkedHashSet<>(after.expanded());
            CallNodePath selection = after.selected();
            // A selected node is shown: its ancestors stay open.
            for (int i = 1; i < selection.length(); i++) expanded.add(selection.slice(0, i));
            return new ViewState(before.thread(), pushed, before.options(), selection, expanded);
        });
    }

    /**
     * Pops back to the first {@code count} transforms. Popping cannot be translated in general, so, as
     * in the Firefox Profiler, selection and expansion start afresh.
     */
    @Override
    public void popTransformsTo(int count) {
        submitIfShown((before, trees) -> count >= before.transforms().size() ? before
                : new ViewState(before.thread(), before.transforms().popTo(count), before.options(), null, Set.of()));
    }

    /**
     * The thread was re-symbolicated: the same transforms over the new base thread, selection and
     * expansion carried through the func remapping (the "Load symbols…" seam).
     */
    @Override
    public void replaceBaseThread(LoadedThread newThread, FuncRemap remap) {
        if (thread == null) {
            showThread(newThread);
            return;
        }
        thread = newThread;
        submitIfShown((before, trees) -> {
            ViewPaths mapped = new ViewPaths(before.selected(), List.copyOf(before.expanded()))
                    .mapFuncs(remap, before.options().inverted());
            TransformStack remapped = before.transforms().withBase(newThread.thread(), remap);
            return new ViewState(newThread, remapped, before.options(), mapped.selected(),
                    new LinkedHashSet<>(mapped.expanded()));
        });
    }

    /** Where a step starts when nothing is queued: the view's own selection and expansion. */
    private ViewState viewPaths() {
        return new ViewState(thread, transforms, options, selectedPath, expandedPaths);
    }

    private void submitIfShown(RebuildQueue.Step step) {
        if (thread == null) return;
        queue.submit(viewPaths(), (before, trees) -> before == null ? null : step.apply(before, trees));
    }

    private void reportFailure(String message) {
        onFailure.accept(message);
    }

    private void showRebuilt(RebuildQueue.Shown shown) {
        ViewState state = shown.state();
        thread = state.thread();
        transforms = state.transforms();
        shownOptions = state.options();
        selectedPath = state.selected();
        expandedPaths.clear();
        expandedPaths.addAll(state.expanded());
        session.publishView(state);
        transformBar.refresh();
        showTree(shown.tree());
        publishView();
    }

    private void showTree(CallTree built) {
        endRowsAhead();
        boolean sameTree = built == tree && table.getRoot() != null;
        tree = built;
        shownTree.set(built);
        boolean fresh = selectedPath == null && expandedPaths.isEmpty();
        restoring = true;
        try {
            // A new tree's items are expanded before they join the table: each expansion of an item in the
            // table is an event its skin and selection model handle, and these were most of showing a tree.
            CallNodeItem root = sameTree && table.getRoot() instanceof CallNodeItem shown ? shown : CallNodeItem.root(built);
            for (CallNodePath path : List.copyOf(expandedPaths)) {
                CallNodeItem item = itemFor(root, path, true);
                if (item != null) item.setExpanded(true);
            }
            if (fresh && !sameTree && !root.getChildren().isEmpty()) expandHeaviestPath(root);
            if (root != table.getRoot()) table.setRoot(root);
        } finally {
            restoring = false;
        }
        // A selection the new tree lacks (a popped or dropped function) is no selection: the panels
        // that follow it (line hits, the flame chart's highlight) clear too.
        CallNodePath wanted = selectedPath;
        if (wanted == null || !selectPath(wanted)) {
            table.getSelectionModel().clearSelection();
            selectedPath = null;
            selected.set(null);
        } else if (sameTree && selected.get() != null && !wanted.equals(selected.get().path())) {
            onSelected(table.getSelectionModel().getSelectedItem());
        }
        if (!sameTree) toolbar.refreshSearch();
    }

    /** Opens the tree along its heaviest branch so a fresh view shows where time goes. */
    private void expandHeaviestPath(TreeItem<Integer> root) {
        TreeItem<Integer> item = root.getChildren().get(0);
        for (int depth = 0; depth < 12 && item instanceof CallNodeItem node; depth++) {
            item.setExpanded(true);
            expandedPaths.add(tree.path(node.node()));
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
        if (tree != null) return true;
        TreeItem<Integer> blank = table.getRoot();
        boolean filled = !Double.isNaN(maxHeightBeforeRows) && table.getHeight() + 0.5 < table.getMaxHeight();
        if (filled || (blank != null && blank.getChildren().size() >= MAX_ROWS_AHEAD)) {
            // The last call's height was more than its place gives: every row it can show is made.
            endRowsAhead();
            return true;
        }
        if (Double.isNaN(maxHeightBeforeRows)) maxHeightBeforeRows = table.getMaxHeight();
        if (blank == null) {
            blank = new TreeItem<>(-1);
            blank.setExpanded(true);
            table.setRoot(blank);
        }
        int rows = blank.getChildren().size() + rowsPerCall;
        List<TreeItem<Integer>> more = new java.util.ArrayList<>();
        for (int i = blank.getChildren().size(); i < rows; i++) more.add(new TreeItem<>(-1));
        blank.getChildren().addAll(more);
        double rowPx = table.getFixedCellSize() > 0 ? table.getFixedCellSize() : DEFAULT_ROW_PX;
        table.setMaxHeight(HEADER_ALLOWANCE_PX + rows * rowPx);
        return false;
    }

    /** Rows made ahead at most (more than a tall window shows: a place that gives more ends it there). */
    private static final int MAX_ROWS_AHEAD = 60;
    /** A row's height when the style sheet has set no fixed one (the style sheet's 2em at 13 px). */
    private static final double DEFAULT_ROW_PX = 26;

    /** The column header's height at most, in pixels, in the height the rows ahead are given. */
    private static final double HEADER_ALLOWANCE_PX = 32;
    /** The table's own maximum height while rows are made ahead; NaN when they are not. */
    private double maxHeightBeforeRows = Double.NaN;

    /** The table gets its own maximum height back (the rows ahead are made, or a tree comes first). */
    private void endRowsAhead() {
        if (Double.isNaN(maxHeightBeforeRows)) return;
        table.setMaxHeight(maxHeightBeforeRows);
        maxHeightBeforeRows = Double.NaN;
    }

    // ***** Selection *****

    private void onSelected(TreeItem<Integer> item) {
        if (item instanceof CallNodeItem node && tree != null) {
            selectedPath = tree.path(node.node());
            selected.set(new SelectedCallNode(tree, node.node(), selectedPath));
        } else if (!restoring) {
            selected.set(null);
        }
    }

    /** Selects (expanding its ancestors) the node a path names; returns false when the tree has none. */
    @Override
    public boolean selectPath(CallNodePath path) {
        CallNodeItem item = itemFor(path, true);
        if (item == null) return false;
        table.getSelectionModel().select(item);
        int row = table.getRow(item);
        if (row >= 0) table.scrollTo(Math.max(0, row - 3));
        return true;
    }

    /**
     * Selects the node for a path of the thread as loaded (a flame-chart entry's calls), translated
     * through the transforms; in the inverted tree, the same calls read leaf first. Queued after any
     * change in flight (a thread the tree is switching to is selected in once it is built).
     */
    @Override
    public void selectUntransformedPath(CallNodePath path) {
        submitIfShown((before, trees) -> {
            CallNodePath translated = before.transforms().shownPath(path, before.options());
            if (translated.isEmpty()) return before;
            Set<CallNodePath> expanded = new LinkedHashSet<>(before.expanded());
            for (int i = 1; i < translated.length(); i++) expanded.add(translated.slice(0, i));
            return before.withPaths(translated, expanded);
        });
    }

    private CallNodeItem itemFor(CallNodePath path, boolean expandAncestors) {
        return table.getRoot() instanceof CallNodeItem root ? itemFor(root, path, expandAncestors) : null;
    }

    /** {@link #itemFor(CallNodePath, boolean)} under {@code root} (a tree's items before they join the table). */
    private CallNodeItem itemFor(CallNodeItem root, CallNodePath path, boolean expandAncestors) {
        if (tree == null || path == null || path.isEmpty()) return null;
        if (tree.find(path) < 0) return null;
        CallNodeItem current = root;
        for (int i = 0; i < path.length(); i++) {
            CallNodeItem found = current.childFor(tree.find(path.slice(0, i + 1)));
            if (found == null) return null;
            if (expandAncestors && i < path.length() - 1 && !found.isExpanded()) {
                found.setExpanded(true);
                expandedPaths.add(path.slice(0, i + 1));
            }
            current = found;
        }
        return current;
    }

    // ***** Accessors *****

    public ReadOnlyObjectProperty<SelectedCallNode> selectedProperty() { return selected.getReadOnlyProperty(); }
    /** The tree the panel shows (set after each rebuild, on the FX thread). */
    public ReadOnlyObjectProperty<CallTree> treeProperty() { return shownTree.getReadOnlyProperty(); }
    /** The nodes of the shown tree the search matches (empty when nothing is searched). */
    public ReadOnlyObjectProperty<Set<Integer>> searchMatchesProperty() { return shownMatches.getReadOnlyProperty(); }
    /** The transform menu, to show it over another view of the same tree after selecting a node there. */
    public javafx.scene.control.ContextMenu transformMenu() { return transformMenu.menu(); }
    /** True while a change is being applied or the search is running. */
    public javafx.beans.binding.BooleanExpression busyProperty() { return busy; }
    /** Where a failed rebuild's one-line message goes (the window's banner). */
    public void setOnFailure(java.util.function.Consumer<String> handler) { onFailure = handler == null ? message -> {} : handler; }
    public LoadedThread thread() { return thread; }
    public CallTree tree() { return tree; }
    public CallTreeOptions options() { return options; }
    public TreeTableView<Integer> table() { return table; }
    public Set<CallNodePath> expandedPaths() { return Set.copyOf(expandedPaths); }
    public CallNodePath selectedPath() { return selectedPath; }
    public TabSession session() { return session; }
    /** The transform stack of the shown thread (null before one is shown). */
    public TransformStack transforms() { return transforms; }
    /** The breadcrumb labels, first to last. */
    public List<String> breadcrumbs() { return transformBar.labels(); }
    TransformBar transformBar() { return transformBar; }
    /** The breadcrumbs as a node, for features that add to them (the transform clipboard's context menu). */
    public javafx.scene.Node breadcrumbBar() { return transformBar; }
    Set<Integer> searchMatches() { return searchMatches; }
    void setSearchMatches(Set<Integer> matches) {
        searchMatches = matches;
        shownMatches.set(Set.copyOf(matches));
        columns.searchChanged();
    }
}
