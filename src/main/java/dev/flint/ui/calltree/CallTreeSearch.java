package dev.flint.ui.calltree;

import dev.flint.calltree.CallNodePath;
import dev.flint.calltree.CallTree;
import dev.flint.model.ProfileThread;
import dev.flint.model.UiThreadGuard;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.function.BooleanSupplier;

/**
 * Finds the shown call nodes whose function, file or resource contains a text (case-insensitive), in
 * display order (depth first), so "next match" walks the rows top to bottom. Its cost grows with the
 * tree, so it runs in the background ({@link UiThreadGuard}).
 *
 * @param nodes the matching nodes of {@code tree}
 * @param paths their paths, in display order
 */
record CallTreeSearch(CallTree tree, String text, Set<Integer> nodes, List<CallNodePath> paths) {
    /** At most this many nodes are visited: a search over a giant tree still ends. */
    static final int MAX_SEARCH_NODES = 200_000;

    static CallTreeSearch run(CallTree tree, String text, BooleanSupplier cancelled) {
        UiThreadGuard.check("CallTreeSearch.run");
        String needle = text.trim().toLowerCase(Locale.ROOT);
        Set<Integer> matches = new HashSet<>();
        List<CallNodePath> paths = new ArrayList<>();
        ProfileThread thread = tree.thread();
        boolean[] funcMatches = new boolean[thread.funcs().size()];
        for (int func = 0; func < funcMatches.length; func++) funcMatches[func] = matches(thread, func, needle);
        int[] stack = new int[Math.max(16, tree.nodeCount())];
        int top = 0;
        int[] roots = tree.roots();
        for (int i = roots.length - 1; i >= 0; i--) stack[top++] = roots[i];
        int visited = 0;
        while (top > 0 && visited++ < MAX_SEARCH_NODES) {
            if ((visited & 0xfff) == 0 && cancelled.getAsBoolean()) break;
            int node = stack[--top];
            if (funcMatches[tree.func(node)]) {
                matches.add(node);
                paths.add(tree.path(node));
            }
            int[] children = tree.children(node);
            if (top + children.length > stack.length) stack = java.util.Arrays.copyOf(stack, (top + children.length) * 2);
            for (int i = children.length - 1; i >= 0; i--) stack[top++] = children[i];
        }
        return new CallTreeSearch(tree, text, matches, paths);
    }

    private static boolean matches(ProfileThread thread, int func, String needle) {
        if (thread.funcName(func).toLowerCase(Locale.ROOT).contains(needle)) return true;
        int fileName = thread.funcs().fileName(func);
        if (fileName >= 0 && thread.strings().get(fileName).toLowerCase(Locale.ROOT).contains(needle)) return true;
        int resource = thread.funcs().resource(func);
        return resource >= 0 && thread.strings().get(thread.resources().name(resource)).toLowerCase(Locale.ROOT).contains(needle);
    }
}
