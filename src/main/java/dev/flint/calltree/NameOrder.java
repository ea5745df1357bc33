package dev.flint.calltree;

import dev.flint.model.FuncTable;
import dev.flint.model.IntSort;
import dev.flint.model.ProfileThread;
import java.util.Map;
import java.util.WeakHashMap;

/**
 * Every func's rank in code point order of names (ties by func index), so that sorting siblings compares
 * ints, not strings. Transformed threads share their base's func table, so ranks are kept per table (weakly,
 * and recomputed if the table grew).
 */
final class NameOrder {
    private static final Map<FuncTable, int[]> RANKS = new WeakHashMap<>();

    private NameOrder() {}

    static int[] ranks(ProfileThread thread) {
        FuncTable funcs = thread.funcs();
        synchronized (RANKS) {
            int[] known = RANKS.get(funcs);
            if (known != null && known.length == funcs.size()) return known;
        }
        int count = funcs.size();
        String[] names = new String[count];
        int[] order = new int[count];
        for (int func = 0; func < count; func++) {
            names[func] = thread.funcName(func);
            order[func] = func;
        }
        IntSort.sort(order, 0, count, (a, b) -> {
            int byName = CodePoints.compare(names[a], names[b]);
            return byName != 0 ? byName : Integer.compare(a, b);
        }, new int[count]);
        int[] rank = new int[count];
        for (int position = 0; position < count; position++) rank[order[position]] = position;
        synchronized (RANKS) {
            RANKS.put(funcs, rank);
        }
        return rank;
    }
}
