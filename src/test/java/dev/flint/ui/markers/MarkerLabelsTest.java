package dev.flint.ui.markers;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.flint.importer.ProfileLoader;
import dev.flint.markers.MarkerLanes;
import dev.flint.model.MarkerKind;
import dev.flint.model.MarkerTable;
import dev.flint.model.Profile;
import dev.flint.testing.SharedTestdata;
import dev.flint.ui.common.Viewport;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Marker names on real Chrome traces (the project's user-timing and startup captures; the shared ones when
 * ../shared is there), laid out at whole-profile zoom and in windows of 500 ms, 50 ms and
 * 5 ms across the trace: no two names drawn in one lane overlap (lanes are separate rows, so names of
 * different lanes cannot). Main drew every instant's name 140 px wide and every span's inside its bar, also
 * over the names next to it, in an unreadable smear.
 */
class MarkerLabelsTest {
    private static final double INSTANT_HALF_PX = 4;

    /** 6.5 px per character, as the ruler font's digits roughly are; an ellipsis 8 px. */
    private static final MarkerLabels.Measure FIXED = new MarkerLabels.Measure() {
        @Override
        public double widthPx(String text) {
            double width = 0;
            for (int i = 0; i < text.length(); i++) width += text.charAt(i) == '\u2026' ? 8 : 6.5;
            return width;
        }

        @Override
        public String fit(String text, double availablePx) {
            if (widthPx(text) <= availablePx) return text;
            int keep = (int) Math.floor((availablePx - 8) / 6.5);
            return keep <= 0 ? null : text.substring(0, keep) + "\u2026";
        }
    };

    @ParameterizedTest
    @ValueSource(strings = {"testdata/markers/chrome-user-timing.json.gz", "testdata/timeline/chromium-startup.json.gz"})
    void noNameOverlapsAnotherAtAnyZoom(String name) throws Exception {
        checkNoNameOverlaps(name, Path.of(name));
    }

    @Tag(SharedTestdata.TAG)
    @ParameterizedTest
    @ValueSource(strings = {"chrome-trace/chrome-small.json", "chrome-trace/chrome-medium.array.json.gz"})
    void noNameOverlapsAnotherAtAnyZoomOnTheSharedTraces(String name) throws Exception {
        checkNoNameOverlaps(name, SharedTestdata.file(name));
    }

    private static void checkNoNameOverlaps(String name, Path file) throws Exception {
        Profile profile = ProfileLoader.load(file);
        MarkerTable markers = MarkerTable.merged(List.of(profile.markers()));
        assertTrue(markers.size() >= 8, name + " has markers: " + markers.size());
        MarkerLanes lanes = MarkerLanes.pack(markers, EnumSet.allOf(MarkerKind.class), MarkersTrack.MAX_LANES);
        double start = Double.POSITIVE_INFINITY;
        double end = Double.NEGATIVE_INFINITY;
        for (int row = 0; row < markers.size(); row++) {
            start = Math.min(start, markers.startMicros(row));
            end = Math.max(end, markers.endMicros(row));
        }
        Viewport whole = Viewport.whole(start, end, 1400);
        int labelled = 0;
        for (double spanMicros : new double[] {end - start, 500_000, 50_000, 5_000}) {
            for (int step = 0; step < 12; step++) {
                double from = start + (end - start - spanMicros) * step / 11;
                Viewport view = whole.show(from, from + spanMicros);
                MarkerLabels labels = MarkerLabels.layout(markers, lanes, view, INSTANT_HALF_PX, FIXED);
                assertNoOverlap(labels, name + " at " + view);
                labelled += labels.size();
            }
        }
        System.out.println(name + ": " + markers.size() + " markers, " + labelled + " names drawn over 48 views");
        assertTrue(labelled >= 48, "names drawn at all: " + labelled);
    }

    @Test
    void aNameStopsWhereTheNextMarkerOfItsLaneStarts() {
        // 0 µs "first-paint" (instant); 30 µs "load" (instant); 100..900 µs "measure" and, past the lane limit of
        // one, 130..800 µs "inner" over it in the same lane.
        MarkerTable markers = table();
        MarkerLanes lanes = MarkerLanes.pack(markers, EnumSet.allOf(MarkerKind.class), 1);
        Viewport view = Viewport.whole(0, 1000, 1000);
        MarkerLabels labels = MarkerLabels.layout(markers, lanes, view, INSTANT_HALF_PX, FIXED);
        List<String> texts = new ArrayList<>();
        for (int i = 0; i < labels.size(); i++) texts.add(labels.text(i));
        // "first-paint" has 30 - 4 (the next diamond's half) - 4 (gap) - 7 = 15 px: one character and "…", left
        // out ("f…" says nothing, issue 34). "measure" has 130 - 4 - 103 = 23 px before "inner" starts: "me…",
        // left out too.
        assertEquals(List.of("load", "inner"), texts);
        assertNoOverlap(labels, "hand-made");
    }

    private static MarkerTable table() {
        MarkerTable table = new MarkerTable();
        table.add("first-paint", MarkerKind.NAVIGATION, 0, 0, 1, 1, "", "");
        table.add("load", MarkerKind.NAVIGATION, 30, 30, 1, 1, "", "");
        table.add("measure", MarkerKind.MEASURE, 100, 900, 1, 1, "", "");
        table.add("inner", MarkerKind.MEASURE, 130, 800, 1, 1, "", "");
        return table.seal();
    }

    private static void assertNoOverlap(MarkerLabels labels, String where) {
        for (int a = 0; a < labels.size(); a++) {
            for (int b = a + 1; b < labels.size(); b++) {
                if (labels.lane(a) != labels.lane(b)) continue;
                boolean apart = labels.xPx(a) + labels.widthPx(a) <= labels.xPx(b)
                        || labels.xPx(b) + labels.widthPx(b) <= labels.xPx(a);
                int first = a;
                int second = b;
                assertTrue(apart, () -> where + ": \"" + labels.text(first) + "\" at " + labels.xPx(first) + " +"
                        + labels.widthPx(first) + " overlaps \"" + labels.text(second) + "\" at " + labels.xPx(second));
            }
        }
    }
}
