package dev.flint.ui.calltree;

import dev.flint.calltree.CallNodePath;
import dev.flint.calltree.CallTree;
import dev.flint.calltree.CallTreeOptions;
import dev.flint.calltree.Implementation;
import dev.flint.calltree.InvertedCallTree;
import dev.flint.calltree.NonInvertedCallTree;
import dev.flint.calltree.SampleRange;
import dev.flint.calltree.FuncRemap;
import dev.flint.calltree.Transform;
import dev.flint.calltree.TransformStack;
import dev.flint.calltree.ViewChanges;
import dev.flint.calltree.ViewPaths;
import dev.flint.model.ProfileFormat;
import dev.flint.model.ProfileThread;
import dev.flint.ui.LoadedThread;
import dev.flint.ui.flamechart.TimeRange;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import javafx.beans.property.ReadOnlyBooleanProperty;
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
public final class CallTreePanel extends BorderPane {
    private final TreeTableView<Integer> table = new TreeTableView<>();
    private final CallTreeColumns columns;
    private final CallTreeToolbar toolbar;
    private final TransformBar transformBar;
    private final TreeBuildService<Rebuilt> builder = new TreeBuildService<>();
    private final ReadOnlyObjectWrapper<SelectedCallNode> selected = new ReadOnlyObjectWrapper<>(this, "selected");

    private LoadedThread thread;
    private TransformStack transforms;
    private CallTreeOptions options = CallTreeOptions.DEFAULT;
    private CallTree tree;
    private CallNodePath selectedPath;
    private final Set<CallNodePath> expandedPaths = new LinkedHashSet<>();
    private Set<Integer> searchMatches = new HashSet<>();
    private boolean restoring;

    public CallTreePanel() {
        getStyleClass().add("call-tree-panel");
        table.setId("callTree");
        table.setShowRoot(false);
        table.getSelectionModel().setSelectionMode(SelectionMode.SINGLE);
        table.setPlaceholder(new javafx.scene.control.Label("No samples in this view"));
        columns = new CallTreeColumns(() -> tree, () -> searchMatches, this::format);
        columns.install(table);
        toolbar = new CallTreeToolbar(this);
        transformBar = new TransformBar(this);
        setTop(new VBox(transformBar, toolbar));
        setCenter(table);
        table.getSelectionModel().selectedItemProperty().addListener((obs, old, item) -> onSelected(item));
        table.addEventHandler(TreeItem.<Integer>branchExpandedEvent(), e -> {
            if (!restoring && e.getTreeItem() instanceof CallNodeItem item) expandedPaths.add(tree.path(item.node()));
        });
        table.addEventHandler(TreeItem.<Integer>branchCollapsedEvent(), e -> {
            if (!restoring && e.getTreeItem() instanceof CallNodeItem item) expandedPaths.remove(tree.path(item.node()));
        });
        builder.setOnSucceeded(e -> showRebuilt(builder.getValue()));
        new TransformMenu(this).install(table);
    }

    // ***** What is shown *****

    /** Shows another thread with no transforms, no selection, the current filter and inversion. */
    public void showThread(LoadedThread newThread) {
        thread = newThread;
        selectedPath = null;
        expandedPaths.clear();
        options = options.withDefaultCategory(newThread.profile().categories().size() == 0 ? -1
                : newThread.profile().categories().defaultCategory());
        transforms = TransformStack.of(newThread.thread(), options.defaultCategory());
        columns.setUnit(newThread.thread().weightType());
        transformBar.refresh();
        rebuild();
    }

    /** Restricts the tree to samples in {@code range}; null shows all of them. */
    public void setRange(TimeRange range) {
        SampleRange sampleRange = range == null ? SampleRange.ALL : new SampleRange(range.startMicros(), range.endMicros());
        if (sampleRange.equals(options.range())) return;
        options = options.withRange(sampleRange);
        rebuild();
    }

