package dev.flint.ui.flamechart;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;

import dev.flint.ui.common.FlameStyle;
import dev.flint.ui.common.Viewport;
import dev.flint.ui.testing.FreshStage;
import dev.flint.viewmodel.FlameTrack;
import java.util.ArrayList;
import java.util.List;
import javafx.scene.Scene;
import javafx.scene.canvas.Canvas;
import javafx.scene.image.PixelFormat;
import javafx.scene.image.WritableImage;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * A frame of a big profile is painted row by row over several pulses (no pulse paints for longer than a
 * slice), off screen, and the finished frame is the frame painted in one go, pixel for pixel; until it is
 * whole the screen keeps the frame before it.
 */
@FreshStage(width = 816, height = 300)
class FlameChartSlicesTest {
    private static final int ROWS = 4;
    /** Per row: 4 rows of 60,000 one-microsecond calls are past the view's threshold for slicing. */
    private static final int CALLS = 60_000;
    private static final int[] COLORS = {0xFFE06060, 0xFF6080E0, 0xFF60C060, 0xFFC0A040, 0xFF9060C0};

    private FlameChartView view;
    private final List<FlameTrack> tracks = List.of(bigTrack());

    @Start
    void start(Stage stage) {
        view = new FlameChartView(new dev.flint.ui.session.TabSession(javafx.application.Platform::runLater));
        view.setTracks(tracks, 0, 3 * CALLS);
        stage.setScene(new Scene(view));
        stage.show();
    }

    /** Row d: calls of 1 us every 3 us (a gap between neighbours), of 37 funcs in turn, each its own colour. */
    private static FlameTrack bigTrack() {
        ArrayTrack track = new ArrayTrack("big");
        for (int depth = 0; depth < ROWS; depth++) {
            for (int i = 0; i < CALLS; i++) {
                int func = (i * 7 + depth) % 37;
                track.add(depth, 3.0 * i, 3.0 * i + 1 + depth % 2, "f" + func, COLORS[func % COLORS.length], func);
            }
        }
        return track;
    }

    /** An empty track that counts how often its entries are counted. */
    private static final class CountedTrack implements FlameTrack {
        int counted;
        @Override public long entryCount() { counted++; return 0; }
        @Override public String title() { return "counted"; }
        @Override public int depthCount() { return 0; }
        @Override public int size(int depth) { return 0; }
        @Override public double startMicros(int depth, int index) { throw new IndexOutOfBoundsException(); }
        @Override public double endMicros(int depth, int index) { throw new IndexOutOfBoundsException(); }
        @Override public int colorArgb(int depth, int index) { throw new IndexOutOfBoundsException(); }
        @Override public String name(int depth, int index) { throw new IndexOutOfBoundsException(); }
        @Override public int func(int depth, int index) { throw new IndexOutOfBoundsException(); }
        @Override public String details(int depth, int index) { return ""; }
        @Override public double minMicros() { return Double.NaN; }
        @Override public double maxMicros() { return Double.NaN; }
    }

    /**
     * Whether frames are sliced is known from the first tracks that reach the threshold: the tracks after them are
     * not counted (a trace's 9,000 tracks were all counted in the pulse that showed it, and at every change of order).
     */
    @Test
    void theTracksAfterTheThresholdIsReachedAreNotCounted() throws Exception {
        List<FlameTrack> many = new ArrayList<>(tracks);
        List<CountedTrack> after = new ArrayList<>();
        for (int i = 0; i < 2_000; i++) after.add(new CountedTrack());
        many.addAll(after);
        boolean sliced = WaitForAsyncUtils.asyncFx(() -> {
            FlameChartView other = new FlameChartView(new dev.flint.ui.session.TabSession(javafx.application.Platform::runLater));
            other.setTracks(many, 0, 3 * CALLS);
            return other.sliced();
        }).get();
        assertEquals(true, sliced, "the big track's 240,000 entries are past the threshold");
        assertEquals(0, after.stream().mapToInt(track -> track.counted).sum(), "the 2,000 tracks after it were not counted");
    }

