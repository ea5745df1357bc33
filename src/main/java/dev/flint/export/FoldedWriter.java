package dev.flint.export;

import dev.flint.calltree.CallTree;
import dev.flint.calltree.CallTreeText;
import dev.flint.calltree.CallTreeWalk;
import dev.flint.model.ProfileThread;
import java.io.IOException;
import java.io.Writer;

/**
 * Folded stacks of one view: a line {@code root;...;leaf W} per call node with self weight, W in the thread's
 * own unit printed as {@code flint tree} prints it (at most 6 decimals), in the tree's display order
 * (heaviest first). Reading the lines back gives the same call tree, as the view's samples are merged by
 * call node: a function is its name in this format, and {@code NAME [RESOURCE]} when the name alone is
 * ambiguous in the view (DESIGN.md "Export details"; Flint's folded reader reads the resource back). An
 * inverted view writes each stack leaf first, so the file's top-down tree is the view's bottom-up one.
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
        String[] frames = frameTexts(tree);
        String[][] names = {new String[16]};
        CallTreeWalk.preOrder(tree, (node, depth, index) -> {
            if (depth == names[0].length) names[0] = java.util.Arrays.copyOf(names[0], depth * 2);
            names[0][depth] = frames[tree.func(node)];
            double self = tree.self(node);
            if (self != 0) writeLine(names[0], depth, leafFirst, self, out);
        });
    }

    private static void writeLine(String[] names, int depth, boolean leafFirst, double weight, Writer out)
            throws IOException {
        for (int i = 0; i <= depth; i++) {
            if (i > 0) out.write(';');
            out.write(names[leafFirst ? depth - i : i]);
        }
        out.write(' ');
        out.write(CallTreeText.number(weight));
        out.write('\n');
    }

    /**
     * Each func's frame text: its name, and {@code NAME [RESOURCE]} when another func of the tree has that
     * name but not its resource (two {@code render} of two scripts), so reading the file back keeps them
     * apart. Names unique in the tree stay bare, as every folded tool writes them.
     */
    private static String[] frameTexts(CallTree tree) {
        ProfileThread thread = tree.thread();
        String[] texts = new String[thread.funcs().size()];
        java.util.Map<String, Integer> resourceByName = new java.util.HashMap<>();
        java.util.Set<String> ambiguous = new java.util.HashSet<>();
        for (int node = 0; node < tree.nodeCount(); node++) {
            int func = tree.func(node);
            if (texts[func] != null) continue;
            texts[func] = FoldedNames.frame(thread.funcName(func));
            Integer before = resourceByName.putIfAbsent(texts[func], thread.funcs().resource(func));
            if (before != null && before != thread.funcs().resource(func)) ambiguous.add(texts[func]);
        }
        for (int func = 0; func < texts.length; func++) {
            int resource = thread.funcs().resource(func);
            if (texts[func] != null && resource >= 0 && ambiguous.contains(texts[func])) {
                String resourceName = thread.strings().get(thread.resources().name(resource));
                texts[func] = texts[func] + " [" + FoldedNames.resource(resourceName) + "]";
            }
        }
        return texts;
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
}
