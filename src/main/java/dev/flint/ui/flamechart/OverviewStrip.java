package dev.flint.ui.flamechart;

import dev.flint.timeline.Palette;
import dev.flint.ui.common.Colors;
import dev.flint.ui.common.FlameStyle;
import dev.flint.ui.common.Viewport;
import dev.flint.viewmodel.ActivityCurves;
import dev.flint.viewmodel.TimeRange;
import javafx.application.Platform;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.scene.canvas.Canvas;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.input.MouseButton;
import javafx.scene.input.MouseEvent;
import javafx.scene.layout.Region;
import javafx.scene.paint.Color;

/**
 * The strip above the flame chart: CPU activity over the whole profile (one filled curve per thread,
 * stacked), the flame chart's visible window, and a range the user drags out. The range restricts the
 * call tree to its samples; a double-click or Escape clears it.
 */
public final class OverviewStrip extends Region {
    public static final double HEIGHT_PX = 56;
    private static final Color[] THREAD_COLORS = {Color.web("#4f8fdc"), Color.web("#e0a13a"), Color.web("#5aad6f"),
        Color.web("#b070d0"), Color.web("#d06060"), Color.web("#4fb3b3")};
    /**
     * The curves on the dark theme: each thread's hue dimmed as the palette dims boxes (bright blue filled most of
     * a dark strip and outshone the chart under it).
     */
    private static final Color[] DARK_THREAD_COLORS = java.util.Arrays.stream(THREAD_COLORS)
            .map(color -> Colors.color(Palette.forTheme(Colors.argb(color), true))).toArray(Color[]::new);

    private final Canvas canvas = new Canvas();
    private final ObjectProperty<TimeRange> selectedRange = new SimpleObjectProperty<>(this, "selectedRange");
    /** The range the flame chart is zoomed into (committed), null for the whole profile. */
    private final ObjectProperty<TimeRange> committedRange = new SimpleObjectProperty<>(this, "committedRange");
    private final ObjectProperty<Viewport> window = new SimpleObjectProperty<>(this, "window");
    private final ObjectProperty<FlameStyle> style = new SimpleObjectProperty<>(this, "style", FlameStyle.LIGHT);
    /**
     * Works out the curves for a new width or profile off the FX thread (see {@link StripCurves}); one thread, and
     * a request that a newer one replaced before it started is skipped, so a resize's many widths cost one or two.
     */
    private static final java.util.concurrent.ExecutorService CURVES = java.util.concurrent.Executors.newSingleThreadExecutor(runnable -> {
        Thread thread = new Thread(runnable, "flint-overview");
        thread.setDaemon(true);
        return thread;
    });

    private ActivityCurves activity;
    /** The curves drawn: until those for the current width come, the last ones, stretched to it. */
    private StripCurves curves;
    /** The curves asked for last; read by the worker to skip older requests. */
    private volatile CurvesRequest requested;

    /** What a set of curves is worked out from: the profile's activity, the buckets across the strip, its height. */
    private record CurvesRequest(ActivityCurves activity, int bucketCount, double heightPx) {}

    private double boundsStartMicros;
    private double boundsEndMicros = 1;
    private double dragStartX = Double.NaN;
    private boolean redrawPending;

    public OverviewStrip() {
        getStyleClass().add("overview-strip");
        canvas.setId("overviewCanvas");
        getChildren().add(canvas);
        selectedRange.addListener((obs, old, value) -> requestRedraw());
        window.addListener((obs, old, value) -> requestRedraw());
        committedRange.addListener((obs, old, value) -> requestRedraw());
        javafx.scene.control.Tooltip legend = new javafx.scene.control.Tooltip("""
                CPU activity over the whole profile: one coloured curve per thread with samples (the colour \
                its swatch has in the thread list), stacked; height is the share of samples not idle, and the                 whole height is as many threads as had samples at one moment at most.
                Outlined box: the part the flame chart shows.
                Blue edges, the rest veiled: the selected range (drag here or on the chart's ruler; \
                double-click or Esc clears).
                Hatched grey: outside the range the chart is zoomed into.""");
        legend.setShowDelay(javafx.util.Duration.millis(600));
        legend.setId("overviewLegend");
        javafx.scene.control.Tooltip.install(canvas, legend);
        style.addListener((obs, old, value) -> requestRedraw());
        canvas.addEventHandler(MouseEvent.MOUSE_PRESSED, e -> {
            if (e.getButton() == MouseButton.PRIMARY) dragStartX = e.getX();
        });
        canvas.addEventHandler(MouseEvent.MOUSE_DRAGGED, e -> {
            if (Double.isNaN(dragStartX) || Math.abs(e.getX() - dragStartX) < 3) return;
            selectedRange.set(new TimeRange(microsAt(dragStartX), microsAt(e.getX())));
        });
        canvas.addEventHandler(MouseEvent.MOUSE_RELEASED, e -> dragStartX = Double.NaN);
        canvas.addEventHandler(MouseEvent.MOUSE_CLICKED, e -> {
            if (e.getClickCount() == 2) selectedRange.set(null);
        });
        setMinHeight(HEIGHT_PX);
        setPrefHeight(HEIGHT_PX);
        setMaxHeight(HEIGHT_PX);
    }

    public void setActivity(ActivityCurves newActivity, double startMicros, double endMicros) {
        activity = newActivity;
        boundsStartMicros = startMicros;
        boundsEndMicros = Math.max(endMicros, startMicros + 1);
        curves = null;
        requested = null;
        selectedRange.set(null);
        requestRedraw();
    }

