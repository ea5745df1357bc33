package dev.flint.export;

import dev.flint.calltree.CallTree;
import dev.flint.calltree.CallTreeText;
import dev.flint.model.ProfileThread;
import java.io.IOException;
import java.io.Writer;

/**
 * Folded stacks of one view: a line {@code root;...;leaf W} per call node with self weight, W in the thread's own
 * unit printed as {@code flint tree} prints it (at most 6 decimals; 9 where 6 would round a digit away), in the
 * tree's display order (heaviest first; FoldedLineOrder moves a line earlier where the reader needs it to keep two
 * equal siblings in order). Reading the lines back gives the same call tree, as the view's samples are merged by
 * call node: a function is its name in this format, and {@code NAME [RESOURCE]}, {@code NAME [RESOURCE:LINE]} when
 * the name alone is ambiguous in the view (DESIGN.md "Export details"; Flint's folded reader reads them back). A
 * {@code ;} inside a name is written {@code \;} (FoldedNames). An inverted view writes each stack leaf first, so
 * the file's top-down tree is the view's bottom-up one.
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
        String[] names = new String[16];
        for (int node : FoldedLineOrder.of(tree)) {
            int depth = tree.depth(node);
            if (depth >= names.length) names = java.util.Arrays.copyOf(names, depth * 2 + 1);
            for (int at = node; at >= 0; at = tree.parent(at)) names[tree.depth(at)] = frames[tree.func(at)];
            writeLine(names, depth, leafFirst, tree.self(node), out);
        }
    }

    private static void writeLine(String[] names, int depth, boolean leafFirst, double weight, Writer out)
            throws IOException {
        for (int i = 0; i <= depth; i++) {
            if (i > 0) out.write(';');
            String name = names[leafFirst ? depth - i : i];
            out.write(name);
            // A name's trailing backslashes before the ';' that ends it are doubled (read back as they were).
            if (i < depth) for (int k = name.length() - 1; k >= 0 && name.charAt(k) == '\\'; k--) out.write('\\');
        }
        out.write(' ');
        out.write(weightText(weight));
        out.write('\n');
    }

    /**
     * Each func's frame text: its name where no other func of the tree has that name (as every folded tool
     * writes them); where several do, {@code NAME [RESOURCE]}, then {@code NAME [RESOURCE:LINE]} where the
     * resource is not enough (two {@code (anonymous)} of one script), then {@code NAME [RESOURCE:LINE:COLUMN]}
     * where the line is not either. Flint's folded reader reads the suffix back, so the export's tree is the
     * view's: the tree merges by func, and two funcs never share a text. Funcs equal in all four (a format that
     * keeps two rows of one function apart) are numbered: {@code NAME [RESOURCE:LINE:COLUMN:#2]}.
     */
    private static String[] frameTexts(CallTree tree) {
        ProfileThread thread = tree.thread();
        String[] texts = new String[thread.funcs().size()];
        for (int node = 0; node < tree.nodeCount(); node++) {
            int func = tree.func(node);
            if (texts[func] == null) texts[func] = FoldedNames.frame(thread.funcName(func));
        }
        for (int detail = 1; detail <= 4; detail++) {
            java.util.Map<String, Integer> firstFunc = new java.util.HashMap<>();
            java.util.Set<String> shared = new java.util.HashSet<>();
            for (int func = 0; func < texts.length; func++) {
                if (texts[func] == null) continue;
                Integer before = firstFunc.putIfAbsent(texts[func], func);
                if (before != null || detail == 1 && FoldedNames.looksSuffixed(texts[func])) shared.add(texts[func]);
            }
            if (shared.isEmpty()) break;
            java.util.Map<String, Integer> numbers = new java.util.HashMap<>();
            for (int func = 0; func < texts.length; func++) {
                if (texts[func] == null || !shared.contains(texts[func])) continue;
                String name = FoldedNames.frame(thread.funcName(func));
                int number = detail == 4 ? numbers.merge(texts[func], 1, Integer::sum) : 0;
                texts[func] = name + " [" + FoldedNames.where(whereOf(thread, func), thread.funcs().line(func),
                        thread.funcs().column(func), detail, number) + "]";
            }
        }
        return texts;
    }

    /** The func's resource (script, library) name, else its file name, else empty. */
    private static String whereOf(ProfileThread thread, int func) {
        int resource = thread.funcs().resource(func);
        if (resource >= 0) return thread.strings().get(thread.resources().name(resource));
        int file = thread.funcs().fileName(func);
        return file >= 0 ? thread.strings().get(file) : "";
    }

    /**
     * A line's weight as {@code flint tree} prints it (at most 6 decimals) when that reads back as the same
     * double, else to 9 decimals: rounding to 6 made sums drift from the view's totals in the last printed digit
     * (0.162 + 0.168 + 991.789001 ... printed 992.446001 against 992.446), while 9 keep every digit a profile's
     * clock has (nanoseconds of milliseconds) and drop only the summation's noise (3.299999999999983 is 3.3).
     */
    static String weightText(double weight) {
        String shown = CallTreeText.number(weight);
        if (Double.parseDouble(shown) == weight) return shown;
        java.math.BigDecimal rounded = java.math.BigDecimal.valueOf(weight).setScale(9, java.math.RoundingMode.HALF_EVEN)
                .stripTrailingZeros();
        return rounded.scale() <= 0 ? rounded.toBigInteger().toString() : rounded.toPlainString();
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
