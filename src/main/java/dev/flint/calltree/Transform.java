package dev.flint.calltree;

import dev.flint.model.ProfileThread;

/**
 * One reshaping of a thread before its call tree is built: a value with one text form, the
 * {@code --transform SPEC} line ({@link TransformSpec}, {@link TransformSpecs}). {@link #apply} is a pure
 * function, one linear pass over the stack table; it never mutates the thread it is given. Samples are
 * never removed, a sample that a transform drops gets stack -1, so sample indexes, times and weights stay
 * as they were.
 *
 * <p>Funcs and paths refer to the thread as it is when the transform is pushed (after the transforms
 * below it). Every transform also says how a call node path picked before it reads after it
 * ({@link #translate}), and how it reads after symbolication changed the funcs ({@link #mapFuncs}).
 *
 * <p>Examples use the samples {@code A>B>C>D>E}, {@code A>B>C>F>G} and {@code A>B>H>F} (seed 001):
 * <pre>
 *  A:3,0                     merge-call-node A;B;C     merge-subtree A;B;C    drop-function C
 *    B:3,0                     A:3,0                     A:3,0                  A:1,0
 *      C:2,0                     B:3,0                     B:3,2                  B:1,0
 *        D:1,0                     D:1,0                     H:1,0                  H:1,0
 *          E:1,1                     E:1,1                     F:1,1                  F:1,1
 *        F:1,0                     F:1,0
 *          G:1,1                     G:1,1                 focus-subtree A;B;C
 *      H:1,0                       H:1,0                     C:2,0
 *        F:1,1                       F:1,1                     D:1,0 ...
 * </pre>
 */
public sealed interface Transform {

    /** The CLI's name of the type, e.g. {@code merge-call-node}. */
    String type();

    /**
     * The thread after this transform.
     *
     * @param defaultCategory the category of stacks whose frames have none (only focus-category uses it)
     */
    ProfileThread apply(ProfileThread thread, int defaultCategory);

    /**
     * A path of the tree before this transform as it reads after it; {@link CallNodePath#EMPTY} when the
     * rule drops it. The rules are syntactic, the same for inverted paths (as Firefox has them), except
     * where a type says otherwise.
     *
     * @param before          the thread this transform is applied to
     * @param defaultCategory as for {@link #apply}
     */
    CallNodePath translate(CallNodePath path, ProfileThread before, int defaultCategory);

    /** The same transform after symbolication re-assigned funcs (see {@link FuncRemap}). */
    Transform mapFuncs(FuncRemap remap);

    /**
     * Focus on subtree: only samples through the node at {@code path}, which becomes the root. With
     * {@code inverted} the path is leaf first (picked in the inverted tree) and samples are cut just after
     * the path's last func, which becomes the inverted tree's only root.
     */
    record FocusSubtree(CallNodePath path, Implementation implementation, boolean inverted) implements Transform {
        public FocusSubtree {
            requirePath(path);
        }
        @Override public String type() { return "focus-subtree"; }
        @Override public ProfileThread apply(ProfileThread thread, int defaultCategory) {
            return inverted ? FocusTransforms.focusInvertedSubtree(thread, path, implementation)
                    : FocusTransforms.focusSubtree(thread, path, implementation);
        }
        @Override public CallNodePath translate(CallNodePath p, ProfileThread before, int defaultCategory) {
            return PathRules.focusSubtree(p, path);
        }
        @Override public Transform mapFuncs(FuncRemap remap) {
            return new FocusSubtree(path.mapFuncs(remap, inverted), implementation, inverted);
        }
    }

    /** Focus on function: every stack from the function's outermost frame on; samples without it dropped. */
    record FocusFunction(int func) implements Transform {
        @Override public String type() { return "focus-function"; }
        @Override public ProfileThread apply(ProfileThread thread, int defaultCategory) {
            return FocusTransforms.focusFunction(thread, func);
        }
        @Override public CallNodePath translate(CallNodePath p, ProfileThread before, int defaultCategory) {
            int first = p.indexOf(func);
            return first < 0 ? CallNodePath.EMPTY : p.slice(first, p.length());
        }
        @Override public Transform mapFuncs(FuncRemap remap) { return new FocusFunction(remap.newFunc(func)); }
    }

