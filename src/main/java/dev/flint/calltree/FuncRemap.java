package dev.flint.calltree;

/**
 * How symbolication rewrote funcs: for an old func, the sequence of new funcs its frames now belong to
 * (outermost first; more than one when inlined functions become their own stack levels), or null when the
 * func is unchanged. Paths replace each func by its sequence ({@link CallNodePath#mapFuncs}); a transform
 * that names a single func takes the last (innermost) one, the function the old frames' code is in
 * ({@link Transform#mapFuncs}).
 */
@FunctionalInterface
public interface FuncRemap {
    int[] newFuncs(int oldFunc);

    /** The func a single-func parameter maps to: the outermost of the new sequence. */
    default int newFunc(int oldFunc) {
        int[] replacement = newFuncs(oldFunc);
        return replacement == null || replacement.length == 0 ? oldFunc : replacement[0];
    }
}