    /** Toggles the inverted tree; the selection moves to a related node as the Firefox Profiler does it. */
    public void setInverted(boolean inverted) {
        if (inverted == options.inverted()) return;
        ViewPaths related = ViewPaths.NONE;
        int node = tree == null || selectedPath == null ? -1 : tree.find(selectedPath);
        if (node >= 0 && tree instanceof NonInvertedCallTree nonInverted) related = ViewChanges.inverting(nonInverted, node);
        else if (node >= 0 && tree instanceof InvertedCallTree invertedTree) related = ViewChanges.uninverting(invertedTree, node);
        options = options.withInverted(inverted);
        selectedPath = related.selected().isEmpty() ? null : related.selected();
        expandedPaths.clear();
        expandedPaths.addAll(related.expanded());
        toolbar.syncInverted(inverted);
        rebuild();
    }

    /** Switches the implementation filter, carrying the selection and expansion over (Firefox's rule). */
    public void setImplementation(Implementation implementation) {
        if (implementation == options.implementation()) return;
        Implementation from = options.implementation();
        if (!options.inverted() && transforms != null) {
            ProfileThread shown = transforms.thread();
            if (selectedPath != null) {
                CallNodePath moved = ViewChanges.implementationChanged(shown, selectedPath, from, implementation);
                selectedPath = moved.isEmpty() ? null : moved;
            }
            Set<CallNodePath> expanded = new LinkedHashSet<>();
            for (CallNodePath path : expandedPaths) {
                CallNodePath moved = ViewChanges.implementationChanged(shown, path, from, implementation);
                if (!moved.isEmpty()) expanded.add(moved);
            }
            expandedPaths.clear();
            expandedPaths.addAll(expanded);
        } else {
            selectedPath = null;
            expandedPaths.clear();
        }
        options = options.withImplementation(implementation);
        toolbar.syncImplementation(implementation);
        rebuild();
    }

    /** What a background rebuild hands back: the stack, the tree, and the paths to restore on it. */
    private record Rebuilt(TransformStack transforms, CallTree tree, CallNodePath selected,
                           Set<CallNodePath> expanded) {}

    void rebuild() {
        if (thread == null) return;
        TransformStack state = transforms;
        CallTreeOptions current = options;
        CallNodePath selection = selectedPath;
        Set<CallNodePath> expanded = Set.copyOf(expandedPaths);
        builder.run(() -> new Rebuilt(state, CallTree.build(state.thread(), current), selection, expanded));
    }

    /** Pushes a transform: applied, paths translated and the tree rebuilt, all off the FX thread. */
    public void pushTransform(Transform transform) {
        if (thread == null) return;
        TransformStack state = transforms;
        CallTreeOptions current = options;
        ViewPaths before = new ViewPaths(selectedPath, List.copyOf(expandedPaths));
        builder.run(() -> {
            TransformStack pushed = state.push(transform);
            ViewPaths after = state.translate(before, transform);
            Set<CallNodePath> expanded = new LinkedHashSet<>(after.expanded());
            CallNodePath selection = after.selected();
            // A selected node is shown: its ancestors stay open.
            for (int i = 1; i < selection.length(); i++) expanded.add(selection.slice(0, i));
            return new Rebuilt(pushed, CallTree.build(pushed.thread(), current),
                    selection.isEmpty() ? null : selection, expanded);
        });
    }

    /**
     * Pops back to the first {@code count} transforms. Popping cannot be translated in general, so, as
     * in the Firefox Profiler, selection and expansion start afresh.
     */
    public void popTransformsTo(int count) {
        if (thread == null || count >= transforms.size()) return;
        TransformStack state = transforms.popTo(count);
        CallTreeOptions current = options;
        builder.run(() -> new Rebuilt(state, CallTree.build(state.thread(), current), null, Set.of()));
    }

    /**
     * The thread was re-symbolicated: the same transforms over the new base thread, selection and
     * expansion carried through the func remapping (the "Load symbols…" seam).
     */
    public void replaceBaseThread(LoadedThread newThread, FuncRemap remap) {
        if (thread == null) {
            showThread(newThread);
            return;
        }
        thread = newThread;
        TransformStack state = transforms;
        CallTreeOptions current = options;
        ViewPaths mapped = new ViewPaths(selectedPath, List.copyOf(expandedPaths)).mapFuncs(remap, current.inverted());
        builder.run(() -> {
            TransformStack remapped = state.withBase(newThread.thread(), remap);
            return new Rebuilt(remapped, CallTree.build(remapped.thread(), current),
                    mapped.selected().isEmpty() ? null : mapped.selected(), new LinkedHashSet<>(mapped.expanded()));
        });
    }

