package dev.flint.ui.session;

import java.util.List;
import java.util.Set;

/** A change of a tab's chart, tracks or sandwich ({@link TabState}), made by {@link TabReducer}. */
public sealed interface TabAction {
    /**
     * New tracks, one per loaded thread, listed in load order over [boundsStart, boundsEnd], zoomed all the way
     * out; {@code collapsed} threads start collapsed, {@code hidden} ones unshown (the thread list's first
     * arrangement, in the same change); the first shown is active. Nothing is selected.
     */
    record ShowTracks(int count, Set<Integer> collapsed, Set<Integer> hidden, double boundsStartMicros,
                      double boundsEndMicros) implements TabAction {
        /** Every thread shown. */
        public ShowTracks(int count, Set<Integer> collapsed, double boundsStartMicros, double boundsEndMicros) {
            this(count, collapsed, Set.of(), boundsStartMicros, boundsEndMicros);
        }
    }

    /**
     * The thread list reordered, hid, showed or pinned threads: {@code listed} is every thread in the list's order
     * (the reducer puts pinned ones first); the chart shows those not {@code hidden}.
     */
    record ArrangeTracks(List<Integer> listed, Set<Integer> hidden, Set<Integer> pinned) implements TabAction {}

    /** Makes a loaded thread the active one (the tree views show it); nothing when its track is not shown. */
    record ActivateThread(int thread) implements TabAction {}

    /** Makes the next ({@code step} 1) or previous (-1) track the active one (Up/Down in the chart). */
    record MoveActiveTrack(int step) implements TabAction {}

    record SetCollapsed(int thread, boolean collapsed) implements TabAction {}

    /** Holds the chart to [start, end] (a committed range, or the whole profile again), all of it shown. */
    record SetBounds(double startMicros, double endMicros) implements TabAction {}

    /** Shows [start, end] in the chart (zoom, pan, a finding's range), clamped to the bounds. */
    record ShowWindow(double startMicros, double endMicros) implements TabAction {}

    /** Selects a chart entry (null: none); its track becomes the active one. */
    record SelectEntry(FlameSelection entry) implements TabAction {}

    /** The sandwich shows {@code func} of the shown thread (-1: none). */
    record SetSandwichFunction(int func) implements TabAction {}

    record SetSandwichSearch(String search) implements TabAction {}

    /**
     * The tree's selected node changed by a user's choice (not as the echo of a chart click): {@code shown}, the
     * details panel shows it; not shown (the node went), details of a node go (a chart entry's stay).
     */
    record ShowNodeDetails(boolean shown) implements TabAction {}
}
