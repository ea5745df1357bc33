package dev.flint.ui.bench;

import dev.flint.importer.ProfileLoader;
import dev.flint.model.Profile;
import dev.flint.ui.common.FlameStyle;
import dev.flint.ui.common.Viewport;
import dev.flint.ui.flamechart.FlameChartRenderer;
import dev.flint.ui.flamechart.TrackLayout;
import dev.flint.viewmodel.FlameTrack;
import dev.flint.viewmodel.LoadedThread;
import dev.flint.viewmodel.ThreadPreparer;
import dev.flint.viewmodel.TimeFormat;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicReference;
import javafx.application.Platform;
import javafx.scene.canvas.Canvas;

/**
 * Flame-chart redraw time: how long the FX thread takes to issue one frame's draw calls (what blocks the
 * UI; rasterisation happens later on the render thread, on the GPU on a real desktop), at full zoom-out,
 * one and five W steps, a mid zoom (1/50 of the profile) and a deep zoom (1/5000), each centred on an entry of
 * the top tracks (the median one of the busiest top row on screen), on a 1600x900 canvas showing the sampled
 * threads, and on the first frame of each scenario (a new canvas and renderer, as a tab's first paint).
 * Times are the FX thread's CPU time (what other load on the machine barely moves). Also prints one
 * software-rasterised snapshot per scenario for reference. {@code native:N} in place of a file is the pulse
 * benchmark's synthetic native profile of N samples ({@link LargeNativeProfile}), whose per-function hues
 * draw a rectangle in nearly every pixel column of every row.
 * <pre>
 * xvfb-run -a -s "-screen 0 1920x1080x24" java -cp 'target/flint.jar:target/flint-bench.jar:target/lib/*:target/bench-lib/*' dev.flint.ui.bench.RedrawBenchmark \
 *     ../shared/testdata/cpuprofile/node-large-60s.cpuprofile.gz ../shared/testdata/chrome-trace/chrome-medium.array.json.gz
 * </pre>
 */
public final class RedrawBenchmark {
    private static final int WIDTH = 1600;
    private static final int HEIGHT = 900;
    private static final int WARMUP = 30;
    private static final int RUNS = 60;

    private RedrawBenchmark() {}

    public static void main(String[] args) throws Exception {
        if (args.length == 0) {
            System.err.println("usage: RedrawBenchmark PROFILE...");
            System.exit(2);
        }
        Platform.startup(() -> {});
        for (String arg : args) {
            Path file = arg.startsWith("native:")
                    ? LargeNativeProfile.write(java.nio.file.Files.createTempDirectory("flint-redraw"),
                            Integer.parseInt(arg.substring("native:".length())), 4_000, 1).profile()
                    : Path.of(arg);
            long loadStart = System.nanoTime();
            Profile profile = ProfileLoader.load(file);
            List<LoadedThread> threads = ThreadPreparer.prepare(profile, file, false);
            List<FlameTrack> tracks = new ArrayList<>();
            long entries = 0;
            for (LoadedThread thread : threads) {
                if (thread.thread().samples().size() == 0) continue;
                tracks.add(thread.track());
                for (int d = 0; d < thread.track().depthCount(); d++) entries += thread.track().size(d);
            }
            System.out.printf(Locale.ROOT, "%s: %,d samples, %d sampled threads, %,d entries, loaded with tracks in %,d ms%n",
                    file.getFileName(), profile.totalSamples(), tracks.size(), entries,
                    (System.nanoTime() - loadStart) / 1_000_000);
            double start = Double.POSITIVE_INFINITY;
            double end = Double.NEGATIVE_INFINITY;
            for (FlameTrack track : tracks) {
                start = Math.min(start, track.minMicros());
                end = Math.max(end, track.maxMicros());
            }
            Viewport whole = Viewport.whole(start, end, WIDTH);
            double span = end - start;
            // The zooms centre on entries the canvas shows: a fixed point of the profile can be empty in every
            // track at the top (the 4 GB trace's processes follow each other in time: 0 rects drawn).
            double focus = focusOf(tracks);
            double focusPx = whole.xOf(focus);
            System.out.printf(Locale.ROOT, "  zooms centred at %.1f %% of the profile (an entry of the top tracks)%n",
                    (focus - start) / span * 100);
            measure("full zoom-out", tracks, whole);
            measure("zoom 1/1.25 (W)", tracks, whole.zoom(1.25, focusPx));
            measure("zoom 1/3 (W x5)", tracks, whole.zoom(Math.pow(1.25, 5), focusPx));
            measure("mid zoom (1/50)", tracks, whole.show(focus - span / 100, focus + span / 100));
            measure("deep zoom (1/5000)", tracks, whole.show(focus - span / 10_000, focus + span / 10_000));
        }
        Platform.exit();
        System.exit(0);
    }

