package dev.flint.calltree;

import java.math.BigDecimal;
import java.math.RoundingMode;

/**
 * The text form of a call tree (DESIGN.md, {@code flint tree}): one shown node per line in pre-order,
 * two spaces per depth, then {@code NAME total=T self=S}, siblings in display order. Tests compare
 * against it, so it is the one place the format lives.
 */
public final class CallTreeText {
    private CallTreeText() {}

    public static String format(CallTree tree) {
        StringBuilder text = new StringBuilder();
        append(tree, text);
        return text.toString();
    }

    /** Appends the tree's lines (each ending in a newline) to {@code out}. */
    public static void append(CallTree tree, StringBuilder out) {
        // An explicit stack: real profiles nest hundreds deep (V8 keeps up to ~256 frames).
        int[] pending = tree.roots();
        java.util.ArrayDeque<int[]> levels = new java.util.ArrayDeque<>();
        java.util.ArrayDeque<Integer> positions = new java.util.ArrayDeque<>();
        levels.push(pending);
        positions.push(0);
        while (!levels.isEmpty()) {
            int[] siblings = levels.peek();
            int position = positions.pop();
            if (position == siblings.length) {
                levels.pop();
                continue;
            }
            positions.push(position + 1);
            int node = siblings[position];
            int depth = levels.size() - 1;
            for (int i = 0; i < depth; i++) out.append("  ");
            out.append(tree.name(node)).append(" total=").append(number(tree.total(node)))
                    .append(" self=").append(number(tree.self(node))).append('\n');
            int[] children = tree.children(node);
            if (children.length > 0) {
                levels.push(children);
                positions.push(0);
            }
        }
    }

    /** An integral value as an integer, any other with at most 6 decimals and no trailing zeros. */
    public static String number(double value) {
        if (Double.isNaN(value) || Double.isInfinite(value)) return Double.toString(value);
        BigDecimal rounded = BigDecimal.valueOf(value).setScale(6, RoundingMode.HALF_EVEN).stripTrailingZeros();
        if (rounded.signum() == 0) return "0";
        return rounded.scale() <= 0 ? rounded.toBigInteger().toString() : rounded.toPlainString();
    }
}
