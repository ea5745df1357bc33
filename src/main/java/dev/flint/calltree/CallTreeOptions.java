package dev.flint.calltree;

/**
 * What a call tree view shows beyond the transforms: the implementation filter, inversion, the sample
 * range, and the category a stack gets when none of its frames has one.
 */
public record CallTreeOptions(Implementation implementation, boolean inverted, SampleRange range,
                              int defaultCategory) {
    public static final CallTreeOptions DEFAULT =
            new CallTreeOptions(Implementation.COMBINED, false, SampleRange.ALL, -1);

    public CallTreeOptions {
        if (implementation == null || range == null) throw new NullPointerException("implementation and range");
    }

    public CallTreeOptions withImplementation(Implementation newImplementation) {
        return new CallTreeOptions(newImplementation, inverted, range, defaultCategory);
    }

    public CallTreeOptions withInverted(boolean newInverted) {
        return new CallTreeOptions(implementation, newInverted, range, defaultCategory);
    }

    public CallTreeOptions withRange(SampleRange newRange) {
        return new CallTreeOptions(implementation, inverted, newRange, defaultCategory);
    }

    public CallTreeOptions withDefaultCategory(int category) {
        return new CallTreeOptions(implementation, inverted, range, category);
    }
}
