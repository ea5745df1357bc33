package dev.flint.calltree;

import dev.flint.model.IntColumn;
import java.util.Arrays;

/**
 * The stable identity of a call node: func indexes from the root (leaf first for a node of the inverted
 * tree). Call node indexes change whenever a transform rebuilds the tree, paths do not; selection,
 * expansion and path-taking transforms store paths. Immutable; equal when the func sequences are equal.
 */
public final class CallNodePath implements Comparable<CallNodePath> {
    public static final CallNodePath EMPTY = new CallNodePath(new int[0]);

    private final int[] funcs;

    private CallNodePath(int[] funcs) {
        this.funcs = funcs;
    }

    public static CallNodePath of(int... funcIndexes) {
        return funcIndexes.length == 0 ? EMPTY : new CallNodePath(funcIndexes.clone());
    }

    /** Wraps an array the caller hands over and will not touch again. */
    static CallNodePath wrap(int[] funcIndexes) {
        return funcIndexes.length == 0 ? EMPTY : new CallNodePath(funcIndexes);
    }

    public int length() { return funcs.length; }
    public boolean isEmpty() { return funcs.length == 0; }
    public int func(int position) { return funcs[position]; }
    public int last() { return funcs[funcs.length - 1]; }
    public int[] toArray() { return funcs.clone(); }

    /** True when this path begins with every func of {@code prefix}, in order. */
    public boolean startsWith(CallNodePath prefix) {
        if (prefix.funcs.length > funcs.length) return false;
        return Arrays.equals(funcs, 0, prefix.funcs.length, prefix.funcs, 0, prefix.funcs.length);
    }

    /** Position of the first occurrence of {@code funcIndex}, -1 when absent. */
    public int indexOf(int funcIndex) {
        for (int i = 0; i < funcs.length; i++) if (funcs[i] == funcIndex) return i;
        return -1;
    }

    /** Position of the last occurrence of {@code funcIndex}, -1 when absent. */
    public int lastIndexOf(int funcIndex) {
        for (int i = funcs.length - 1; i >= 0; i--) if (funcs[i] == funcIndex) return i;
        return -1;
    }

    public boolean contains(int funcIndex) {
        return indexOf(funcIndex) >= 0;
    }

    /** The funcs from {@code from} (inclusive) to {@code to} (exclusive). */
    public CallNodePath slice(int from, int to) {
        return wrap(Arrays.copyOfRange(funcs, from, to));
    }

    /** The path of the parent node; empty for a root. */
    public CallNodePath parent() {
        return funcs.length <= 1 ? EMPTY : slice(0, funcs.length - 1);
    }

    public CallNodePath append(int funcIndex) {
        int[] longer = Arrays.copyOf(funcs, funcs.length + 1);
        longer[funcs.length] = funcIndex;
        return new CallNodePath(longer);
    }

    /** This path without the element at {@code position}. */
    public CallNodePath without(int position) {
        int[] shorter = new int[funcs.length - 1];
        System.arraycopy(funcs, 0, shorter, 0, position);
        System.arraycopy(funcs, position + 1, shorter, position, funcs.length - position - 1);
        return wrap(shorter);
    }

    /** Reversed: a root-first path becomes leaf-first and back. */
    public CallNodePath reversed() {
        int[] reversed = new int[funcs.length];
        for (int i = 0; i < funcs.length; i++) reversed[i] = funcs[funcs.length - 1 - i];
        return wrap(reversed);
    }

    /**
     * Each func replaced by the sequence {@code remap} gives for it (symbolication collapses and expands
     * funcs); funcs it leaves alone stay. Sequences are outermost first, so a leaf-first ({@code inverted})
     * path takes them in reverse.
     */
    public CallNodePath mapFuncs(FuncRemap remap, boolean inverted) {
        IntColumn mapped = new IntColumn(funcs.length);
        for (int func : funcs) {
            int[] replacement = remap.newFuncs(func);
            if (replacement == null) {
                mapped.add(func);
            } else {
                for (int i = 0; i < replacement.length; i++) {
                    mapped.add(replacement[inverted ? replacement.length - 1 - i : i]);
                }
            }
        }
        return wrap(mapped.toArray());
    }

    /** {@link #mapFuncs(FuncRemap, boolean)} of a root-first path. */
    public CallNodePath mapFuncs(FuncRemap remap) {
        return mapFuncs(remap, false);
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof CallNodePath path && Arrays.equals(funcs, path.funcs);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(funcs);
    }

    /** Root-first lexicographic order of func indexes (a prefix sorts first). */
    @Override
    public int compareTo(CallNodePath other) {
        return Arrays.compare(funcs, other.funcs);
    }

    /** Func indexes joined by {@code ;}, for debugging; the CLI prints names instead. */
    @Override
    public String toString() {
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < funcs.length; i++) {
            if (i > 0) text.append(';');
            text.append(funcs[i]);
        }
        return text.toString();
    }
}
