package dev.flint.ui.common;

/**
 * The visible time window of the flame chart and its mapping to pixels. Immutable: zooming and panning
 * return a new viewport, clamped so the window stays inside the profile's [boundsStart, boundsEnd]
 * and is never narrower than {@link #MIN_SPAN_MICROS}.
 */
public record Viewport(double startMicros, double endMicros, double boundsStartMicros, double boundsEndMicros,
                       double widthPx) {
    public static final double MIN_SPAN_MICROS = 1;

    public static Viewport whole(double boundsStartMicros, double boundsEndMicros, double widthPx) {
        double end = Math.max(boundsEndMicros, boundsStartMicros + MIN_SPAN_MICROS);
        return new Viewport(boundsStartMicros, end, boundsStartMicros, end, widthPx);
    }

    public double spanMicros() {
        return endMicros - startMicros;
    }

    public double pxPerMicro() {
        return widthPx / spanMicros();
    }

    public double xOf(double micros) {
        return (micros - startMicros) * widthPx / spanMicros();
    }

    public double microsAt(double xPx) {
        return startMicros + xPx * spanMicros() / widthPx;
    }

    public Viewport withWidth(double newWidthPx) {
        return new Viewport(startMicros, endMicros, boundsStartMicros, boundsEndMicros, newWidthPx);
    }

    /** Zooms by {@code factor} (> 1 zooms in) keeping the time under {@code anchorPx} where it is. */
    public Viewport zoom(double factor, double anchorPx) {
        double anchorMicros = microsAt(anchorPx);
        double span = spanMicros() / factor;
        double start = anchorMicros - (anchorMicros - startMicros) / factor;
        return show(start, start + span);
    }

    public Viewport panPx(double deltaPx) {
        double deltaMicros = deltaPx * spanMicros() / widthPx;
        return show(startMicros + deltaMicros, endMicros + deltaMicros);
    }

    /** The window [start, end], clamped to the bounds and the minimum span. */
    public Viewport show(double start, double end) {
        double bounds = boundsEndMicros - boundsStartMicros;
        double span = Math.min(Math.max(end - start, MIN_SPAN_MICROS), bounds);
        double clampedStart = Math.max(boundsStartMicros, Math.min(start, boundsEndMicros - span));
        return new Viewport(clampedStart, clampedStart + span, boundsStartMicros, boundsEndMicros, widthPx);
    }

    public boolean isWholeProfile() {
        return startMicros <= boundsStartMicros && endMicros >= boundsEndMicros;
    }
}
