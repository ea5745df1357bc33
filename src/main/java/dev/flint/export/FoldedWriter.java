package dev.flint.export;

import dev.flint.calltree.CallTree;
import dev.flint.model.ProfileThread;
import java.io.IOException;
import java.io.Writer;

/**
 * Folded stacks of one view: a line {@code root;...;leaf W} per call node with self weight, W in the thread's
 * own unit, in the tree's display order (heaviest first). Reading the lines back gives the same call tree, as
 * the view's samples are merged by call node: a function is only its name in this format, so two functions
 * of one name under one caller become one node. An inverted view writes each stack leaf first, so the file's
 * top-down tree is the view's bottom-up one.
 */
public final class FoldedWriter {
    /** Past this many frames in all lines together the text would be unreasonably large (deep recursion). */
    static final long MAX_FRAMES = 1L << 28;

    private FoldedWriter() {}

    public static void write(ThreadView view, Writer out) throws IOException, ExportException {
        CallTree tree = CallTree.build(view.thread(), view.options().withInverted(false));
        checkWeights(tree);
        checkSize(tree);
        boolean leafFirst = view.options().inverted();
        ProfileThread thread = tree.thread();
        String[] names = new String[16];
        IntStack siblings = new IntStack();
        java.util.ArrayDeque<int[]> levels = new java.util.ArrayDeque<>();
        levels.push(tree.roots());
        siblings.push(0);
        while (!levels.isEmpty()) {
            int[] level = levels.peek();
            int position = siblings.pop();
            if (position == level.length) {
                levels.pop();
                continue;
            }
            siblings.push(position + 1);
            int node = level[position];
            int depth = levels.size() - 1;
            if (depth == names.length) names = java.util.Arrays.copyOf(names, depth * 2);
            names[depth] = FoldedNames.frame(thread.funcName(tree.func(node)));
            double self = tree.self(node);
            if (self != 0) writeLine(names, depth, leafFirst, self, out);
            int[] children = tree.children(node);
            if (children.length > 0) {
                levels.push(children);
                siblings.push(0);
            }
        }
    }

    private static void writeLine(String[] names, int depth, boolean leafFirst, double weight, Writer out)
            throws IOException {
        for (int i = 0; i <= depth; i++) {
            if (i > 0) out.write(';');
            out.write(names[leafFirst ? depth - i : i]);
        }
        out.write(' ');
        out.write(Weights.plain(weight));
        out.write('\n');
    }

    private static void checkWeights(CallTree tree) throws ExportException {
        for (int node = 0; node < tree.nodeCount(); node++) {
            if (tree.self(node) < 0) {
                throw new ExportException("the view has negative weights (" + tree.name(node)
                        + "), which folded stacks cannot hold");
            }
        }
    }

    private static void checkSize(CallTree tree) throws ExportException {
        long frames = 0;
        for (int node = 0; node < tree.nodeCount(); node++) {
            if (tree.self(node) != 0) frames += tree.depth(node) + 1;
        }
        if (frames > MAX_FRAMES) {
            throw new ExportException("the stacks nest so deep that folded lines would hold " + frames
                    + " frames: export it as speedscope, or merge the recursion first (collapse-recursion)");
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
