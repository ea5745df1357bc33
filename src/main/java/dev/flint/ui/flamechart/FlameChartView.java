package dev.flint.ui.flamechart;

import dev.flint.ui.session.FlameSelection;
import dev.flint.ui.common.FlameStyle;
import dev.flint.ui.common.Viewport;
import dev.flint.viewmodel.FlameTrack;
import dev.flint.viewmodel.TimeRange;
import java.util.List;
import javafx.application.Platform;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.ObjectBinding;
import javafx.beans.value.ObservableObjectValue;
import dev.flint.ui.session.ChartWindow;
import dev.flint.ui.session.TabAction;
import dev.flint.ui.session.TabSession;
import dev.flint.ui.session.TabState;
import dev.flint.ui.session.SelectedCallNode;
import dev.flint.ui.session.ViewState;
import javafx.geometry.Orientation;
import javafx.scene.canvas.Canvas;
import javafx.scene.control.ScrollBar;
import javafx.scene.layout.Region;

/**
 * The flame chart component: a canvas the size of the view (never the size of the profile) and a vertical
 * scroll bar. What the user changes (the tracks' order and collapsed state, the active track, the visible
 * window, the selected entry, the preview range) is the tab's session's ({@link TabState}): the chart shows it
 * and dispatches {@link TabAction}s.
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

    private final TabSession session;
    /** What is drawn: each loaded thread's track (the profile's, by thread index), whatever the chart shows of them. */
    private List<? extends FlameTrack> threadTracks = List.of();
    /** The shown tracks, top to bottom: {@link #threadTracks} in the session's order (made again when that changes). */
    private List<? extends FlameTrack> tracks = List.of();
    private TrackLayout layout = new TrackLayout(List.of(), null);

    /** The session's window over the canvas's width in pixels (computed from them, never set). */
    private final ObjectBinding<Viewport> viewport;
    private final ObjectProperty<FlameStyle> style = new SimpleObjectProperty<>(this, "style", FlameStyle.LIGHT);
    /** True while a click in the chart activates a track: the track is where the user looks, no scrolling. */
    private boolean activatingHere;

    /** Where the ruler counts from: the start of the profile (its bounds when the tracks were set). */
    private double timeOriginMicros;
    private boolean redrawPending;
    private FlameChartRenderer.DrawStats lastStats = FlameChartRenderer.DrawStats.NONE;

    public FlameChartView(TabSession session) {
        this.session = session;
        viewport = Bindings.createObjectBinding(() -> {
            ChartWindow window = session.state().window();
            return new Viewport(window.startMicros(), window.endMicros(), window.boundsStartMicros(),
                    window.boundsEndMicros(), Math.max(1, canvas.getWidth()));
        }, session.stateProperty(), canvas.widthProperty());
        // Slices of a big frame paint after the layout pass of their pulse (see sliceClock).
        Runnable afterLayout = this::paintPendingSlice;
        sceneProperty().addListener((obs, old, scene) -> {
            if (old != null) old.removePostLayoutPulseListener(afterLayout);
            if (scene != null) scene.addPostLayoutPulseListener(afterLayout);
            if (slicePulseStartNanos >= 0) sliceClock.start();
            // A closed tab's view leaves the window: the tracks queued for it are not built (see prepareInBackground);
            // back in a window, it asks for those it shows again.
            boolean wasDetached = detached;
            detached = old != null && scene == null;
            if (wasDetached && scene != null) relayoutTracks();
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
        session.stateProperty().addListener((obs, old, state) -> follow(old, state));
        // A highlight follows a selection made elsewhere (the call tree, a search): the frame that shows that
        // selection has its own work; the chart's highlight is painted in the frame after it.
        session.selectedProperty().addListener((obs, old, value) -> {
            drawAfterNextPulse();
            requestRedraw();
        });
        session.ranges().previewProperty().addListener((obs, old, value) -> requestRedraw());
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

    /** Shows new tracks, one per loaded thread, over [boundsStart, boundsEnd], zoomed all the way out. */
    public void setTracks(List<? extends FlameTrack> newTracks, double boundsStartMicros, double boundsEndMicros) {
        setTracks(newTracks, java.util.Set.of(), boundsStartMicros, boundsEndMicros);
    }

    /** As {@link #setTracks(List, double, double)}, with the tracks of {@code collapsed} threads collapsed. */
    public void setTracks(List<? extends FlameTrack> newTracks, java.util.Set<Integer> collapsed, double boundsStartMicros,
                          double boundsEndMicros) {
        setTracks(newTracks, collapsed, java.util.Set.of(), boundsStartMicros, boundsEndMicros);
    }

    /**
     * As {@link #setTracks(List, java.util.Set, double, double)}, without the tracks of {@code hidden} threads (the
     * thread list's first arrangement, one change of the session's state with the new tracks).
     */
    public void setTracks(List<? extends FlameTrack> newTracks, java.util.Set<Integer> collapsed, java.util.Set<Integer> hidden,
                          double boundsStartMicros, double boundsEndMicros) {
        threadTracks = List.copyOf(newTracks);
        timeOriginMicros = boundsStartMicros;
        // The old tracks that waited for a frame are not built; the new ones wait for their own first frame.
        preparing.removeAll(waitingForFrame);
        waitingForFrame.clear();
        drawnSinceTracks = false;
        // A frame without bars (nothing in the window, a chart out of sight) does not hold them back for long.
        List<? extends FlameTrack> shownNow = threadTracks;
        later(FIRST_FRAME_WAIT_MILLIS, () -> {
            if (threadTracks == shownNow && !drawnSinceTracks) startBuilds();
        });
        long shownBefore = ordersShown;
        session.dispatch(new TabAction.ShowTracks(threadTracks.size(), collapsed, hidden, boundsStartMicros, boundsEndMicros));
        // The new state's order is shown by follow; an unchanged one still has new tracks to show.
        if (ordersShown == shownBefore) showOrder();
        verticalBar.setValue(0);
        requestRedraw();
    }

    /** Replaces the threads' tracks keeping the visible range and collapsed state (same threads, new data). */
    public void replaceTracks(List<? extends FlameTrack> newTracks) {
        if (newTracks.size() != threadTracks.size()) throw new IllegalArgumentException("track count changed");
        threadTracks = List.copyOf(newTracks);
        session.dispatch(new TabAction.SelectEntry(null));
        showOrder();
        requestRedraw();
    }

    /** The session changed: the chart shows what changed of it. */
    private void follow(TabState old, TabState state) {
        if (!old.tracks().order().equals(state.tracks().order()) || !old.tracks().collapsed().equals(state.tracks().collapsed())) {
            showOrder();
        }
        int active = state.tracks().activeTrack();
        if (active != old.tracks().activeTrack() && !activatingHere) revealTrack(active);
        requestRedraw();
    }

    /** How many times {@link #showOrder} ran (once per change of the order, not twice). */
    private long ordersShown;

    /** The tracks in the session's order, laid out again. */
    private void showOrder() {
        ordersShown++;
        List<FlameTrack> shown = new java.util.ArrayList<>();
        for (int thread : session.state().tracks().order()) {
            if (thread >= 0 && thread < threadTracks.size()) shown.add(threadTracks.get(thread));
        }
        tracks = List.copyOf(shown);
        shownEntries = entriesOf(tracks);
        relayoutTracks();
    }

    /** The shown tracks, top to bottom. */
    public List<? extends FlameTrack> tracks() { return tracks; }
    public TrackLayout layoutOfTracks() { return layout; }

    public boolean isCollapsed(int track) { return session.state().tracks().isCollapsed(track); }

    public void setCollapsed(int track, boolean value) {
        session.dispatch(new TabAction.SetCollapsed(session.state().tracks().threadOf(track), value));
    }

    /**
     * Lays the tracks out again, each with the rows that have entries in the visible window. It runs at every
     * zoom and pan: a collapsed track and one with nothing in the window are skipped without a search (the 4 GB
     * trace's 9,025 tracks, 8,248 of them collapsed, cost a binary search per depth of each).
     */
    private void relayoutTracks() {
        Viewport vp = viewport.get();
        int[] rowsNeeded = new int[tracks.size()];
        boolean[] collapsed = java.util.Arrays.copyOf(collapsedFlags(), tracks.size());
        boolean[] coming = null;
        for (int t = 0; t < tracks.size(); t++) {
            FlameTrack track = tracks.get(t);
            if (collapsed[t] || !(track.minMicros() < vp.endMicros() && track.maxMicros() > vp.startMicros())) continue;
            if (!track.isReady()) {
                // Expanded for the first time, or below the load's first screen: its rows are built in the
                // background, top to bottom, then laid out and drawn; meanwhile its header says they are coming.
                prepareInBackground(track);
                if (coming == null) coming = new boolean[tracks.size()];
                coming[t] = true;
                continue;
            }
            int rows = 0;
            for (int depth = track.depthCount() - 1; depth >= 0 && rows == 0; depth--) {
                int first = track.firstEndingAfter(depth, vp.startMicros());
                if (first < track.size(depth) && track.startMicros(depth, first) < vp.endMicros()) rows = depth + 1;
            }
            rowsNeeded[t] = rows;
        }
        layout = new TrackLayout(tracks, collapsed, rowsNeeded, coming);
        updateScrollBar();
        // An entry whose row the window no longer shows is not selected.
        FlameSelection selected = session.state().entry();
        if (selected != null && selected.track() < tracks.size() && selected.depth() >= layout.shownDepths(selected.track())) {
            session.dispatch(new TabAction.SelectEntry(null));
        }
    }

    /**
     * Per shown track, whether it is collapsed, read from the session's tracks each time (a view keeps no copy of the
     * tab's state: ViewsKeepNoTabStateTest): a set lookup per track, about 0.1 ms over the 4 GB trace's 9,025.
     */
    private boolean[] collapsedFlags() {
        return session.state().tracks().collapsedFlags();
    }

    /** Tracks whose rows are being built for this view, so each is asked for once. */
    private final java.util.Set<FlameTrack> preparing = java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>());

    /** Set when the view leaves its window (its tab closed): builds queued for it are dropped. */
    private volatile boolean detached;
    /** When built tracks were last laid out (System.nanoTime), and whether a layout for more is waiting. */
    private long builtShownNanos;
    private boolean builtShowPending;
    /**
     * Tracks built in the background are laid out at most this often: after a big trace's load, hundreds of sampled
     * threads below the first screen are built one after another, each a few milliseconds, and a layout of the 4 GB
     * trace's 9,025 tracks for each would keep the FX thread busy.
     */
    private static final long BUILT_SHOWN_EVERY_NANOS = 100_000_000L;

    /**
     * Builds a track's rows off the FX thread (an expanded thread of a million trace events takes a good part of a
     * second), then lays the tracks out again and draws. A view that has left its window builds nothing more: its
     * queued tracks would keep a closed tab's profile alive through the collection that gives its memory back.
     */
    private void prepareInBackground(FlameTrack track) {
        if (!preparing.add(track)) return;
        if (!drawnSinceTracks) {
            waitingForFrame.add(track);
            return;
        }
        build(track);
    }

    /**
     * Whether a whole frame of the current tracks with bars has been painted, or {@link #FIRST_FRAME_WAIT_MILLIS} have passed
     * since they came: until then tracks wait to be built, so that the builder does not take a core from the first
     * frame (two cores paint it: the FX and render threads).
     */
    private boolean drawnSinceTracks;
    private final List<FlameTrack> waitingForFrame = new java.util.ArrayList<>();
    private static final long FIRST_FRAME_WAIT_MILLIS = 2000;

    /** A whole frame is on the canvas: with bars, the tracks waiting for it are built now. */
    private void frameDrawn(FlameChartRenderer.DrawStats stats) {
        if (stats.rects() > 0) startBuilds();
    }

    /** Builds the tracks that waited for the first frame, top to bottom. */
    private void startBuilds() {
        drawnSinceTracks = true;
        if (waitingForFrame.isEmpty()) return;
        List<FlameTrack> waiting = List.copyOf(waitingForFrame);
        waitingForFrame.clear();
        for (FlameTrack track : waiting) build(track);
    }

    private void build(FlameTrack track) {
        TrackBuilder.submit(() -> {
            if (!detached) track.prepare();
        }, () -> {
            preparing.remove(track);
            if (tracks.contains(track) && track.isReady()) showBuiltTracks();
        });
    }

    /** Lays out and draws the tracks built so far: now, or at most {@link #BUILT_SHOWN_EVERY_NANOS} after the last time. */
    private void showBuiltTracks() {
        if (builtShowPending) return;
        long waitNanos = BUILT_SHOWN_EVERY_NANOS - (System.nanoTime() - builtShownNanos);
        if (waitNanos <= 0) {
            builtShownNanos = System.nanoTime();
            TrackLayout before = layout;
            relayoutTracks();
            // Most are built below the screen: only the scroll bar changes, and the 4 GB trace's frame is not
            // painted again (tens of milliseconds of the FX thread each).
            if (shownTracksChanged(before, layout)) requestRedraw();
            return;
        }
        builtShowPending = true;
        later(Math.max(1, waitNanos / 1_000_000), () -> {
            builtShowPending = false;
            showBuiltTracks();
        });
    }

    /**
     * Runs {@code step} on the FX thread after {@code millis}: through a timer thread, not an animation (a running
     * PauseTransition makes the FX thread pulse 60 times a second, which the first frame's pulses paid for). The timer
     * posts it to the FX thread itself, not through the common pool, whose one worker on two cores may be packing the
     * markers' lanes just then.
     */
    private static void later(long millis, Runnable step) {
        java.util.concurrent.CompletableFuture.delayedExecutor(millis, java.util.concurrent.TimeUnit.MILLISECONDS,
                Platform::runLater).execute(step);
    }

    /** Whether a track on screen has other rows in {@code after} than in {@code before}, or is no longer coming. */
    private boolean shownTracksChanged(TrackLayout before, TrackLayout after) {
        if (before.trackCount() != after.trackCount()) return true;
        double bottomPx = verticalBar.getValue() + canvas.getHeight();
        for (int t = 0; t < after.trackCount() && after.trackTopPx(t) < bottomPx; t++) {
            if (before.shownDepths(t) != after.shownDepths(t) || before.isComing(t) != after.isComing(t)) return true;
        }
        return false;
    }

    // ***** Properties *****

    /** The session's visible window, over the canvas's width. */
    public ObservableObjectValue<Viewport> viewportProperty() { return viewport; }
    public Viewport getViewport() { return viewport.get(); }
    /** Shows {@code value}'s window (zoomed or panned from {@link #getViewport}). */
    public void setViewport(Viewport value) { showRange(value.startMicros(), value.endMicros()); }

    /** Shows [startMicros, endMicros] (clamped to the bounds). */
    public void showRange(double startMicros, double endMicros) {
        session.dispatch(new TabAction.ShowWindow(startMicros, endMicros));
    }

    /** The session's selected entry, null for none. */
    public ReadOnlyObjectProperty<FlameSelection> selectionProperty() { return session.entryProperty(); }

    /** Selects an entry (its track becomes the active one); null selects none. */
    public void select(FlameSelection entry) {
        session.dispatch(new TabAction.SelectEntry(entry));
    }

    /** The time range selected but not committed: the session's preview range. */
    public ObjectProperty<TimeRange> previewRangeProperty() { return session.ranges().previewProperty(); }

    /** Z: zooms into the preview range (commits it). */
    void commitRange() { session.ranges().commitPreview(); }

    /** Shift+Z: backs out of the last committed range. */
    void popRange() { session.ranges().popTo(session.ranges().committed().size() - 1); }

    /**
     * Bounds the chart to [startMicros, endMicros] (a committed range, or the whole profile again),
     * showing all of it. The ruler keeps counting from the profile's start.
     */
    public void setBounds(double startMicros, double endMicros) {
        session.dispatch(new TabAction.SetBounds(startMicros, endMicros));
    }
    public ObjectProperty<FlameStyle> flameStyleProperty() { return style; }

    /** The session's active track (top to bottom), -1 for none. */
    public ReadOnlyObjectProperty<Integer> activeTrackProperty() { return session.activeTrackProperty(); }

    /** Makes {@code track} the active one, scrolled into view. */
    public void setActiveTrack(int track) {
        session.dispatch(new TabAction.ActivateThread(session.state().tracks().threadOf(track)));
    }

    /** A track clicked: it becomes the active one where it is (no scrolling), with {@code entry} selected when not null. */
    void activateHere(int track, FlameSelection entry) {
        activatingHere = true;
        try {
            if (entry != null) select(entry);
            else session.dispatch(new TabAction.ActivateThread(session.state().tracks().threadOf(track)));
        } finally {
            activatingHere = false;
        }
    }

    /** Fades every entry of {@code track} that is not a call of {@code func}; func -1 clears. */
    /**
     * The track and func whose calls stand out (the others faded): the session's selected function on the active
     * track; func -1 when nothing is selected or the function is not one of the loaded thread's (a transform's).
     */
    public int[] getHighlight() {
        SelectedCallNode selected = session.selectedProperty().get();
        ViewState view = session.view();
        int track = session.state().tracks().activeTrack();
        if (selected == null || view == null || selected.tree() != session.tree()) return new int[] {track, -1};
        int func = selected.func();
        return new int[] {track, func < view.thread().thread().funcs().size() ? func : -1};
    }

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
        session.dispatch(new TabAction.MoveActiveTrack(step));
        revealTrack(session.state().tracks().activeTrack());
    }

    /** Scrolls so the header of {@code track} is at the top (or as high as the content allows). */
    public void revealTrack(int track) {
        if (track < 0 || track >= layout.trackCount()) return;
        verticalBar.setValue(Math.max(0, Math.min(verticalBar.getMax(), layout.trackTopPx(track))));
    }

    public FlameChartRenderer.DrawStats lastDrawStats() { return lastStats; }

    /**
     * The ruler's tick labels the last whole frame drew, left to right (tests, and a debug dump of what a picture
     * cannot tell): those of the ticks, less any the selected range's duration covered.
     */
    public List<String> rulerLabels() {
        return lastStats.rulerLabels();
    }
    public Canvas canvas() { return canvas; }
    /** The canvas on screen: {@link #canvas}, or the spare one over it after a frame painted in slices. */
    public Canvas shownCanvas() { return spare.isVisible() ? spare : canvas; }

    // ***** Layout and painting *****

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
        // Painted meanwhile at once ({@link #paintPendingNow}): nothing is left to paint.
        if (!redrawPending) return;
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
        frameDrawn(stats);
    }

    /** Tests: how long a slice paints (0: one row per pulse). */
    void setSliceNanos(long nanos) {
        sliceNanos = nanos;
    }

    /**
     * The shown tracks' entries, counted when they change (the 4 GB trace's count ran over 9,025 tracks at every
     * redraw) and only up to {@link #SLICED_FROM_ENTRIES}, all a frame needs to know.
     */
    private long shownEntries;

    /** Whether frames are painted in slices (the shown tracks hold {@link #SLICED_FROM_ENTRIES} entries or more). */
    boolean sliced() {
        return shownEntries >= SLICED_FROM_ENTRIES;
    }

    /**
     * The tracks' entries, counted until they reach {@link #SLICED_FROM_ENTRIES}: the busiest tracks come first, so a
     * big trace stops after a few of its 9,000 (counting them all was a sixth of the pulse that showed the 4 GB trace).
     */
    private static long entriesOf(List<? extends FlameTrack> tracks) {
        long entries = 0;
        for (int t = 0; t < tracks.size() && entries < SLICED_FROM_ENTRIES; t++) entries += tracks.get(t).entryCount();
        return entries;
    }

    private FlameChartRenderer.Marks marks() {
        int[] marked = getHighlight();
        return new FlameChartRenderer.Marks(session.state().entry(), marked[0], marked[1], session.ranges().previewProperty().get(),
                timeOriginMicros);
    }

    /**
     * Paints a repaint that waits (asked for, held, or being painted in slices) at once, whole, on the canvas on
     * screen: for a frame that must show the chart however long it takes to paint (the window's first tab).
     */
    public void paintPendingNow() {
        if (redrawPending || painting != null) redrawNow();
    }

    /** Paints at once and returns what was drawn. */
    public FlameChartRenderer.DrawStats redrawNow() {
        redrawPending = false;
        painting = null;
        lastStats = renderer.draw(canvas.getGraphicsContext2D(), tracks, layout, viewport.get(),
                verticalBar.getValue(), canvas.getHeight(), style.get(), marks());
        spare.setVisible(false);
        frameDrawn(lastStats);
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
