package dev.flint.ui.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * What a tab shows besides its trees, changed by each action and written as text: the tracks top to bottom
 * (loaded thread indexes, {@code *} the active one, {@code -} a collapsed one), the hidden and pinned threads, the
 * visible window inside its bounds, the selected entry, the sandwich's function and filter. Plain JUnit: no FX
 * toolkit is started (the reducer and its states are plain Java).
 */
class TabReducerTest {
    /** Four threads over [0, 1000] µs, thread 3 collapsed (no samples); thread 0 active. */
    private final TabState shown = TabReducer.reduce(TabState.EMPTY, new TabAction.ShowTracks(4, Set.of(3), 0, 1000));

    private static String text(TabState state) {
        TrackState tracks = state.tracks();
        StringBuilder text = new StringBuilder("tracks");
        for (int thread : tracks.order()) {
            text.append(' ').append(thread == tracks.active() ? "*" : "").append(thread)
                    .append(tracks.collapsed().contains(thread) ? "-" : "");
        }
        text.append(" | hidden ").append(new TreeSet<>(tracks.hidden())).append(" pinned ").append(new TreeSet<>(tracks.pinned()));
        ChartWindow window = state.window();
        text.append(String.format(java.util.Locale.ROOT, " | window %.0f-%.0f of %.0f-%.0f", window.startMicros(), window.endMicros(),
                window.boundsStartMicros(), window.boundsEndMicros()));
        FlameSelection entry = state.entry();
        text.append(" | entry ").append(entry == null ? "none" : entry.track() + "/" + entry.depth() + "/" + entry.index());
        text.append(" | sandwich ").append(state.sandwich().func()).append(" \"").append(state.sandwich().search()).append('"');
        return text.toString();
    }

    private static TabState reduce(TabState state, TabAction... actions) {
        for (TabAction action : actions) state = TabReducer.reduce(state, action);
        return state;
    }

    @Test
    void newTracksShowEveryThreadInLoadOrderTheFirstActiveAndAllTheTime() {
        assertEquals("tracks *0 1 2 3- | hidden [] pinned [] | window 0-1000 of 0-1000 | entry none | sandwich -1 \"\"", text(shown));
    }

    @Test
    void newTracksWithHiddenThreadsListEveryThreadShowTheOthersAndTheFirstShownIsActive() {
        TabState state = TabReducer.reduce(TabState.EMPTY, new TabAction.ShowTracks(4, Set.of(3), Set.of(0, 2), 0, 1000));
        assertEquals("tracks *1 3- | hidden [0, 2] pinned [] | window 0-1000 of 0-1000 | entry none | sandwich -1 \"\"", text(state));
        assertEquals(List.of(0, 1, 2, 3), state.tracks().listed(), "the thread list has every thread");
        assertEquals(state.tracks(), TabReducer.reduce(state, new TabAction.ArrangeTracks(List.of(0, 1, 2, 3), Set.of(0, 2), Set.of())).tracks(),
                "the list's same arrangement is the same tracks");
    }

    @Test
    void activatingAThreadClearsAnotherThreadsEntryAndTheSandwichFunction() {
        TabState picked = reduce(shown, new TabAction.SelectEntry(new FlameSelection(0, 2, 5)),
                new TabAction.SetSandwichFunction(7), new TabAction.SetSandwichSearch("pa"));
        assertEquals("tracks *0 1 2 3- | hidden [] pinned [] | window 0-1000 of 0-1000 | entry 0/2/5 | sandwich 7 \"pa\"", text(picked));
        assertEquals("tracks 0 1 *2 3- | hidden [] pinned [] | window 0-1000 of 0-1000 | entry none | sandwich -1 \"pa\"",
                text(reduce(picked, new TabAction.ActivateThread(2))));
        assertSame(picked, TabReducer.reduce(picked, new TabAction.ActivateThread(0)), "the active thread again changes nothing");
        assertSame(picked, TabReducer.reduce(picked, new TabAction.ActivateThread(9)), "a thread with no track changes nothing");
    }

