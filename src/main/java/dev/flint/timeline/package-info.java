/**
 * The timeline: per-thread sync tracks (trace events and estimated JS calls on one time axis) computed
 * exactly as Chrome DevTools' trace engine computes them, and their colours.
 *
 * <p>Entry points: {@link dev.flint.timeline.SyncTracks#build} gives a thread's {@link
 * dev.flint.timeline.SyncTrack} (the flame chart draws it row by row with
 * {@link dev.flint.timeline.SyncTrack#forEachInRange}); {@link dev.flint.timeline.DevToolsThreads} says which
 * threads DevTools shows; {@link dev.flint.timeline.TimelineColors} colours entries. Inside: the trace path
 * ({@code SamplesIntegrator} plus the entry tree in {@code SyncTracks}) and the CPU-profile path
 * ({@code SampleDiffingCalls}), both over {@code SampledProfile}.
 *
 * <p>Imports {@code dev.flint.model} only: no importer, no JavaFX.
 */
package dev.flint.timeline;
