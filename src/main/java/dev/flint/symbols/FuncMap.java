package dev.flint.symbols;

import java.util.Arrays;

/**
 * What symbolication did to funcs (the Firefox Profiler's {@code oldFuncToNewFuncsMap}): for an old func
 * whose frames all resolved to the same functions, the new funcs, outermost first (more than one when
 * inlined functions became their own levels). Funcs without an entry keep their index.
 *
 * <p>It is what {@code dev.flint.calltree.FuncRemap} asks for ({@code funcMap::newFuncs}): the call tree
 * rewrites the transform stack ({@code TransformStack.withBase}) and the selected and expanded paths
 * ({@code ViewPaths.mapFuncs}) with it, so a selection stays on the function it was on even though the
 * tree changed shape.
 */
public final class FuncMap {
    private static final int[][] NONE = new int[0][];

    /** Per old func, its new funcs, or null when it is unchanged; indexes past the end are unchanged. */
    private final int[][] newFuncsByOldFunc;
    private final int size;

    private FuncMap(int[][] newFuncsByOldFunc) {
        this.newFuncsByOldFunc = newFuncsByOldFunc;
        int entries = 0;
        for (int[] funcs : newFuncsByOldFunc) if (funcs != null) entries++;
        this.size = entries;
    }

    /** Takes the array over: per old func the new funcs, outermost first, or null when unchanged. */
    static FuncMap of(int[][] newFuncsByOldFunc) {
        return new FuncMap(newFuncsByOldFunc);
    }

    public static FuncMap identity() {
        return new FuncMap(NONE);
    }

    /** The funcs {@code oldFunc} became, outermost first, or null when it is unchanged. */
    public int[] newFuncs(int oldFunc) {
        if (oldFunc < 0 || oldFunc >= newFuncsByOldFunc.length) return null;
        int[] funcs = newFuncsByOldFunc[oldFunc];
        return funcs == null ? null : funcs.clone();
    }

    public boolean isEmpty() { return size == 0; }
    public int size() { return size; }

    /** For tests and logs: "old -> [new, new]" per entry, by old func. */
    @Override
    public String toString() {
        StringBuilder text = new StringBuilder();
        for (int old = 0; old < newFuncsByOldFunc.length; old++) {
            if (newFuncsByOldFunc[old] == null) continue;
            text.append(text.length() == 0 ? "" : "; ").append(old).append(" -> ").append(Arrays.toString(newFuncsByOldFunc[old]));
        }
        return text.toString();
    }
}
