package dev.flint.model;

/**
 * A time or weight the model refuses (DESIGN.md "Normalise once"): not finite, or so large that sums and
 * differences of such values stop being finite or exact. Unlike the builder's other checks this one is
 * the user's message: importers read numbers as the file wrote them, and a finite {@code 1e308} passes every
 * parser. The loader turns it into a refusal naming the file, {@link #where()} and {@link #problem()}.
 */
public final class ValueRangeException extends IllegalArgumentException {
    /**
     * 2^53: the largest magnitude of a time (microseconds, about 285 years) or of a weight the model takes.
     * Up to here every integer is exact in a double, and any 2^31 samples' sum, a span between two times
     * or a time plus a duration stay finite and ordered.
     */
    public static final double MAX_MAGNITUDE = 9007199254740992.0;

    private final String where;
    private final String problem;

    ValueRangeException(String where, String problem) {
        super(where + ": " + problem);
        this.where = where;
        this.problem = problem;
    }

    /** Whether the model takes {@code value}: finite and within {@link #MAX_MAGNITUDE}. */
    static boolean inRange(double value) {
        return Math.abs(value) <= MAX_MAGNITUDE;
    }

    /** The refusal of {@code value}, the {@code what} ("time", "weight") at {@code where}. */
    static ValueRangeException of(double value, String what, String unit, String where) {
        String written = Double.isNaN(value) ? "NaN" : Double.toString(value);
        return new ValueRangeException(where, what + " " + written + unit + " is out of range: Flint takes times and "
                + "weights within \u00b12^53 (" + (long) MAX_MAGNITUDE + "), past which sums overflow or lose order");
    }

    /** Where in the file, e.g. "thread 1:7, sample 42". */
    public String where() { return where; }
    public String problem() { return problem; }
}
