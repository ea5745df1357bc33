package dev.flint.ui.session;

import dev.flint.calltree.CallNodePath;
import dev.flint.calltree.CallTree;
import dev.flint.calltree.CallTreeOptions;
import dev.flint.calltree.InvertedCallTree;
import dev.flint.calltree.NonInvertedCallTree;
import dev.flint.calltree.TransformStack;
import dev.flint.calltree.ViewChanges;
import dev.flint.calltree.ViewPaths;
import dev.flint.model.ProfileThread;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The tab's tree state machine: (state, action) to state, with no view and no FX thread. Where a change moves
 * the selection it is translated here, in one place, as the Firefox Profiler does it: a transform carries the
 * selected and expanded paths through the engine; inverting selects the related node; the implementation
 * filter moves paths to the matching full stack; a pop starts afresh; symbols and source maps carry the paths
 * through the funcs' remapping. A selection the new tree lacks is cleared by the session when it shows the tree.
 */
public final class TreeReducer {
    /** The tree of a state (built at most once per transforms and options by the session's worker). */
    public interface Trees {
        CallTree of(ViewState state);
    }

    private TreeReducer() {}

    /** The state after {@code action}; {@code before} is null only for the first thread shown. */
    public static ViewState reduce(ViewState before, TreeAction action, Trees trees) {
        if (action instanceof TreeAction.ShowThread show) {
            var profile = show.thread().profile();
            int category = profile == null || profile.categories().size() == 0 ? -1 : profile.categories().defaultCategory();
            CallTreeOptions options = (before == null ? CallTreeOptions.DEFAULT : before.options()).withDefaultCategory(category);
            return new ViewState(show.thread(), TransformStack.of(show.thread().thread(), category), options, null, Set.of());
        }
        if (action instanceof TreeAction.RestoreView restore) {
            ViewState saved = restore.saved();
            return before == null ? saved : saved.withOptions(saved.options().withRange(before.options().range()));
        }
        if (before == null) return null;
        if (action instanceof TreeAction.PushTransform push) return pushed(before, push);
        if (action instanceof TreeAction.PopTransformsTo pop) {
            return pop.count() >= before.transforms().size() ? before
                    : new ViewState(before.thread(), before.transforms().popTo(pop.count()), before.options(), null, Set.of());
        }
        if (action instanceof TreeAction.SetRange range) {
            return range.range().equals(before.options().range()) ? before
                    : before.withOptions(before.options().withRange(range.range()));
        }
        if (action instanceof TreeAction.SetInverted invert) {
            return invert.inverted() == before.options().inverted() ? before : inverted(before, invert.inverted(), trees);
        }
        if (action instanceof TreeAction.SetImplementation filter) {
            return filter.implementation() == before.options().implementation() ? before : implementation(before, filter);
        }
        if (action instanceof TreeAction.SelectLoadedPath select) {
            return selected(before, before.transforms().shownPath(select.path(), before.options()));
        }
        if (action instanceof TreeAction.SelectFunction select) {
            return selected(before, heaviestPath(trees.of(before), select.func()));
        }
        if (action instanceof TreeAction.Rebase rebase) return rebased(before, rebase);
        throw new IllegalArgumentException("unknown action " + action);
    }

    private static ViewState pushed(ViewState before, TreeAction.PushTransform push) {
        TransformStack pushed = before.transforms().push(push.transform());
        ViewPaths after = before.transforms().translate(
                new ViewPaths(before.selected(), List.copyOf(before.expanded())), push.transform());
        Set<CallNodePath> expanded = new LinkedHashSet<>(after.expanded());
        CallNodePath selection = after.selected();
        // A selected node is shown: its ancestors stay open.
        for (int i = 1; i < selection.length(); i++) expanded.add(selection.slice(0, i));
        return new ViewState(before.thread(), pushed, before.options(), selection, expanded);
    }

    private static ViewState inverted(ViewState before, boolean inverted, Trees trees) {
        CallTree shown = trees.of(before);
        int node = before.selected() == null ? -1 : shown.find(before.selected());
        ViewPaths related = ViewPaths.NONE;
        if (node >= 0 && shown instanceof NonInvertedCallTree nonInverted) related = ViewChanges.inverting(nonInverted, node);
        else if (node >= 0 && shown instanceof InvertedCallTree invertedTree) related = ViewChanges.uninverting(invertedTree, node);
        return new ViewState(before.thread(), before.transforms(), before.options().withInverted(inverted),
                related.selected(), new LinkedHashSet<>(related.expanded()));
    }

    private static ViewState implementation(ViewState before, TreeAction.SetImplementation filter) {
        var options = before.options().withImplementation(filter.implementation());
        if (before.options().inverted()) return new ViewState(before.thread(), before.transforms(), options, null, Set.of());
        ProfileThread shown = before.transforms().thread();
        var from = before.options().implementation();
        CallNodePath selection = before.selected() == null ? null
                : ViewChanges.implementationChanged(shown, before.selected(), from, filter.implementation());
        Set<CallNodePath> expanded = new LinkedHashSet<>();
        for (CallNodePath path : before.expanded()) {
            CallNodePath moved = ViewChanges.implementationChanged(shown, path, from, filter.implementation());
            if (!moved.isEmpty()) expanded.add(moved);
        }
        return new ViewState(before.thread(), before.transforms(), options, selection, expanded);
    }

    private static ViewState rebased(ViewState before, TreeAction.Rebase rebase) {
        ViewPaths mapped = new ViewPaths(before.selected(), List.copyOf(before.expanded()))
                .mapFuncs(rebase.remap(), before.options().inverted());
        TransformStack remapped = before.transforms().withBase(rebase.thread().thread(), rebase.remap());
        return new ViewState(rebase.thread(), remapped, before.options(), mapped.selected(), new LinkedHashSet<>(mapped.expanded()));
    }

    /** {@code path} selected, its ancestors open; an empty path (nothing to select) changes nothing. */
    private static ViewState selected(ViewState before, CallNodePath path) {
        if (path == null || path.isEmpty()) return before;
        Set<CallNodePath> expanded = new LinkedHashSet<>(before.expanded());
        for (int i = 1; i < path.length(); i++) expanded.add(path.slice(0, i));
        return before.withPaths(path, expanded);
    }

    /** The path of {@code func}'s node with the most running time in {@code tree}, null when it has none. */
    static CallNodePath heaviestPath(CallTree tree, int func) {
        int best = -1;
        for (int node = 0; node < tree.nodeCount(); node++) {
            if (tree.func(node) != func) continue;
            if (best < 0 || Math.abs(tree.total(node)) > Math.abs(tree.total(best))) best = node;
        }
        return best < 0 || tree.total(best) == 0 ? null : tree.path(best);
    }
}
