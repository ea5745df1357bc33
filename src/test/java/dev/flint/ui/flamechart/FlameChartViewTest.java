package dev.flint.ui.flamechart;

import dev.flint.ui.session.FlameSelection;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.flint.ui.common.FlameStyle;
import dev.flint.ui.common.Viewport;
import dev.flint.ui.testing.FreshStage;
import java.util.List;
import javafx.geometry.Point2D;
import javafx.scene.Scene;
import javafx.scene.image.PixelReader;
import javafx.scene.image.WritableImage;
import javafx.scene.input.KeyCode;
import javafx.scene.input.MouseButton;
import javafx.scene.paint.Color;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

@FreshStage(width = 816, height = 300)
class FlameChartViewTest {
    private static final int RED = 0xFFE06060;
    private static final int BLUE = 0xFF6080E0;
    private static final int GREEN = 0xFF60C060;

    private FlameChartView view;
    private final dev.flint.ui.session.TabSession session = new dev.flint.ui.session.TabSession(javafx.application.Platform::runLater);

    @Start
    void start(Stage stage) {
        view = new FlameChartView(session);
        view.setTracks(List.of(
                new ArrayTrack("main").add(0, 0, 10_000, "run", RED, 1).add(1, 1_000, 6_000, "work", BLUE, 2),
                new ArrayTrack("worker").add(0, 2_000, 9_000, "task", GREEN, 3)), 0, 10_000);
        stage.setScene(new Scene(view));
        stage.show();
    }

    private Color pixel(FxRobot robot, double micros, int track, int depth) {
        WritableImage[] image = new WritableImage[1];
        robot.interact(() -> {
            view.redrawNow();
            image[0] = view.canvas().snapshot(null, null);
        });
        PixelReader reader = image[0].getPixelReader();
        double x = view.getViewport().xOf(micros);
        // Near the bar's bottom edge: below the label's glyphs.
        double y = TrackLayout.RULER_PX + view.layoutOfTracks().rowTopPx(track, depth) + TrackLayout.ROW_PX - 3;
        return reader.getColor((int) x, (int) y);
    }

    /** A bar of colour {@code argb} as the light theme draws it (the palette's light variant). */
    private static void assertColor(int argb, Color actual) {
        Color expected = dev.flint.ui.common.Colors.color(dev.flint.timeline.Palette.forTheme(argb, false));
        assertEquals(expected.getRed(), actual.getRed(), 0.02, () -> "red of " + actual);
        assertEquals(expected.getGreen(), actual.getGreen(), 0.02, () -> "green of " + actual);
        assertEquals(expected.getBlue(), actual.getBlue(), 0.02, () -> "blue of " + actual);
    }

    private Point2D screenPointOf(double micros, int track, int depth) {
        double x = view.getViewport().xOf(micros);
        double y = TrackLayout.RULER_PX + view.layoutOfTracks().rowTopPx(track, depth) + TrackLayout.ROW_PX / 2;
        return view.canvas().localToScreen(x, y);
    }

    /**
     * Issue 34: a selected range's duration was drawn over a tick's label ("1.5 1.31 s"). 10 ms over 816 px: a tick
     * every 2 ms; the range 3–5 ms puts "2 ms" at 4 ms, over that tick's label, which is left out.
     */
    @Test
    void aTickLabelUnderTheSelectedRangesDurationIsLeftOut(FxRobot robot) {
        robot.interact(() -> view.redrawNow());
        // "10 ms" sits on the right edge: its label would run past it, so it is left out (issue 34 item 3).
        assertEquals(List.of("0 ms", "2 ms", "4 ms", "6 ms", "8 ms"), view.rulerLabels());
        robot.interact(() -> {
            view.previewRangeProperty().set(new dev.flint.viewmodel.TimeRange(3_000, 5_000));
            view.redrawNow();
        });
        assertEquals(List.of("0 ms", "2 ms", "6 ms", "8 ms"), view.rulerLabels());
    }

    @Test
    void drawsEachThreadsBarsInTheirColours(FxRobot robot) {
        assertColor(RED, pixel(robot, 500, 0, 0));
        assertColor(BLUE, pixel(robot, 5_500, 0, 1));
        assertColor(GREEN, pixel(robot, 8_500, 1, 0));
        // Outside any entry the background shows.
        Color empty = pixel(robot, 9_500, 1, 0);
        assertTrue(empty.getRed() > 0.95 && empty.getGreen() > 0.95 && empty.getBlue() > 0.95, "background " + empty);
    }

