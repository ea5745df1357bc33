package dev.flint.ui.compare;

import dev.flint.diff.DiffTree;

/**
 * The differential flame graph's colours, as Brendan Gregg's: red where the compare profile spends more,
 * blue where it spends less, deeper the larger the change against the largest one in the graph; a box
 * that did not change is a light grey. The change is the self delta in the top-down graph (where the time
 * itself went; ancestors that only pass it on stay grey) and the total delta in the inverted graph (whose
 * nodes are self time by caller path).
 */
final class DiffColors {
    private final DiffTree tree;
    private final double largest;

    DiffColors(DiffTree tree) {
        this.tree = tree;
        double max = 0;
        for (int node = 0; node < tree.nodeCount(); node++) max = Math.max(max, Math.abs(change(node)));
        largest = max;
    }

    /** The measure a box is coloured by. */
    double change(int node) {
        return tree.inverted() ? tree.deltaTotal(node) : tree.deltaSelf(node);
    }

    int argb(int node) {
        return argb(change(node), largest);
    }

    /** Red (slower) or blue (faster) from pale at no change to full at {@code largest}. */
    static int argb(double change, double largest) {
        if (change == 0 || largest == 0) return 0xffe4e4e4;
        double strength = Math.min(1, Math.abs(change) / largest);
        // Never paler than a clear tint, so a small change is still told apart from none.
        int other = (int) Math.round(200 * (1 - strength));
        return change > 0 ? 0xff000000 | (255 << 16) | (other << 8) | other
                : 0xff000000 | (other << 16) | (other << 8) | 255;
    }
}
