package dev.flint.ui.session;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * (state, action) to state for what a tab shows besides its trees, with no view and no FX thread. The selected
 * entry is translated here, in one place: a reorder moves it with its thread's track, a hidden or collapsed track
 * or another active thread clears it; the sandwich's function is a func of the active thread, so another thread
 * clears it too.
 */
public final class TabReducer {
    private TabReducer() {}

    public static TabState reduce(TabState before, TabAction action) {
        TrackState tracks = before.tracks();
        if (action instanceof TabAction.ShowTracks show) {
            List<Integer> listed = new ArrayList<>(show.count());
            List<Integer> order = new ArrayList<>(show.count());
            for (int thread = 0; thread < show.count(); thread++) {
                listed.add(thread);
                if (!show.hidden().contains(thread)) order.add(thread);
            }
            TrackState shown = new TrackState(order, show.hidden(), Set.of(), show.collapsed(), order.isEmpty() ? -1 : order.get(0), listed);
            return new TabState(shown, ChartWindow.whole(show.boundsStartMicros(), show.boundsEndMicros()), null,
                    new SandwichState(-1, before.sandwich().search()), DetailsShown.NOTHING);
        }
        if (action instanceof TabAction.ArrangeTracks arrange) return arranged(before, arrange);
        if (action instanceof TabAction.ActivateThread activate) {
            return tracks.trackOf(activate.thread()) < 0 ? before : activated(before, activate.thread());
        }
        if (action instanceof TabAction.MoveActiveTrack move) {
            if (tracks.order().isEmpty()) return before;
            int next = Math.max(0, Math.min(tracks.order().size() - 1, tracks.activeTrack() + move.step()));
            return activated(before, tracks.threadOf(next)).withEntry(null);
        }
        if (action instanceof TabAction.SetCollapsed collapse) {
            Set<Integer> collapsed = new HashSet<>(tracks.collapsed());
            if (collapse.collapsed()) collapsed.add(collapse.thread());
            else collapsed.remove(collapse.thread());
            TabState after = before.withTracks(tracks.withCollapsed(collapsed));
            FlameSelection entry = before.entry();
            boolean entryHidden = collapse.collapsed() && entry != null && tracks.threadOf(entry.track()) == collapse.thread();
            return entryHidden ? after.withEntry(null) : after;
        }
        if (action instanceof TabAction.SetBounds bounds) {
            return before.withWindow(ChartWindow.whole(bounds.startMicros(), bounds.endMicros()));
        }
        if (action instanceof TabAction.ShowWindow show) {
            return before.withWindow(before.window().show(show.startMicros(), show.endMicros()));
        }
        if (action instanceof TabAction.SelectEntry select) {
            FlameSelection entry = select.entry();
            if (entry == null) return before.withEntry(null);
            int thread = tracks.threadOf(entry.track());
            if (thread < 0) return before;
            return activated(before, thread).withEntry(entry).withDetails(DetailsShown.CHART_ENTRY);
        }
        if (action instanceof TabAction.SetSandwichFunction function) {
            return before.withSandwich(new SandwichState(function.func(), before.sandwich().search()));
        }
        if (action instanceof TabAction.SetSandwichSearch search) {
            return before.withSandwich(new SandwichState(before.sandwich().func(), search.search()));
        }
        if (action instanceof TabAction.ShowNodeDetails node) {
            if (node.shown()) return before.withDetails(DetailsShown.TREE_NODE);
            return before.details() == DetailsShown.TREE_NODE ? before.withDetails(DetailsShown.NOTHING) : before;
        }
        throw new IllegalArgumentException("unknown action " + action);
    }

    /**
     * {@code thread} active: an entry of another thread and the sandwich's function (another thread's) go, and
     * with them what the details showed of the thread left (a tree node's details, an entry's that went).
     */
    private static TabState activated(TabState before, int thread) {
        TrackState tracks = before.tracks();
        if (thread == tracks.active()) return before;
        FlameSelection entry = before.entry();
        boolean entryStays = entry != null && tracks.threadOf(entry.track()) == thread;
        DetailsShown details = entryStays && before.details() == DetailsShown.CHART_ENTRY ? DetailsShown.CHART_ENTRY
                : DetailsShown.NOTHING;
        return new TabState(tracks.withActive(thread),
                before.window(), entryStays ? entry : null, new SandwichState(-1, before.sandwich().search()), details);
    }

    /**
     * The thread list's new rows (pinned ones first, else in the given order), hidden and pinned threads: the chart
     * shows the rows not hidden. The active thread stays active while shown (else the top track is); the entry
     * moves with its track.
     */
    private static TabState arranged(TabState before, TabAction.ArrangeTracks arrange) {
        TrackState tracks = before.tracks();
        List<Integer> listed = new ArrayList<>();
        for (int thread : arrange.listed()) if (arrange.pinned().contains(thread)) listed.add(thread);
        for (int thread : arrange.listed()) if (!arrange.pinned().contains(thread)) listed.add(thread);
        List<Integer> order = new ArrayList<>();
        for (int thread : listed) if (!arrange.hidden().contains(thread)) order.add(thread);
        TrackState arranged = new TrackState(order, arrange.hidden(), arrange.pinned(), tracks.collapsed(), tracks.active(), listed);
        FlameSelection entry = before.entry();
        FlameSelection moved = null;
        if (entry != null) {
            int track = order.indexOf(tracks.threadOf(entry.track()));
            if (track >= 0) moved = new FlameSelection(track, entry.depth(), entry.index());
        }
        TabState after = new TabState(arranged, before.window(), moved, before.sandwich(), before.details());
        if (order.contains(tracks.active())) return after;
        return activated(after.withTracks(arranged.withActive(-2)), order.isEmpty() ? -1 : order.get(0));
    }
}
