package dev.flint.ui.session;

import dev.flint.calltree.FuncRemap;
import dev.flint.viewmodel.LoadedThread;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * What each thread of a tab showed when it was last seen, by the thread's index in the profile's threads: its
 * {@link ViewState} (transforms, inverted, implementation filter, selected and expanded paths) and its search
 * text, so that switching to another thread and back finds it as it was left. Symbols applied to a thread
 * while it is not shown are kept as {@link Rebase}s after its state: the call tree carries the saved
 * transforms and paths over them (off the FX thread) when the thread shows again.
 */
final class ThreadViews {
    /** A thread re-symbolicated after its state was saved: its new version and how its funcs moved. */
    record Rebase(LoadedThread thread, FuncRemap remap) {}

    /** One thread's saved view and the rebases made to the thread since, oldest first. */
    record Saved(ViewState view, List<Rebase> rebases) {
        Saved {
            rebases = List.copyOf(rebases);
        }
    }

    private final Map<Integer, Saved> views = new HashMap<>();
    private final Map<Integer, String> searches = new HashMap<>();

    /**
     * Keeps {@code view} as thread {@code index}'s. A view of a version the rebases name keeps only the rebases
     * made after it; a view of the version saved before keeps them all (they are still to be made).
     */
    void remember(int index, ViewState view) {
        Saved before = views.get(index);
        List<Rebase> pending = List.of();
        if (before != null) {
            List<Rebase> rebases = before.rebases();
            int at = -1;
            for (int i = 0; i < rebases.size(); i++) {
                if (rebases.get(i).thread() == view.thread()) at = i;
            }
            if (at >= 0) pending = rebases.subList(at + 1, rebases.size());
            else if (before.view().thread() == view.thread()) pending = rebases;
        }
        views.put(index, new Saved(view, pending));
    }

    /** Thread {@code index} was replaced by {@code replacement}: a saved view of it is carried over later. */
    void rebased(int index, LoadedThread replacement, FuncRemap remap) {
        Saved before = views.get(index);
        if (before == null) return;
        List<Rebase> rebases = new ArrayList<>(before.rebases());
        rebases.add(new Rebase(replacement, remap));
        views.put(index, new Saved(before.view(), rebases));
    }

    /** Thread {@code index}'s saved view, null when it was never shown. */
    Saved saved(int index) {
        return views.get(index);
    }

    /** Thread {@code index}'s search text, empty when nothing was searched in it. */
    String search(int index) {
        return searches.getOrDefault(index, "");
    }

    void setSearch(int index, String text) {
        searches.put(index, text == null ? "" : text);
    }

    /** Another profile: nothing saved applies. */
    void clear() {
        views.clear();
        searches.clear();
    }
}
