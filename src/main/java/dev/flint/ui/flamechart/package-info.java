/**
 * The canvas flame chart: {@link dev.flint.ui.flamechart.FlameChartRenderer} paints a viewport-sized
 * canvas as a pure function of tracks, layout and {@link dev.flint.ui.common.Viewport};
 * {@link dev.flint.ui.flamechart.FlameChartView} owns the state and input; the overview strip selects a
 * time range. It knows tracks only through {@link dev.flint.viewmodel.FlameTrack}, never the engine.
 */
package dev.flint.ui.flamechart;
