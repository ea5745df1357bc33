package dev.flint.model;

/**
 * Row indexes ordered by a time column, stably (equal times keep file order) and by {@link Double#compare}
 * (so -0.0 before 0.0, NaN last): the order {@code Arrays.sort} of boxed indexes with that comparator gives,
 * without a boxed Integer per sample. A bottom-up merge sort that skips the merge of two runs already in
 * order, so a profile with a few negative time deltas costs little more than one pass.
 */
public final class TimeOrder {
    private TimeOrder() {}

    /** Indexes 0..count-1 of {@code times} in stable time order. */
    public static int[] stable(double[] times, int count) {
        int[] order = new int[count];
        for (int i = 0; i < count; i++) order[i] = i;
        int[] scratch = new int[count];
        for (int width = 1; width < count; width *= 2) {
            for (int from = 0; from < count - width; from += 2 * width) {
                int mid = from + width;
                int to = Math.min(from + 2 * width, count);
                if (Double.compare(times[order[mid - 1]], times[order[mid]]) <= 0) continue;
                merge(times, order, scratch, from, mid, to);
            }
        }
        return order;
    }

    private static void merge(double[] times, int[] order, int[] scratch, int from, int mid, int to) {
        System.arraycopy(order, from, scratch, from, to - from);
        int left = from;
        int right = mid;
        for (int k = from; k < to; k++) {
            if (right >= to || (left < mid && Double.compare(times[scratch[left]], times[scratch[right]]) <= 0)) {
                order[k] = scratch[left++];
            } else {
                order[k] = scratch[right++];
            }
        }
    }
}