    /**
     * The middle of the median top-row entry of the track with the most top-row entries among those the canvas
     * shows (from the top, as {@link TrackLayout} stacks them): where a zoom has bars to draw.
     */
    private static double focusOf(List<FlameTrack> tracks) {
        TrackLayout layout = new TrackLayout(tracks, null);
        FlameTrack busiest = null;
        for (int t = 0; t < tracks.size() && layout.trackTopPx(t) < HEIGHT; t++) {
            FlameTrack track = tracks.get(t);
            if (track.depthCount() > 0 && (busiest == null || track.size(0) > busiest.size(0))) busiest = track;
        }
        if (busiest == null || busiest.size(0) == 0) return (tracks.isEmpty() ? 0 : tracks.get(0).minMicros());
        int middle = busiest.size(0) / 2;
        return (busiest.startMicros(0, middle) + busiest.endMicros(0, middle)) / 2;
    }

    private static void measure(String name, List<FlameTrack> tracks, Viewport viewport) throws Exception {
        AtomicReference<String> line = new AtomicReference<>();
        CountDownLatch done = new CountDownLatch(1);
        Platform.runLater(() -> {
            try {
                line.set(run(name, tracks, viewport));
            } catch (RuntimeException e) {
                line.set("  " + name + " failed: " + e);
            } finally {
                done.countDown();
            }
        });
        done.await();
        System.out.println(line.get());
    }

    private static String run(String name, List<FlameTrack> tracks, Viewport viewport) {
        Canvas canvas = new Canvas(WIDTH, HEIGHT);
        FlameChartRenderer renderer = new FlameChartRenderer();
        TrackLayout layout = new TrackLayout(tracks, null);
        java.lang.management.ThreadMXBean threads = java.lang.management.ManagementFactory.getThreadMXBean();
        long f0 = threads.getCurrentThreadCpuTime();
        FlameChartRenderer.DrawStats stats = renderer.draw(canvas.getGraphicsContext2D(), tracks, layout, viewport, 0,
                HEIGHT, FlameStyle.LIGHT, FlameChartRenderer.Marks.NONE);
        double firstMillis = (threads.getCurrentThreadCpuTime() - f0) / 1e6;
        canvas.snapshot(null, null);
        for (int i = 0; i < WARMUP; i++) {
            stats = renderer.draw(canvas.getGraphicsContext2D(), tracks, layout, viewport, 0, HEIGHT,
                    FlameStyle.LIGHT, FlameChartRenderer.Marks.NONE);
            canvas.snapshot(null, null);
        }
        double[] millis = new double[RUNS];
        for (int i = 0; i < RUNS; i++) {
            long t0 = threads.getCurrentThreadCpuTime();
            stats = renderer.draw(canvas.getGraphicsContext2D(), tracks, layout, viewport, 0, HEIGHT,
                    FlameStyle.LIGHT, FlameChartRenderer.Marks.NONE);
            millis[i] = (threads.getCurrentThreadCpuTime() - t0) / 1e6;
            // As the app's pulses do, rasterise every frame (outside the timed part).
            canvas.snapshot(null, null);
        }
        long s0 = System.nanoTime();
        canvas.snapshot(null, null);
        double snapshotMillis = (System.nanoTime() - s0) / 1e6;
        Arrays.sort(millis);
        return String.format(Locale.ROOT,
                "  %-19s window %9s  FX CPU first frame %6.2f ms, then median %6.2f ms  p95 %6.2f ms  max %6.2f ms  (%,d rects, %,d labels; sw raster %.0f ms)",
                name, TimeFormat.micros(viewport.spanMicros()), firstMillis, millis[RUNS / 2], millis[(int) (RUNS * 0.95)],
                millis[RUNS - 1], stats.rects(), stats.labels(), snapshotMillis);
    }
}
