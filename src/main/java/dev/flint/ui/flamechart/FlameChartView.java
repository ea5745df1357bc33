package dev.flint.ui.flamechart;

import dev.flint.ui.common.FlameStyle;
import dev.flint.ui.common.Viewport;
import dev.flint.viewmodel.FlameTrack;
import dev.flint.viewmodel.TimeRange;
import java.util.List;
import javafx.application.Platform;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.SimpleObjectProperty;
import javafx.geometry.Orientation;
import javafx.scene.canvas.Canvas;
import javafx.scene.control.ScrollBar;
import javafx.scene.layout.Region;

/**
 * The flame chart component: a canvas the size of the view (never the size of the profile), a vertical
 * scroll bar, and the state the user changes (visible time range, selection, collapsed tracks).
 * Painting is delegated to {@link FlameChartRenderer}; mouse and keyboard handling to
 * {@link FlameChartInput}. Redraws are coalesced: any number of changes in one pulse paint once; a big
 * profile's frame is painted over several pulses ({@link #redrawInSlices}) on a second canvas while the
 * last whole frame stays on screen.
 */
public final class FlameChartView extends Region {
    /** The canvas mouse input and tests address; on screen unless {@link #spare} is shown over it. */
    private final Canvas canvas = new Canvas();
    /**
     * A big frame painted over several pulses is painted on the canvas not on screen, and shown when whole:
     * this one lies over {@link #canvas}, invisible (JavaFX keeps an invisible canvas's commands until it
     * shows) or visible and mouse-transparent, so input always reaches {@link #canvas} at the same points.
     */
    private final Canvas spare = new Canvas();
    private final ScrollBar verticalBar = new ScrollBar();
    private final FlameChartRenderer renderer = new FlameChartRenderer();
    private final FlameTooltip tooltip = new FlameTooltip();

    private List<? extends FlameTrack> tracks = List.of();
    private boolean[] collapsed = new boolean[0];
    private TrackLayout layout = new TrackLayout(List.of(), null);

    private final ReadOnlyObjectWrapper<Viewport> viewport = new ReadOnlyObjectWrapper<>(this, "viewport",
            Viewport.whole(0, 1, 1));
    private final ObjectProperty<FlameSelection> selection = new SimpleObjectProperty<>(this, "selection");
    /** Entries of this func in the active track are drawn normally and the rest faded (-1: none). */
    private final ObjectProperty<int[]> highlight = new SimpleObjectProperty<>(this, "highlight", new int[] {-1, -1});
    private final ObjectProperty<FlameStyle> style = new SimpleObjectProperty<>(this, "style", FlameStyle.LIGHT);
    private final ReadOnlyObjectWrapper<Integer> activeTrack = new ReadOnlyObjectWrapper<>(this, "activeTrack", -1);
    /** The time range selected but not committed (drawn over the chart); null when none. */
    private final ObjectProperty<TimeRange> previewRange = new SimpleObjectProperty<>(this, "previewRange");
    private Runnable commitRange = () -> {};
    private Runnable popRange = () -> {};

    /** Where the ruler counts from: the start of the profile (its bounds when the tracks were set). */
    private double timeOriginMicros;
    private boolean redrawPending;
    private FlameChartRenderer.DrawStats lastStats = new FlameChartRenderer.DrawStats(0, 0);

    public FlameChartView() {
        // Slices of a big frame paint after the layout pass of their pulse (see sliceClock).
        Runnable afterLayout = this::paintPendingSlice;
        sceneProperty().addListener((obs, old, scene) -> {
            if (old != null) old.removePostLayoutPulseListener(afterLayout);
            if (scene != null) scene.addPostLayoutPulseListener(afterLayout);
            if (slicePulseStartNanos >= 0) sliceClock.start();
        });
        getStyleClass().add("flame-chart");
        setFocusTraversable(true);
        canvas.setId("flameCanvas");
        spare.setMouseTransparent(true);
        spare.setVisible(false);
        verticalBar.setOrientation(Orientation.VERTICAL);
        verticalBar.setMin(0);
        verticalBar.valueProperty().addListener((obs, old, value) -> requestRedraw());
        getChildren().addAll(canvas, spare, verticalBar, tooltip);
        selection.addListener((obs, old, value) -> requestRedraw());
        // A highlight follows a selection made elsewhere (the call tree, a search): the frame that shows that
        // selection has its own work; the chart's highlight is painted in the frame after it.
        highlight.addListener((obs, old, value) -> {
            drawAfterNextPulse();
            requestRedraw();
        });
        previewRange.addListener((obs, old, value) -> requestRedraw());
        style.addListener((obs, old, value) -> {
            renderer.clearColorCache();
            requestRedraw();
        });
        viewport.addListener((obs, old, value) -> {
            if (old == null || old.startMicros() != value.startMicros() || old.endMicros() != value.endMicros()) relayoutTracks();
            requestRedraw();
        });
        new FlameChartInput(this, canvas, tooltip).install();
        setMinSize(100, 60);
    }

