package dev.flint.ui.session;

/**
 * What a tab shows besides its trees ({@link ViewState} has those): the chart's tracks and active thread, its
 * visible window and selected entry, and the sandwich's function and filter. Immutable; {@link TabReducer}
 * makes the next one from an action, on the FX thread (each change is cheap).
 *
 * @param entry the selected chart entry, null when none
 */
public record TabState(TrackState tracks, ChartWindow window, FlameSelection entry, SandwichState sandwich) {
    public static final TabState EMPTY = new TabState(TrackState.NONE, ChartWindow.NONE, null, SandwichState.NONE);

    public TabState withTracks(TrackState value) { return new TabState(value, window, entry, sandwich); }
    public TabState withWindow(ChartWindow value) { return new TabState(tracks, value, entry, sandwich); }
    public TabState withEntry(FlameSelection value) { return new TabState(tracks, window, value, sandwich); }
    public TabState withSandwich(SandwichState value) { return new TabState(tracks, window, entry, value); }
}
