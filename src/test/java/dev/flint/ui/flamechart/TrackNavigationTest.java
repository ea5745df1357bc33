package dev.flint.ui.flamechart;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.flint.ui.testing.FreshStage;
import dev.flint.viewmodel.FlameTrack;
import java.util.ArrayList;
import java.util.List;
import javafx.event.Event;
import javafx.scene.Scene;
import javafx.scene.input.KeyCode;
import javafx.scene.input.MouseButton;
import javafx.scene.input.PickResult;
import javafx.scene.input.ScrollEvent;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.Start;

/**
 * Getting around many tracks: Up/Down (and K/J) move the active track and scroll to it, W/S still zoom,
 * Shift+wheel scrolls through tracks (whichever axis the platform reports it on), and the header of a
 * track scrolled half out of sight stays pinned under the ruler, where a click still collapses it.
 */
@FreshStage(width = 800, height = 300)
class TrackNavigationTest {
    private static final int TRACKS = 12;
    private FlameChartView view;

    @Start
    void start(Stage stage) {
        view = new FlameChartView(new dev.flint.ui.session.TabSession(javafx.application.Platform::runLater));
        List<FlameTrack> tracks = new ArrayList<>();
        for (int t = 0; t < TRACKS; t++) {
            ArrayTrack track = new ArrayTrack("thread " + t);
            // Five rows each: twelve tracks are far taller than the view.
            for (int depth = 0; depth < 5; depth++) track.add(depth, depth * 100, 10_000 - depth * 100, "f" + depth, 0xFF6080E0, depth);
            tracks.add(track);
        }
        view.setTracks(tracks, 0, 10_000);
        stage.setScene(new Scene(view));
        stage.show();
    }

    private void shiftScroll(FxRobot robot, double deltaX, double deltaY) {
        robot.interact(() -> Event.fireEvent(view.canvas(), new ScrollEvent(ScrollEvent.SCROLL, 100, 100, 100, 100,
                true, false, false, false, false, false, deltaX, deltaY, deltaX, deltaY, ScrollEvent.HorizontalTextScrollUnits.NONE, 0,
                ScrollEvent.VerticalTextScrollUnits.NONE, 0, 0, new PickResult(view.canvas(), 100, 100))));
    }

    @Test
    void upAndDownMoveBetweenTracksAndWSStillZoom(FxRobot robot) {
        robot.clickOn(view.canvas(), MouseButton.PRIMARY);
        robot.interact(() -> view.setActiveTrack(0));
        robot.type(KeyCode.DOWN);
        assertEquals(1, view.activeTrackProperty().get());
        robot.type(KeyCode.J, 4);
        assertEquals(5, view.activeTrackProperty().get());
        assertEquals(view.layoutOfTracks().trackTopPx(5), view.scrollYPx(), 1e-6, "the active track is scrolled to the top");
        robot.type(KeyCode.UP);
        robot.type(KeyCode.K);
        assertEquals(3, view.activeTrackProperty().get());
        double span = view.getViewport().spanMicros();
        robot.type(KeyCode.W);
        assertEquals(span / FlameChartInput.KEY_ZOOM_FACTOR, view.getViewport().spanMicros(), 1e-6, "W zooms");
    }

    @Test
    void shiftWheelScrollsTracksAndHeadersStayPinned(FxRobot robot) {
        shiftScroll(robot, 0, -40);
        assertEquals(40, view.scrollYPx(), 1e-6);
        // A platform that reports Shift+wheel sideways: still a vertical scroll, not a pan.
        double start = view.getViewport().startMicros();
        shiftScroll(robot, -40, 0);
        assertEquals(80, view.scrollYPx(), 1e-6);
        assertEquals(start, view.getViewport().startMicros(), 1e-9);

        // 80 px down, track 0's header is gone but its rows show: its header is pinned under the ruler.
        assertEquals(0, view.layoutOfTracks().stickyTrack(view.scrollYPx()));
        assertEquals(0, view.headerAt(TrackLayout.RULER_PX + 2), "the pinned header is the header of track 0");
        robot.clickOn(view.canvas().localToScreen(200, TrackLayout.RULER_PX + 5));
        assertTrue(view.isCollapsed(0), "a click on the pinned header collapses its track");
    }
}