    // ***** Data *****

    /** Shows new tracks over [boundsStart, boundsEnd], zoomed all the way out. */
    public void setTracks(List<? extends FlameTrack> newTracks, double boundsStartMicros, double boundsEndMicros) {
        tracks = List.copyOf(newTracks);
        collapsed = new boolean[tracks.size()];
        selection.set(null);
        highlight.set(new int[] {-1, -1});
        activeTrack.set(tracks.isEmpty() ? -1 : 0);
        timeOriginMicros = boundsStartMicros;
        viewport.set(Viewport.whole(boundsStartMicros, boundsEndMicros, Math.max(1, canvasWidth())));
        relayoutTracks();
        verticalBar.setValue(0);
        requestRedraw();
    }

    /**
     * Shows another set or order of tracks (the thread list hid, showed, pinned or moved some), keeping
     * the visible time range; {@code collapsedFlags} per new track. The active track stays the same
     * track where it is still shown.
     */
    public void showTracks(List<? extends FlameTrack> newTracks, boolean[] collapsedFlags) {
        int active = activeTrack.get() == null ? -1 : activeTrack.get();
        FlameTrack activeData = active >= 0 && active < tracks.size() ? tracks.get(active) : null;
        tracks = List.copyOf(newTracks);
        collapsed = java.util.Arrays.copyOf(collapsedFlags, tracks.size());
        selection.set(null);
        int newActive = activeData == null ? -1 : tracks.indexOf(activeData);
        activeTrack.set(newActive >= 0 ? newActive : tracks.isEmpty() ? -1 : 0);
        relayoutTracks();
        requestRedraw();
    }

    /** Replaces the tracks keeping the visible range and collapsed state (same threads, new data). */
    public void replaceTracks(List<? extends FlameTrack> newTracks) {
        if (newTracks.size() != tracks.size()) throw new IllegalArgumentException("track count changed");
        tracks = List.copyOf(newTracks);
        selection.set(null);
        relayoutTracks();
        requestRedraw();
    }

    public List<? extends FlameTrack> tracks() { return tracks; }
    public TrackLayout layoutOfTracks() { return layout; }

    public boolean isCollapsed(int track) { return collapsed[track]; }

    public void setCollapsed(int track, boolean value) {
        collapsed[track] = value;
        relayoutTracks();
        FlameSelection selected = selection.get();
        if (value && selected != null && selected.track() == track) selection.set(null);
        updateScrollBar();
        requestRedraw();
    }

    /** Lays the tracks out again, each with the rows that have entries in the visible window. */
    private void relayoutTracks() {
        Viewport vp = viewport.get();
        int[] rowsNeeded = new int[tracks.size()];
        for (int t = 0; t < tracks.size(); t++) {
            FlameTrack track = tracks.get(t);
            int rows = 0;
            for (int depth = track.depthCount() - 1; depth >= 0 && rows == 0; depth--) {
                int first = track.firstEndingAfter(depth, vp.startMicros());
                if (first < track.size(depth) && track.startMicros(depth, first) < vp.endMicros()) rows = depth + 1;
            }
            rowsNeeded[t] = rows;
        }
        layout = new TrackLayout(tracks, collapsed, rowsNeeded);
        FlameSelection selected = selection.get();
        if (selected != null && selected.depth() >= layout.shownDepths(selected.track())) selection.set(null);
        updateScrollBar();
    }

