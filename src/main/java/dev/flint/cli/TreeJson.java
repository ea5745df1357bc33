package dev.flint.cli;

import dev.flint.calltree.CallTree;
import dev.flint.calltree.CallTreeText;
import dev.flint.calltree.CallTreeWalk;
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
        appendNodes(tree, out);
        if (selected != null) out.append(", \"selected\": ").append(JsonText.quote(selected));
        if (expanded != null) {
            out.append(", \"expanded\": [");
            int i = 0;
            for (String path : expanded) out.append(i++ > 0 ? ", " : "").append(JsonText.quote(path));
            out.append(']');
        }
        return out.append("}\n").toString();
    }

    /** The roots and all their descendants, in the walk's order ({@link CallTreeWalk}). */
    private static void appendNodes(CallTree tree, StringBuilder out) {
        out.append('[');
        CallTreeWalk.<RuntimeException>preOrder(tree, new CallTreeWalk.Visitor<>() {
            @Override
            public void enter(int node, int depth, int index) {
                if (index > 0) out.append(", ");
                out.append("{\"name\": ").append(JsonText.quote(CallTreeText.displayName(tree.name(node))))
                        .append(", \"total\": ").append(CallTreeText.number(tree.total(node)))
                        .append(", \"self\": ").append(CallTreeText.number(tree.self(node)))
                        .append(", \"children\": [");
            }

            @Override
            public void leave(int node, int depth) {
                out.append("]}");
            }
        });
        out.append(']');
    }
}
