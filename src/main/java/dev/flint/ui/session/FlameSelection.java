package dev.flint.ui.session;

/**
 * The flame-chart entry selected in a tab: its track's position in the chart (top to bottom, {@link
 * TrackState#order}), its depth and its index in that row of the track.
 */
public record FlameSelection(int track, int depth, int index) {}