    /** Focus on self: only the time that is the function's self time in the implementation's view. */
    record FocusSelf(int func, Implementation implementation) implements Transform {
        @Override public String type() { return "focus-self"; }
        @Override public ProfileThread apply(ProfileThread thread, int defaultCategory) {
            return FocusTransforms.focusSelf(thread, func, implementation);
        }
        @Override public CallNodePath translate(CallNodePath p, ProfileThread before, int defaultCategory) {
            return p.contains(func) ? CallNodePath.of(func) : CallNodePath.EMPTY;
        }
        @Override public Transform mapFuncs(FuncRemap remap) {
            return new FocusSelf(remap.newFunc(func), implementation);
        }
    }

    /** Focus on category: only stack nodes of the category; samples go to their nearest such node. */
    record FocusCategory(int category) implements Transform {
        @Override public String type() { return "focus-category"; }
        @Override public ProfileThread apply(ProfileThread thread, int defaultCategory) {
            return FocusTransforms.focusCategory(thread, category, defaultCategory);
        }
        @Override public CallNodePath translate(CallNodePath p, ProfileThread before, int defaultCategory) {
            return PathRules.focusCategory(p, category, before, defaultCategory);
        }
        @Override public Transform mapFuncs(FuncRemap remap) { return this; }
    }

    /** Merge node only: the one node at {@code path} is removed and charged to its caller. */
    record MergeCallNode(CallNodePath path, Implementation implementation) implements Transform {
        public MergeCallNode {
            requirePath(path);
        }
        @Override public String type() { return "merge-call-node"; }
        @Override public ProfileThread apply(ProfileThread thread, int defaultCategory) {
            return MergeTransforms.mergeCallNode(thread, path, implementation);
        }
        @Override public CallNodePath translate(CallNodePath p, ProfileThread before, int defaultCategory) {
            return p.startsWith(path) ? p.without(path.length() - 1) : p;
        }
        @Override public Transform mapFuncs(FuncRemap remap) {
            return new MergeCallNode(path.mapFuncs(remap), implementation);
        }
    }

    /** Merge function: every frame of the function is removed and charged to its caller. */
    record MergeFunction(int func) implements Transform {
        @Override public String type() { return "merge-function"; }
        @Override public ProfileThread apply(ProfileThread thread, int defaultCategory) {
            return MergeTransforms.mergeFunction(thread, func);
        }
        @Override public CallNodePath translate(CallNodePath p, ProfileThread before, int defaultCategory) {
            return PathRules.removeAll(p, func);
        }
        @Override public Transform mapFuncs(FuncRemap remap) { return new MergeFunction(remap.newFunc(func)); }
    }

    /**
     * Merge subtree (the seed's "prune"): the node at {@code path} and everything under it is charged to its
     * caller. A path through the node translates to the caller's path, which now holds the time.
     */
    record MergeSubtree(CallNodePath path, Implementation implementation) implements Transform {
        public MergeSubtree {
            requirePath(path);
        }
        @Override public String type() { return "merge-subtree"; }
        @Override public ProfileThread apply(ProfileThread thread, int defaultCategory) {
            return MergeTransforms.mergeSubtree(thread, path, implementation);
        }
        @Override public CallNodePath translate(CallNodePath p, ProfileThread before, int defaultCategory) {
            return p.startsWith(path) ? path.parent() : p;
        }
        @Override public Transform mapFuncs(FuncRemap remap) {
            return new MergeSubtree(path.mapFuncs(remap), implementation);
        }
    }

    /** Drop samples with this function (the seed's "hide"). */
    record DropFunction(int func) implements Transform {
        @Override public String type() { return "drop-function"; }
        @Override public ProfileThread apply(ProfileThread thread, int defaultCategory) {
            return MergeTransforms.dropFunction(thread, func);
        }
        @Override public CallNodePath translate(CallNodePath p, ProfileThread before, int defaultCategory) {
            return p.contains(func) ? CallNodePath.EMPTY : p;
        }
        @Override public Transform mapFuncs(FuncRemap remap) { return new DropFunction(remap.newFunc(func)); }
    }

