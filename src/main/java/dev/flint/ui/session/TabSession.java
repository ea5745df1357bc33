package dev.flint.ui.session;

import dev.flint.calltree.CallNodePath;
import dev.flint.calltree.CallTree;
import dev.flint.calltree.FuncRemap;
import dev.flint.viewmodel.TimeRange;
import java.util.concurrent.Executor;
import dev.flint.calltree.Implementation;
import dev.flint.calltree.SampleRange;
import dev.flint.calltree.Transform;
import dev.flint.viewmodel.LoadedProfile;
import dev.flint.viewmodel.LoadedThread;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.IdentityHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;
import dev.flint.sandwich.FunctionTable;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyIntegerWrapper;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.value.ObservableBooleanValue;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * One tab's state, the one place its views and the window's features read and change it: the loaded profile
 * (its threads replaced when symbols are applied), the time ranges, and what the tree views show of the active
 * thread ({@link ViewState}: transforms, inverted, implementation filter, range, selected and expanded paths),
 * with the tree built for it, the selected node, the search text and its matches. Each thread keeps its own
 * view and search ({@link ThreadViews}): switching threads and back finds a thread as it was left.
 *
 * <p>Changes are {@link TreeAction}s, dispatched by any view ({@link #dispatch}; {@link #pushTransform} and the
 * like are its short forms): the session's own worker ({@link TreeWorker}) reduces each in order ({@link
 * TreeReducer}), builds its tree off the FX thread and publishes the new state here. A row picked or opened in
 * a view of the shown tree changes the state at once ({@link #select}, {@link #setExpanded}). Views listen to
 * these properties and keep no copy; none calls another. Only {@code javafx.beans} and {@code
 * javafx.collections}: no controls, so it is read and tested without a scene.
 */
public final class TabSession {
    private final ReadOnlyObjectWrapper<LoadedProfile> profile = new ReadOnlyObjectWrapper<>(this, "profile");
    private final RangeState ranges = new RangeState();
    private final ReadOnlyObjectWrapper<LoadedThread> thread = new ReadOnlyObjectWrapper<>(this, "thread");
    private final ReadOnlyObjectWrapper<ViewState> view = new ReadOnlyObjectWrapper<>(this, "view");
    private final ReadOnlyObjectWrapper<CallTree> tree = new ReadOnlyObjectWrapper<>(this, "tree");
    private final ReadOnlyObjectWrapper<SelectedCallNode> selected = new ReadOnlyObjectWrapper<>(this, "selected");
    private final ReadOnlyObjectWrapper<Set<Integer>> searchMatches =
            new ReadOnlyObjectWrapper<>(this, "searchMatches", Set.of());
    private final ReadOnlyBooleanWrapper working = new ReadOnlyBooleanWrapper(this, "working");
    private final ReadOnlyBooleanWrapper searching = new ReadOnlyBooleanWrapper(this, "searching");
    private final ReadOnlyBooleanWrapper busy = new ReadOnlyBooleanWrapper(this, "busy");
    private final ReadOnlyStringWrapper searchText = new ReadOnlyStringWrapper(this, "searchText", "");
    /** Each thread's view and search as last seen, by its index in the profile. */
    private final ThreadViews threadViews = new ThreadViews();
    /**
     * Each version of a loaded thread that symbols or maps replaced, and each replacement, to its index in the
     * profile's threads; a thread as loaded is found in the profile's list ({@link #indexOf}): a map of every thread
     * was 9,025 entries made on the FX thread in the pulse that showed the 4 GB trace.
     */
    private final Map<LoadedThread, Integer> threadIndexes = new IdentityHashMap<>();
    private final ObservableList<Path> symbolFiles = FXCollections.observableArrayList();
    private final ObservableList<Path> symbolFilesView = FXCollections.unmodifiableObservableList(symbolFiles);
    /** Per shown thread, the source maps applied to it (threads without maps have none). */
    private final Map<LoadedThread, AppliedMaps> appliedMaps = new IdentityHashMap<>();
    private final ObservableList<Path> sourceMapPaths = FXCollections.observableArrayList();
    private final ObservableList<Path> sourceMapPathsView = FXCollections.unmodifiableObservableList(sourceMapPaths);
    /** Whether source maps rename the tab's functions (View ▸ Original Names), or they show as the profile names them. */
    private final ReadOnlyBooleanWrapper originalNames = new ReadOnlyBooleanWrapper(this, "originalNames", true);
    private final TreeWorker worker;
    /** The call node the flame graph is zoomed into (in the shown tree's paths), null for the whole graph. */
    private CallNodePath flameGraphZoom;
    private Consumer<String> onFailure = message -> {};
    /** The chart's tracks, window and entry and the sandwich's function: changed by {@link TabReducer} only. */
    private final ReadOnlyObjectWrapper<TabState> state = new ReadOnlyObjectWrapper<>(this, "state", TabState.EMPTY);
    /** The active thread's track (top to bottom), -1 for none: {@link #state}'s, for views that follow only it. */
    private final ReadOnlyObjectWrapper<Integer> activeTrack = new ReadOnlyObjectWrapper<>(this, "activeTrack", -1);
    private final ReadOnlyObjectWrapper<FlameSelection> entry = new ReadOnlyObjectWrapper<>(this, "entry");
    private final ReadOnlyIntegerWrapper sandwichFunc = new ReadOnlyIntegerWrapper(this, "sandwichFunc", -1);
    private final FunctionTables functionTables;

    /**
     * A session whose results are published through {@code publisher}: the FX thread's queue in the app
     * ({@code Platform::runLater}), the worker's own thread in a test that waits for them.
     */
    public TabSession(Executor publisher) {
        worker = new TreeWorker(publisher, new TreeWorker.Results() {
            @Override public void shown(TreeWorker.Shown shown) { show(shown.state(), shown.tree()); }
            @Override public void overtaken(ViewState state) { rememberView(state); }
            @Override public void failed(String message) { onFailure.accept(message); }
            @Override public void busy(boolean value) { working.set(value); }
        });
        functionTables = new FunctionTables(publisher, message -> onFailure.accept(message));
        busy.bind(working.or(searching));
        // The tree views count the effective range: the preview while one is dragged, else the last committed.
        ranges.effectiveProperty().addListener((obs, old, range) -> dispatch(new TreeAction.SetRange(sampleRange(range))));
    }

    /** Where a failed change's one-line message goes (the window's banner). */
    public void setOnFailure(Consumer<String> handler) {
        onFailure = handler == null ? message -> {} : handler;
    }

    // ***** Actions *****

    /** Queues a change of the tree views' state (applied in order off the FX thread, then published here). */
    public void dispatch(TreeAction action) {
        worker.submit(view.get(), action);
    }

    /**
     * Shows {@code shown} in the tree views as it was left (transforms, inverted, filter, selection, expansion,
     * search text); a thread not shown before starts with no transforms, no selection, no search, the current
     * filter and inversion. Nothing of the thread left stays selected meanwhile.
     */
    public void showThread(LoadedThread shown) {
        int index = indexOf(shown);
        thread.set(shown);
        selected.set(null);
        searchText.set(index < 0 ? "" : threadViews.search(index));
        ThreadViews.Saved saved = index < 0 ? null : threadViews.saved(index);
        if (saved == null) {
            dispatch(new TreeAction.ShowThread(shown));
            return;
        }
        dispatch(new TreeAction.RestoreView(saved.view()));
        for (ThreadViews.Rebase rebase : saved.rebases()) dispatch(new TreeAction.Rebase(rebase.thread(), rebase.remap()));
    }

    /** The text searched in the shown thread's tree (typed in the toolbar; each thread keeps its own). */
    public void setSearchText(String text) {
        String value = text == null ? "" : text;
        searchText.set(value);
        int index = indexOf(thread.get());
        if (index >= 0) threadViews.setSearch(index, value);
    }
    public void pushTransform(Transform transform) { dispatch(new TreeAction.PushTransform(transform)); }
    public void popTransformsTo(int count) { dispatch(new TreeAction.PopTransformsTo(count)); }
    public void setInverted(boolean inverted) { dispatch(new TreeAction.SetInverted(inverted)); }
    public void setImplementation(Implementation implementation) { dispatch(new TreeAction.SetImplementation(implementation)); }
    /** Selects the node for a path of the thread as loaded (a flame-chart entry's calls), once queued changes are made. */
    public void selectUntransformedPath(CallNodePath path) { dispatch(new TreeAction.SelectLoadedPath(path)); }
    /**
     * Selects a function of the shown tree's thread everywhere it is shown: its heaviest node in the tree views,
     * the sandwich's function.
     */
    public void selectFunction(int func) {
        dispatch(new TabAction.SetSandwichFunction(func));
        dispatch(new TreeAction.SelectFunction(func));
    }

    /** Makes a loaded thread (an index into the profile's threads) the active one: the chart's, the tree's. */
    public void activateThread(int loadedThread) { dispatch(new TabAction.ActivateThread(loadedThread)); }

    /**
     * Changes the chart's tracks, window or entry or the sandwich's function at once ({@link TabReducer}). A new
     * active thread is shown in the tree views (before the new state is published, so that a selection made with
     * it is made in that thread's tree); a new chart entry selects its call node there.
     */
    public void dispatch(TabAction action) {
        TabState before = state.get();
        TabState after = TabReducer.reduce(before, action);
        if (after.equals(before)) return;
        LoadedProfile loaded = profile.get();
        int active = after.tracks().active();
        if (active != before.tracks().active() && loaded != null && active >= 0 && active < loaded.threads().size()
                && thread.get() != loaded.threads().get(active)) {
            showThread(loaded.threads().get(active));
        }
        state.set(after);
        activeTrack.set(after.tracks().activeTrack());
        entry.set(after.entry());
        sandwichFunc.set(after.sandwich().func());
        // One selection: a chart entry selects its call node in the tree views (translated through the transforms).
        FlameSelection picked = after.entry();
        int entryThread = picked == null ? -1 : after.tracks().threadOf(picked.track());
        if (picked != null && !picked.equals(before.entry()) && loaded != null && entryThread >= 0 && entryThread < loaded.threads().size()) {
            CallNodePath path = EntryPath.of(loaded.threads().get(entryThread).track(), picked);
            if (!path.isEmpty()) dispatch(new TreeAction.SelectLoadedPath(path));
        }
    }

    /**
     * Selects, at once, the node a path names in the shown tree (a row picked in a view of it), opening its
     * ancestors; false when the tree has no such node (nothing changes then). A null path clears the selection.
     */
    public boolean select(CallNodePath path) {
        ViewState shown = view.get();
        CallTree shownTree = tree.get();
        if (shown == null || shownTree == null) return false;
        if (path == null || path.isEmpty()) {
            if (shown.selected() != null) setShown(shown.withPaths(null, shown.expanded()));
            return true;
        }
        if (shownTree.find(path) < 0) return false;
        if (path.equals(shown.selected())) return true;
        Set<CallNodePath> expanded = new LinkedHashSet<>(shown.expanded());
        for (int i = 1; i < path.length(); i++) expanded.add(path.slice(0, i));
        setShown(shown.withPaths(path, expanded));
        return true;
    }

    /** Same as {@link #select}: the name the search and the tests use. */
    public boolean selectPath(CallNodePath path) {
        return select(path);
    }

    /** Opens or closes nodes of the shown tree at once (a row opened in the call tree). */
    public void setExpanded(Collection<CallNodePath> paths, boolean open) {
        ViewState shown = view.get();
        if (shown == null || paths.isEmpty()) return;
        Set<CallNodePath> expanded = new LinkedHashSet<>(shown.expanded());
        boolean changed = open ? expanded.addAll(paths) : expanded.removeAll(paths);
        if (changed) setShown(shown.withPaths(shown.selected(), expanded));
    }

    /**
     * Replaces one loaded thread by a new version of itself (symbolication re-assigned its funcs; its track is
     * already rebuilt): the profile's thread list changes (the chart listens), and when the tree views show it
     * they keep their transforms, selection and expansion, rewritten through {@code remap}.
     */
    public void replaceThread(LoadedThread old, LoadedThread replacement, FuncRemap remap, List<Path> appliedSymbols) {
        LoadedProfile loaded = profile.get();
        int index = loaded == null ? -1 : loaded.threads().indexOf(old);
        if (index < 0) throw new IllegalArgumentException("not a shown thread: " + old.label());
        List<LoadedThread> threads = new ArrayList<>(loaded.threads());
        threads.set(index, replacement);
        profile.set(loaded.withThreads(threads));
        threadIndexes.put(old, index);
        threadIndexes.put(replacement, index);
        threadViews.rebased(index, replacement, remap);
        for (Path file : appliedSymbols) {
            if (!symbolFiles.contains(file)) symbolFiles.add(file);
        }
        // Symbols change native funcs only: the maps applied to the thread still hold for its new version.
        AppliedMaps maps = appliedMaps.remove(old);
        if (maps != null) appliedMaps.put(replacement, maps);
        if (thread.get() == old) {
            thread.set(replacement);
            dispatch(new TreeAction.Rebase(replacement, remap));
        }
    }

    /**
     * As {@link #replaceThread}, for a thread mapped through source maps: {@code maps} records what they did
     * (the source view reads it) and their user-given paths join {@link #sourceMapPaths}.
     */
    public void replaceThreadMapped(LoadedThread old, LoadedThread replacement, FuncRemap remap, AppliedMaps maps) {
        replaceThread(old, replacement, remap, List.of());
        appliedMaps.put(replacement, maps);
        for (Path path : maps.mapPaths()) {
            if (!sourceMapPaths.contains(path)) sourceMapPaths.add(path);
        }
    }

    /**
     * As {@link #replaceThread}, for a thread whose source maps are set aside (generated names): {@code
     * replacement} is its version before any map; the user's map paths stay, to apply them again.
     */
    public void replaceThreadUnmapped(LoadedThread old, LoadedThread replacement, FuncRemap remap) {
        replaceThread(old, replacement, remap, List.of());
        appliedMaps.remove(replacement);
    }

    /** True when source maps name the tab's functions (the default), false for the names the profile has. */
    public ReadOnlyBooleanProperty originalNamesProperty() { return originalNames.getReadOnlyProperty(); }

    /** Records the choice; the source-map feature applies or drops the maps. */
    public void setOriginalNames(boolean original) { originalNames.set(original); }

    /** The source maps applied to {@code thread}, null when none. */
    public AppliedMaps appliedMaps(LoadedThread thread) {
        return thread == null ? null : appliedMaps.get(thread);
    }

    /** True when this tab shows {@code thread}. */
    public boolean shows(LoadedThread thread) {
        LoadedProfile loaded = profile.get();
        return loaded != null && loaded.threads().contains(thread);
    }

    // ***** Publishing (by the tab and its worker) *****

    /** The tab's profile, once loaded: each thread starts unseen. */
    public void setProfile(LoadedProfile loaded) {
        threadViews.clear();
        appliedMaps.clear();
        sourceMapPaths.clear();
        threadIndexes.clear();
        profile.set(loaded);
    }

    /** A step's state and its tree: a selection the tree lacks (a popped or dropped function) is no selection. */
    private void show(ViewState state, CallTree built) {
        ViewState shown = state;
        if (shown.selected() != null && built.find(shown.selected()) < 0) shown = shown.withPaths(null, shown.expanded());
        // The state first, then its tree (views of the tree read the state's transforms), then the selected node.
        view.set(shown);
        rememberView(shown);
        tree.set(built);
        functionTables.treeShown(built);
        updateSelected(shown);
    }

    /** The state the views show now (over the same tree), its selected node, and its thread's saved view. */
    private void setShown(ViewState state) {
        view.set(state);
        rememberView(state);
        updateSelected(state);
    }

    private void updateSelected(ViewState state) {
        CallTree shownTree = tree.get();
        SelectedCallNode node = null;
        if (state.selected() != null && shownTree != null && state.thread() == thread.get()) {
            int found = shownTree.find(state.selected());
            if (found >= 0) node = new SelectedCallNode(shownTree, found, state.selected());
        }
        SelectedCallNode before = selected.get();
        if (node == null ? before != null : before == null || before.tree() != node.tree() || before.node() != node.node()) {
            selected.set(node);
            // One selection: the sandwich shows the function selected in the tree.
            if (node != null) dispatch(new TabAction.SetSandwichFunction(node.func()));
        }
    }

    /** A state the worker reached but did not show (a later change overtook it): its thread's view all the same. */
    private void rememberView(ViewState state) {
        int index = state == null ? -1 : indexOf(state.thread());
        if (index >= 0) threadViews.remember(index, state);
    }

    /** What the tree views' search matches in the shown tree (the toolbar's search publishes it). */
    public void publishSearchMatches(Set<Integer> matches) { searchMatches.set(Set.copyOf(matches)); }
    /** While true (the toolbar's search runs), the session is busy. */
    public void bindSearching(ObservableBooleanValue value) { searching.bind(value); }

    private static SampleRange sampleRange(TimeRange range) {
        return range == null ? SampleRange.ALL : new SampleRange(range.startMicros(), range.endMicros());
    }

    // ***** Reading *****

    public ReadOnlyObjectProperty<LoadedProfile> profileProperty() { return profile.getReadOnlyProperty(); }
    public RangeState ranges() { return ranges; }
    /** The thread the tree views show (or are about to: set as soon as it is asked for). */
    public ReadOnlyObjectProperty<LoadedThread> threadProperty() { return thread.getReadOnlyProperty(); }
    public LoadedThread thread() { return thread.get(); }
    /** What the tree views show, set after each change is applied (null before a thread is shown). */
    public ReadOnlyObjectProperty<ViewState> viewProperty() { return view.getReadOnlyProperty(); }
    public ViewState view() { return view.get(); }
    public ReadOnlyObjectProperty<CallTree> treeProperty() { return tree.getReadOnlyProperty(); }
    public ReadOnlyObjectProperty<SelectedCallNode> selectedProperty() { return selected.getReadOnlyProperty(); }
    public ReadOnlyObjectProperty<Set<Integer>> searchMatchesProperty() { return searchMatches.getReadOnlyProperty(); }
    /** True while a change is being applied or the search runs. */
    public ReadOnlyBooleanProperty busyProperty() { return busy.getReadOnlyProperty(); }
    /** The search text of the shown thread. */
    public ReadOnlyStringProperty searchTextProperty() { return searchText.getReadOnlyProperty(); }
    /** The chart's tracks, window and entry and the sandwich's function and filter. */
    public ReadOnlyObjectProperty<TabState> stateProperty() { return state.getReadOnlyProperty(); }
    public TabState state() { return state.get(); }
    /** The active thread's track, top to bottom (-1 for none). */
    public ReadOnlyObjectProperty<Integer> activeTrackProperty() { return activeTrack.getReadOnlyProperty(); }
    /** The selected chart entry, null for none. */
    public ReadOnlyObjectProperty<FlameSelection> entryProperty() { return entry.getReadOnlyProperty(); }
    /** The sandwich's function (a func of the shown thread), -1 for none. */
    public ReadOnlyIntegerProperty sandwichFuncProperty() { return sandwichFunc.getReadOnlyProperty(); }
    /**
     * The shown tree's function table (the sandwich's), built off the FX thread while {@link #setFunctionsWanted
     * wanted}; null before.
     */
    public ReadOnlyObjectProperty<FunctionTable> functionsProperty() { return functionTables.tableProperty(); }
    /** The tree the published function table was built from (null before one is). */
    public CallTree functionsTree() { return functionTables.tableTree(); }
    /** Whether the function table is built for each new tree (while the sandwich is shown). */
    public void setFunctionsWanted(boolean wanted) { functionTables.setWanted(wanted, tree.get()); }
    /** The call node the flame graph is zoomed into, null when it shows the whole tree. */
    public CallNodePath flameGraphZoom() { return flameGraphZoom; }
    public void setFlameGraphZoom(CallNodePath path) { flameGraphZoom = path; }
    /** The shown thread's tree (null before one is built). */
    public CallTree tree() { return tree.get(); }
    /** What thread {@code index} of the profile showed when last seen (null when never shown), for tests. */
    ViewState savedView(int index) {
        ThreadViews.Saved saved = threadViews.saved(index);
        return saved == null ? null : saved.view();
    }

    /** The thread's index in the profile (a version replaced by symbols too), -1 for none. */
    private int indexOf(LoadedThread loaded) {
        if (loaded == null) return -1;
        Integer index = threadIndexes.get(loaded);
        if (index != null) return index;
        LoadedProfile shown = profile.get();
        List<LoadedThread> threads = shown == null ? List.of() : shown.threads();
        for (int i = 0; i < threads.size(); i++) if (threads.get(i) == loaded) return i;
        return -1;
    }

    /** The symbol files applied to this tab's threads, in the order they were. */
    public ObservableList<Path> symbolFiles() { return symbolFilesView; }

    /** The source map files and folders the user applied to this tab's threads, in the order they were. */
    public ObservableList<Path> sourceMapPaths() { return sourceMapPathsView; }
}
