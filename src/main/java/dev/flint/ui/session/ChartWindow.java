package dev.flint.ui.session;

/**
 * The time the flame chart shows, in microseconds: the window [start, end] inside the bounds the chart is held
 * to (the last committed range, or the whole profile). Clamped as the chart's zoom and pan are: inside the
 * bounds, never narrower than {@link #MIN_SPAN_MICROS}.
 */
public record ChartWindow(double boundsStartMicros, double boundsEndMicros, double startMicros, double endMicros) {
    public static final double MIN_SPAN_MICROS = 1;
    public static final ChartWindow NONE = whole(0, 1);

    /**
     * The record's equals written out (doubles compared as the generated one does, by {@link Double#compare}): the
     * generated one runs through method handles, slow while cold, and each change of a tab's state compares windows.
     */
    @Override
    public boolean equals(Object other) {
        return other instanceof ChartWindow that && Double.compare(startMicros, that.startMicros) == 0
                && Double.compare(endMicros, that.endMicros) == 0 && Double.compare(boundsStartMicros, that.boundsStartMicros) == 0
                && Double.compare(boundsEndMicros, that.boundsEndMicros) == 0;
    }

    @Override
    public int hashCode() {
        return java.util.Objects.hash(boundsStartMicros, boundsEndMicros, startMicros, endMicros);
    }

    /** All of [boundsStart, boundsEnd] (at least {@link #MIN_SPAN_MICROS} wide). */
    public static ChartWindow whole(double boundsStartMicros, double boundsEndMicros) {
        double end = Math.max(boundsEndMicros, boundsStartMicros + MIN_SPAN_MICROS);
        return new ChartWindow(boundsStartMicros, end, boundsStartMicros, end);
    }

    /** The window [start, end], clamped to the bounds and the minimum span. */
    public ChartWindow show(double start, double end) {
        double bounds = boundsEndMicros - boundsStartMicros;
        double span = Math.min(Math.max(end - start, MIN_SPAN_MICROS), bounds);
        double clampedStart = Math.max(boundsStartMicros, Math.min(start, boundsEndMicros - span));
        return new ChartWindow(boundsStartMicros, boundsEndMicros, clampedStart, clampedStart + span);
    }
}
