package dev.flint.ui.markers;

import dev.flint.markers.MarkerLanes;
import dev.flint.model.MarkerTable;
import dev.flint.ui.common.Viewport;

/**
 * Which markers of one lane the markers track draws in a viewport, left to right: a marker that ends before the
 * pixel after the last one drawn adds nothing to the picture and is left out (the hovered one excepted, drawn
 * in the selection colour). Zoomed out, most markers are left out (the 4.2 GB trace's 19,458 fall on 1,600
 * pixels): with no hovered marker, the ones after a left-out marker that also end before that pixel are
 * skipped by a search instead of one by one (the track's first frame walked them all, interpreted, in the pulse
 * that shows a file's tab).
 *
 * <p>Pure (no JavaFX): the track draws what {@link #forEach} hands it.
 */
final class DrawnMarkers {
    /** How far short of the next pixel a skip stops: rounding of xOf and microsAt is far smaller. */
    private static final double SKIP_SLACK_PX = 0.01;

    /** A marker to draw: its row in the table and its ends in canvas pixels. */
    interface Visitor {
        void marker(int row, double x1Px, double x2Px);
    }

    private DrawnMarkers() {}

    /** Hands {@code visitor} the markers of {@code lane} to draw in {@code vp}, left to right. */
    static void forEach(MarkerTable markers, MarkerLanes packed, int lane, Viewport vp, int hovered, Visitor visitor) {
        int[] rows = packed.rows(lane);
        double lastDrawnRightPx = Double.NEGATIVE_INFINITY;
        for (int i = packed.firstEndingAtOrAfter(markers, lane, vp.startMicros()); i < rows.length; i++) {
            int row = rows[i];
            double start = markers.startMicros(row);
            if (start > vp.endMicros()) break;
            if (markers.endMicros(row) < vp.startMicros()) continue;
            double x1 = vp.xOf(start);
            double x2 = vp.xOf(markers.endMicros(row));
            if (x2 < lastDrawnRightPx + 1 && row != hovered) {
                // Every row before next ends before the next pixel (the search allows for the lane's longest
                // marker), so the check above would leave it out too; a hovered row is not skipped over.
                if (hovered < 0) {
                    int next = packed.firstEndingAtOrAfter(markers, lane, vp.microsAt(lastDrawnRightPx + 1 - SKIP_SLACK_PX));
                    if (next > i + 1) i = next - 1;
                }
                continue;
            }
            lastDrawnRightPx = Math.max(lastDrawnRightPx, x2);
            visitor.marker(row, x1, x2);
        }
    }
}
