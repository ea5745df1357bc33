package dev.flint.sandwich;

import dev.flint.calltree.CallNodePath;
import dev.flint.calltree.CallTree;
import dev.flint.calltree.CallTreeOptions;
import dev.flint.calltree.Transform;
import dev.flint.calltree.TransformStack;

/**
 * The two trees of the sandwich for one function, both merged over every call site and built with the
 * view's own transforms, implementation filter and range (inversion is the sandwich's own choice).
 *
 * <p>Callees: the function as the only root, everything it called below (the Firefox Profiler's "focus
 * on function": each stack from the function's outermost frame on, so recursion below stays, A &gt; B &gt;
 * A &gt; C shows B &gt; A &gt; C under A). Callers: the inverted tree rooted at the function, its callers,
 * their callers... (each stack cut after the function's outermost frame by "collapse function", then the
 * inverted "focus on subtree" of the function alone). Only the outermost frame counts, as speedscope does,
 * so nothing is counted twice: both roots' totals equal the function's running time in {@link FunctionTable}.
 */
public final class Sandwich {
    private Sandwich() {}

    /** The callees tree of {@code func} (a func of {@code stack.thread()}); its cost grows with the thread. */
    public static CallTree callees(TransformStack stack, CallTreeOptions options, int func) {
        TransformStack focused = stack.push(new Transform.FocusFunction(func));
        return CallTree.build(focused.thread(), options.withInverted(false));
    }

    /** The callers tree of {@code func}: inverted, the function its only root. */
    public static CallTree callers(TransformStack stack, CallTreeOptions options, int func) {
        TransformStack cut = stack.push(new Transform.CollapseFunctionSubtree(func))
                .push(new Transform.FocusSubtree(CallNodePath.of(func), options.implementation(), true));
        return CallTree.build(cut.thread(), options.withInverted(true));
    }
}
