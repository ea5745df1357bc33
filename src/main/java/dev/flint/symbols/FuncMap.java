package dev.flint.symbols;

import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import java.util.TreeMap;

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
    private final Map<Integer, int[]> newFuncsByOldFunc;

    private FuncMap(Map<Integer, int[]> newFuncsByOldFunc) {
        this.newFuncsByOldFunc = newFuncsByOldFunc;
    }

    static FuncMap of(Map<Integer, int[]> map) {
        return new FuncMap(new HashMap<>(map));
    }

    public static FuncMap identity() {
        return new FuncMap(Map.of());
    }

    /** The funcs {@code oldFunc} became, outermost first, or null when it is unchanged. */
    public int[] newFuncs(int oldFunc) {
        int[] funcs = newFuncsByOldFunc.get(oldFunc);
        return funcs == null ? null : funcs.clone();
    }

    public boolean isEmpty() { return newFuncsByOldFunc.isEmpty(); }
    public int size() { return newFuncsByOldFunc.size(); }

    /** For tests and logs: "old -> [new, new]" per entry, by old func. */
    @Override
    public String toString() {
        StringBuilder text = new StringBuilder();
        new TreeMap<>(newFuncsByOldFunc).forEach((old, funcs) -> text.append(text.length() == 0 ? "" : "; ")
                .append(old).append(" -> ").append(Arrays.toString(funcs)));
        return text.toString();
    }
}
