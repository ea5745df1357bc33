package dev.flint.ui.session;

import dev.flint.calltree.CallNodePath;
import dev.flint.calltree.CallTree;
import dev.flint.calltree.FuncRemap;
import dev.flint.calltree.Implementation;
import dev.flint.calltree.Transform;
import dev.flint.viewmodel.LoadedProfile;
import dev.flint.viewmodel.LoadedThread;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.IntConsumer;
import javafx.beans.property.ReadOnlyBooleanProperty;
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
 * <p>Changes are requests ({@link #pushTransform}, {@link #setInverted}, ...): each one is a step of the tab's
 * {@link ViewChanger} (the call tree's rebuild queue), which applies it off the FX thread, translates the paths
 * through the engine and publishes the new state here. Views listen to these properties; none calls another.
 * Only {@code javafx.beans} and {@code javafx.collections}: no controls, so it is read and tested without a scene.
 */
public final class TabSession {
    /** Carries out the view's changes in order (the call tree's rebuild queue) and publishes each state here. */
    public interface ViewChanger {
        void showThread(LoadedThread thread);

        /** Shows a thread as it was left: its transforms, options (the tab's range kept), selection and expansion. */
        void restoreView(ViewState saved);

        void pushTransform(Transform transform);

        void popTransformsTo(int count);

        void setInverted(boolean inverted);

        void setImplementation(Implementation implementation);

        /** Selects the node of a path in the shown tree; false when the tree has none. */
        boolean selectPath(CallNodePath path);

        /** Selects the node for a path of the thread as loaded, translated through the transforms and options. */
        void selectUntransformedPath(CallNodePath path);

        /** The shown thread re-symbolicated: same transforms, paths carried through {@code remap}. */
        void replaceBaseThread(LoadedThread thread, FuncRemap remap);
    }

    private static final ViewChanger NONE = new ViewChanger() {
        @Override public void showThread(LoadedThread thread) {}
        @Override public void restoreView(ViewState saved) {}
        @Override public void pushTransform(Transform transform) {}
        @Override public void popTransformsTo(int count) {}
        @Override public void setInverted(boolean inverted) {}
        @Override public void setImplementation(Implementation implementation) {}
        @Override public boolean selectPath(CallNodePath path) { return false; }
        @Override public void selectUntransformedPath(CallNodePath path) {}
        @Override public void replaceBaseThread(LoadedThread thread, FuncRemap remap) {}
    };

    private final ReadOnlyObjectWrapper<LoadedProfile> profile = new ReadOnlyObjectWrapper<>(this, "profile");
    private final RangeState ranges = new RangeState();
    private final ReadOnlyObjectWrapper<LoadedThread> thread = new ReadOnlyObjectWrapper<>(this, "thread");
    private final ReadOnlyObjectWrapper<ViewState> view = new ReadOnlyObjectWrapper<>(this, "view");
    private final ReadOnlyObjectWrapper<CallTree> tree = new ReadOnlyObjectWrapper<>(this, "tree");
    private final ReadOnlyObjectWrapper<SelectedCallNode> selected = new ReadOnlyObjectWrapper<>(this, "selected");
    private final ReadOnlyObjectWrapper<Set<Integer>> searchMatches =
            new ReadOnlyObjectWrapper<>(this, "searchMatches", Set.of());
    private final ReadOnlyBooleanWrapper busy = new ReadOnlyBooleanWrapper(this, "busy");
    private final ReadOnlyStringWrapper searchText = new ReadOnlyStringWrapper(this, "searchText", "");
    /** Each thread's view and search as last seen, by its index in the profile. */
    private final ThreadViews threadViews = new ThreadViews();
    /** Every version of each loaded thread (symbols replace them) to its index in the profile's threads. */
    private final Map<LoadedThread, Integer> threadIndexes = new IdentityHashMap<>();
    private final ObservableList<Path> symbolFiles = FXCollections.observableArrayList();
    private final ObservableList<Path> symbolFilesView = FXCollections.unmodifiableObservableList(symbolFiles);
    /** Per shown thread, the source maps applied to it (threads without maps have none). */
    private final Map<LoadedThread, AppliedMaps> appliedMaps = new IdentityHashMap<>();
    private final ObservableList<Path> sourceMapPaths = FXCollections.observableArrayList();
    private final ObservableList<Path> sourceMapPathsView = FXCollections.unmodifiableObservableList(sourceMapPaths);
    /** Whether source maps rename the tab's functions (View ▸ Original Names), or they show as the profile names them. */
    private final ReadOnlyBooleanWrapper originalNames = new ReadOnlyBooleanWrapper(this, "originalNames", true);
    private ViewChanger changer = NONE;
    private IntConsumer threadActivator = thread -> {};

    // ***** Who carries out the changes (set once, by the tab) *****

    public void setViewChanger(ViewChanger newChanger) {
        changer = newChanger == null ? NONE : newChanger;
    }

    /** Makes a loaded thread (an index into the profile's threads) the active one: the chart's, the tree's. */
    public void setThreadActivator(IntConsumer activator) {
        threadActivator = activator == null ? thread -> {} : activator;
    }

    // ***** Requests *****

    /**
     * Shows {@code shown} in the tree views as it was left (transforms, inverted, filter, selection, expansion,
     * search text); a thread not shown before starts with no transforms, no selection, no search, the current
     * filter and inversion.
     */
    public void showThread(LoadedThread shown) {
        int index = indexOf(shown);
        thread.set(shown);
        searchText.set(index < 0 ? "" : threadViews.search(index));
        ThreadViews.Saved saved = index < 0 ? null : threadViews.saved(index);
        if (saved == null) {
            changer.showThread(shown);
            return;
        }
        changer.restoreView(saved.view());
        for (ThreadViews.Rebase rebase : saved.rebases()) changer.replaceBaseThread(rebase.thread(), rebase.remap());
    }

    /** The text searched in the shown thread's tree (typed in the toolbar; each thread keeps its own). */
    public void setSearchText(String text) {
        String value = text == null ? "" : text;
        searchText.set(value);
        int index = indexOf(thread.get());
        if (index >= 0) threadViews.setSearch(index, value);
    }
    public void pushTransform(Transform transform) { changer.pushTransform(transform); }
    public void popTransformsTo(int count) { changer.popTransformsTo(count); }
    public void setInverted(boolean inverted) { changer.setInverted(inverted); }
    public void setImplementation(Implementation implementation) { changer.setImplementation(implementation); }
    public boolean selectPath(CallNodePath path) { return changer.selectPath(path); }
    public void selectUntransformedPath(CallNodePath path) { changer.selectUntransformedPath(path); }
    public void activateThread(int loadedThread) { threadActivator.accept(loadedThread); }

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
            changer.replaceBaseThread(replacement, remap);
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

    // ***** Publishing (by the tab and its view changer) *****

    /** The tab's profile, once loaded: each thread starts unseen. */
    public void setProfile(LoadedProfile loaded) {
        threadViews.clear();
        appliedMaps.clear();
        sourceMapPaths.clear();
        threadIndexes.clear();
        if (loaded != null) {
            for (int i = 0; i < loaded.threads().size(); i++) threadIndexes.put(loaded.threads().get(i), i);
        }
        profile.set(loaded);
    }

    /** What the tree views show now; kept as its thread's view too. */
    public void publishView(ViewState state) {
        view.set(state);
        rememberView(state);
    }

    /** A state the changer reached but did not show (a later change overtook it): its thread's view all the same. */
    public void rememberView(ViewState state) {
        int index = state == null ? -1 : indexOf(state.thread());
        if (index >= 0) threadViews.remember(index, state);
    }
    public void publishTree(CallTree shownTree) { tree.set(shownTree); }
    public void publishSelected(SelectedCallNode node) { selected.set(node); }
    public void publishSearchMatches(Set<Integer> matches) { searchMatches.set(Set.copyOf(matches)); }
    public void bindBusy(ObservableBooleanValue value) { busy.bind(value); }

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
    /** What thread {@code index} of the profile showed when last seen (null when never shown), for tests. */
    ViewState savedView(int index) {
        ThreadViews.Saved saved = threadViews.saved(index);
        return saved == null ? null : saved.view();
    }

    /** The thread's index in the profile (a version replaced by symbols too), -1 for none. */
    private int indexOf(LoadedThread loaded) {
        Integer index = loaded == null ? null : threadIndexes.get(loaded);
        return index == null ? -1 : index;
    }

    /** The symbol files applied to this tab's threads, in the order they were. */
    public ObservableList<Path> symbolFiles() { return symbolFilesView; }

    /** The source map files and folders the user applied to this tab's threads, in the order they were. */
    public ObservableList<Path> sourceMapPaths() { return sourceMapPathsView; }
}
