package dev.flint.calltree;

import dev.flint.model.FuncTable;
import dev.flint.model.IntColumn;
import dev.flint.model.ProfileThread;

/** The path translation rules that need more than a line (see {@link Transform#translate}). */
final class PathRules {
    private PathRules() {}

    /** A path through the focused node keeps the part from it on; any other path is dropped. */
    static CallNodePath focusSubtree(CallNodePath path, CallNodePath focusPath) {
        return path.startsWith(focusPath) ? path.slice(focusPath.length() - 1, path.length()) : CallNodePath.EMPTY;
    }

    static CallNodePath removeAll(CallNodePath path, int func) {
        if (!path.contains(func)) return path;
        IntColumn kept = new IntColumn(path.length());
        for (int i = 0; i < path.length(); i++) if (path.func(i) != func) kept.add(path.func(i));
        return CallNodePath.wrap(kept.toArray());
    }

    /** {@code path} without the funcs {@code thread} marks ignore-listed. */
    static CallNodePath removeIgnoreListed(CallNodePath path, ProfileThread thread) {
        IntColumn kept = new IntColumn(path.length());
        for (int i = 0; i < path.length(); i++) {
            int func = path.func(i);
            if (func < 0 || func >= thread.funcs().size() || !thread.funcs().isIgnoreListed(func)) kept.add(func);
        }
        return kept.size() == path.length() ? path : CallNodePath.wrap(kept.toArray());
    }

    /** Adjacent repeats of {@code func} become one. */
    static CallNodePath collapseAdjacent(CallNodePath path, int func) {
        IntColumn kept = new IntColumn(path.length());
        for (int i = 0; i < path.length(); i++) {
            if (path.func(i) == func && kept.size() > 0 && kept.get(kept.size() - 1) == func) continue;
            kept.add(path.func(i));
        }
        return kept.size() == path.length() ? path : CallNodePath.wrap(kept.toArray());
    }

    /** The resource's funcs become the collapsed func (the thread's func count), adjacent repeats merge. */
    static CallNodePath collapseResource(CallNodePath path, int resource, ProfileThread before) {
        FuncTable funcs = before.funcs();
        int collapsedFunc = funcs.size();
        int[] replaced = new int[path.length()];
        for (int i = 0; i < replaced.length; i++) {
            int func = path.func(i);
            replaced[i] = func < funcs.size() && funcs.resource(func) == resource ? collapsedFunc : func;
        }
        return collapseAdjacent(CallNodePath.wrap(replaced), collapsedFunc);
    }

    /**
     * Keeps the funcs whose call node has the category. The path is walked root first through the call
     * node table of the thread before the transform; from where the table cannot follow it (a node with no
     * stack, or an inverted path, which is leaf first) a func is kept when any of its call nodes has the
     * category.
     */
    static CallNodePath focusCategory(CallNodePath path, int category, ProfileThread before, int defaultCategory) {
        CallNodeTable table = CallNodeTable.build(before, Implementation.COMBINED, defaultCategory);
        boolean[] funcHasCategory = new boolean[before.funcs().size()];
        for (int node = 0; node < table.size(); node++) {
            if (table.category(node) == category) funcHasCategory[table.func(node)] = true;
        }
        IntColumn kept = new IntColumn(path.length());
        int node = -1;
        for (int i = 0; i < path.length(); i++) {
            int func = path.func(i);
            node = node == -1 && i > 0 ? -1 : table.child(node, func);
            boolean hasCategory = node != -1 ? table.category(node) == category
                    : func < funcHasCategory.length && funcHasCategory[func];
            if (hasCategory) kept.add(func);
        }
        return CallNodePath.wrap(kept.toArray());
    }
}
