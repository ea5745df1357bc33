package dev.flint.markers;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.flint.model.MarkerKind;
import dev.flint.model.MarkerTable;
import java.util.EnumSet;
import org.junit.jupiter.api.Test;

/** Lane packing and hit testing of the markers track. */
class MarkerLanesTest {
    private static MarkerTable table() {
        MarkerTable markers = new MarkerTable();
        markers.add("outer", MarkerKind.MEASURE, 0, 50, 1, 1, "", "");
        markers.add("inner", MarkerKind.MEASURE, 10, 20, 1, 1, "", "");
        markers.add("tick", MarkerKind.MARK, 30, 30, 1, 1, "", "");
        markers.add("tick-too", MarkerKind.MARK, 30, 30, 1, 1, "", "");
        markers.add("after", MarkerKind.MEASURE, 50, 70, 1, 1, "", "");
        markers.add("gc", MarkerKind.GECKO, 5, 6, 1, 1, "", "");
        return markers.seal();
    }

    @Test
    void markersGoToTheFirstLaneTheyFitAndTheLastLaneTakesTheRest() {
        MarkerTable markers = table();
        // Table order: outer(0..50) inner(10..20) tick(30) tick-too(30) after(50..70); gc filtered out.
        MarkerLanes lanes = MarkerLanes.pack(markers, EnumSet.of(MarkerKind.MEASURE, MarkerKind.MARK), 8);
        assertEquals(3, lanes.laneCount());
        assertEquals("[outer, after]", names(markers, lanes.rows(0)));
        assertEquals("[inner, tick]", names(markers, lanes.rows(1)));
        assertEquals("[tick-too]", names(markers, lanes.rows(2)), "an instant holds its point");
        MarkerLanes two = MarkerLanes.pack(markers, EnumSet.of(MarkerKind.MEASURE, MarkerKind.MARK), 2);
        assertEquals("[inner, tick, tick-too]", names(markers, two.rows(1)));
        assertEquals(10, two.maxDurationMicros(1));
    }

    @Test
    void hitTestingFindsSpansAndNearbyInstants() {
        MarkerTable markers = table();
        MarkerLanes lanes = MarkerLanes.pack(markers, EnumSet.allOf(MarkerKind.class), 8);
        assertEquals("[outer, after]", names(markers, lanes.rows(0)));
        assertEquals("[gc, inner, tick]", names(markers, lanes.rows(1)));
        assertEquals("outer", markers.name(lanes.markerAt(markers, 0, 49, 0)));
        assertEquals("after", markers.name(lanes.markerAt(markers, 0, 60, 0)));
        assertEquals(-1, lanes.markerAt(markers, 1, 25, 1));
        assertEquals("tick", markers.name(lanes.markerAt(markers, 1, 31.5, 2)), "within the slop of an instant");
        assertEquals(-1, lanes.markerAt(markers, 5, 30, 2));
        assertEquals(0, MarkerLanes.pack(markers, EnumSet.noneOf(MarkerKind.class), 3).laneCount());
    }

    private static String names(MarkerTable markers, int[] rows) {
        StringBuilder text = new StringBuilder("[");
        for (int i = 0; i < rows.length; i++) text.append(i == 0 ? "" : ", ").append(markers.name(rows[i]));
        return text.append(']').toString();
    }
}
