package dev.flint.markers;

import dev.flint.model.MarkerKind;
import dev.flint.model.MarkerTable;
import java.util.Arrays;
import java.util.Set;

/**
 * Markers packed into lanes for the markers track: taken in table order (by start, longer first), each
 * marker goes to the first lane whose last marker ended before it starts, so markers of one lane never
 * overlap; once {@code maxLanes} lanes are used, the rest share the last lane (drawn over each other, and
 * its {@link #maxDurationMicros} is how far back a search must look). Only the kinds asked for are placed.
 *
 * <pre>
 * rows (start..end µs):  0: 0..50  1: 10..20  2: 30  3: 60..70
 * lanes:                 lane 0 = [0, 3]   lane 1 = [1, 2]
 * </pre>
 */
public final class MarkerLanes {
    private final int[][] rowsByLane;
    private final double[] maxDurationMicros;

    private MarkerLanes(int[][] rowsByLane, double[] maxDurationMicros) {
        this.rowsByLane = rowsByLane;
        this.maxDurationMicros = maxDurationMicros;
    }

    public static MarkerLanes pack(MarkerTable markers, Set<MarkerKind> kinds, int maxLanes) {
        if (maxLanes < 1) throw new IllegalArgumentException("maxLanes " + maxLanes);
        double[] laneEnd = new double[maxLanes];
        int[][] rows = new int[maxLanes][];
        int[] counts = new int[maxLanes];
        double[] longest = new double[maxLanes];
        int lanes = 0;
        for (int row = 0; row < markers.size(); row++) {
            if (!kinds.contains(markers.kind(row))) continue;
            double start = markers.startMicros(row);
            int lane = -1;
            for (int l = 0; l < lanes; l++) {
                if (laneEnd[l] <= start) {
                    lane = l;
                    break;
                }
            }
            if (lane < 0) lane = lanes < maxLanes ? lanes++ : maxLanes - 1;
            if (rows[lane] == null) rows[lane] = new int[16];
            if (counts[lane] == rows[lane].length) rows[lane] = Arrays.copyOf(rows[lane], counts[lane] * 2);
            rows[lane][counts[lane]++] = row;
            // An instant occupies its point: a marker starting at the same time goes to the next lane.
            double end = markers.endMicros(row);
            laneEnd[lane] = Math.max(laneEnd[lane], markers.isInstant(row) ? Math.nextUp(end) : end);
            longest[lane] = Math.max(longest[lane], end - start);
        }
        int[][] rowsByLane = new int[lanes][];
        for (int l = 0; l < lanes; l++) rowsByLane[l] = Arrays.copyOf(rows[l], counts[l]);
        return new MarkerLanes(rowsByLane, Arrays.copyOf(longest, lanes));
    }

    public int laneCount() { return rowsByLane.length; }

    /** The marker rows of {@code lane}, by start. */
    public int[] rows(int lane) { return rowsByLane[lane]; }

    /** The longest marker of {@code lane}: a marker ending after time t starts after t minus this. */
    public double maxDurationMicros(int lane) { return maxDurationMicros[lane]; }

    /** The position in {@link #rows} of the first marker of {@code lane} that may end at or after {@code micros}. */
    public int firstEndingAtOrAfter(MarkerTable markers, int lane, double micros) {
        int[] laneRows = rowsByLane[lane];
        double from = micros - maxDurationMicros[lane];
        int low = 0;
        int high = laneRows.length;
        while (low < high) {
            int mid = (low + high) >>> 1;
            if (markers.startMicros(laneRows[mid]) < from) low = mid + 1;
            else high = mid;
        }
        return low;
    }

    /** The marker of {@code lane} drawn at {@code micros} within {@code slopMicros} (instants are thin), -1 when none. */
    public int markerAt(MarkerTable markers, int lane, double micros, double slopMicros) {
        if (lane < 0 || lane >= rowsByLane.length) return -1;
        int[] laneRows = rowsByLane[lane];
        int best = -1;
        double bestDistance = Double.MAX_VALUE;
        for (int i = firstEndingAtOrAfter(markers, lane, micros - slopMicros); i < laneRows.length; i++) {
            int row = laneRows[i];
            double start = markers.startMicros(row);
            if (start > micros + slopMicros) break;
            double end = markers.endMicros(row);
            double distance = micros < start ? start - micros : micros > end ? micros - end : 0;
            if (distance <= slopMicros && distance < bestDistance) {
                best = row;
                bestDistance = distance;
            }
        }
        return best;
    }
}