    public ObjectProperty<TimeRange> selectedRangeProperty() { return selectedRange; }
    public ObjectProperty<Viewport> windowProperty() { return window; }
    public ObjectProperty<TimeRange> committedRangeProperty() { return committedRange; }

    /** The colour of the {@code index}-th curve (threads with samples, in track order); the thread list's swatch. */
    public static Color threadColor(int index) {
        return THREAD_COLORS[index % THREAD_COLORS.length];
    }

    /** The fill of the {@code index}-th curve in {@code style}'s theme. */
    public static Color curveColor(int index, FlameStyle style) {
        return style.dark() ? DARK_THREAD_COLORS[index % DARK_THREAD_COLORS.length]
                : THREAD_COLORS[index % THREAD_COLORS.length].deriveColor(0, 1, 1, 0.75);
    }
    public ObjectProperty<FlameStyle> flameStyleProperty() { return style; }

    private double microsAt(double xPx) {
        double clamped = Math.max(0, Math.min(canvas.getWidth(), xPx));
        return boundsStartMicros + clamped / canvas.getWidth() * (boundsEndMicros - boundsStartMicros);
    }

    private double xOf(double micros) {
        return (micros - boundsStartMicros) / (boundsEndMicros - boundsStartMicros) * canvas.getWidth();
    }

    @Override
    protected void layoutChildren() {
        double width = Math.max(1, getWidth());
        double height = Math.max(1, getHeight());
        if (canvas.getWidth() != width || canvas.getHeight() != height) {
            canvas.setWidth(width);
            canvas.setHeight(height);
            requestRedraw();
        }
    }

    private void requestRedraw() {
        if (redrawPending) return;
        redrawPending = true;
        Platform.runLater(this::redraw);
    }

    /** Asks the curves' thread for these curves, unless they are the ones asked for last. */
    private void requestCurves(ActivityCurves wanted, int bucketCount, double height) {
        CurvesRequest key = new CurvesRequest(wanted, bucketCount, height);
        if (key.equals(requested)) return;
        requested = key;
        CURVES.execute(() -> {
            if (requested != key) return;
            StripCurves made = StripCurves.of(wanted, bucketCount, height);
            Platform.runLater(() -> {
                if (activity != wanted) return;
                curves = made;
                requestRedraw();
            });
        });
    }

    /** The strip's buckets across {@code width} pixels: one per two pixels, at most 2,000. */
    private static int bucketCountFor(double width) {
        return (int) Math.max(1, Math.min(width / 2, 2000));
    }

    /** Whether the curves drawn are those of the strip's profile at its width (tests wait for them). */
    boolean curvesCurrent() {
        int bucketCount = bucketCountFor(canvas.getWidth());
        return activity == null || (curves != null && curves.isFor(activity, bucketCount, canvas.getHeight()) && !redrawPending);
    }

    private void redraw() {
        redrawPending = false;
        GraphicsContext g = canvas.getGraphicsContext2D();
        double width = canvas.getWidth();
        double height = canvas.getHeight();
        FlameStyle s = style.get();
        g.setFill(s.rulerBackground());
        g.fillRect(0, 0, width, height);
        int bucketCount = bucketCountFor(width);
        if (activity != null && (curves == null || !curves.isFor(activity, bucketCount, height))) {
            requestCurves(activity, bucketCount, height);
        }
        StripCurves drawn = curves;
        if (drawn != null && drawn.activity == activity) {
            double bucketWidth = width / drawn.bucketCount;
            double yScale = height / drawn.heightPx;
            drawn.paint(new StackedBars.Sink() {
                @Override
                public void thread(int thread) {
                    g.setFill(curveColor(thread, s));
                }

                @Override
                public void fill(int bucket, double topPx, double heightPx) {
                    g.fillRect(bucket * bucketWidth, topPx * yScale, Math.ceil(bucketWidth), heightPx * yScale);
                }
            });
        }
        TimeRange zoomed = committedRange.get();
        if (zoomed != null) {
            double x0 = xOf(zoomed.startMicros());
            double x1 = xOf(zoomed.endMicros());
            g.setFill(s.gridLine().deriveColor(0, 1, 1, 0.7));
            g.fillRect(0, 0, x0, height);
            g.fillRect(x1, 0, width - x1, height);
        }
        Viewport vp = window.get();
        if (vp != null && !vp.isWholeProfile()) {
            double x0 = xOf(vp.startMicros());
            double x1 = Math.max(xOf(vp.endMicros()), x0 + 1);
            g.setStroke(s.rulerText());
            g.setLineWidth(1);
            g.strokeRect(Math.floor(x0) + 0.5, 0.5, Math.max(1, Math.floor(x1 - x0)), height - 1);
        }
        TimeRange range = selectedRange.get();
        if (range != null) {
            double x0 = xOf(range.startMicros());
            double x1 = xOf(range.endMicros());
            g.setFill(s.dimOverlay());
            g.fillRect(0, 0, x0, height);
            g.fillRect(x1, 0, width - x1, height);
            g.setStroke(s.selection());
            g.setLineWidth(2);
            g.strokeLine(x0, 0, x0, height);
            g.strokeLine(x1, 0, x1, height);
        }
        g.setStroke(s.gridLine());
        g.setLineWidth(1);
        g.strokeLine(0, height - 0.5, width, height - 0.5);
    }
}
