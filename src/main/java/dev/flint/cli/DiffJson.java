package dev.flint.cli;

import static dev.flint.calltree.CallTreeText.number;

import dev.flint.diff.DiffTree;
import dev.flint.model.IntColumn;

/**
 * {@code flint diff --json}: {@code {"roots": [{"name", "total", "self", "base", "compare", "children"}]}},
 * total and self being the deltas (compare − base) as in the text form; numbers as in {@code flint tree}.
 */
final class DiffJson {
    private DiffJson() {}

    /** Writes the whole document; an explicit stack, as trees nest 100,000 deep. */
    static void write(DiffTree tree, Appendable out) throws java.io.IOException {
        out.append("{\"roots\": [");
        // Each entry is a node to write, or -1 to close the children list of the node written before them.
        IntColumn pending = new IntColumn();
        pushReversed(tree.roots(), pending);
        boolean first = true;
        while (!pending.isEmpty()) {
            int entry = pending.last();
            pending.truncate(pending.size() - 1);
            if (entry < 0) {
                out.append("]}");
                first = false;
                continue;
            }
            if (!first) out.append(", ");
            out.append("{\"name\": ").append(JsonText.quote(tree.name(entry)))
                    .append(", \"total\": ").append(number(tree.deltaTotal(entry)))
                    .append(", \"self\": ").append(number(tree.deltaSelf(entry)))
                    .append(", \"base\": ").append(number(tree.baseTotal(entry)))
                    .append(", \"compare\": ").append(number(tree.compareTotal(entry)))
                    .append(", \"children\": [");
            pending.add(-1);
            pushReversed(tree.children(entry), pending);
            first = true;
        }
        out.append("]}\n");
    }

    private static void pushReversed(int[] nodes, IntColumn pending) {
        for (int i = nodes.length - 1; i >= 0; i--) pending.add(nodes[i]);
    }
}
