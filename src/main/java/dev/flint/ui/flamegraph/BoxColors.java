package dev.flint.ui.flamegraph;

import dev.flint.flamegraph.FlameGraphLayout;

/**
 * The fill of a box, as ARGB: the flame graph's only colour decision, so another view (the diff) can colour
 * the same layout by its own measure.
 */
@FunctionalInterface
public interface BoxColors {
    int argb(FlameGraphLayout layout, int box);

    /**
     * Warm flame colours by function name (as flamegraph.pl): one function has one colour wherever it
     * appears, neighbours with other names differ.
     */
    static BoxColors byName() {
        return (layout, box) -> {
            int hash = layout.tree().name(layout.node(box)).hashCode() * 0x9E3779B9;
            int red = 205 + ((hash >>> 8) & 0x1f);
            int green = 90 + ((hash >>> 16) % 120 + 120) % 120;
            int blue = 40 + ((hash >>> 24) & 0x1f);
            return 0xff000000 | (red << 16) | (green << 8) | blue;
        };
    }
}
