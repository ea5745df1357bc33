package dev.flint.calltree;

import dev.flint.model.FuncTable;
import dev.flint.model.ProfileThread;

/**
 * Which funcs a view shows (Firefox's "All frames / JavaScript / Native"). The view-level filter removes
 * the other funcs' stack nodes, re-parenting each kept node to its nearest kept ancestor; path-taking
 * transforms record the filter that was on when the path was picked, so frames it hid can be skipped when
 * matching.
 */
public enum Implementation {
    COMBINED("combined"),
    /** JS functions and the labels marked relevant for JS (entry points, DOM APIs). */
    JS("js"),
    /** Native code: not JS, and not a probable JIT address (no resource, a name starting with "0x"). */
    CPP("cpp");

    private final String key;

    Implementation(String key) {
        this.key = key;
    }

    /** The short form used by the CLI and the transform text form. */
    public String key() {
        return key;
    }

    /** The implementation written {@code key}; null when the key is none of them. */
    public static Implementation fromKey(String key) {
        for (Implementation implementation : values()) {
            if (implementation.key.equals(key)) return implementation;
        }
        return null;
    }

    public boolean keeps(ProfileThread thread, int func) {
        FuncTable funcs = thread.funcs();
        return switch (this) {
            case COMBINED -> true;
            case JS -> funcs.isJS(func) || funcs.relevantForJS(func);
            case CPP -> !funcs.isJS(func)
                    && !(funcs.resource(func) == -1 && thread.funcName(func).startsWith("0x"));
        };
    }

    /** {@link #keeps} for every func of the thread, so that passes over stacks test an array. */
    public boolean[] keptFuncs(ProfileThread thread) {
        boolean[] kept = new boolean[thread.funcs().size()];
        for (int func = 0; func < kept.length; func++) kept[func] = keeps(thread, func);
        return kept;
    }
}
