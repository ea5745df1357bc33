package dev.flint.insights;

import dev.flint.calltree.CallNodePath;
import dev.flint.calltree.CallTreeOptions;
import dev.flint.calltree.FuncSourceName;
import dev.flint.calltree.NonInvertedCallTree;
import dev.flint.model.ProfileFormat;
import dev.flint.model.ProfileThread;

/**
 * Where a finding's function is in a thread's call tree: the call node of that function (by name, and by
 * script or source when the finding names one) with the most running time, so that choosing a finding
 * selects the place where the function costs most.
 */
public final class FindingPaths {
    private FindingPaths() {}

    /** The heaviest call node path ending in {@code function}, null when the thread has no such node. */
    public static CallNodePath heaviest(ProfileThread thread, ProfileFormat format, FunctionRef function) {
        NonInvertedCallTree tree = NonInvertedCallTree.build(thread, CallTreeOptions.DEFAULT);
        int funcCount = thread.funcs().size();
        boolean[] matches = new boolean[funcCount];
        boolean any = false;
        for (int func = 0; func < funcCount; func++) {
            if (!thread.funcName(func).equals(function.name())) continue;
            if (function.url() != null && !function.url().equals(FuncSourceName.of(thread, func, format))) continue;
            matches[func] = true;
            any = true;
        }
        if (!any) return null;
        int best = -1;
        for (int node = 0; node < tree.nodeCount(); node++) {
            int func = tree.func(node);
            if (func < 0 || func >= funcCount || !matches[func]) continue;
            if (best < 0 || tree.total(node) > tree.total(best)) best = node;
        }
        return best < 0 ? null : tree.path(best);
    }
}
