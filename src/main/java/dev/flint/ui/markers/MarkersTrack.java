package dev.flint.ui.markers;

import dev.flint.markers.MarkerLanes;
import dev.flint.model.MarkerKind;
import dev.flint.model.MarkerTable;
import dev.flint.ui.common.FlameStyle;
import dev.flint.ui.common.Viewport;
import dev.flint.viewmodel.TimeRange;
import java.util.EnumSet;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import javafx.application.Platform;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.scene.canvas.Canvas;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.control.CheckMenuItem;
import javafx.scene.control.ContextMenu;
import javafx.scene.control.Tooltip;
import javafx.scene.input.MouseButton;
import javafx.scene.layout.Region;
import javafx.scene.paint.Color;
import javafx.util.Duration;

/**
 * The markers of one tab in lanes, on the flame chart's time axis (its {@link Viewport} is bound here, so
 * x lines up with the chart below). Spans are bars, instants small diamonds; markers that fall on one
 * pixel are drawn once. Names never overlap ({@link MarkerLabels}): cut where the next marker starts, left
 * out where there is no room. Hovering shows a marker's kind, name, times, thread and detail; a click selects
 * the marker's range (a span; an instant selects nothing); right-click picks the kinds shown. Gecko's own
 * markers (DOMEvent, GC, ...) are off by default when the profile has user timings or milestones.
 */
public final class MarkersTrack extends Region {
    public static final double LANE_PX = 16;
    static final int MAX_LANES = 6;
    private static final double INSTANT_HALF_PX = 4;

    private final Canvas canvas = new Canvas();
    private final Tooltip tooltip = new Tooltip();
    private final ObjectProperty<Viewport> viewport = new SimpleObjectProperty<>(this, "viewport");
    private final ObjectProperty<FlameStyle> style = new SimpleObjectProperty<>(this, "style", FlameStyle.LIGHT);
    private final ObjectProperty<TimeRange> selectedRange;
    private final SimpleObjectProperty<MarkerLanes> lanes = new SimpleObjectProperty<>(this, "lanes");
    private MarkerTable markers = MarkerTable.empty();
    private double zeroMicros;
    private Set<MarkerKind> shownKinds = EnumSet.noneOf(MarkerKind.class);
    private int hovered = -1;
    /** Measures names in the style's font (made again when the style changes). */
    private dev.flint.ui.common.TextFitter fitter;
    private FlameStyle fitterStyle;
    /** The names drawn in the last frame. */
    private MarkerLabels drawnLabels;
    /** Bumped per packing request: a result that comes back after a newer request is dropped. */
    private int packing;

    /** @param selectedRange where a click puts the marker's range (the tab's range preview) */
    public MarkersTrack(ObjectProperty<TimeRange> selectedRange) {
        this.selectedRange = selectedRange;
        getStyleClass().add("markers-track");
        setId("markersTrack");
        canvas.setId("markersCanvas");
        getChildren().add(canvas);
        tooltip.setShowDelay(Duration.millis(150));
        tooltip.setWrapText(true);
        tooltip.setMaxWidth(520);
        viewport.addListener((obs, old, vp) -> redraw());
        style.addListener((obs, old, s) -> redraw());
        lanes.addListener((obs, old, l) -> {
            requestLayout();
            redraw();
        });
        canvas.setOnMouseMoved(e -> hover(markerAt(e.getX(), e.getY()), e.getScreenX(), e.getScreenY()));
        canvas.setOnMouseExited(e -> hover(-1, 0, 0));
        canvas.setOnMouseClicked(e -> {
            if (e.getButton() != MouseButton.PRIMARY) return;
            select(markerAt(e.getX(), e.getY()));
        });
        canvas.setOnContextMenuRequested(e -> kindMenu().show(canvas, e.getScreenX(), e.getScreenY()));
        setVisible(false);
        setManaged(false);
        sceneProperty().addListener((obs, old, scene) -> {
            if (old != null) {
                old.removePreLayoutPulseListener(layoutStarts);
                old.removePostLayoutPulseListener(paintIfAsked);
            }
            if (scene != null) {
                scene.addPreLayoutPulseListener(layoutStarts);
                scene.addPostLayoutPulseListener(paintIfAsked);
            }
        });
    }