    @Test
    void theRendererPaintsARowPerSliceAndTheSlicesMakeTheWholeFrame() throws Exception {
        int[][] pixels = new int[2][];
        List<FlameChartRenderer.DrawStats> slices = new ArrayList<>();
        FlameChartRenderer.DrawStats[] whole = new FlameChartRenderer.DrawStats[1];
        WaitForAsyncUtils.asyncFx(() -> {
            Viewport viewport = Viewport.whole(0, 3 * CALLS, 800);
            TrackLayout layout = new TrackLayout(tracks, null);
            Canvas oneGo = new Canvas(800, 200);
            whole[0] = new FlameChartRenderer().draw(oneGo.getGraphicsContext2D(), tracks, layout, viewport, 0, 200,
                    FlameStyle.LIGHT, FlameChartRenderer.Marks.NONE);
            pixels[0] = pixelsOf(oneGo);
            Canvas sliced = new Canvas(800, 200);
            FlameChartRenderer renderer = new FlameChartRenderer();
            FlameChartRenderer.Frame frame = renderer.begin(sliced.getGraphicsContext2D(), tracks, layout, viewport, 0,
                    200, FlameStyle.LIGHT, FlameChartRenderer.Marks.NONE);
            // A deadline already past: one row per call.
            FlameChartRenderer.DrawStats stats;
            while ((stats = renderer.paint(sliced.getGraphicsContext2D(), frame, System.nanoTime() - 1)) == null) {
                slices.add(null);
            }
            slices.add(stats);
            pixels[1] = pixelsOf(sliced);
        }).get();
        assertEquals(ROWS, slices.size(), "a row per slice");
        assertEquals(whole[0], slices.get(ROWS - 1), "the last slice reports the whole frame");
        assertEquals(true, whole[0].rects() > ROWS * 100, "a frame of sub-pixel calls: " + whole[0]);
        assertArrayEquals(pixels[0], pixels[1], "the sliced frame is the frame painted in one go");
    }

    @Test
    void theViewPaintsABigFrameOverSeveralPulsesAndShowsTheSameFrameAtTheEnd() throws Exception {
        WaitForAsyncUtils.waitForFxEvents();
        FlameChartRenderer.DrawStats[] before = new FlameChartRenderer.DrawStats[1];
        List<FlameChartRenderer.DrawStats> perPulse = new ArrayList<>();
        int[][] beforePixels = new int[1][];
        List<Boolean> showsTheFrameBefore = new ArrayList<>();
        WaitForAsyncUtils.asyncFx(() -> {
            before[0] = view.redrawNow();
            beforePixels[0] = pixelsOf(view.shownCanvas());
            view.setSliceNanos(0);
            new javafx.animation.AnimationTimer() {
                @Override
                public void handle(long now) {
                    perPulse.add(view.lastDrawStats());
                    // While the new frame is painted, the screen keeps the whole frame before it.
                    if (view.lastDrawStats() == before[0]) {
                        showsTheFrameBefore.add(java.util.Arrays.equals(beforePixels[0], pixelsOf(view.shownCanvas())));
                    }
                    if (perPulse.size() == 12) stop();
                }
            }.start();
            view.showRange(0, 3 * CALLS / 2.0);
        }).get();
        long deadline = System.nanoTime() + 10_000_000_000L;
        while (WaitForAsyncUtils.asyncFx(() -> perPulse.size()).get() < 12 && System.nanoTime() < deadline) Thread.sleep(20);
        List<FlameChartRenderer.DrawStats> seen = WaitForAsyncUtils.asyncFx(() -> List.copyOf(perPulse)).get();
        int firstNew = 0;
        while (firstNew < seen.size() && seen.get(firstNew) == before[0]) firstNew++;
        // The change is painted a row per pulse: the frame before it stays the last whole one for ROWS - 1
        // pulses at least (the first row is painted where the change is, the last in the ROWS - 1-th pulse after).
        assertEquals(true, firstNew >= ROWS - 1 && firstNew < seen.size(), "pulses until the frame was whole: " + seen);
        List<Boolean> shown = WaitForAsyncUtils.asyncFx(() -> List.copyOf(showsTheFrameBefore)).get();
        assertEquals(false, shown.contains(false), "half a frame on screen in a pulse: " + shown);
        FlameChartRenderer.DrawStats sliced = seen.get(firstNew);
        assertNotSame(before[0], sliced);
        int[][] pixels = new int[2][];
        FlameChartRenderer.DrawStats[] oneGo = new FlameChartRenderer.DrawStats[1];
        WaitForAsyncUtils.asyncFx(() -> {
            pixels[0] = pixelsOf(view.shownCanvas());
            oneGo[0] = view.redrawNow();
            pixels[1] = pixelsOf(view.canvas());
        }).get();
        assertEquals(oneGo[0], sliced, "the sliced frame drew what one go draws");
        assertArrayEquals(pixels[1], pixels[0], "and looks the same");
    }

    private static int[] pixelsOf(Canvas canvas) {
        WritableImage image = canvas.snapshot(null, null);
        int width = (int) image.getWidth();
        int height = (int) image.getHeight();
        int[] argb = new int[width * height];
        image.getPixelReader().getPixels(0, 0, width, height, PixelFormat.getIntArgbInstance(), argb, 0, width);
        return argb;
    }
}
