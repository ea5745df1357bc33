package dev.flint.model;

import java.util.BitSet;

/**
 * Reorders a spent builder's columns in place: row k takes the value of row {@code order[k]}. A reordered copy
 * would be fresh memory in the load's tail, where every thread is finished and the command line promotes at
 * once, so each of its megabytes paid its first touch while the columns it replaced lay dead in the old
 * generation. The only new memory is one bit per row.
 */
final class RowOrder {
    /** The columns being moved, one row at a time. */
    interface Rows {
        /** Keeps {@code row}'s values aside: they are about to be overwritten. */
        void hold(int row);

        void copy(int toRow, int fromRow);

        /** Writes the values kept by {@link #hold} into {@code row}. */
        void putHeld(int row);
    }

    private RowOrder() {}

    /** {@code order} is a permutation of its indexes and is not changed. */
    static void gatherInPlace(int[] order, Rows rows) {
        int count = order.length;
        BitSet placed = new BitSet(count);
        for (int start = 0; start < count; start++) {
            if (placed.get(start)) continue;
            // A row already in place moves nowhere: most of a V8 thread's are (its samples step back in time only
            // here and there), and holding and putting each back was three calls per column and row.
            if (order[start] == start) continue;
            // Follow the cycle through start: each row takes the row order names; the last takes start's, held.
            rows.hold(start);
            int row = start;
            while (true) {
                placed.set(row);
                int from = order[row];
                if (from == start) break;
                rows.copy(row, from);
                row = from;
            }
            rows.putHeld(row);
        }
    }
}
