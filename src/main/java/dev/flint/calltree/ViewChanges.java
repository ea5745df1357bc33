package dev.flint.calltree;

import dev.flint.model.IntColumn;
import dev.flint.model.ProfileThread;
import dev.flint.model.StackTable;
import java.util.ArrayList;
import java.util.List;

/**
 * Where the selection goes when the view changes without a transform (Firefox's rules): switching the
 * implementation filter, or toggling the inverted tree. Each gives the new selection with its ancestors
 * expanded, so the selected row is visible.
 */
public final class ViewChanges {
    private ViewChanges() {}

    /**
     * A root-first path picked under one implementation filter, read under another: first made a full
     * path through the <em>first</em> stack that matches it while skipping funcs the old filter hid (not the
     * heaviest one), then the funcs the new filter hides are removed. A path no stack matches only loses
     * the funcs the new filter hides.
     */
    public static CallNodePath implementationChanged(ProfileThread thread, CallNodePath path, Implementation from,
                                                     Implementation to) {
        if (path.isEmpty() || from == to) return path;
        CallNodePath full = from == Implementation.COMBINED ? path : fullPath(thread, path, from);
        boolean[] kept = to.keptFuncs(thread);
        IntColumn visible = new IntColumn(full.length());
        for (int i = 0; i < full.length(); i++) if (kept[full.func(i)]) visible.add(full.func(i));
        return CallNodePath.wrap(visible.toArray());
    }

    private static CallNodePath fullPath(ProfileThread thread, CallNodePath path, Implementation from) {
        StackTable stacks = thread.stacks();
        int[] func = Stacks.funcs(thread);
        boolean[] kept = from.keptFuncs(thread);
        final int failed = -1;
        int[] matched = new int[stacks.size()];
        for (int stack = 0; stack < stacks.size(); stack++) {
            int prefix = stacks.prefix(stack);
            int before = prefix == -1 ? 0 : matched[prefix];
            if (before == failed || before == path.length()) {
                matched[stack] = failed;
            } else if (func[stack] == path.func(before)) {
                matched[stack] = before + 1;
                if (before + 1 == path.length()) return stackPath(stacks, func, stack);
            } else {
                matched[stack] = kept[func[stack]] ? failed : before;
            }
        }
        return path;
    }

    private static CallNodePath stackPath(StackTable stacks, int[] func, int stack) {
        IntColumn leafFirst = new IntColumn(16);
        for (int s = stack; s != -1; s = stacks.prefix(s)) leafFirst.add(func[s]);
        return CallNodePath.wrap(leafFirst.toArray()).reversed();
    }

    /**
     * The inverted view's selection for a node of the non-inverted tree: the node's descendant (or itself)
     * with the largest |self|, its path from the node's depth on, leaf first.
     */
    public static ViewPaths inverting(NonInvertedCallTree tree, int node) {
        CallNodeTable table = tree.table();
        boolean[] inSubtree = new boolean[table.size()];
        int heaviest = node;
        for (int n = node; n < table.size(); n++) {
            inSubtree[n] = n == node || (table.parent(n) >= node && inSubtree[table.parent(n)]);
            if (inSubtree[n] && Math.abs(tree.self(n)) > Math.abs(tree.self(heaviest))) heaviest = n;
        }
        CallNodePath path = table.path(heaviest);
        return withAncestorsExpanded(path.slice(table.depth(node), path.length()).reversed());
    }

    /**
     * The non-inverted view's selection for a node of the inverted tree: of the call nodes whose self time
     * the node counts, the one with the largest |self|, followed up to the node's depth; root first.
     */
    public static ViewPaths uninverting(InvertedCallTree tree, int node) {
        NonInvertedCallTree nonInverted = tree.nonInverted();
        CallNodeTable table = nonInverted.table();
        CallNodePath leafFirst = tree.path(node);
        int best = -1;
        for (int callNode = 0; callNode < table.size(); callNode++) {
            double self = nonInverted.self(callNode);
            if (self == 0 || (best != -1 && Math.abs(self) <= Math.abs(nonInverted.self(best)))) continue;
            if (endsWith(table, callNode, leafFirst)) best = callNode;
        }
        if (best == -1) return ViewPaths.NONE;
        int ancestor = best;
        for (int up = 1; up < leafFirst.length(); up++) ancestor = table.parent(ancestor);
        return withAncestorsExpanded(table.path(ancestor));
    }

    private static boolean endsWith(CallNodeTable table, int callNode, CallNodePath leafFirst) {
        int n = callNode;
        for (int i = 0; i < leafFirst.length(); i++) {
            if (n == -1 || table.func(n) != leafFirst.func(i)) return false;
            n = table.parent(n);
        }
        return true;
    }

    private static ViewPaths withAncestorsExpanded(CallNodePath selected) {
        List<CallNodePath> ancestors = new ArrayList<>();
        for (int length = 1; length < selected.length(); length++) ancestors.add(selected.slice(0, length));
        return new ViewPaths(selected, ancestors);
    }
}
