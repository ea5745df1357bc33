package dev.flint.ui.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.flint.model.MarkerKind;
import dev.flint.model.MarkerTable;
import dev.flint.ui.markers.MarkersTrack;
import dev.flint.ui.testing.FreshStage;
import dev.flint.viewmodel.TimeRange;
import java.nio.file.Path;
import java.util.List;
import javafx.geometry.Point2D;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The markers track on the project's Chromium capture (testdata/markers): shown above the chart with the
 * page's user timings, hover describes a marker, a click on a measure selects its range (the call tree then
 * counts only it), Gecko markers are off by default and the kinds menu turns kinds on and off.
 */
@FreshStage(width = 1200, height = 800)
class MarkersTrackTest extends FreshWindowTest {

    private MarkersTrack open(Path file) throws Exception {
        WaitForAsyncUtils.asyncFx(() -> window.open(List.of(file))).get();
        Fixtures.waitFor(() -> window.profileProperty().get() != null);
        Fixtures.waitForIdle(window);
        MarkersTrack track = window.current().markersTrack();
        Fixtures.waitFor(() -> track.lanesProperty().get() != null && track.getHeight() > 10);
        return track;
    }

    private static int row(MarkerTable markers, String name) {
        for (int row = 0; row < markers.size(); row++) if (markers.name(row).equals(name)) return row;
        throw new AssertionError("no marker " + name);
    }

    @Test
    void hoverDescribesAMeasureAndAClickSelectsItsRange(FxRobot robot) throws Exception {
        MarkersTrack track = open(Path.of("testdata/markers/chrome-user-timing.json.gz").toAbsolutePath());
        assertTrue(track.isVisible());
        MarkerTable markers = track.markers();
        int fib = row(markers, "fib");
        // Zoom the chart onto the measure, so it is wide enough to point at.
        robot.interact(() -> window.flameChart().showRange(markers.startMicros(fib) - 2000, markers.endMicros(fib) + 2000));
        WaitForAsyncUtils.waitForFxEvents();
        // What the track drew: the measure's name, in the real font, overlapping no other name of its lane.
        dev.flint.ui.markers.MarkerLabels drawn = track.drawnLabels();
        boolean named = false;
        for (int a = 0; a < drawn.size(); a++) {
            named |= drawn.row(a) == fib && drawn.text(a).equals("fib");
            for (int b = a + 1; b < drawn.size(); b++) {
                assertTrue(drawn.lane(a) != drawn.lane(b) || drawn.xPx(a) + drawn.widthPx(a) <= drawn.xPx(b)
                        || drawn.xPx(b) + drawn.widthPx(b) <= drawn.xPx(a), drawn.text(a) + " overlaps " + drawn.text(b));
            }
        }
        assertTrue(named, "the measure is named");
        Point2D[] center = new Point2D[1];
        robot.interact(() -> center[0] = track.centerOf(fib));
        assertTrue(center[0] != null, "the measure has a lane");
        robot.moveTo(track.canvas().localToScreen(center[0]));
        WaitForAsyncUtils.waitForFxEvents();
        int[] hit = new int[1];
        robot.interact(() -> hit[0] = track.markerAt(center[0].getX(), center[0].getY()));
        assertEquals(fib, hit[0]);
        String text = track.describe(fib);
        assertTrue(text.startsWith("measure: fib\n"), text);
        assertTrue(text.contains("thread " + markers.pid(fib) + ":" + markers.tid(fib)), text);
        assertNull(window.current().ranges().previewProperty().get());

        robot.clickOn(track.canvas().localToScreen(center[0]));
        Fixtures.waitForIdle(window);
        assertEquals(new TimeRange(markers.startMicros(fib), markers.endMicros(fib)),
                window.current().ranges().previewProperty().get(), "the measure's range is selected");
        assertTrue(window.current().rangeBar().noteText().startsWith("Call tree and line hits: range"),
                window.current().rangeBar().noteText());
    }

    @Test
    void geckoMarkersAreOffByDefaultAndTheKindsMenuTurnsThemOn(FxRobot robot) throws Exception {
        MarkersTrack track = open(Path.of("testdata/markers/firefox-user-timing.json.gz").toAbsolutePath());
        assertFalse(track.shownKinds().contains(MarkerKind.GECKO));
        int lanesBefore = track.lanesProperty().get().laneCount();
        var before = track.lanesProperty().get();
        // Monocle sends no context-menu event for a right click: fire the one a desktop sends.
        robot.interact(() -> {
            Point2D screen = track.canvas().localToScreen(5, 5);
            javafx.event.Event.fireEvent(track.canvas(), new javafx.scene.input.ContextMenuEvent(
                    javafx.scene.input.ContextMenuEvent.CONTEXT_MENU_REQUESTED, 5, 5, screen.getX(), screen.getY(), false,
                    new javafx.scene.input.PickResult(track.canvas(), screen.getX(), screen.getY())));
        });
        robot.clickOn("Show gecko markers");
        Fixtures.waitFor(() -> track.lanesProperty().get() != before);
        assertTrue(track.shownKinds().contains(MarkerKind.GECKO));
        assertTrue(track.lanesProperty().get().laneCount() >= lanesBefore);
        int gecko = 0;
        var lanes = track.lanesProperty().get();
        for (int lane = 0; lane < lanes.laneCount(); lane++) {
            for (int r : lanes.rows(lane)) if (track.markers().kind(r) == MarkerKind.GECKO) gecko++;
        }
        // the file's 36,096 and the 27 event-loop janks derived from its event delay
        assertEquals(36123, gecko, "every Gecko marker has a lane");
    }
}