    /** True when the canvas is to be painted again at the end of the next (or this) pulse's layout pass. */
    private boolean paintAsked;
    /**
     * A pulse whose layout pass took this long (FX thread) leaves the paint to the next pulse: the pulse that shows a
     * 4.2 GB trace's tab lays out the whole tab (the call tree's and the thread list's first rows, 25-35 ms of its
     * 55-75 ms of FX CPU), and painting the 19,458 markers and their names there too (12-16 ms) made it the one pulse
     * over 50 ms of FX CPU of a big open. The chart below paints its first frame over the next pulses anyway.
     */
    private static final long PAINT_BUDGET_NANOS = 15_000_000;
    /** When this pulse's layout pass began (System.nanoTime). */
    private long layoutStartNanos;
    private final Runnable layoutStarts = () -> layoutStartNanos = System.nanoTime();
    /** Whether the asked paint was left to this pulse by the one before. */
    private boolean deferred;
    /** Paints the canvas once after a pulse's layout pass when something asked for it (see {@link #redraw}). */
    private final Runnable paintIfAsked = () -> {
        if (!paintAsked) return;
        if (System.nanoTime() - layoutStartNanos > PAINT_BUDGET_NANOS && !deferred) {
            // Once: the next pulse paints, whatever its own layout takes.
            deferred = true;
            Platform.requestNextPulse();
            return;
        }
        paintAsked = false;
        deferred = false;
        paint();
    };

    /**
     * Shows {@code table}'s markers; times are printed relative to {@code startMicros}. The lanes are packed
     * in the background; the track stays hidden while a profile has no markers.
     */
    public void setMarkers(MarkerTable table, double startMicros) {
        markers = table;
        zeroMicros = startMicros;
        shownKinds = defaultKinds(table);
        repack();
    }

    /** All kinds, but Gecko's own markers only when nothing else is there (they are many and noisy). */
    static Set<MarkerKind> defaultKinds(MarkerTable table) {
        boolean others = false;
        for (int row = 0; row < table.size() && !others; row++) others = table.kind(row) != MarkerKind.GECKO;
        Set<MarkerKind> kinds = EnumSet.allOf(MarkerKind.class);
        if (others) kinds.remove(MarkerKind.GECKO);
        return kinds;
    }

    public void setShownKinds(Set<MarkerKind> kinds) {
        shownKinds = kinds.isEmpty() ? EnumSet.noneOf(MarkerKind.class) : EnumSet.copyOf(kinds);
        repack();
    }

    public Set<MarkerKind> shownKinds() { return EnumSet.copyOf(shownKinds.isEmpty() ? EnumSet.noneOf(MarkerKind.class) : shownKinds); }

    private void repack() {
        int request = ++packing;
        MarkerTable table = markers;
        Set<MarkerKind> kinds = EnumSet.noneOf(MarkerKind.class);
        kinds.addAll(shownKinds);
        boolean any = table.size() > 0;
        setVisible(any);
        setManaged(any);
        CompletableFuture.supplyAsync(() -> MarkerLanes.pack(table, kinds, MAX_LANES))
                .thenAccept(packed -> Platform.runLater(() -> {
                    if (request == packing) lanes.set(packed);
                }));
    }

    /** The packed lanes shown, null until the first packing is done. */
    public ReadOnlyObjectProperty<MarkerLanes> lanesProperty() { return lanes; }
    public ObjectProperty<Viewport> viewportProperty() { return viewport; }
    public ObjectProperty<FlameStyle> flameStyleProperty() { return style; }
    public MarkerTable markers() { return markers; }
    public Canvas canvas() { return canvas; }

    @Override
    protected double computePrefHeight(double width) {
        MarkerLanes packed = lanes.get();
        return Math.max(1, packed == null ? 1 : packed.laneCount()) * LANE_PX + 2;
    }

    @Override
    protected double computeMinHeight(double width) {
        return computePrefHeight(width);
    }