    /** Collapse function: the outermost frame of the function keeps all time beneath it as self time. */
    record CollapseFunctionSubtree(int func) implements Transform {
        @Override public String type() { return "collapse-function-subtree"; }
        @Override public ProfileThread apply(ProfileThread thread, int defaultCategory) {
            return CollapseTransforms.collapseFunctionSubtree(thread, func);
        }
        @Override public CallNodePath translate(CallNodePath p, ProfileThread before, int defaultCategory) {
            int first = p.indexOf(func);
            return first < 0 ? p : p.slice(0, first + 1);
        }
        @Override public Transform mapFuncs(FuncRemap remap) {
            return new CollapseFunctionSubtree(remap.newFunc(func));
        }
    }

    /**
     * Collapse a resource (library or script): its funcs become one func named after it, appended to the
     * func table (its index is the func count of the thread the transform applies to), adjacent frames
     * of it merge.
     */
    record CollapseResource(int resource, Implementation implementation) implements Transform {
        @Override public String type() { return "collapse-resource"; }
        @Override public ProfileThread apply(ProfileThread thread, int defaultCategory) {
            return CollapseTransforms.collapseResource(thread, resource, implementation);
        }
        @Override public CallNodePath translate(CallNodePath p, ProfileThread before, int defaultCategory) {
            return PathRules.collapseResource(p, resource, before);
        }
        @Override public Transform mapFuncs(FuncRemap remap) { return this; }
    }

    /** Collapse direct recursion only: runs of the function calling itself become one node. */
    record CollapseDirectRecursion(int func, Implementation implementation) implements Transform {
        @Override public String type() { return "collapse-direct-recursion"; }
        @Override public ProfileThread apply(ProfileThread thread, int defaultCategory) {
            return CollapseTransforms.collapseDirectRecursion(thread, func, implementation);
        }
        @Override public CallNodePath translate(CallNodePath p, ProfileThread before, int defaultCategory) {
            return PathRules.collapseAdjacent(p, func);
        }
        @Override public Transform mapFuncs(FuncRemap remap) {
            return new CollapseDirectRecursion(remap.newFunc(func), implementation);
        }
    }

    /** Collapse recursion: everything between the outermost and any inner frame of the function is skipped. */
    record CollapseRecursion(int func) implements Transform {
        @Override public String type() { return "collapse-recursion"; }
        @Override public ProfileThread apply(ProfileThread thread, int defaultCategory) {
            return CollapseTransforms.collapseRecursion(thread, func);
        }
        @Override public CallNodePath translate(CallNodePath p, ProfileThread before, int defaultCategory) {
            int first = p.indexOf(func);
            if (first < 0) return p;
            int last = p.lastIndexOf(func);
            int[] kept = new int[first + p.length() - last];
            for (int i = 0; i < first; i++) kept[i] = p.func(i);
            for (int i = last; i < p.length(); i++) kept[first + i - last] = p.func(i);
            return CallNodePath.wrap(kept);
        }
        @Override public Transform mapFuncs(FuncRemap remap) { return new CollapseRecursion(remap.newFunc(func)); }
    }

    /**
     * Merge ignore-listed code: every frame of a func whose original source its source map ignore-lists
     * ({@code FuncTable.isIgnoreListed}: third-party code, as DevTools hides ignore-listed frames) is removed and
     * charged to its caller, as merge-function does for one function. Which funcs that is comes from the thread
     * it applies to, so the transform has no argument.
     */
    record MergeIgnoreListed() implements Transform {
        @Override public String type() { return "merge-ignore-listed"; }
        @Override public ProfileThread apply(ProfileThread thread, int defaultCategory) {
            return MergeTransforms.mergeIgnoreListed(thread);
        }
        @Override public CallNodePath translate(CallNodePath p, ProfileThread before, int defaultCategory) {
            return PathRules.removeIgnoreListed(p, before);
        }
        @Override public Transform mapFuncs(FuncRemap remap) { return this; }
    }

    private static void requirePath(CallNodePath path) {
        if (path == null || path.isEmpty()) throw new IllegalArgumentException("a transform's path must not be empty");
    }
}
