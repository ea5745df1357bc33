package dev.flint.calltree;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import dev.flint.model.ProfileThread;

/**
 * What a call tree view points at by path: the selected node ({@link CallNodePath#EMPTY} when none) and
 * the expanded nodes, in one orientation (leaf-first paths for the inverted view). Immutable.
 */
public record ViewPaths(CallNodePath selected, List<CallNodePath> expanded) {
    public static final ViewPaths NONE = new ViewPaths(CallNodePath.EMPTY, List.of());

    public ViewPaths {
        selected = selected == null ? CallNodePath.EMPTY : selected;
        expanded = List.copyOf(expanded);
    }

    /**
     * The paths as they read after {@code transform} is pushed on a stack whose top thread is
     * {@code before}: each translated by the transform's rule; expanded paths a rule drops are removed and
     * duplicates merged (first occurrence kept).
     */
    public ViewPaths translate(Transform transform, ProfileThread before, int defaultCategory) {
        CallNodePath newSelected = selected.isEmpty() ? selected
                : transform.translate(selected, before, defaultCategory);
        Set<CallNodePath> newExpanded = new LinkedHashSet<>();
        for (CallNodePath path : expanded) {
            CallNodePath translated = transform.translate(path, before, defaultCategory);
            if (!translated.isEmpty()) newExpanded.add(translated);
        }
        return new ViewPaths(newSelected, new ArrayList<>(newExpanded));
    }

    /** {@link #mapFuncs(FuncRemap, boolean)} of root-first (non-inverted) paths. */
    public ViewPaths mapFuncs(FuncRemap remap) {
        return mapFuncs(remap, false);
    }

    /**
     * The paths after symbolication re-assigned funcs: each func is replaced by its new sequence; when the
     * last func of an expanded path became several, the new intermediate levels are expanded too, so the
     * rows the user had open stay open.
     *
     * @param inverted whether the paths are leaf first (the inverted view's)
     */
    public ViewPaths mapFuncs(FuncRemap remap, boolean inverted) {
        Set<CallNodePath> newExpanded = new LinkedHashSet<>();
        for (CallNodePath path : expanded) {
            CallNodePath mapped = path.mapFuncs(remap, inverted);
            int parentLength = path.parent().mapFuncs(remap, inverted).length();
            for (int length = parentLength + 1; length <= mapped.length(); length++) {
                newExpanded.add(mapped.slice(0, length));
            }
        }
        return new ViewPaths(selected.mapFuncs(remap, inverted), new ArrayList<>(newExpanded));
    }
}
