package dev.flint.calltree;

import dev.flint.model.IntComparator;
import dev.flint.model.IntSort;
import dev.flint.model.ProfileThread;
import java.util.Arrays;

/**
 * The shown nodes of a tree grouped by parent and sorted for display, as compact columns: the children
 * of node n are {@code order[start[n] .. start[n + 1])}, the roots {@code order[0 .. rootCount)}.
 * A node is shown when its total is non-zero or one of its children is shown. Parents must have smaller
 * indexes than their children (both trees are built that way), so one backward pass decides it.
 */
final class DisplayOrder {
    private final int rootCount;
    private final int[] start;
    private final int[] order;

    private DisplayOrder(int rootCount, int[] start, int[] order) {
        this.rootCount = rootCount;
        this.start = start;
        this.order = order;
    }

    static DisplayOrder of(ProfileThread thread, int size, int[] parent, int[] func, double[] total) {
        boolean[] shown = new boolean[size];
        for (int node = size - 1; node >= 0; node--) {
            if (total[node] != 0) shown[node] = true;
            if (shown[node] && parent[node] != -1) shown[parent[node]] = true;
        }
        // Counting sort by parent: slot 0 holds the roots, slot n + 1 the children of node n.
        int[] start = new int[size + 2];
        for (int node = 0; node < size; node++) {
            if (shown[node]) start[parent[node] + 2]++;
        }
        for (int slot = 1; slot < start.length; slot++) start[slot] += start[slot - 1];
        int[] order = new int[start[start.length - 1]];
        int[] fill = Arrays.copyOf(start, start.length);
        for (int node = 0; node < size; node++) {
            if (shown[node]) order[fill[parent[node] + 1]++] = node;
        }
        long[] sortKey = new long[size];
        for (int node = 0; node < size; node++) sortKey[node] = displayKey(total[node]);
        int[] nameRank = NameOrder.ranks(thread);
        IntComparator byDisplay = (a, b) -> {
            if (sortKey[a] != sortKey[b]) return sortKey[a] > sortKey[b] ? -1 : 1;
            // Rank by name, then func index: one int comparison.
            if (func[a] != func[b]) return Integer.compare(nameRank[func[a]], nameRank[func[b]]);
            return Integer.compare(a, b);
        };
        int[] scratch = new int[order.length];
        for (int slot = 0; slot + 1 < start.length; slot++) {
            IntSort.sort(order, start[slot], start[slot + 1], byDisplay, scratch);
        }
        int rootCount = start[1];
        // Shift so that start[n] addresses node n's children directly.
        return new DisplayOrder(rootCount, Arrays.copyOfRange(start, 1, start.length), order);
    }

    /**
     * |total| at the precision the text form prints (6 decimals), so that totals which print alike are
     * ordered by name rather than by rounding noise of the summation order.
     */
    static long displayKey(double total) {
        double scaled = Math.rint(Math.abs(total) * 1e6);
        return scaled >= Long.MAX_VALUE ? Long.MAX_VALUE : (long) scaled;
    }

    int[] roots() {
        return Arrays.copyOfRange(order, 0, rootCount);
    }

    int[] children(int node) {
        return Arrays.copyOfRange(order, start[node], start[node + 1]);
    }

    boolean hasChildren(int node) {
        return start[node + 1] > start[node];
    }
}