    @Override
    protected void layoutChildren() {
        double width = getWidth();
        double height = getHeight();
        if (canvas.getWidth() != width || canvas.getHeight() != height) {
            canvas.setWidth(width);
            canvas.setHeight(height);
            redraw();
        }
    }

    /** The marker row under a canvas point, -1 when none. */
    public int markerAt(double xPx, double yPx) {
        MarkerLanes packed = lanes.get();
        Viewport vp = viewport.get();
        if (packed == null || vp == null) return -1;
        int lane = (int) Math.floor((yPx - 1) / LANE_PX);
        return packed.markerAt(markers, lane, vp.microsAt(xPx), INSTANT_HALF_PX / vp.pxPerMicro());
    }

    /** The canvas x and y of the middle of {@code row}'s drawing, null when it is not in a lane. */
    public javafx.geometry.Point2D centerOf(int row) {
        MarkerLanes packed = lanes.get();
        Viewport vp = viewport.get();
        if (packed == null || vp == null) return null;
        for (int lane = 0; lane < packed.laneCount(); lane++) {
            for (int r : packed.rows(lane)) {
                if (r != row) continue;
                double x = vp.xOf((markers.startMicros(row) + markers.endMicros(row)) / 2);
                return new javafx.geometry.Point2D(x, 1 + lane * LANE_PX + LANE_PX / 2);
            }
        }
        return null;
    }

    private void select(int row) {
        if (row < 0 || markers.isInstant(row)) return;
        selectedRange.set(new TimeRange(markers.startMicros(row), markers.endMicros(row)));
    }

    private void hover(int row, double screenX, double screenY) {
        if (row == hovered) return;
        hovered = row;
        if (row < 0) {
            tooltip.hide();
        } else {
            tooltip.setText(describe(row));
            tooltip.show(canvas, screenX + 12, screenY + 14);
        }
        redraw();
    }

    /** What the tooltip says about {@code row}. */
    public String describe(int row) {
        StringBuilder text = new StringBuilder();
        text.append(markers.kind(row).label()).append(": ").append(markers.name(row)).append('\n');
        double start = markers.startMicros(row) - zeroMicros;
        if (markers.isInstant(row)) {
            text.append("at ").append(time(start));
        } else {
            text.append(time(start)).append(" – ").append(time(markers.endMicros(row) - zeroMicros))
                    .append(" (").append(time(markers.endMicros(row) - markers.startMicros(row))).append(')');
        }
        text.append("\nthread ").append(markers.pid(row)).append(':').append(markers.tid(row));
        if (!markers.category(row).isEmpty()) text.append(" · ").append(markers.category(row));
        if (!markers.detail(row).isEmpty()) text.append('\n').append(markers.detail(row));
        if (!markers.isInstant(row)) text.append("\nclick to select this range");
        return text.toString();
    }

    static String time(double micros) {
        double abs = Math.abs(micros);
        if (abs >= 1_000_000) return String.format(Locale.ROOT, "%.3f s", micros / 1_000_000);
        if (abs >= 1_000) return String.format(Locale.ROOT, "%.2f ms", micros / 1_000);
        return String.format(Locale.ROOT, "%.0f µs", micros);
    }

    private ContextMenu kindMenu() {
        ContextMenu menu = new ContextMenu();
        for (MarkerKind kind : MarkerKind.values()) {
            CheckMenuItem item = new CheckMenuItem("Show " + kind.label() + " markers");
            item.setId("markerKind-" + kind.label());
            item.setSelected(shownKinds.contains(kind));
            item.setOnAction(e -> {
                Set<MarkerKind> kinds = shownKinds();
                if (item.isSelected()) kinds.add(kind);
                else kinds.remove(kind);
                setShownKinds(kinds);
            });
            menu.getItems().add(item);
        }
        return menu;
    }

    /**
     * Asks for the canvas to be painted once, after the layout pass of the pulse that shows the change: the lanes,
     * the canvas's size and the chart's viewport each used to paint at once, and the pulse that shows a trace's tab
     * changed all three (two or three paints of every marker in view and their names: 13 and 9 ms of FX CPU for the
     * 4.2 GB trace's 19,458 markers, one paint of 16 ms now). Painted after the layout pass, a viewport changed by the
     * chart's layout is drawn in the same frame.
     * A track in no scene paints at once.
     */
    private void redraw() {
        if (getScene() == null) {
            paint();
            return;
        }
        paintAsked = true;
        Platform.requestNextPulse();
    }

