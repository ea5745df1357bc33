package dev.flint.calltree;

/** A stable merge sort of an int range by an {@link IntComparator}. */
final class IntSort {
    private static final int INSERTION_LIMIT = 12;

    private IntSort() {}

    /** Sorts {@code values[from, to)}; {@code scratch} must be at least as long as {@code values}. */
    static void sort(int[] values, int from, int to, IntComparator comparator, int[] scratch) {
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
