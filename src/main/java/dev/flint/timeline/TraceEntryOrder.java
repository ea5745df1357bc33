package dev.flint.timeline;

import dev.flint.model.TraceEventTable;

/**
 * DevTools' event order for a thread's entries: by start time, then the one that ends later first (a parent
 * before its children), then file order (the engine's sort is stable). Events without a duration count as
 * zero long.
 */
final class TraceEntryOrder {
    private TraceEntryOrder() {}

    /** Indexes of {@code events} in drawing order. */
    static int[] sorted(TraceEventTable events) {
        int n = events.size();
        double[] start = new double[n];
        double[] end = new double[n];
        int[] order = new int[n];
        boolean alreadySorted = true;
        for (int i = 0; i < n; i++) {
            order[i] = i;
            start[i] = events.startMicros(i);
            double duration = events.durationMicros(i);
            end[i] = start[i] + (Double.isNaN(duration) ? 0 : duration);
            if (i > 0 && compare(start, end, i - 1, i) > 0) alreadySorted = false;
        }
        if (alreadySorted) return order;
        int[] scratch = new int[n];
        mergeSort(order, scratch, 0, n, start, end);
        return order;
    }

    static int compare(double[] start, double[] end, int a, int b) {
        if (start[a] < start[b]) return -1;
        if (start[a] > start[b]) return 1;
        if (end[a] > end[b]) return -1;
        if (end[a] < end[b]) return 1;
        return 0;
    }

    /** A stable merge sort of {@code order[from, to)}; primitives avoid boxing a million indexes. */
    private static void mergeSort(int[] order, int[] scratch, int from, int to, double[] start, double[] end) {
        if (to - from < 2) return;
        if (to - from <= 16) {
            for (int i = from + 1; i < to; i++) {
                int value = order[i];
                int j = i - 1;
                while (j >= from && compare(start, end, order[j], value) > 0) {
                    order[j + 1] = order[j];
                    j--;
                }
                order[j + 1] = value;
            }
            return;
        }
        int middle = (from + to) >>> 1;
        mergeSort(order, scratch, from, middle, start, end);
        mergeSort(order, scratch, middle, to, start, end);
        if (compare(start, end, order[middle - 1], order[middle]) <= 0) return;
        System.arraycopy(order, from, scratch, from, to - from);
        int left = from;
        int right = middle;
        for (int k = from; k < to; k++) {
            if (right >= to || (left < middle && compare(start, end, scratch[left], scratch[right]) <= 0)) {
                order[k] = scratch[left++];
            } else {
                order[k] = scratch[right++];
            }
        }
    }
}
