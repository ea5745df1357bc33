package dev.flint.ui.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.flint.ui.flamechart.FlameChartRenderer;
import dev.flint.ui.testing.FreshStage;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.testfx.util.WaitForAsyncUtils;

/**
 * A node selected in the call tree (by a click, a search, a transform) is shown in one frame and the flame
 * chart's highlight of its function is painted in the next: on a large profile each is a frame's worth of
 * work, and together they were one long frame.
 */
@FreshStage(width = 1200, height = 800)
class FrameSplitTest extends FreshWindowTest {

    private record Frame(int selectedRow, FlameChartRenderer.DrawStats painted, int highlightedFunc) {}

    @Test
    void aTreeSelectionIsShownAFrameBeforeTheChartPaintsItsHighlight() throws Exception {
        Path sample = Fixtures.nodeSample(folder);
        WaitForAsyncUtils.asyncFx(() -> window.open(List.of(sample))).get();
        Fixtures.waitFor(() -> window.callTree().tree() != null);
        Fixtures.waitForIdle(window);
        List<Frame> frames = new ArrayList<>();
        FlameChartRenderer.DrawStats[] before = new FlameChartRenderer.DrawStats[1];
        // The selection is made at the start of a pulse (as an animation would), so that which frame paints
        // what does not depend on where the FX thread's queue had its next pulse.
        WaitForAsyncUtils.asyncFx(() -> {
            window.stage().getScene().addPostLayoutPulseListener(() -> {
                if (before[0] != null) frames.add(new Frame(window.callTree().table().getSelectionModel().getSelectedIndex(),
                        window.flameChart().lastDrawStats(), window.flameChart().getHighlight()[1]));
            });
            new javafx.animation.AnimationTimer() {
                @Override
                public void handle(long now) {
                    stop();
                    before[0] = window.flameChart().lastDrawStats();
                    window.callTree().table().getSelectionModel().select(2);
                }
            }.start();
        }).get();
        Fixtures.waitFor(() -> frames.stream().anyMatch(f -> f.painted() != before[0]));
        List<Frame> seen = WaitForAsyncUtils.asyncFx(() -> List.copyOf(frames)).get();
        Frame first = seen.get(0);
        assertEquals(2, first.selectedRow(), "the selecting pulse's frame shows the selection");
        assertTrue(first.highlightedFunc() >= 0, "and the chart knows what to highlight");
        assertSame(before[0], first.painted(), "but has not painted it: " + seen);
        assertSame(before[0], seen.get(1).painted(), "nor has the next one (a selection made inside a pulse waits one frame more): " + seen);
        assertNotSame(before[0], seen.get(2).painted(), "the frame after paints it: " + seen);
    }
}
