package dev.flint.calltree;

/**
 * The samples a tree counts: those with {@code startMicros <= time < endMicros}, on the file's clock (the
 * app's overview selection). Transforms map every sample on its own, so restricting the range commutes
 * with them; the tree applies it last and the transform stack's threads stay valid when it changes.
 */
public record SampleRange(double startMicros, double endMicros) {
    public static final SampleRange ALL = new SampleRange(Double.NEGATIVE_INFINITY, Double.POSITIVE_INFINITY);

    public SampleRange {
        if (Double.isNaN(startMicros) || Double.isNaN(endMicros) || endMicros < startMicros) {
            throw new IllegalArgumentException("bad sample range " + startMicros + ".." + endMicros);
        }
    }

    public boolean contains(double timeMicros) {
        return timeMicros >= startMicros && timeMicros < endMicros;
    }

    public boolean isAll() {
        return startMicros == Double.NEGATIVE_INFINITY && endMicros == Double.POSITIVE_INFINITY;
    }
}
