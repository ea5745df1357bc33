package dev.flint.diff;

import static dev.flint.calltree.CallTreeText.number;

import dev.flint.model.ControlChars;
import dev.flint.model.IntColumn;
import java.io.IOException;

/**
 * The text form of a diff tree (DESIGN.md, {@code flint diff}): one shown node per line in pre-order, two
 * spaces per depth, then {@code NAME total=D self=E base=TB compare=TC}, D and E being compare − base.
 * Numbers print as in {@code flint tree}. Tests compare against it, so it is the one place the format lives.
 */
public final class DiffText {
    private DiffText() {}

    public static String format(DiffTree tree) {
        StringBuilder text = new StringBuilder();
        try {
            write(tree, text);
        } catch (IOException impossible) {
            throw new java.io.UncheckedIOException(impossible);
        }
        return text.toString();
    }

    /** Writes the lines as it walks (an explicit stack: trees nest 100,000 deep). */
    public static void write(DiffTree tree, Appendable out) throws IOException {
        IntColumn pending = new IntColumn();
        pushReversed(tree.roots(), pending);
        while (!pending.isEmpty()) {
            int node = pending.last();
            pending.truncate(pending.size() - 1);
            for (int i = tree.depth(node); i > 0; i--) out.append("  ");
            out.append(ControlChars.escape(tree.name(node)))
                    .append(" total=").append(number(tree.deltaTotal(node)))
                    .append(" self=").append(number(tree.deltaSelf(node)))
                    .append(" base=").append(number(tree.baseTotal(node)))
                    .append(" compare=").append(number(tree.compareTotal(node))).append('\n');
            pushReversed(tree.children(node), pending);
        }
    }

    /** Two spaces per level per line: quadratic in the depth, so a caller can refuse a huge text first. */
    public static long indentationChars(DiffTree tree) {
        long chars = 0;
        IntColumn pending = new IntColumn();
        pushReversed(tree.roots(), pending);
        while (!pending.isEmpty()) {
            int node = pending.last();
            pending.truncate(pending.size() - 1);
            chars += 2L * tree.depth(node);
            pushReversed(tree.children(node), pending);
        }
        return chars;
    }

    private static void pushReversed(int[] nodes, IntColumn pending) {
        for (int i = nodes.length - 1; i >= 0; i--) pending.add(nodes[i]);
    }
}
