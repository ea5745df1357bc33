package dev.flint.ui.flamechart;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.flint.ui.testing.FreshStage;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Issue 35: what waits for the track builder (the spare view's pieces, each a full-window repaint) runs once the
 * builder has nothing queued or running, on the FX thread, and at once when it is idle.
 */
@FreshStage(width = 200, height = 100)
class TrackBuilderTest {
    @Test
    void whatWaitsForTheBuilderRunsOnceItsBuildsAreDone(FxRobot robot) throws Exception {
        CountDownLatch release = new CountDownLatch(1);
        List<String> events = new CopyOnWriteArrayList<>();
        robot.interact(() -> {
            TrackBuilder.submit(() -> {
                try {
                    release.await(10, TimeUnit.SECONDS);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }, () -> events.add("built"));
            assertTrue(TrackBuilder.busy(), "a build is queued");
            TrackBuilder.afterBuilds(() -> events.add("after " + Thread.currentThread().getName()));
        });
        WaitForAsyncUtils.sleep(200, TimeUnit.MILLISECONDS);
        assertEquals(List.of(), events, "nothing runs while the build is not done");
        release.countDown();
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> events.size() == 2);
        assertEquals(List.of("built", "after JavaFX Application Thread"), events);
        robot.interact(() -> {
            assertFalse(TrackBuilder.busy());
            TrackBuilder.afterBuilds(() -> events.add("idle"));
            assertEquals("idle", events.get(2), "runs at once when the builder is idle");
        });
    }
}
