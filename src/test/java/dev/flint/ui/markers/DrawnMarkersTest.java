package dev.flint.ui.markers;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.flint.markers.MarkerLanes;
import dev.flint.model.MarkerKind;
import dev.flint.model.MarkerTable;
import dev.flint.ui.common.Viewport;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The markers the track draws, skipped by a search, are the ones the walk over every marker of a lane draws: on
 * 20,000 markers (instants and spans of up to a few milliseconds, crowded as a trace's are) packed into four lanes,
 * at whole-profile zoom (most markers share a pixel with another) and in windows across the profile, with and
 * without a hovered marker.
 */
class DrawnMarkersTest {
    private static final int MAX_LANES = 4;

    @Test
    void theSearchDrawsTheMarkersTheWalkOverEveryMarkerDraws() {
        checkAgainstTheWalk(false);
    }

    /** Instants only: the lanes' longest marker is 0 long, so a search lands on the first marker it must not skip. */
    @Test
    void theSearchOverInstantsStopsAtTheFirstOneOnANewPixel() {
        checkAgainstTheWalk(true);
    }

    private static void checkAgainstTheWalk(boolean instantsOnly) {
        Random random = new Random(35);
        MarkerTable table = new MarkerTable();
        double time = 0;
        for (int i = 0; i < 20_000; i++) {
            time += random.nextDouble() * 500;
            double length = instantsOnly || random.nextInt(3) == 0 ? 0
                    : random.nextDouble() * (random.nextInt(10) == 0 ? 200_000 : 2_000);
            table.add("m" + i, MarkerKind.MEASURE, time, time + length, 1, 1, "", "");
        }
        table.seal();
        MarkerLanes packed = MarkerLanes.pack(table, EnumSet.allOf(MarkerKind.class), MAX_LANES);
        List<Viewport> views = new ArrayList<>();
        views.add(Viewport.whole(0, time, 1600));
        for (double start = 0; start < time; start += time / 7) views.add(new Viewport(start, start + time / 50, 0, time, 1600));
        int leftOut = 0;
        for (Viewport vp : views) {
            for (int hovered : new int[] {-1, 7_000}) {
                for (int lane = 0; lane < packed.laneCount(); lane++) {
                    List<Integer> walked = walk(table, packed, lane, vp, hovered);
                    List<Integer> drawn = new ArrayList<>();
                    DrawnMarkers.forEach(table, packed, lane, vp, hovered, (row, x1, x2) -> drawn.add(row));
                    assertEquals(walked, drawn, "lane " + lane + " in " + vp + ", hovered " + hovered);
                    if (hovered < 0) leftOut += visited(table, packed, lane, vp) - drawn.size();
                }
            }
        }
        assertTrue(leftOut > 10_000, "whole-profile zoom leaves most markers out: " + leftOut);
    }

    /** Every marker of the lane in turn, as the track drew them before the search. */
    private static List<Integer> walk(MarkerTable markers, MarkerLanes packed, int lane, Viewport vp, int hovered) {
        List<Integer> drawn = new ArrayList<>();
        int[] rows = packed.rows(lane);
        double lastDrawnRightPx = Double.NEGATIVE_INFINITY;
        for (int i = packed.firstEndingAtOrAfter(markers, lane, vp.startMicros()); i < rows.length; i++) {
            int row = rows[i];
            if (markers.startMicros(row) > vp.endMicros()) break;
            if (markers.endMicros(row) < vp.startMicros()) continue;
            double x2 = vp.xOf(markers.endMicros(row));
            if (x2 < lastDrawnRightPx + 1 && row != hovered) continue;
            lastDrawnRightPx = Math.max(lastDrawnRightPx, x2);
            drawn.add(row);
        }
        return drawn;
    }

    /** How many markers of the lane lie in the window (what the walk looks at). */
    private static int visited(MarkerTable markers, MarkerLanes packed, int lane, Viewport vp) {
        int count = 0;
        for (int row : packed.rows(lane)) {
            if (markers.startMicros(row) <= vp.endMicros() && markers.endMicros(row) >= vp.startMicros()) count++;
        }
        return count;
    }
}
