package dev.flint.sourcemaps;

/**
 * The result of mapping one thread through source maps ({@link SourceMapApplier}).
 *
 * @param thread            the thread with its JavaScript funcs named and placed as in the original sources
 * @param newFuncsByOldFunc per old func, its new funcs (one), or null when it is unchanged: the shape of
 *                          {@code symbols.FuncMap}, so {@code newFuncsByOldFunc()[f]} serves as a calltree
 *                          {@code FuncRemap} ({@link #newFuncs}) for transforms, selected and expanded paths
 * @param framesMapped      frames of script funcs that now have an original function
 * @param framesUnmapped    frames of script funcs (a JS func with a URL) that stayed as they were
 * @param mapsUsed          how many distinct maps mapped at least one func
 */
public record SourceMapping(dev.flint.model.ProfileThread thread, int[][] newFuncsByOldFunc, int framesMapped,
                            int framesUnmapped, int mapsUsed) {

    /** The funcs {@code oldFunc} became, or null when it is unchanged (a calltree FuncRemap: {@code mapping::newFuncs}). */
    public int[] newFuncs(int oldFunc) {
        if (oldFunc < 0 || oldFunc >= newFuncsByOldFunc.length) return null;
        int[] funcs = newFuncsByOldFunc[oldFunc];
        return funcs == null ? null : funcs.clone();
    }

    /** Whether any func changed. */
    public boolean changed() {
        return framesMapped > 0;
    }
}