    @Test
    void keysZoomAndPanTheVisibleRange(FxRobot robot) {
        robot.clickOn(view.canvas(), MouseButton.PRIMARY);
        double span = view.getViewport().spanMicros();
        robot.type(KeyCode.W);
        assertEquals(span / FlameChartInput.KEY_ZOOM_FACTOR, view.getViewport().spanMicros(), 1e-6);
        double start = view.getViewport().startMicros();
        robot.type(KeyCode.D);
        assertTrue(view.getViewport().startMicros() > start, "D pans right");
        robot.type(KeyCode.LEFT, 2);
        assertTrue(view.getViewport().startMicros() < start, "Left pans back");
        robot.type(KeyCode.S, 3);
        assertTrue(view.getViewport().isWholeProfile(), "S zooms out to everything");
    }

    @Test
    void dragPansAndDoubleClickZoomsToTheEntry(FxRobot robot) {
        robot.interact(() -> view.showRange(2_000, 4_000));
        double before = view.getViewport().startMicros();
        robot.drag(screenPointOf(3_000, 0, 0), MouseButton.PRIMARY).moveBy(-200, 0).release(MouseButton.PRIMARY);
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(view.getViewport().startMicros() > before + 100, "dragging left moves later in time");

        robot.interact(() -> view.showRange(0, 10_000));
        robot.doubleClickOn(screenPointOf(3_000, 0, 1), MouseButton.PRIMARY);
        Viewport vp = view.getViewport();
        assertTrue(vp.startMicros() <= 1_000 && vp.startMicros() > 500, "starts just before the entry: " + vp);
        assertTrue(vp.endMicros() >= 6_000 && vp.endMicros() < 6_500, "ends just after the entry: " + vp);
        assertEquals(new FlameSelection(0, 1, 0), view.selectionProperty().get());
    }

    @Test
    void clickingAThreadNameCollapsesItsTrack(FxRobot robot) {
        Point2D header = view.canvas().localToScreen(60, TrackLayout.RULER_PX + view.layoutOfTracks().trackTopPx(0) + 5);
        robot.clickOn(header, MouseButton.PRIMARY);
        assertTrue(view.isCollapsed(0));
        // The second track moved up into the space the first one left.
        assertEquals(TrackLayout.HEADER_PX + TrackLayout.GAP_PX, view.layoutOfTracks().trackTopPx(1), 1e-9);
        assertColor(GREEN, pixel(robot, 8_500, 1, 0));
    }

    @Test
    void wideProfilesStayCheapToDrawAtFullZoomOut(FxRobot robot) {
        ArrayTrack many = new ArrayTrack("many");
        for (int i = 0; i < 200_000; i++) many.add(0, i * 10.0, i * 10.0 + 5, "f" + i, (i % 2 == 0) ? RED : BLUE, i);
        robot.interact(() -> view.setTracks(List.of(many), 0, 2_000_000));
        FlameChartRenderer.DrawStats[] stats = new FlameChartRenderer.DrawStats[1];
        robot.interact(() -> stats[0] = view.redrawNow());
        // Sub-pixel entries merge: at most about one rect per pixel column, whatever the entry count.
        assertTrue(stats[0].rects() <= view.canvas().getWidth() + 2, "rects " + stats[0].rects());
        assertEquals(0, stats[0].labels());
    }

    @Test
    void aStretchOfOneFunctionsNarrowCallsIsLabelledWithItsName(FxRobot robot) {
        // 0..1 s: 100k calls of one function, 5 us each with gaps; then 1..2 s: a comb of distinct functions.
        ArrayTrack loop = new ArrayTrack("loop");
        for (int i = 0; i < 100_000; i++) loop.add(0, i * 10.0, i * 10.0 + 5, "tick", RED, 7);
        for (int i = 0; i < 100_000; i++) loop.add(0, 1_000_000 + i * 10.0, 1_000_000 + i * 10.0 + 5, "f" + i, (i % 2 == 0) ? RED : BLUE, 100 + i);
        robot.interact(() -> view.setTracks(List.of(loop), 0, 2_000_000));
        FlameChartRenderer.DrawStats[] stats = new FlameChartRenderer.DrawStats[1];
        robot.interact(() -> stats[0] = view.redrawNow());
        assertEquals(1, stats[0].labels(), "the stretch of tick calls is named; the comb of distinct functions is not");
        // Columns of one colour are one rectangle: the tick half is one, the comb alternates.
        assertTrue(stats[0].rects() <= view.canvas().getWidth() / 2 + 3, "rects " + stats[0].rects());
    }

