package dev.flint.ui.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.flint.testing.SharedTestdata;
import dev.flint.ui.common.FlameStyle;
import dev.flint.ui.flamechart.TrackLayout;
import dev.flint.ui.testing.FreshStage;
import dev.flint.viewmodel.FlameTrack;
import dev.flint.viewmodel.LoadedProfile;
import dev.flint.viewmodel.LoadedThread;
import java.nio.file.Path;
import java.util.List;
import javafx.scene.image.PixelReader;
import javafx.scene.image.WritableImage;
import javafx.scene.paint.Color;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/** The shared three-thread Chrome trace in the window (skipped when ../shared is absent). */
@FreshStage(width = 1200, height = 800)
@Tag(SharedTestdata.TAG)
class ChromeTraceWindowTest extends FreshWindowTest {
    @Test
    void eachProfiledThreadGetsATrackWithBarsInItsPixels(FxRobot robot) throws Exception {
        Path trace = SharedTestdata.file("chrome-trace/chrome-small.json");
        WaitForAsyncUtils.asyncFx(() -> window.open(List.of(trace))).get();
        Fixtures.waitFor(() -> window.profileProperty().get() != null);
        Fixtures.waitForIdle(window);

        var chart = window.flameChart();
        List<LoadedThread> threads = window.profileProperty().get().threads();
        long sampled = threads.stream().filter(loaded -> loaded.thread().samples().size() > 0).count();
        assertEquals(3, sampled, "chrome-small profiles three threads");
        // Every loaded thread has samples or trace events, and the thread list shows them all: a track each.
        assertEquals(threads.size(), chart.tracks().size());
        assertTrue(threads.size() > 20, threads.size() + " threads");
        // The profiled threads come first (busiest first): their bars are painted in their colours.
        for (int t = 0; t < sampled; t++) {
            assertTrue(!chart.isCollapsed(t));
            FlameTrack track = chart.tracks().get(t);
            // The widest top-level entry of this thread: its bar must be painted in its colour.
            int widest = 0;
            for (int i = 1; i < track.size(0); i++) {
                if (track.endMicros(0, i) - track.startMicros(0, i) > track.endMicros(0, widest) - track.startMicros(0, widest)) widest = i;
            }
            int index = widest;
            int trackIndex = t;
            Color[] seen = new Color[1];
            robot.interact(() -> {
                chart.revealRow(trackIndex, 0);
                chart.redrawNow();
                WritableImage image = chart.canvas().snapshot(null, null);
                PixelReader pixels = image.getPixelReader();
                double x = chart.getViewport().xOf((track.startMicros(0, index) + track.endMicros(0, index)) / 2);
                double y = TrackLayout.RULER_PX - chart.scrollYPx() + chart.layoutOfTracks().rowTopPx(trackIndex, 0)
                        + TrackLayout.ROW_PX - 3;
                seen[0] = pixels.getColor((int) x, (int) y);
            });
            int argb = track.colorArgb(0, index);
            Color expected = Color.rgb((argb >> 16) & 0xff, (argb >> 8) & 0xff, argb & 0xff);
            assertEquals(expected.getRed(), seen[0].getRed(), 0.02, track.title() + ": " + seen[0]);
            assertEquals(expected.getGreen(), seen[0].getGreen(), 0.02, track.title() + ": " + seen[0]);
            assertEquals(expected.getBlue(), seen[0].getBlue(), 0.02, track.title() + ": " + seen[0]);
            assertTrue(!seen[0].equals(FlameStyle.LIGHT.background()));
        }
    }

    @Test
    void aLargeLoadShowsProgressAndCancelKeepsTheProfile(FxRobot robot) throws Exception {
        Path large = SharedTestdata.file("cpuprofile/node-large-60s.cpuprofile.gz");
        Path seed = Fixtures.seed001(folder);
        WaitForAsyncUtils.asyncFx(() -> window.open(List.of(seed))).get();
        Fixtures.waitFor(() -> window.profileProperty().get() != null);
        Fixtures.waitForIdle(window);
        LoadedProfile before = window.profileProperty().get();

        WaitForAsyncUtils.asyncFx(() -> window.open(List.of(large))).get();
        // Press Cancel the moment progress shows (a robot's mouse trip could outlast the load).
        boolean[] cancelled = new boolean[1];
        Fixtures.waitFor(() -> {
            if (window.loader().isRunning() && window.loader().getProgress() > 0) {
                assertTrue(robot.lookup("#loadProgress").query().isVisible(), "the progress card shows");
                robot.lookup("#cancelLoad").queryButton().fire();
                cancelled[0] = true;
            }
            return cancelled[0] || !window.isLoading();
        });
        assertTrue(cancelled[0], "the load was still running when progress showed");
        Fixtures.waitFor(() -> !window.isLoading());
        assertEquals(javafx.concurrent.Worker.State.CANCELLED,
                WaitForAsyncUtils.asyncFx(() -> window.loader().getState()).get());
        assertTrue(before == window.profileProperty().get(), "the previous profile stays");
        assertTrue(window.bannerText().isEmpty(), "cancelling is not an error");
    }
}