    private void paint() {
        GraphicsContext g = canvas.getGraphicsContext2D();
        FlameStyle s = style.get();
        double width = canvas.getWidth();
        double height = canvas.getHeight();
        g.setFill(s.rulerBackground());
        g.fillRect(0, 0, width, height);
        MarkerLanes packed = lanes.get();
        Viewport vp = viewport.get();
        if (packed == null || vp == null || width <= 0) return;
        g.setFont(s.barFont());
        g.setTextBaseline(javafx.geometry.VPos.CENTER);
        g.setTextAlign(javafx.scene.text.TextAlignment.LEFT);
        LanePainter painter = new LanePainter(g, s, width);
        for (int lane = 0; lane < packed.laneCount(); lane++) {
            painter.y = 1 + lane * LANE_PX;
            DrawnMarkers.forEach(markers, packed, lane, vp, hovered, painter);
        }
        MarkerLabels labels = labelsFor(vp, s);
        g.setFill(s.headerText());
        for (int i = 0; i < labels.size(); i++) {
            g.fillText(labels.text(i), labels.xPx(i), 1 + labels.lane(i) * LANE_PX + LANE_PX / 2);
        }
        drawnLabels = labels;
    }

    /** Where the names go in {@code vp}, measured in {@code s}'s font. */
    private MarkerLabels labelsFor(Viewport vp, FlameStyle s) {
        if (fitter == null || fitterStyle != s) {
            fitter = new dev.flint.ui.common.TextFitter(s.barFont());
            fitterStyle = s;
        }
        dev.flint.ui.common.TextFitter measure = fitter;
        return MarkerLabels.layout(markers, lanes.get(), vp, INSTANT_HALF_PX, new MarkerLabels.Measure() {
            @Override public double widthPx(String text) { return measure.widthPx(text); }
            @Override public String fit(String text, double availablePx) { return measure.fit(text, availablePx); }
        });
    }

    /** The names drawn in the last frame (tests: none may overlap another). */
    public MarkerLabels drawnLabels() { return drawnLabels; }

    /**
     * Draws the markers of one lane after another. A class, not a lambda: the track's first paint is in the pulse that
     * shows a trace's tab (the warm-up's sample has no markers), and a lambda's first use is linked there.
     */
    private final class LanePainter implements DrawnMarkers.Visitor {
        private final GraphicsContext g;
        private final FlameStyle s;
        /** Read once per frame: it converts the background colour to HSB. */
        private final boolean dark;
        private final double width;
        double y;

        LanePainter(GraphicsContext g, FlameStyle s, double width) {
            this.g = g;
            this.s = s;
            this.dark = s.dark();
            this.width = width;
        }

        @Override
        public void marker(int row, double x1Px, double x2Px) {
            drawMarker(g, s, dark, row, x1Px, x2Px, y, width);
        }
    }

    private void drawMarker(GraphicsContext g, FlameStyle s, boolean dark, int row, double x1, double x2, double y,
                            double width) {
        Color color = MarkerColors.of(markers.kind(row), dark);
        boolean hot = row == hovered;
        if (markers.isInstant(row)) {
            double cx = x1;
            double cy = y + LANE_PX / 2;
            g.setFill(hot ? s.selection() : color);
            g.fillPolygon(new double[] {cx, cx + INSTANT_HALF_PX, cx, cx - INSTANT_HALF_PX},
                    new double[] {cy - INSTANT_HALF_PX - 1, cy, cy + INSTANT_HALF_PX + 1, cy}, 4);
            return;
        }
        double left = Math.max(x1, -2);
        double right = Math.min(Math.max(x2, x1 + 1), width + 2);
        g.setFill(hot ? s.selection() : color);
        g.fillRect(left, y + 2, right - left, LANE_PX - 4);
    }
}
