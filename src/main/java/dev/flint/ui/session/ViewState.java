package dev.flint.ui.session;

import dev.flint.calltree.CallNodePath;
import dev.flint.calltree.CallTreeOptions;
import dev.flint.calltree.TransformStack;
import dev.flint.viewmodel.LoadedThread;
import java.util.Set;

/**
 * What a tab's tree views show of one thread: the thread, its transforms, the view's options (inverted,
 * implementation filter, range), and the selected and expanded call node paths (in the tree those give).
 * Immutable, so a background step can derive the next.
 *
 * @param selected null when nothing is selected
 */
public record ViewState(LoadedThread thread, TransformStack transforms, CallTreeOptions options, CallNodePath selected,
                        Set<CallNodePath> expanded) {
    public ViewState {
        expanded = Set.copyOf(expanded);
        if (selected != null && selected.isEmpty()) selected = null;
    }

    public ViewState withPaths(CallNodePath newSelected, Set<CallNodePath> newExpanded) {
        return new ViewState(thread, transforms, options, newSelected, newExpanded);
    }

    public ViewState withOptions(CallTreeOptions newOptions) {
        return new ViewState(thread, transforms, newOptions, selected, expanded);
    }

    /** Whether a tree built for {@code other} is this state's tree too. */
    public boolean sameTreeAs(ViewState other) {
        return other != null && other.transforms == transforms && other.options.equals(options);
    }
}
