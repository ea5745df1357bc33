package dev.flint.sourcemaps;

/**
 * Sorting mappings by generated (line, column), stably: generators write each line's segments in column order
 * almost always, so the common case is one pass that finds them sorted and allocates nothing.
 */
final class MappingOrder {
    private MappingOrder() {}

    /** The sorted order of the first {@code count} mappings (a permutation), or null when they are sorted. */
    static int[] sortedOrder(int[] lines, int[] columns, int count) {
        boolean sorted = true;
        for (int m = 1; m < count && sorted; m++) sorted = compare(lines, columns, m - 1, m) <= 0;
        if (sorted) return null;
        int[] order = new int[count];
        for (int m = 0; m < count; m++) order[m] = m;
        int[] scratch = new int[count];
        // Bottom-up merge sort: stable, O(n log n), no recursion for a hostile count.
        for (int width = 1; width < count; width *= 2) {
            for (int low = 0; low < count - width; low += 2 * width) {
                int mid = low + width;
                int high = (int) Math.min((long) low + 2L * width, count);
                merge(lines, columns, order, scratch, low, mid, high);
            }
            if (width > count / 2) break;
        }
        return order;
    }

    private static void merge(int[] lines, int[] columns, int[] order, int[] scratch, int low, int mid, int high) {
        if (compare(lines, columns, order[mid - 1], order[mid]) <= 0) return;
        System.arraycopy(order, low, scratch, low, high - low);
        int left = low;
        int right = mid;
        for (int out = low; out < high; out++) {
            if (right >= high || left < mid && compare(lines, columns, scratch[left], scratch[right]) <= 0) {
                order[out] = scratch[left++];
            } else {
                order[out] = scratch[right++];
            }
        }
    }

    private static int compare(int[] lines, int[] columns, int a, int b) {
        int byLine = Integer.compare(lines[a], lines[b]);
        return byLine != 0 ? byLine : Integer.compare(columns[a], columns[b]);
    }

    /** {@code column} in {@code order} (null: as it is), exactly {@code count} long. */
    static int[] permute(int[] column, int[] order, int count) {
        if (order == null) return column.length == count ? column : java.util.Arrays.copyOf(column, count);
        int[] sorted = new int[count];
        for (int m = 0; m < count; m++) sorted[m] = column[order[m]];
        return sorted;
    }
}
