package dev.flint.ui.calltree;

import dev.flint.calltree.CallNodePath;
import dev.flint.calltree.CallTreeOptions;
import dev.flint.calltree.TransformStack;
import dev.flint.viewmodel.LoadedThread;
import java.util.Set;

/**
 * What the call tree shows: the thread, its transforms, the view's options, and the selected and
 * expanded call node paths (in the tree those give). Immutable, so a background step can derive the next.
 *
 * @param selected null when nothing is selected
 */
record ViewState(LoadedThread thread, TransformStack transforms, CallTreeOptions options, CallNodePath selected,
                 Set<CallNodePath> expanded) {
    ViewState {
        expanded = Set.copyOf(expanded);
        if (selected != null && selected.isEmpty()) selected = null;
    }

    ViewState withPaths(CallNodePath newSelected, Set<CallNodePath> newExpanded) {
        return new ViewState(thread, transforms, options, newSelected, newExpanded);
    }

    ViewState withOptions(CallTreeOptions newOptions) {
        return new ViewState(thread, transforms, newOptions, selected, expanded);
    }

    /** Whether a tree built for {@code other} is this state's tree too. */
    boolean sameTreeAs(ViewState other) {
        return other != null && other.transforms == transforms && other.options.equals(options);
    }
}
