package dev.flint.model;

/**
 * The one stable sort of int indexes (samples by time, markers by start, call nodes for display, funcs by
 * name): a merge sort that skips the merge of two runs already in order, so input that is sorted, or
 * nearly (a profile with a few negative time deltas), costs about one pass; no boxed Integer per row.
 */
public final class IntSort {
    private static final int INSERTION_LIMIT = 12;

    private IntSort() {}

    /**
     * Indexes 0..count-1 of {@code times} in time order, stably (equal times keep index order) and by
     * {@link Double#compare} (-0.0 before 0.0, NaN last): the order a stable boxed sort with that comparator gives.
     */
    public static int[] byTime(double[] times, int count) {
        int[] order = new int[count];
        for (int i = 0; i < count; i++) order[i] = i;
        if (!inOrder(times, count)) sort(order, 0, count, (a, b) -> Double.compare(times[a], times[b]), new int[count]);
        return order;
    }

    /** Whether {@code times[0, count)} is in {@link #byTime} order already. */
    public static boolean inOrder(double[] times, int count) {
        for (int i = 1; i < count; i++) {
            if (Double.compare(times[i - 1], times[i]) > 0) return false;
        }
        return true;
    }

    /** Sorts {@code values[from, to)} stably; {@code scratch} must be at least as long as {@code values}. */
    public static void sort(int[] values, int from, int to, IntComparator comparator, int[] scratch) {
        if (to - from <= INSERTION_LIMIT) {
            insertionSort(values, from, to, comparator);
            return;
        }
        int middle = (from + to) >>> 1;
        sort(values, from, middle, comparator, scratch);
        sort(values, middle, to, comparator, scratch);
        if (comparator.compare(values[middle - 1], values[middle]) <= 0) return;
        System.arraycopy(values, from, scratch, from, to - from);
        int left = from;
        int right = middle;
        for (int out = from; out < to; out++) {
            if (right >= to || (left < middle && comparator.compare(scratch[left], scratch[right]) <= 0)) {
                values[out] = scratch[left++];
            } else {
                values[out] = scratch[right++];
            }
        }
    }

    private static void insertionSort(int[] values, int from, int to, IntComparator comparator) {
        for (int i = from + 1; i < to; i++) {
            int value = values[i];
            int j = i - 1;
            while (j >= from && comparator.compare(values[j], value) > 0) {
                values[j + 1] = values[j];
                j--;
            }
            values[j + 1] = value;
        }
    }
}
