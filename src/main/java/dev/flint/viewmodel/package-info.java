/**
 * What a window shows of a loaded profile, built by the engine with no JavaFX: the shown threads with their
 * labels and flame-chart tracks ({@link dev.flint.viewmodel.ThreadPreparer}, {@link dev.flint.viewmodel.TrackAdapter}
 * over the timeline's sync tracks), the overview's activity curves ({@link dev.flint.viewmodel.CpuActivity}) and
 * the thread list's counts. Built on the load and symbolication services' threads; the UI only reads it.
 * May import the engine ({@code model}, {@code timeline}, {@code symbols}), never {@code ui} or JavaFX.
 */
package dev.flint.viewmodel;
