package dev.flint.ui.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.flint.ui.testing.FreshStage;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javafx.animation.AnimationTimer;
import javafx.scene.control.ListCell;
import org.junit.jupiter.api.Test;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The launch's file is shown whole in the first frame that shows its tab (FlintApp asks for it with files at launch):
 * its thread list's rows, its call tree's table and its painted chart; a file opened later keeps its frames apart (the
 * tab, then its lower half, then the chart), each pulse short. What each frame showed is read at the start of the
 * pulse after it (an AnimationTimer runs before that pulse's CSS and layout).
 */
@FreshStage(width = 1200, height = 800)
class LaunchTabWholeTest extends FreshWindowTest {
    /** A Chromium startup trace with 77 threads: the list has rows to make. */
    private static final Path TRACE = ThreadListTest.TRACE;

    /**
     * What a frame showed: the tab's view laid out (a tab's view that has not been through a layout pass yet is not
     * on screen), its chart painted, its call tree's table in the scene, thread rows with a thread; and how many
     * memory-return requests had been made by then.
     */
    private record Frame(boolean tab, boolean chartPainted, boolean treeTable, int threadRows, long memoryRequests) {}

    @Test
    void theLaunchFilesTabComesWholeInItsFirstFrame() throws Exception {
        List<Frame> frames = openRecordingFrames(true);
        Frame shown = frames.get(firstWithTab(frames));
        assertTrue(shown.chartPainted(), "the chart is painted in the tab's first frame: " + frames);
        assertTrue(shown.treeTable(), "the call tree's table is in it: " + frames);
        assertTrue(shown.threadRows() > 10, "and the thread list's rows: " + frames);
    }

    /**
     * What the load built and dropped is given back ({@link MemoryReturn}) only once the launch's tab has been drawn: asked
     * for at the load's end, its second ran out before the first paint on a busy machine, and G1's periodic collection
     * then ran a concurrent cycle, with its pauses of the FX thread, while the tab was being built.
     */
    @Test
    void theLoadsMemoryIsGivenBackOnlyAfterTheTabsFirstFrame() throws Exception {
        long before = MemoryReturn.requests();
        List<Frame> frames = openRecordingFrames(true);
        Frame shown = frames.get(firstWithTab(frames));
        assertTrue(shown.chartPainted(), "the tab's first frame has its chart: " + frames);
        assertEquals(before, shown.memoryRequests(), "no request by then: " + frames);
        Fixtures.waitFor(() -> MemoryReturn.requests() > before, 30);
    }

    @Test
    void aFileOpenedLaterShowsItsChartInALaterFrame() throws Exception {
        List<Frame> frames = openRecordingFrames(false);
        assertEquals(false, frames.get(firstWithTab(frames)).chartPainted(), "the tab's first frame has no chart yet: " + frames);
        assertTrue(frames.get(frames.size() - 1).chartPainted(), "a later one has: " + frames);
    }

    /** Opens {@link #TRACE} (as the launch's file or not) and records every frame until the chart is painted and one more. */
    private List<Frame> openRecordingFrames(boolean asLaunch) throws Exception {
        List<Frame> frames = new ArrayList<>();
        boolean[] stop = new boolean[1];
        WaitForAsyncUtils.asyncFx(() -> {
            if (asLaunch) window.showLaunchTabWhole();
            new AnimationTimer() {
                @Override
                public void handle(long now) {
                    Frame frame = frameNow();
                    frames.add(frame);
                    if (frame.chartPainted() && frames.size() > 1 && frames.get(frames.size() - 2).chartPainted()) {
                        stop();
                        stop[0] = true;
                    }
                }
            }.start();
            window.open(List.of(TRACE));
        }).get();
        Fixtures.waitFor(() -> stop[0], 60);
        return WaitForAsyncUtils.asyncFx(() -> List.copyOf(frames)).get();
    }

    private Frame frameNow() {
        if (window.tabs().getTabs().isEmpty() || window.current().getWidth() <= 0) return new Frame(false, false, false, 0, MemoryReturn.requests());
        ProfileView view = window.current();
        int rows = 0;
        for (javafx.scene.Node cell : view.threadList().listView().lookupAll(".thread-row")) {
            if (cell instanceof ListCell<?> row && !row.isEmpty() && row.getScene() != null) rows++;
        }
        return new Frame(true, view.flameChart().lastDrawStats().rects() > 0, view.callTree().table().getScene() != null, rows,
                MemoryReturn.requests());
    }

    private static int firstWithTab(List<Frame> frames) {
        for (int i = 0; i < frames.size(); i++) {
            if (frames.get(i).tab()) return i;
        }
        throw new AssertionError("no frame showed the tab: " + frames);
    }
}
