package dev.flint.symbols;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * What symbolication did to funcs (the Firefox Profiler's {@code oldFuncToNewFuncsMap}): for an old func
 * whose frames all resolved to the same functions, the new funcs, outermost first (more than one when
 * inlined functions became their own levels). Funcs without an entry keep their index. Paths of funcs
 * (call node paths: selection, expansion, transform arguments) are translated by replacing each old func
 * by its sequence, so a selection stays on the function it was on even though the tree changed shape.
 */
public final class FuncMap {
    private final Map<Integer, int[]> newFuncsByOldFunc;

    FuncMap(Map<Integer, int[]> newFuncsByOldFunc) {
        this.newFuncsByOldFunc = newFuncsByOldFunc;
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

    /** A func argument (of a transform): the outermost function the old func became, itself when unchanged. */
    public int translateFunc(int oldFunc) {
        int[] funcs = newFuncsByOldFunc.get(oldFunc);
        return funcs == null ? oldFunc : funcs[0];
    }

    /** A call node path (root first, or leaf first when {@code inverted}) with every old func replaced. */
    public int[] translatePath(int[] path, boolean inverted) {
        int[] result = new int[path.length];
        int length = 0;
        for (int oldFunc : path) {
            int[] funcs = newFuncsByOldFunc.get(oldFunc);
            if (funcs == null) funcs = new int[] {oldFunc};
            if (length + funcs.length > result.length) result = Arrays.copyOf(result, length + funcs.length + path.length);
            // Inline levels are outermost first, which an inverted (leaf-first) path lists in reverse.
            for (int i = 0; i < funcs.length; i++) result[length++] = funcs[inverted ? funcs.length - 1 - i : i];
        }
        return Arrays.copyOf(result, length);
    }

    public int[] translatePath(int[] path) {
        return translatePath(path, false);
    }

    /**
     * Expanded paths, translated and de-duplicated (two expanded siblings that became one function are
     * one node now). When a path's last func became k levels, the k-1 new ancestors are expanded too, so
     * the node the user had open is still visible and open.
     */
    public List<int[]> translateExpanded(Collection<int[]> paths, boolean inverted) {
        Set<List<Integer>> seen = new LinkedHashSet<>();
        for (int[] path : paths) {
            int[] translated = translatePath(path, inverted);
            if (path.length > 0) {
                int[] leafFuncs = newFuncsByOldFunc.get(path[path.length - 1]);
                int added = leafFuncs == null ? 1 : leafFuncs.length;
                for (int k = added - 1; k >= 1; k--) seen.add(boxed(Arrays.copyOf(translated, translated.length - k)));
            }
            seen.add(boxed(translated));
        }
        List<int[]> result = new ArrayList<>(seen.size());
        for (List<Integer> path : seen) result.add(path.stream().mapToInt(Integer::intValue).toArray());
        return result;
    }

    private static List<Integer> boxed(int[] path) {
        List<Integer> list = new ArrayList<>(path.length);
        for (int func : path) list.add(func);
        return list;
    }

    /** For tests and logs: "old -> new,new" per entry, by old func. */
    @Override
    public String toString() {
        Map<Integer, int[]> sorted = new java.util.TreeMap<>(newFuncsByOldFunc);
        StringBuilder text = new StringBuilder();
        sorted.forEach((old, funcs) -> text.append(text.length() == 0 ? "" : "; ").append(old).append(" -> ")
                .append(Arrays.toString(funcs)));
        return text.toString();
    }

    static FuncMap of(Map<Integer, int[]> map) {
        return new FuncMap(new HashMap<>(map));
    }
}