    // ***** Properties *****

    public ReadOnlyObjectProperty<Viewport> viewportProperty() { return viewport.getReadOnlyProperty(); }
    public Viewport getViewport() { return viewport.get(); }
    public void setViewport(Viewport value) { viewport.set(value); }

    /** Shows [startMicros, endMicros] (clamped to the profile). */
    public void showRange(double startMicros, double endMicros) {
        viewport.set(viewport.get().show(startMicros, endMicros));
    }

    public ObjectProperty<FlameSelection> selectionProperty() { return selection; }
    public ObjectProperty<TimeRange> previewRangeProperty() { return previewRange; }

    /** What Z (zoom into the selection) and Shift+Z (back out of the last zoomed range) do. */
    public void setRangeActions(Runnable commit, Runnable pop) {
        commitRange = commit;
        popRange = pop;
    }

    void commitRange() { commitRange.run(); }
    void popRange() { popRange.run(); }

    /**
     * Bounds the chart to [startMicros, endMicros] (a committed range, or the whole profile again),
     * showing all of it. The ruler keeps counting from the profile's start.
     */
    public void setBounds(double startMicros, double endMicros) {
        viewport.set(Viewport.whole(startMicros, endMicros, Math.max(1, canvasWidth())));
    }
    public ObjectProperty<FlameStyle> flameStyleProperty() { return style; }

    public ReadOnlyObjectProperty<Integer> activeTrackProperty() { return activeTrack.getReadOnlyProperty(); }
    public void setActiveTrack(int track) { activeTrack.set(track); }

    /** Fades every entry of {@code track} that is not a call of {@code func}; func -1 clears. */
    public void highlightFunc(int track, int func) {
        highlight.set(new int[] {track, func});
    }

    public int[] getHighlight() { return highlight.get().clone(); }

    public double scrollYPx() { return verticalBar.getValue(); }

    public void scrollByPx(double deltaPx) {
        verticalBar.setValue(Math.max(0, Math.min(verticalBar.getMax(), verticalBar.getValue() + deltaPx)));
    }

    /** Scrolls so the row of {@code depth} in {@code track} is visible. */
    public void revealRow(int track, int depth) {
        double top = layout.rowTopPx(track, Math.max(0, depth)) - (depth < 0 ? TrackLayout.HEADER_PX : 0);
        double visible = canvas.getHeight() - TrackLayout.RULER_PX;
        double y = verticalBar.getValue();
        if (top < y) verticalBar.setValue(Math.max(0, top - TrackLayout.HEADER_PX));
        else if (top + TrackLayout.ROW_PX > y + visible) verticalBar.setValue(Math.min(verticalBar.getMax(), top + TrackLayout.ROW_PX - visible));
    }

    /**
     * Makes the next ({@code step} 1) or previous (-1) track the active one and scrolls its header into
     * view (Up/Down, K/J); the call tree follows the active track.
     */
    public void moveActiveTrack(int step) {
        if (tracks.isEmpty()) return;
        int current = activeTrack.get() == null ? -1 : activeTrack.get();
        int next = Math.max(0, Math.min(tracks.size() - 1, current + step));
        activeTrack.set(next);
        revealTrack(next);
        selection.set(null);
        requestRedraw();
    }

    /** Scrolls so the header of {@code track} is at the top (or as high as the content allows). */
    public void revealTrack(int track) {
        if (track < 0 || track >= layout.trackCount()) return;
        verticalBar.setValue(Math.max(0, Math.min(verticalBar.getMax(), layout.trackTopPx(track))));
    }

    public FlameChartRenderer.DrawStats lastDrawStats() { return lastStats; }

    /** The ruler's tick labels as drawn now, left to right (tests, and a debug dump of what a picture cannot tell). */
    public List<String> rulerLabels() {
        return RulerTicks.of(viewport.get(), timeOriginMicros).labels();
    }
    public Canvas canvas() { return canvas; }
    /** The canvas on screen: {@link #canvas}, or the spare one over it after a frame painted in slices. */
    public Canvas shownCanvas() { return spare.isVisible() ? spare : canvas; }