    @Test
    void selectingAnEntryActivatesItsTrack() {
        assertEquals("tracks 0 *1 2 3- | hidden [] pinned [] | window 0-1000 of 0-1000 | entry 1/0/3 | sandwich -1 \"\"",
                text(reduce(shown, new TabAction.SelectEntry(new FlameSelection(1, 0, 3)))));
        assertEquals("tracks *0 1 2 3- | hidden [] pinned [] | window 0-1000 of 0-1000 | entry none | sandwich -1 \"\"",
                text(reduce(shown, new TabAction.SelectEntry(new FlameSelection(0, 0, 3)), new TabAction.SelectEntry(null))));
    }

    @Test
    void movingTheActiveTrackStopsAtTheEndsAndDropsTheEntry() {
        TabState moved = reduce(shown, new TabAction.SelectEntry(new FlameSelection(0, 1, 1)), new TabAction.MoveActiveTrack(1));
        assertEquals("tracks 0 *1 2 3- | hidden [] pinned [] | window 0-1000 of 0-1000 | entry none | sandwich -1 \"\"", text(moved));
        assertEquals("tracks 0 1 2 *3- | hidden [] pinned [] | window 0-1000 of 0-1000 | entry none | sandwich -1 \"\"",
                text(reduce(moved, new TabAction.MoveActiveTrack(1), new TabAction.MoveActiveTrack(1), new TabAction.MoveActiveTrack(1))));
        assertEquals("tracks *0 1 2 3- | hidden [] pinned [] | window 0-1000 of 0-1000 | entry none | sandwich -1 \"\"",
                text(reduce(moved, new TabAction.MoveActiveTrack(-1), new TabAction.MoveActiveTrack(-1))));
    }

    @Test
    void reorderingMovesTheEntryWithItsTrackAndKeepsCollapsedThreads() {
        // Thread 2 pinned to the top, thread 1 hidden: the entry on thread 2's track follows it to the top.
        TabState state = reduce(shown, new TabAction.SelectEntry(new FlameSelection(2, 1, 4)),
                new TabAction.ArrangeTracks(List.of(2, 0, 3), Set.of(1), Set.of(2)));
        assertEquals("tracks *2 0 3- | hidden [1] pinned [2] | window 0-1000 of 0-1000 | entry 0/1/4 | sandwich -1 \"\"", text(state));
    }

    @Test
    void hidingTheActiveThreadActivatesTheTopTrackAndDropsItsEntry() {
        TabState state = reduce(shown, new TabAction.SelectEntry(new FlameSelection(1, 0, 0)),
                new TabAction.ArrangeTracks(List.of(0, 2, 3), Set.of(1), Set.of()));
        assertEquals("tracks *0 2 3- | hidden [1] pinned [] | window 0-1000 of 0-1000 | entry none | sandwich -1 \"\"", text(state));
    }

    @Test
    void collapsingATrackDropsItsEntryAndExpandingKeepsTheRest() {
        TabState selected = reduce(shown, new TabAction.SelectEntry(new FlameSelection(1, 0, 0)));
        assertEquals("tracks 0 *1- 2 3- | hidden [] pinned [] | window 0-1000 of 0-1000 | entry none | sandwich -1 \"\"",
                text(reduce(selected, new TabAction.SetCollapsed(1, true))));
        assertEquals("tracks 0 *1 2 3 | hidden [] pinned [] | window 0-1000 of 0-1000 | entry 1/0/0 | sandwich -1 \"\"",
                text(reduce(selected, new TabAction.SetCollapsed(3, false))));
    }

