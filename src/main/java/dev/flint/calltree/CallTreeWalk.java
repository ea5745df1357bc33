package dev.flint.calltree;

import java.util.Arrays;

/**
 * The one walk over a call tree's shown nodes: pre-order, siblings in display order, with an explicit stack
 * rather than recursion (a folded file can nest 100,000 frames deep). The text form, folded stacks and the
 * JSON tree are visitors of it.
 */
public final class CallTreeWalk {
    private CallTreeWalk() {}

    /** What the walk calls; {@code E} lets a visitor write to an Appendable or Writer as it goes. */
    public interface Visitor<E extends Exception> {
        /**
         * {@code node} at {@code depth} (0 for a root), {@code index}-th among its siblings; its descendants
         * follow before its next sibling.
         */
        void enter(int node, int depth, int index) throws E;

        /** After {@code node}'s descendants. */
        default void leave(int node, int depth) throws E {}
    }

    public static <E extends Exception> void preOrder(CallTree tree, Visitor<E> visitor) throws E {
        int[][] levels = new int[64][];
        int[] positions = new int[64];
        int[] parents = new int[64];
        int top = 0;
        levels[0] = tree.roots();
        parents[0] = -1;
        while (top >= 0) {
            int[] siblings = levels[top];
            int position = positions[top];
            if (position == siblings.length) {
                if (parents[top] >= 0) visitor.leave(parents[top], top - 1);
                levels[top] = null;
                top--;
                continue;
            }
            positions[top] = position + 1;
            int node = siblings[position];
            visitor.enter(node, top, position);
            if (++top == levels.length) {
                levels = Arrays.copyOf(levels, top * 2);
                positions = Arrays.copyOf(positions, top * 2);
                parents = Arrays.copyOf(parents, top * 2);
            }
            levels[top] = tree.children(node);
            positions[top] = 0;
            parents[top] = node;
        }
    }
}