    // ***** Layout and painting *****

    private double canvasWidth() {
        return Math.max(0, getWidth() - verticalBar.prefWidth(-1));
    }

    @Override
    protected void layoutChildren() {
        double barWidth = verticalBar.prefWidth(-1);
        double width = Math.max(1, getWidth() - barWidth);
        double height = Math.max(1, getHeight());
        if (canvas.getWidth() != width || canvas.getHeight() != height) {
            canvas.setWidth(width);
            canvas.setHeight(height);
            spare.setWidth(width);
            spare.setHeight(height);
            viewport.set(viewport.get().withWidth(width));
            updateScrollBar();
            requestRedraw();
        }
        verticalBar.resizeRelocate(width, 0, barWidth, height);
    }

    @Override
    protected double computePrefWidth(double height) { return 800; }

    @Override
    protected double computePrefHeight(double width) { return 400; }

    private void updateScrollBar() {
        double visible = Math.max(1, canvas.getHeight() - TrackLayout.RULER_PX);
        double max = Math.max(0, layout.contentHeightPx() - visible);
        verticalBar.setMax(max);
        verticalBar.setVisibleAmount(max == 0 ? 1 : visible * max / layout.contentHeightPx());
        verticalBar.setDisable(max == 0);
        if (verticalBar.getValue() > max) verticalBar.setValue(max);
    }

    /** Schedules one repaint for this pulse. */
    public void requestRedraw() {
        if (redrawPending) return;
        redrawPending = true;
        if (held) return;
        Platform.runLater(this::redrawInSlices);
    }

    /** Repaints wait for the pulse after the next one (see {@link #drawAfterNextPulse}). */
    private boolean held;

    /**
     * Holds the repaints asked for from now on back until the pulse after the next one: a new tab's first
     * frame (its header, styles and layout) is drawn and shown without the chart, and the chart is painted
     * in the frame after it, instead of both in one long frame. Call before giving the chart its tracks.
     * A repaint already on its way (asked for before) is not held.
     */
    public void drawAfterNextPulse() {
        if (held) return;
        held = true;
        dev.flint.ui.common.PulseDelay.run(2, () -> {
            held = false;
            if (redrawPending) redrawInSlices();
        });
    }

    /**
     * Pulse by pulse, at most this long (wall time) of painting rows before the rest waits for the next
     * pulse: a frame of a big profile takes longer than a pulse may (with a hue per function, a rectangle
     * in every pixel column of every row, each found by searches in rows of a million entries).
     */
    private static final long SLICE_NANOS = 20_000_000;
    private long sliceNanos = SLICE_NANOS;
    /** Tracks with fewer entries than this are painted in one go: a frame of theirs fits in a slice anyway. */
    private static final long SLICED_FROM_ENTRIES = 200_000;
    /** The frame being painted over several pulses, null when none. */
    private FlameChartRenderer.Frame painting;

    /**
     * Paints the current state: at once when the tracks are small, else row by row in slices on the canvas
     * not on screen, which is shown when the frame is whole (so no pulse shows half a frame), and
     * {@link #lastDrawStats} changes then. A change meanwhile starts a new frame.
     */
    private void redrawInSlices() {
        if (!sliced()) {
            redrawNow();
            return;
        }
        redrawPending = false;
        Canvas target = spare.isVisible() ? canvas : spare;
        painting = renderer.begin(target.getGraphicsContext2D(), tracks, layout, viewport.get(),
                verticalBar.getValue(), canvas.getHeight(), style.get(), marks());
        paintingTarget = target;
        sliceClock.start();
    }

    /**
     * A slice paints after its pulse's CSS and layout, until {@link #SLICE_NANOS} after the pulse began: what
     * the pulse spent styling and laying out (a call tree filled with a new tree's rows, 20-40 ms) comes off
     * the slice, which painted for its whole time at the pulse's start before and made pulses of over 50 ms.
     * At least one row is painted per pulse.
     */
    private final javafx.animation.AnimationTimer sliceClock = new javafx.animation.AnimationTimer() {
        @Override
        public void handle(long pulseStartNanos) {
            stop();
            slicePulseStartNanos = pulseStartNanos;
            // Out of a scene there is no layout pass to follow: the slice paints now.
            if (getScene() == null) paintPendingSlice();
        }
    };
    /** The start of the pulse whose slice waits for its layout pass (System.nanoTime clock), -1 when none. */
    private long slicePulseStartNanos = -1;
    private Canvas paintingTarget;

