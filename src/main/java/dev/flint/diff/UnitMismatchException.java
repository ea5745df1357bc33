package dev.flint.diff;

import dev.flint.model.WeightType;

/** The two profiles weigh samples in different units (time against counts, counts against bytes). */
public final class UnitMismatchException extends IllegalArgumentException {
    public UnitMismatchException(WeightType base, WeightType compare) {
        super("the profiles have different units: the base is in " + unitName(base) + ", the compare profile in "
                + unitName(compare) + "; compare two profiles of one unit (both time, both counts or both bytes)");
    }

    /** The unit as a user reads it. */
    public static String unitName(WeightType type) {
        return switch (type) {
            case TRACING_MS -> "milliseconds";
            case SAMPLES -> "sample counts";
            case BYTES -> "bytes";
        };
    }
}
