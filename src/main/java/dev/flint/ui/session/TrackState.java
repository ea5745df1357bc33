package dev.flint.ui.session;

import java.util.List;
import java.util.Set;

/**
 * The tracks of a tab's chart, each a loaded thread (its index in the profile's threads): the ones shown, top to
 * bottom (the thread list's order, pinned ones first, hidden ones left out), the hidden and pinned threads, the
 * threads whose track is collapsed (kept while the list reorders or hides tracks), the active thread (the one the
 * tree views show; -1 for none), and every thread in the thread list's order, hidden ones too (the list's rows).
 */
public record TrackState(List<Integer> order, Set<Integer> hidden, Set<Integer> pinned, Set<Integer> collapsed,
                         int active, List<Integer> listed) {
    public static final TrackState NONE = new TrackState(List.of(), Set.of(), Set.of(), Set.of(), -1, List.of());

    public TrackState {
        order = List.copyOf(order);
        hidden = Set.copyOf(hidden);
        pinned = Set.copyOf(pinned);
        collapsed = Set.copyOf(collapsed);
        listed = List.copyOf(listed);
    }

    /**
     * Equal tracks: the record's own equals, written out so that the sizes and the active thread are compared before
     * the lists and sets (each reduce compares the state before and after; a trace's lists hold 9,000 threads), and
     * without the method handles a record's generated equals runs through, slow while they are cold (the pulse that
     * shows a file is their first use).
     */
    @Override
    public boolean equals(Object other) {
        if (this == other) return true;
        return other instanceof TrackState that && active == that.active && order.size() == that.order.size()
                && listed.size() == that.listed.size() && hidden.size() == that.hidden.size()
                && pinned.size() == that.pinned.size() && collapsed.size() == that.collapsed.size()
                && order.equals(that.order) && listed.equals(that.listed) && hidden.equals(that.hidden)
                && pinned.equals(that.pinned) && collapsed.equals(that.collapsed);
    }

    @Override
    public int hashCode() {
        return java.util.Objects.hash(order, hidden, pinned, collapsed, active, listed);
    }

    public TrackState withActive(int thread) {
        return new TrackState(order, hidden, pinned, collapsed, thread, listed);
    }

    public TrackState withCollapsed(Set<Integer> threads) {
        return new TrackState(order, hidden, pinned, threads, active, listed);
    }

    /** The loaded thread of the track at {@code track} (top to bottom), -1 when there is none. */
    public int threadOf(int track) {
        return track >= 0 && track < order.size() ? order.get(track) : -1;
    }

    /** The position of {@code thread}'s track, -1 when it is not shown. */
    public int trackOf(int thread) {
        return order.indexOf(thread);
    }

    /** The active thread's track, -1 when none is shown. */
    public int activeTrack() {
        return trackOf(active);
    }

    public boolean isCollapsed(int track) {
        return collapsed.contains(threadOf(track));
    }

    /** Per shown track, top to bottom: whether it is collapsed. */
    public boolean[] collapsedFlags() {
        boolean[] flags = new boolean[order.size()];
        for (int track = 0; track < flags.length; track++) flags[track] = collapsed.contains(order.get(track));
        return flags;
    }
}
