package dev.flint.ui.flamechart;

import dev.flint.viewmodel.FlameTrack;
import java.util.List;

/**
 * Where each thread's track sits vertically: a header row (the thread's name, a collapse toggle) and,
 * when expanded, one row per depth. Content coordinates start below the time ruler, before scrolling.
 */
public final class TrackLayout {
    public static final double RULER_PX = 22;
    public static final double HEADER_PX = 22;
    public static final double ROW_PX = 18;
    public static final double GAP_PX = 6;

    private final double[] trackTopPx;
    private final int[] shownDepths;
    private final boolean[] collapsed;
    private final boolean[] coming;
    private final double contentHeightPx;

    public TrackLayout(List<? extends FlameTrack> tracks, boolean[] collapsed) {
        this(tracks, collapsed, null);
    }

    /**
     * @param rowsNeeded per track, how many rows to show when expanded (null: all of its depths); the
     *                   view passes the rows that have entries in the visible window, so a track whose
     *                   deep stacks are elsewhere does not push the next thread out of sight
     */
    public TrackLayout(List<? extends FlameTrack> tracks, boolean[] collapsed, int[] rowsNeeded) {
        this(tracks, collapsed, rowsNeeded, null);
    }

    /**
     * @param coming per track, whether it is expanded but its rows are still being built (null: none): it shows
     *               its header alone, which says so
     */
    public TrackLayout(List<? extends FlameTrack> tracks, boolean[] collapsed, int[] rowsNeeded, boolean[] coming) {
        int count = tracks.size();
        this.coming = coming == null ? new boolean[count] : java.util.Arrays.copyOf(coming, count);
        this.collapsed = new boolean[count];
        trackTopPx = new double[count];
        shownDepths = new int[count];
        double y = 0;
        for (int t = 0; t < count; t++) {
            trackTopPx[t] = y;
            this.collapsed[t] = collapsed != null && t < collapsed.length && collapsed[t];
            // A collapsed track, or one without rows in the window, is not asked its depths: a track built at
            // first use (TrackAdapter.deferred) would build itself here, on the FX thread.
            int rows;
            if (this.collapsed[t]) rows = 0;
            else if (rowsNeeded == null) rows = tracks.get(t).depthCount();
            else rows = rowsNeeded[t] == 0 ? 0 : Math.min(rowsNeeded[t], tracks.get(t).depthCount());
            shownDepths[t] = rows;
            y += HEADER_PX + shownDepths[t] * ROW_PX + GAP_PX;
        }
        contentHeightPx = y;
    }

    public int trackCount() { return trackTopPx.length; }
    public double contentHeightPx() { return contentHeightPx; }
    public double trackTopPx(int track) { return trackTopPx[track]; }
    public int shownDepths(int track) { return shownDepths[track]; }
    public boolean isCollapsed(int track) { return collapsed[track]; }
    /** Whether the track's rows are being built: expanded, drawn as its header alone until they are. */
    public boolean isComing(int track) { return coming[track]; }

    /** Top of the row for {@code depth} in {@code track}, in content coordinates. */
    public double rowTopPx(int track, int depth) {
        return trackTopPx[track] + HEADER_PX + depth * ROW_PX;
    }

    public double trackBottomPx(int track) {
        return trackTopPx[track] + HEADER_PX + shownDepths[track] * ROW_PX;
    }

    /** The track whose header or rows contain {@code contentY}, -1 when none (a gap or below). */
    public int trackAt(double contentY) {
        for (int t = 0; t < trackTopPx.length; t++) {
            if (contentY >= trackTopPx[t] && contentY < trackBottomPx(t)) return t;
        }
        return -1;
    }

    /**
     * The track whose header stays pinned under the ruler when scrolled to {@code scrollYPx}: the one
     * whose header has scrolled out of sight while some of its rows are still on screen; -1 when none.
     */
    public int stickyTrack(double scrollYPx) {
        for (int t = 0; t < trackTopPx.length; t++) {
            if (trackTopPx[t] < scrollYPx && trackBottomPx(t) > scrollYPx + HEADER_PX * 0.25) return t;
        }
        return -1;
    }

    /** Top of the pinned header of {@code track} in content coordinates (pushed up as its track ends). */
    public double stickyTopPx(int track, double scrollYPx) {
        return Math.min(scrollYPx, trackBottomPx(track) - HEADER_PX);
    }

    /** The depth row at {@code contentY} inside {@code track}, -1 on the header. */
    public int depthAt(int track, double contentY) {
        double y = contentY - trackTopPx[track] - HEADER_PX;
        if (y < 0) return -1;
        int depth = (int) (y / ROW_PX);
        return depth < shownDepths[track] ? depth : -1;
    }
}
