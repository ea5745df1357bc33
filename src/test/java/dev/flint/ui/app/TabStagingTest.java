package dev.flint.ui.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.flint.ui.testing.FreshStage;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javafx.scene.Node;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/**
 * A new tab joins the scene in pieces, so no single pulse styles all of it: the chart half with the tab,
 * the lower half (call tree, line hits, details) by the time the tree has rows, and the flame graph and
 * sandwich only when first shown. Nothing is lost on the way: each piece is there when the user gets to it.
 */
@FreshStage(width = 1200, height = 800)
class TabStagingTest extends FreshWindowTest {

    @Test
    void theLowerHalfIsThereWhenTheTreeIsAndHiddenViewsJoinWhenFirstShown(FxRobot robot) throws Exception {
        Path sample = Fixtures.nodeSample(folder);
        // At each pulse: does the scene hold the chart and the call tree's search field?
        List<String> seen = new ArrayList<>();
        WaitForAsyncUtils.asyncFx(() -> window.stage().getScene().addPostLayoutPulseListener(() -> {
            var root = window.stage().getScene().getRoot();
            if (root.lookup(".flame-chart") != null && window.profileProperty().get() != null) {
                seen.add((root.lookup("#callTreeSearch") != null ? "tree" : "chart")
                        + (window.callTree().tree() != null ? "+rows" : ""));
            }
        })).get();
        WaitForAsyncUtils.asyncFx(() -> window.open(List.of(sample))).get();
        Fixtures.waitForIdle(window);
        List<String> pulses = WaitForAsyncUtils.asyncFx(() -> List.copyOf(seen)).get();
        assertTrue(!pulses.isEmpty() && (pulses.get(0).equals("chart") || pulses.get(0).equals("tree+rows")),
                "the tab's first pulse has the chart half only (unless the tree was built before it): " + pulses);
        assertTrue(!pulses.contains("chart+rows"), "the tree never has rows without the lower half in the scene: " + pulses);
        assertNotNull(robot.lookup("#callTreeSearch").tryQuery().orElse(null));
        assertNotNull(robot.lookup("#lineHits").tryQuery().orElse(null));

        assertNull(robot.lookup("#flameGraphView").tryQuery().orElse(null), "the flame graph joins when first shown");
        robot.clickOn("#showFlameGraph");
        Node graph = robot.lookup("#flameGraphView").query();
        assertTrue(graph.isVisible());
        robot.clickOn("#showCallTree");
        assertTrue(!graph.isVisible() && window.callTree().table().isVisible());
        assertEquals(graph, robot.lookup("#flameGraphView").query(), "and stays once it has joined");
    }

    @Test
    void theChartIsPaintedInTheFrameAfterTheTabsFirstFrame() throws Exception {
        Path sample = Fixtures.nodeSample(folder);
        // At each pulse (after its layout, before it is rendered): is the new tab shown, is its chart painted?
        List<String> frames = new ArrayList<>();
        WaitForAsyncUtils.asyncFx(() -> window.stage().getScene().addPostLayoutPulseListener(() -> {
            if (window.profileProperty().get() != null) {
                frames.add(window.flameChart().lastDrawStats().rects() > 0 ? "painted" : "empty");
            }
        })).get();
        WaitForAsyncUtils.asyncFx(() -> window.open(List.of(sample))).get();
        Fixtures.waitFor(() -> frames.contains("painted"));
        List<String> seen = WaitForAsyncUtils.asyncFx(() -> List.copyOf(frames)).get();
        assertEquals("empty", seen.get(0), "the tab's first frame has its header, styles and layout, not the chart: " + seen);
        assertEquals("painted", seen.get(1), "the chart is painted in the next frame: " + seen);
    }
}