    @Test
    void sparseNarrowCallsOfOneFunctionAreNotLabelledAcrossTheGapsBetweenThem(FxRobot robot) {
        // A call of "rare" every 2 ms, 4 us long: 0.2 % of the 2 s, but one in every pixel column (2.5 ms each).
        ArrayTrack sparse = new ArrayTrack("sparse");
        for (int i = 0; i < 1_000; i++) sparse.add(0, i * 2_000.0, i * 2_000.0 + 4, "rare", RED, 7);
        robot.interact(() -> view.setTracks(List.of(sparse), 0, 2_000_000));
        FlameChartRenderer.DrawStats[] stats = new FlameChartRenderer.DrawStats[1];
        robot.interact(() -> stats[0] = view.redrawNow());
        assertEquals(0, stats[0].labels(), "a name along the whole row would claim 2 s for 4 ms of calls");
    }

    @Test
    void aLabelCoversOnlyTheSpanItsFunctionsCallsCover(FxRobot robot) {
        // 0..1 s: a call of "tick" every 2 ms, 4 us long (0.2 %); 1..2 s: a call every 10 us, 5 us long (50 %).
        ArrayTrack track = new ArrayTrack("tick");
        for (int i = 0; i < 500; i++) track.add(0, i * 2_000.0, i * 2_000.0 + 4, "tick", RED, 7);
        for (int i = 0; i < 100_000; i++) track.add(0, 1_000_000 + i * 10.0, 1_000_000 + i * 10.0 + 5, "tick", RED, 7);
        robot.interact(() -> view.setTracks(List.of(track), 0, 2_000_000));
        double middle = view.getViewport().xOf(1_000_000);
        assertEquals(0, darkPixels(robot, 0, middle - 2), "no name over the sparse half");
        assertTrue(darkPixels(robot, middle, middle + 40) > 10, "the dense half is named from where it starts");
    }

    /** Pixels of the first track's top row, between x0 and x1, dark enough to be label text. */
    private int darkPixels(FxRobot robot, double x0, double x1) {
        WritableImage[] image = new WritableImage[1];
        robot.interact(() -> {
            view.redrawNow();
            image[0] = view.canvas().snapshot(null, null);
        });
        PixelReader reader = image[0].getPixelReader();
        double top = TrackLayout.RULER_PX + view.layoutOfTracks().rowTopPx(0, 0);
        int dark = 0;
        for (int x = (int) Math.max(0, x0); x < (int) x1; x++) {
            for (int y = (int) top + 2; y < top + TrackLayout.ROW_PX - 2; y++) {
                if (reader.getColor(x, y).getBrightness() < 0.35) dark++;
            }
        }
        return dark;
    }

    @Test
    void atWholeProfileZoomAHighlightedFunctionStandsOutAndTheRestKeepTheirHues(FxRobot robot) throws Exception {
        // 0..1 s: 100k narrow calls of func 7 (red); 1..2 s: 100k of func 8 (blue); all far under a pixel.
        ArrayTrack calls = new ArrayTrack("calls");
        for (int i = 0; i < 100_000; i++) calls.add(0, i * 10.0, i * 10.0 + 5, "hot", RED, 7);
        for (int i = 0; i < 100_000; i++) calls.add(0, 1_000_000 + i * 10.0, 1_000_000 + i * 10.0 + 5, "cold", BLUE, 8);
        ArrayTrack other = new ArrayTrack("other");
        for (int i = 0; i < 100_000; i++) other.add(0, i * 20.0, i * 20.0 + 5, "elsewhere", GREEN, 9);
        // The session's tree shows a thread whose func 7 is "hot": selecting it there highlights its calls here.
        dev.flint.calltree.TextSamples samples = dev.flint.calltree.TextSamples.of("f0;f1;f2;f3;f4;f5;f6;hot\n");
        assertEquals(7, samples.func("hot"));
        robot.interact(() -> {
            view.setTracks(List.of(calls, other), 0, 2_000_000);
            session.showThread(new dev.flint.viewmodel.LoadedThread(null, samples.thread, "Main", null));
        });
        org.testfx.util.WaitForAsyncUtils.waitFor(10, java.util.concurrent.TimeUnit.SECONDS, () -> session.tree() != null);
        robot.interact(() -> assertTrue(session.select(samples.path("f0;f1;f2;f3;f4;f5;f6;hot"))));
        assertArrayEquals(new int[] {0, 7}, view.getHighlight());
        Color match = pixel(robot, 500_000, 0, 0);
        Color rest = pixel(robot, 1_500_000, 0, 0);
        Color otherTrack = pixel(robot, 1_000_000, 1, 0);
        Color selection = FlameStyle.LIGHT.selection();
        assertEquals(selection.getRed(), match.getRed(), 0.03, "the matched calls are drawn in the selection colour: " + match);
        assertEquals(selection.getGreen(), match.getGreen(), 0.03, "" + match);
        assertEquals(selection.getBlue(), match.getBlue(), 0.03, "" + match);
        // The others are paler but keep their hue: blue stays blue, green stays green, not one grey.
        assertTrue(rest.getBlue() > rest.getRed() + 0.1, "the rest keeps its blue: " + rest);
        assertTrue(otherTrack.getGreen() > otherTrack.getRed() + 0.1 && otherTrack.getGreen() > otherTrack.getBlue() + 0.1,
                "another track keeps its green: " + otherTrack);
        assertTrue(rest.getBrightness() > Color.rgb(0x60, 0x80, 0xE0).getBrightness() - 0.01, "and is paler, not darker: " + rest);
    }

