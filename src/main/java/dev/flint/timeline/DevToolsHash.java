package dev.flint.timeline;

/**
 * DevTools' string hash (StringUtilities.hashCode), the seed of script-URL and generic-trace colours.
 * A polynomial over UTF-16 code units modulo 2^32 - 5, computed in IEEE doubles exactly as JavaScript
 * does: the products exceed 2^53 and get rounded, so exact integer arithmetic gives other hashes
 * (e.g. "a" is 1195795714 here, 1195795589 exactly).
 */
public final class DevToolsHash {
    private static final double P = 4294967291.0; // 2^32 - 5
    private static final double Z = 0x5033d967;
    private static final double Z2 = 0x59d2f15d;

    private DevToolsHash() {}

    /** The hash of {@code text}: 0 for the empty string, else in 0 .. 2^31. */
    public static long hash(String text) {
        if (text.isEmpty()) return 0;
        double sum = 0;
        double zi = 1;
        for (int i = 0; i < text.length(); i++) {
            double c = text.charAt(i);
            sum = (sum + zi * (c * Z2)) % P;
            zi = (zi * Z) % P;
        }
        sum = (sum + zi * (P - 1)) % P;
        return Math.abs((long) toInt32(sum));
    }

    /** JavaScript's ToInt32 of a finite, non-negative double below 2^53. */
    static int toInt32(double value) {
        return (int) (long) value;
    }
}
