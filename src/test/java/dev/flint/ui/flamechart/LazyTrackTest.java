package dev.flint.ui.flamechart;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.flint.ui.testing.FreshStage;
import java.util.List;
import java.util.Set;
import javafx.scene.Scene;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Issue 35: a track that starts collapsed builds its rows only when it is first expanded, and then on a
 * background thread: the chart shows its header meanwhile and its rows once they are built.
 */
@FreshStage(width = 816, height = 300)
class LazyTrackTest {
    private FlameChartView view;
    private final ArrayTrack lazy = new ArrayTrack("io").lazy().add(0, 1_000, 8_000, "task", 0xFF60C060, -1)
            .add(1, 2_000, 3_000, "read", 0xFF6080E0, -1);
    private final dev.flint.ui.session.TabSession session = new dev.flint.ui.session.TabSession(javafx.application.Platform::runLater);

    @Start
    void start(Stage stage) {
        view = new FlameChartView(session);
        view.setTracks(List.of(new ArrayTrack("main").add(0, 0, 10_000, "run", 0xFFE06060, 1), lazy), Set.of(1), 0, 10_000);
        stage.setScene(new Scene(view));
        stage.show();
    }

    @Test
    void aCollapsedTracksRowsAreBuiltInTheBackgroundWhenItIsExpanded(FxRobot robot) throws Exception {
        WaitForAsyncUtils.waitForFxEvents();
        assertNull(lazy.preparedOn(), "collapsed: not built");
        assertEquals(0, view.layoutOfTracks().shownDepths(1), "collapsed: no rows");
        robot.interact(() -> view.setCollapsed(1, false));
        WaitForAsyncUtils.waitFor(10, java.util.concurrent.TimeUnit.SECONDS, () -> view.layoutOfTracks().shownDepths(1) == 2);
        assertNotNull(lazy.preparedOn());
        assertNotEquals("JavaFX Application Thread", lazy.preparedOn(), "built off the FX thread");
    }

    /**
     * Issue 35: a big trace's sampled threads below the first screen start expanded but not built (ThreadPreparer).
     * Their headers say their rows are coming, the builder waits for the chart's first whole frame (it would take a
     * core from it), then builds them off the FX thread and the chart shows their rows.
     */
    @Test
    void anExpandedTrackNotBuiltYetSaysSoAndIsBuiltAfterTheFirstFrame(FxRobot robot) throws Exception {
        ArrayTrack below = new ArrayTrack("worker").lazy().add(0, 1_000, 8_000, "task", 0xFF60C060, -1);
        FlameChartView[] made = new FlameChartView[1];
        robot.interact(() -> made[0] = new FlameChartView(new dev.flint.ui.session.TabSession(javafx.application.Platform::runLater)));
        FlameChartView other = made[0];
        robot.interact(() -> {
            other.resize(800, 300);
            other.setTracks(List.of(new ArrayTrack("main").add(0, 0, 10_000, "run", 0xFFE06060, 1), below), Set.of(), 0, 10_000);
            // No frame painted yet: nothing is built, and the track is laid out as its header, marked as coming.
            assertNull(below.preparedOn(), "built before the first frame");
            assertTrue(other.layoutOfTracks().isComing(1));
            assertEquals(0, other.layoutOfTracks().shownDepths(1));
        });
        WaitForAsyncUtils.waitFor(10, java.util.concurrent.TimeUnit.SECONDS, () -> other.layoutOfTracks().shownDepths(1) == 1);
        robot.interact(() -> assertFalse(other.layoutOfTracks().isComing(1), "built: no longer coming"));
        assertNotEquals("JavaFX Application Thread", below.preparedOn(), "built off the FX thread");
    }
}