    @Test
    void theVisibleWindowIsClampedToItsBoundsAndABoundsChangeShowsThemWhole() {
        assertEquals("tracks *0 1 2 3- | hidden [] pinned [] | window 200-300 of 0-1000 | entry none | sandwich -1 \"\"",
                text(reduce(shown, new TabAction.ShowWindow(200, 300))));
        assertEquals("tracks *0 1 2 3- | hidden [] pinned [] | window 900-1000 of 0-1000 | entry none | sandwich -1 \"\"",
                text(reduce(shown, new TabAction.ShowWindow(950, 1050))), "past the end: the same span, moved inside");
        assertEquals("tracks *0 1 2 3- | hidden [] pinned [] | window 0-1000 of 0-1000 | entry none | sandwich -1 \"\"",
                text(reduce(shown, new TabAction.ShowWindow(-50, 2000))), "wider than the bounds: all of them");
        assertEquals("tracks *0 1 2 3- | hidden [] pinned [] | window 400-401 of 0-1000 | entry none | sandwich -1 \"\"",
                text(reduce(shown, new TabAction.ShowWindow(400, 400))), "never narrower than a microsecond");
        assertEquals("tracks *0 1 2 3- | hidden [] pinned [] | window 100-600 of 100-600 | entry none | sandwich -1 \"\"",
                text(reduce(shown, new TabAction.ShowWindow(200, 300), new TabAction.SetBounds(100, 600))));
    }

    @Test
    void theSandwichKeepsItsFunctionAndFilterUntilAnotherThreadShows() {
        TabState state = reduce(shown, new TabAction.SetSandwichFunction(4), new TabAction.SetSandwichSearch("lex"));
        assertEquals("tracks *0 1 2 3- | hidden [] pinned [] | window 0-1000 of 0-1000 | entry none | sandwich 4 \"lex\"", text(state));
        assertEquals("tracks *0 1 2 3- | hidden [] pinned [] | window 0-1000 of 0-1000 | entry none | sandwich 4 \"lex\"",
                text(reduce(state, new TabAction.ShowWindow(10, 20), new TabAction.SetBounds(0, 1000))));
        assertEquals("tracks *0 1 2 3- | hidden [] pinned [] | window 0-1000 of 0-1000 | entry none | sandwich -1 \"lex\"",
                text(reduce(state, new TabAction.ShowTracks(4, Set.of(3), 0, 1000))), "new tracks: another profile's funcs");
    }
    /**
     * The details panel's subject is the session's (it was ProfileView's flag): the last choice, a chart entry or
     * a tree node; leaving the thread takes a node's details and another thread's entry's with it.
     */
    @Test
    void theDetailsFollowTheLastChoiceAndLeaveWithItsThread() {
        assertEquals(DetailsShown.NOTHING, shown.details());
        TabState entry = reduce(shown, new TabAction.SelectEntry(new FlameSelection(1, 0, 3)));
        assertEquals(DetailsShown.CHART_ENTRY, entry.details(), "a chart entry picked");
        TabState node = reduce(entry, new TabAction.ShowNodeDetails(true));
        assertEquals(DetailsShown.TREE_NODE, node.details(), "then a tree node picked");
        assertEquals(DetailsShown.NOTHING, reduce(node, new TabAction.ShowNodeDetails(false)).details(), "the node went");
        assertEquals(DetailsShown.CHART_ENTRY, reduce(entry, new TabAction.ShowNodeDetails(false)).details(),
                "no node selected leaves an entry's details alone");
        assertEquals(DetailsShown.NOTHING, reduce(node, new TabAction.ActivateThread(2)).details(), "a node's details leave with its thread");
        assertEquals(DetailsShown.NOTHING, reduce(entry, new TabAction.ActivateThread(2)).details(), "so do an entry's");
        assertEquals(DetailsShown.CHART_ENTRY, reduce(entry, new TabAction.MoveActiveTrack(0)).details(), "the same thread keeps them");
        assertEquals(DetailsShown.CHART_ENTRY, reduce(node, new TabAction.SelectEntry(new FlameSelection(2, 0, 0))).details(),
                "an entry of another thread shows its own");
    }
}
