/**
 * Markers: what Chrome traces and Firefox profiles record beside the samples, turned into one
 * {@link dev.flint.model.MarkerTable} per profile. {@link dev.flint.markers.ChromeMarkers} picks user
 * timings (marks, measures), page-load milestones, {@code console.time} spans and {@code console.timeStamp}
 * out of trace events the trace importer hands it; {@link dev.flint.markers.GeckoMarkers} pairs a Gecko
 * thread's marker rows (instant, interval, start/end) the way the Firefox Profiler derives them;
 * {@link dev.flint.markers.MarkerText} is the text form tests and the CLI print. Depends on {@code model}
 * only: no importer, no JavaFX.
 */
package dev.flint.markers;