    @Test
    void theOverviewExplainsItsColoursWhenHovered(FxRobot robot) throws Exception {
        OverviewStrip strip = new OverviewStrip();
        robot.interact(() -> {
            Stage stage = new Stage();
            stage.setScene(new Scene(strip, 600, OverviewStrip.HEIGHT_PX));
            stage.setX(100);
            stage.setY(400);
            stage.show();
        });
        robot.moveTo(strip).moveBy(5, 0).moveBy(-5, 0);
        WaitForAsyncUtils.waitFor(10, java.util.concurrent.TimeUnit.SECONDS, () -> robot.lookup(".tooltip").tryQuery().isPresent());
        javafx.scene.control.Tooltip shown = (javafx.scene.control.Tooltip) robot.lookup(".tooltip").queryAs(javafx.scene.Node.class)
                .getScene().getWindow();
        assertTrue(shown.getText().contains("one coloured curve per thread") && shown.getText().contains("selected range")
                && shown.getText().contains("the flame chart shows"), shown.getText());
    }

    @Test
    void hoveringAnEntryShowsItsNameAndDuration(FxRobot robot) {
        robot.moveTo(screenPointOf(3_000, 0, 1));
        javafx.scene.control.Label tooltip = robot.lookup(".flame-tooltip").queryAs(javafx.scene.control.Label.class);
        assertTrue(tooltip.isVisible());
        assertTrue(tooltip.getText().startsWith("work\n5 ms"), tooltip.getText());
        robot.moveTo(screenPointOf(9_500, 1, 0));
        assertTrue(!tooltip.isVisible(), "no entry, no tooltip");
    }

    /**
     * Issue 35: a trace of processes that follow each other in time (the 4 GB trace: 9,025 threads, 777 with
     * samples, a handful sampled at any moment). The strip divided its height among every sampled thread, so a
     * bucket's stack was 52 / 777 px high and the strip stayed empty. Here 600 threads, each busy all through its
     * own bucket: each bucket's one busy thread fills the stack.
     */
    @Test
    void theOverviewOfThreadsThatFollowEachOtherInTimeIsDrawnFullHeight(FxRobot robot) throws Exception {
        OverviewStrip strip = new OverviewStrip();
        int threads = 600;
        dev.flint.viewmodel.ActivityCurves oneAfterAnother = new dev.flint.viewmodel.ActivityCurves() {
            @Override
            public double[][] perThread(int buckets) {
                double[][] shares = new double[threads][buckets];
                for (int t = 0; t < threads; t++) shares[t][(int) ((long) t * buckets / threads)] = 1;
                return shares;
            }

            @Override
            public int mostSampledAtOnce(int buckets) {
                return (threads + buckets - 1) / buckets;
            }
        };
        WritableImage[] image = new WritableImage[1];
        robot.interact(() -> {
            Stage stage = new Stage();
            stage.setScene(new Scene(strip, 600, OverviewStrip.HEIGHT_PX));
            stage.show();
            strip.setActivity(oneAfterAnother, 0, 1_000_000);
        });
        // The curves are worked out off the FX thread (OverviewStripCurvesTest): wait for them to be drawn.
        WaitForAsyncUtils.waitFor(30, java.util.concurrent.TimeUnit.SECONDS,
                () -> WaitForAsyncUtils.asyncFx(strip::curvesCurrent).get());
        robot.interact(() -> image[0] = strip.snapshot(null, null));
        PixelReader pixels = image[0].getPixelReader();
        Color background = FlameStyle.LIGHT.rulerBackground();
        int coloured = 0;
        // The middle of the strip's height, across its width: a full-height stack covers it in every bucket.
        int y = (int) (OverviewStrip.HEIGHT_PX / 2);
        for (int x = 0; x < 600; x++) {
            Color pixel = pixels.getColor(x, y);
            if (Math.abs(pixel.getRed() - background.getRed()) + Math.abs(pixel.getGreen() - background.getGreen())
                    + Math.abs(pixel.getBlue() - background.getBlue()) > 0.1) coloured++;
        }
        assertTrue(coloured >= 590, coloured + " of 600 pixels across the strip's middle are a curve's colour");
    }
}
