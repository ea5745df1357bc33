package dev.flint.ui.session;

/**
 * What a tab shows besides its trees ({@link ViewState} has those): the chart's tracks and active thread, its
 * visible window and selected entry, the sandwich's function and filter, and what the details panel shows. Immutable; {@link TabReducer}
 * makes the next one from an action, on the FX thread (each change is cheap).
 *
 * @param entry the selected chart entry, null when none
 * @param details which selection the details panel shows: the entry's, the tree's selected node's, or none
 */
public record TabState(TrackState tracks, ChartWindow window, FlameSelection entry, SandwichState sandwich,
                       DetailsShown details) {
    public static final TabState EMPTY = new TabState(TrackState.NONE, ChartWindow.NONE, null, SandwichState.NONE,
            DetailsShown.NOTHING);

    /** The record's equals written out: the generated one runs through method handles, slow while they are cold. */
    @Override
    public boolean equals(Object other) {
        if (this == other) return true;
        return other instanceof TabState that && details == that.details && java.util.Objects.equals(entry, that.entry)
                && window.equals(that.window) && sandwich.equals(that.sandwich) && tracks.equals(that.tracks);
    }

    @Override
    public int hashCode() {
        return java.util.Objects.hash(tracks, window, entry, sandwich, details);
    }

    public TabState withTracks(TrackState value) { return new TabState(value, window, entry, sandwich, details); }
    public TabState withWindow(ChartWindow value) { return new TabState(tracks, value, entry, sandwich, details); }
    public TabState withEntry(FlameSelection value) { return new TabState(tracks, window, value, sandwich, details); }
    public TabState withSandwich(SandwichState value) { return new TabState(tracks, window, entry, value, details); }
    public TabState withDetails(DetailsShown value) { return new TabState(tracks, window, entry, sandwich, value); }
}
