package dev.flint.cli;

import dev.flint.calltree.CallTree;
import dev.flint.calltree.CallTreeText;
import java.util.Collection;

/**
 * {@code flint tree --json}: {@code {"totalSummary": N, "roots": [{"name", "total", "self", "children"}]}}
 * plus {@code "selected"} (a path of names, "" when a rule dropped it) and {@code "expanded"} (paths in
 * code point order) when asked. Numbers as in the text form.
 */
final class TreeJson {
    private TreeJson() {}

    static String format(CallTree tree, String selected, Collection<String> expanded) {
        StringBuilder out = new StringBuilder();
        out.append("{\"totalSummary\": ").append(CallTreeText.number(tree.totalSummary())).append(", \"roots\": ");
        appendNodes(tree, tree.roots(), out);
        if (selected != null) out.append(", \"selected\": ").append(JsonText.quote(selected));
        if (expanded != null) {
            out.append(", \"expanded\": [");
            int i = 0;
            for (String path : expanded) out.append(i++ > 0 ? ", " : "").append(JsonText.quote(path));
            out.append(']');
        }
        return out.append("}\n").toString();
    }

    /**
     * The nodes and all their descendants, with an explicit stack: a folded file can nest 100,000 frames
     * deep, far past what recursion survives.
     */
    private static void appendNodes(CallTree tree, int[] roots, StringBuilder out) {
        java.util.ArrayDeque<int[]> levels = new java.util.ArrayDeque<>();
        IntStack positions = new IntStack();
        out.append('[');
        levels.push(roots);
        positions.push(0);
        while (!levels.isEmpty()) {
            int[] siblings = levels.peek();
            int position = positions.pop();
            if (position == siblings.length) {
                levels.pop();
                out.append(']');
                if (!levels.isEmpty()) out.append('}'); // closes the node whose children these were
                continue;
            }
            positions.push(position + 1);
            int node = siblings[position];
            if (position > 0) out.append(", ");
            out.append("{\"name\": ").append(JsonText.quote(CallTreeText.displayName(tree.name(node))))
                    .append(", \"total\": ").append(CallTreeText.number(tree.total(node)))
                    .append(", \"self\": ").append(CallTreeText.number(tree.self(node)))
                    .append(", \"children\": [");
            levels.push(tree.children(node));
            positions.push(0);
        }
    }

    /** A growable int stack without boxing. */
    private static final class IntStack {
        private int[] values = new int[64];
        private int size;

        void push(int value) {
            if (size == values.length) values = java.util.Arrays.copyOf(values, size * 2);
            values[size++] = value;
        }

        int pop() {
            return values[--size];
        }
    }
}