    /** The scene's post-layout step: the slice of this pulse, if one waits. */
    private void paintPendingSlice() {
        if (slicePulseStartNanos < 0) return;
        long deadline = slicePulseStartNanos + sliceNanos;
        slicePulseStartNanos = -1;
        // A frame painted at once (redrawNow) meanwhile leaves no slice to paint.
        if (painting == null) return;
        Canvas target = paintingTarget;
        FlameChartRenderer.DrawStats stats = renderer.paint(target.getGraphicsContext2D(), painting, deadline);
        if (stats == null) {
            sliceClock.start();
            return;
        }
        painting = null;
        lastStats = stats;
        // The whole frame goes on screen in one pulse: the spare canvas shows over the other, or goes.
        spare.setVisible(target == spare);
    }

    /** Tests: how long a slice paints (0: one row per pulse). */
    void setSliceNanos(long nanos) {
        sliceNanos = nanos;
    }

    private boolean sliced() {
        long entries = 0;
        for (FlameTrack track : tracks) {
            for (int depth = 0; depth < track.depthCount(); depth++) entries += track.size(depth);
        }
        return entries >= SLICED_FROM_ENTRIES;
    }

    private FlameChartRenderer.Marks marks() {
        int[] marked = highlight.get();
        return new FlameChartRenderer.Marks(selection.get(), marked[0], marked[1], previewRange.get(), timeOriginMicros);
    }

    /** Paints at once and returns what was drawn. */
    public FlameChartRenderer.DrawStats redrawNow() {
        redrawPending = false;
        painting = null;
        lastStats = renderer.draw(canvas.getGraphicsContext2D(), tracks, layout, viewport.get(),
                verticalBar.getValue(), canvas.getHeight(), style.get(), marks());
        spare.setVisible(false);
        return lastStats;
    }

    // ***** Hit testing *****

    /** The entry under a canvas point, null when none (or under a pinned header). */
    public FlameSelection entryAt(double xPx, double yPx) {
        if (yPx < TrackLayout.RULER_PX || headerAt(yPx) >= 0) return null;
        double contentY = yPx - TrackLayout.RULER_PX + verticalBar.getValue();
        int track = layout.trackAt(contentY);
        if (track < 0) return null;
        int depth = layout.depthAt(track, contentY);
        if (depth < 0) return null;
        FlameTrack data = tracks.get(track);
        Viewport vp = viewport.get();
        int index = data.entryAt(depth, vp.microsAt(xPx));
        if (index < 0) {
            // Sub-pixel entries are hard to hit: accept one within a pixel either side.
            int near = data.firstEndingAfter(depth, vp.microsAt(xPx - 1));
            if (near < data.size(depth) && data.startMicros(depth, near) <= vp.microsAt(xPx + 1)) index = near;
        }
        return index < 0 ? null : new FlameSelection(track, depth, index);
    }

    /** The track whose header is under a canvas point, -1 when none. */
    public int headerAt(double yPx) {
        if (yPx < TrackLayout.RULER_PX) return -1;
        int sticky = layout.stickyTrack(verticalBar.getValue());
        if (sticky >= 0) {
            double top = TrackLayout.RULER_PX + layout.stickyTopPx(sticky, verticalBar.getValue()) - verticalBar.getValue();
            if (yPx >= top && yPx < top + TrackLayout.HEADER_PX) return sticky;
        }
        double contentY = yPx - TrackLayout.RULER_PX + verticalBar.getValue();
        int track = layout.trackAt(contentY);
        return track >= 0 && layout.depthAt(track, contentY) < 0 ? track : -1;
    }

    /** The track under a canvas point (header or rows), -1 when none. */
    public int trackAt(double yPx) {
        if (yPx < TrackLayout.RULER_PX) return -1;
        return layout.trackAt(yPx - TrackLayout.RULER_PX + verticalBar.getValue());
    }
}
