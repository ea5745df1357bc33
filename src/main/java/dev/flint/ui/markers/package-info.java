/**
 * The markers track: user timings, page-load milestones, console spans and Gecko markers of the tab's
 * profiles, drawn in lanes above the flame chart on its time axis ({@link dev.flint.ui.markers.MarkersTrack}).
 * Hover shows a marker's details; a click selects its time range in the tab's
 * {@link dev.flint.ui.session.RangeState}. Lanes are packed off the FX thread ({@link dev.flint.markers.MarkerLanes}).
 */
package dev.flint.ui.markers;
