package dev.flint.export;

import java.math.BigDecimal;

/** Weights as exported text: exact enough that re-importing gives the same double back. */
final class Weights {
    private Weights() {}

    /**
     * The shortest decimal that reads back as {@code weight}, without an exponent (the folded importers of
     * Flint and FlameGraph read only plain decimals): {@code 3}, {@code 0.125}, {@code 12.345678901}.
     */
    static String plain(double weight) {
        if (weight == Math.rint(weight) && Math.abs(weight) < 1e15) return Long.toString((long) weight);
        return BigDecimal.valueOf(weight).stripTrailingZeros().toPlainString();
    }
}