    private void showRebuilt(Rebuilt rebuilt) {
        transforms = rebuilt.transforms();
        selectedPath = rebuilt.selected();
        expandedPaths.clear();
        expandedPaths.addAll(rebuilt.expanded());
        transformBar.refresh();
        showTree(rebuilt.tree());
    }

    private void showTree(CallTree built) {
        tree = built;
        boolean fresh = selectedPath == null && expandedPaths.isEmpty();
        TreeItem<Integer> root = new TreeItem<>(-1);
        for (int node : built.roots()) root.getChildren().add(new CallNodeItem(built, node));
        root.setExpanded(true);
        restoring = true;
        try {
            table.setRoot(root);
            for (CallNodePath path : List.copyOf(expandedPaths)) {
                CallNodeItem item = itemFor(path, true);
                if (item != null) item.setExpanded(true);
            }
            if (fresh && !root.getChildren().isEmpty()) expandHeaviestPath(root);
        } finally {
            restoring = false;
        }
        CallNodePath wanted = selectedPath;
        if (wanted != null) selectPath(wanted);
        toolbar.refreshSearch();
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
     * through the transforms; in the inverted tree, the same calls read leaf first.
     */
    public boolean selectUntransformedPath(CallNodePath path) {
        if (transforms == null) return false;
        CallNodePath translated = path;
        List<Transform> pushed = transforms.transforms();
        for (int i = 0; i < pushed.size() && !translated.isEmpty(); i++) {
            translated = pushed.get(i).translate(translated, transforms.popTo(i).thread(), options.defaultCategory());
        }
        if (translated.isEmpty()) return false;
        // The JS-only or native-only view has no nodes for the other funcs: leave them out of the path.
        if (options.implementation() != Implementation.COMBINED) {
            ProfileThread shown = transforms.thread();
            int[] kept = new int[translated.length()];
            int count = 0;
            for (int i = 0; i < translated.length(); i++) {
                int func = translated.func(i);
                if (func < shown.funcs().size() && options.implementation().keeps(shown, func)) kept[count++] = func;
            }
            if (count == 0) return false;
            translated = CallNodePath.of(java.util.Arrays.copyOf(kept, count));
        }
        return selectPath(options.inverted() ? translated.reversed() : translated);
    }

    private CallNodeItem itemFor(CallNodePath path, boolean expandAncestors) {
        if (tree == null || table.getRoot() == null || path == null || path.isEmpty()) return null;
        int node = tree.find(path);
        if (node < 0) return null;
        TreeItem<Integer> current = table.getRoot();
        CallNodeItem found = null;
        for (int i = 0; i < path.length(); i++) {
            int nodeAtDepth = tree.find(path.slice(0, i + 1));
            found = null;
            for (TreeItem<Integer> child : current.getChildren()) {
                if (child.getValue() == nodeAtDepth) {
                    found = (CallNodeItem) child;
                    break;
                }
            }
            if (found == null) return null;
            if (expandAncestors && i < path.length() - 1 && !found.isExpanded()) {
                found.setExpanded(true);
                expandedPaths.add(path.slice(0, i + 1));
            }
            current = found;
        }
        return found;
    }

    // ***** Accessors *****

    public ReadOnlyObjectProperty<SelectedCallNode> selectedProperty() { return selected.getReadOnlyProperty(); }
    public ReadOnlyBooleanProperty busyProperty() { return builder.runningProperty(); }
    public LoadedThread thread() { return thread; }
    public CallTree tree() { return tree; }
    public CallTreeOptions options() { return options; }
    public TreeTableView<Integer> table() { return table; }
    public Set<CallNodePath> expandedPaths() { return Set.copyOf(expandedPaths); }
    public CallNodePath selectedPath() { return selectedPath; }
    /** The transform stack of the shown thread (null before one is shown). */
    public TransformStack transforms() { return transforms; }
    /** The breadcrumb labels, first to last. */
    public List<String> breadcrumbs() { return transformBar.labels(); }
    TransformBar transformBar() { return transformBar; }
    Set<Integer> searchMatches() { return searchMatches; }
    void setSearchMatches(Set<Integer> matches) {
        searchMatches = matches;
        table.refresh();
    }

    private ProfileFormat format() {
        return thread == null ? null : thread.profile().format();
    }
}
