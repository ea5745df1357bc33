package dev.flint.calltree;

import dev.flint.model.ControlChars;
import java.math.BigDecimal;
import java.math.RoundingMode;

/**
 * The text form of a call tree (DESIGN.md, {@code flint tree}): one shown node per line in pre-order,
 * two spaces per depth, then {@code NAME total=T self=S} (NAME as {@link #textName}), siblings in display order. Tests compare
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
        try {
            write(tree, out);
        } catch (java.io.IOException impossible) {
            throw new java.io.UncheckedIOException(impossible);
        }
    }

    /** Writes the tree's lines to {@code out} as it walks ({@link CallTreeWalk}), so the text never has to fit in memory. */
    public static void write(CallTree tree, Appendable out) throws java.io.IOException {
        CallTreeWalk.preOrder(tree, (node, depth, index) -> {
            for (int i = 0; i < depth; i++) out.append("  ");
            out.append(textName(tree.name(node))).append(" total=").append(number(tree.total(node)))
                    .append(" self=").append(number(tree.self(node))).append('\n');
        });
    }

    /**
     * The characters of indentation the text form would print (two per level per line): quadratic in the
     * depth, so a 100,000-deep stack would print 10 GB of spaces.
     */
    public static long indentationChars(CallTree tree) {
        long[] chars = {0};
        CallTreeWalk.<RuntimeException>preOrder(tree, (node, depth, index) -> chars[0] += 2L * depth);
        return chars[0];
    }

    /** A function without a name shows as DevTools, the Firefox Profiler and speedscope show it. */
    public static final String ANONYMOUS = "(anonymous)";

    public static String displayName(String funcName) {
        return funcName.isEmpty() ? ANONYMOUS : funcName;
    }

    /**
     * The name as a text line prints it: {@link #displayName} with control characters written as
     * {@code \xHH} ({@link ControlChars}), so a hostile name cannot drive the terminal. JSON output
     * escapes them itself and takes {@link #displayName}.
     */
    public static String textName(String funcName) {
        return ControlChars.escape(displayName(funcName));
    }

    /** An integral value as an integer, any other with at most 6 decimals and no trailing zeros. */
    public static String number(double value) {
        if (Double.isNaN(value) || Double.isInfinite(value)) return Double.toString(value);
        BigDecimal rounded = BigDecimal.valueOf(value).setScale(6, RoundingMode.HALF_EVEN).stripTrailingZeros();
        if (rounded.signum() == 0) return "0";
        return rounded.scale() <= 0 ? rounded.toBigInteger().toString() : rounded.toPlainString();
    }
}
