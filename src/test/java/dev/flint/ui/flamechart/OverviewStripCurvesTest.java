package dev.flint.ui.flamechart;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.flint.ui.common.FlameStyle;
import dev.flint.ui.testing.FreshStage;
import dev.flint.viewmodel.ActivityCurves;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import javafx.application.Platform;
import javafx.scene.Scene;
import javafx.scene.image.WritableImage;
import javafx.scene.paint.Color;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Issue 35: the overview strip's curves (the activity's per-thread sums for the strip's width and their stacking)
 * are worked out off the FX thread and handed over: on the 4 GB trace they were 60-70 ms of the FX thread in the
 * pulse that shows the load and in each pulse of a resize. The strip is drawn with them once they come.
 */
@FreshStage(width = 400, height = 100)
class OverviewStripCurvesTest {
    /** Where the strip asked for its curves: "fx" or the thread's name, one entry per call. */
    private final List<String> callers = new CopyOnWriteArrayList<>();

    private final ActivityCurves everyBucketBusy = new ActivityCurves() {
        @Override
        public double[][] perThread(int buckets) {
            callers.add(Platform.isFxApplicationThread() ? "fx" : Thread.currentThread().getName());
            double[][] shares = new double[1][buckets];
            java.util.Arrays.fill(shares[0], 1);
            return shares;
        }

        @Override
        public int mostSampledAtOnce(int buckets) {
            callers.add(Platform.isFxApplicationThread() ? "fx" : Thread.currentThread().getName());
            return 1;
        }
    };

    @Test
    void theCurvesAreWorkedOutOffTheFxThreadAndDrawnWhenTheyCome(FxRobot robot) throws Exception {
        OverviewStrip strip = new OverviewStrip();
        Stage[] stage = new Stage[1];
        robot.interact(() -> {
            stage[0] = new Stage();
            stage[0].setScene(new Scene(strip, 400, OverviewStrip.HEIGHT_PX));
            stage[0].show();
            strip.setActivity(everyBucketBusy, 0, 1_000_000);
        });
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> WaitForAsyncUtils.asyncFx(strip::curvesCurrent).get());
        assertTrue(!callers.isEmpty(), "the curves were asked for");
        assertTrue(callers.stream().noneMatch("fx"::equals), "asked on " + callers);
        assertColoured(robot, strip, 400);

        // A resize: the new width's curves come from the same thread; the strip is drawn across its new width.
        callers.clear();
        robot.interact(() -> stage[0].setWidth(700));
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> WaitForAsyncUtils.asyncFx(
                () -> strip.getWidth() >= 650 && strip.curvesCurrent()).get());
        assertTrue(!callers.isEmpty(), "the new width's curves were asked for");
        assertTrue(callers.stream().noneMatch("fx"::equals), "asked on " + callers);
        assertColoured(robot, strip, (int) strip.getWidth());
        robot.interact(stage[0]::close);
    }

    /** Every pixel across the strip's middle is the curve's colour: one thread busy in every bucket. */
    private static void assertColoured(FxRobot robot, OverviewStrip strip, int width) {
        WritableImage[] image = new WritableImage[1];
        robot.interact(() -> image[0] = strip.snapshot(null, null));
        Color background = FlameStyle.LIGHT.rulerBackground();
        int coloured = 0;
        for (int x = 0; x < width; x++) {
            Color pixel = image[0].getPixelReader().getColor(x, (int) (OverviewStrip.HEIGHT_PX / 2));
            if (Math.abs(pixel.getRed() - background.getRed()) + Math.abs(pixel.getGreen() - background.getGreen())
                    + Math.abs(pixel.getBlue() - background.getBlue()) > 0.1) coloured++;
        }
        assertEquals(width, coloured, "pixels across the strip's middle in a curve's colour");
    }
}
