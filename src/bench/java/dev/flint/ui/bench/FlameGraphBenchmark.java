package dev.flint.ui.bench;

import dev.flint.bench.SyntheticProfile;
import dev.flint.calltree.CallTree;
import dev.flint.calltree.CallTreeOptions;
import dev.flint.flamegraph.FlameGraphLayout;
import dev.flint.importer.ProfileLoader;
import dev.flint.model.Profile;
import dev.flint.model.ProfileThread;
import dev.flint.ui.common.BoxColors;
import dev.flint.ui.common.FlameGraphRenderer;
import dev.flint.ui.common.FlameStyle;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Comparator;
import java.util.Locale;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicReference;
import javafx.application.Platform;
import javafx.scene.canvas.Canvas;

/**
 * Flame graph redraw time: how long the FX thread takes to issue one frame's draw calls on a 1600x900
 * canvas, for the whole graph, zoomed into a mid-depth box and into a deep narrow box, top-down and
 * inverted; plus the layout's build time (off the FX thread in the app) and one software-rasterised
 * snapshot per scenario for reference. Always runs a synthetic 1 M-sample thread, then each file given
 * (its thread with the most samples).
 * <pre>
 * xvfb-run -a -s "-screen 0 1920x1080x24" java -cp 'target/flint.jar:target/flint-bench.jar:target/lib/*:target/bench-lib/*' dev.flint.ui.bench.FlameGraphBenchmark \
 *     ../shared/testdata/cpuprofile/node-large-60s.cpuprofile.gz
 * </pre>
 */
public final class FlameGraphBenchmark {
    private static final int WIDTH = 1600;
    private static final int HEIGHT = 900;
    private static final int WARMUP = 30;
    private static final int RUNS = 60;

    private FlameGraphBenchmark() {}

    public static void main(String[] args) throws Exception {
        Platform.startup(() -> {});
        long made = System.nanoTime();
        ProfileThread synthetic = SyntheticProfile.thread(1_000_000, 3000, 42);
        System.out.printf(Locale.ROOT, "synthetic: 1,000,000 samples, made in %,d ms%n", (System.nanoTime() - made) / 1_000_000);
        run(synthetic);
        for (String arg : args) {
            Profile profile = ProfileLoader.load(Path.of(arg));
            ProfileThread busiest = profile.threads().stream()
                    .max(Comparator.comparingInt(t -> t.samples().size())).orElseThrow();
            System.out.printf(Locale.ROOT, "%s: thread %s, %,d samples%n", Path.of(arg).getFileName(), busiest.name(),
                    busiest.samples().size());
            run(busiest);
        }
        Platform.exit();
        System.exit(0);
    }

    private static void run(ProfileThread thread) throws Exception {
        for (boolean inverted : new boolean[] {false, true}) {
            CallTree tree = CallTree.build(thread, CallTreeOptions.DEFAULT.withInverted(inverted));
            long t0 = System.nanoTime();
            FlameGraphLayout layout = FlameGraphLayout.of(tree);
            double buildMillis = (System.nanoTime() - t0) / 1e6;
            System.out.printf(Locale.ROOT, "  %s: %,d boxes, %,d depths, layout built in %.1f ms%n",
                    inverted ? "inverted" : "top-down", layout.boxCount(), layout.depthCount(), buildMillis);
            measure("whole graph", layout, -1);
            measure("mid-depth zoom", layout, heaviestAt(layout, Math.min(4, layout.depthCount() - 1)));
            measure("deep narrow zoom", layout, narrowestDeep(layout));
        }
    }

    /** The widest box of a depth. */
    private static int heaviestAt(FlameGraphLayout layout, int depth) {
        int best = -1;
        for (int box = layout.depthStart(depth); box < layout.depthEnd(depth); box++) {
            if (best < 0 || layout.width(box) > layout.width(best)) best = box;
        }
        return best;
    }

    /** A box at 3/4 of the depth with children, the narrowest such: the deepest zoom a user makes. */
    private static int narrowestDeep(FlameGraphLayout layout) {
        int depth = Math.max(0, layout.depthCount() * 3 / 4 - 1);
        int best = -1;
        for (int box = layout.depthStart(depth); box < layout.depthEnd(depth); box++) {
            if (layout.width(box) > 0 && (best < 0 || layout.width(box) < layout.width(best))) best = box;
        }
        return best;
    }

    private static void measure(String name, FlameGraphLayout layout, int zoomBox) throws Exception {
        AtomicReference<String> line = new AtomicReference<>();
        CountDownLatch done = new CountDownLatch(1);
        Platform.runLater(() -> {
            try {
                line.set(draw(name, layout, zoomBox));
            } catch (RuntimeException e) {
                line.set("    " + name + " failed: " + e);
            } finally {
                done.countDown();
            }
        });
        done.await();
        System.out.println(line.get());
    }

    private static String draw(String name, FlameGraphLayout layout, int zoomBox) {
        Canvas canvas = new Canvas(WIDTH, HEIGHT);
        FlameGraphRenderer renderer = new FlameGraphRenderer();
        BoxColors colors = BoxColors.byFunction();
        double viewStart = zoomBox < 0 ? 0 : layout.start(zoomBox);
        double viewEnd = zoomBox < 0 ? layout.total() : layout.end(zoomBox);
        // Scrolled so that the zoomed box's row is near the top, as the view does.
        double scrollPx = zoomBox < 0 ? 0 : Math.max(0, (layout.depth(zoomBox) - 1) * FlameGraphRenderer.ROW_PX);
        FlameGraphRenderer.DrawStats stats = null;
        for (int i = 0; i < WARMUP; i++) {
            stats = renderer.draw(canvas.getGraphicsContext2D(), layout, viewStart, viewEnd, WIDTH, HEIGHT, scrollPx,
                    false, FlameStyle.LIGHT, colors, FlameGraphRenderer.Marks.NONE);
            canvas.snapshot(null, null);
        }
        double[] millis = new double[RUNS];
        for (int i = 0; i < RUNS; i++) {
            long t0 = System.nanoTime();
            stats = renderer.draw(canvas.getGraphicsContext2D(), layout, viewStart, viewEnd, WIDTH, HEIGHT, scrollPx,
                    false, FlameStyle.LIGHT, colors, FlameGraphRenderer.Marks.NONE);
            millis[i] = (System.nanoTime() - t0) / 1e6;
            canvas.snapshot(null, null);
        }
        long s0 = System.nanoTime();
        canvas.snapshot(null, null);
        double snapshotMillis = (System.nanoTime() - s0) / 1e6;
        Arrays.sort(millis);
        String zoom = zoomBox < 0 ? "" : String.format(Locale.ROOT, " (depth %d, %.2g of the graph)",
                layout.depth(zoomBox), layout.widthFraction(zoomBox));
        return String.format(Locale.ROOT,
                "    %-17s issue median %6.2f ms  p95 %6.2f ms  max %6.2f ms  (%,d rects, %,d labels; sw raster %.0f ms)%s",
                name, millis[RUNS / 2], millis[(int) (RUNS * 0.95)], millis[RUNS - 1], stats.rects(), stats.labels(),
                snapshotMillis, zoom);
    }
}
