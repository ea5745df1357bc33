package dev.flint.calltree;

import dev.flint.model.ProfileThread;

/**
 * Checks that a transform's indexes exist in the thread it is pushed on: text forms are pasted and kept
 * across sessions, so a stack may meet another file's thread.
 */
final class TransformChecks {
    private TransformChecks() {}

    /** @throws IllegalArgumentException naming the transform and the index it lacks */
    static void check(Transform transform, ProfileThread thread) {
        int funcCount = thread.funcs().size();
        String problem = null;
        if (transform instanceof Transform.FocusSubtree t) {
            problem = pathProblem(t.path(), funcCount);
        } else if (transform instanceof Transform.MergeCallNode t) {
            problem = pathProblem(t.path(), funcCount);
        } else if (transform instanceof Transform.MergeSubtree t) {
            problem = pathProblem(t.path(), funcCount);
        } else if (transform instanceof Transform.CollapseResource t) {
            if (t.resource() < 0 || t.resource() >= thread.resources().size()) problem = "no resource " + t.resource();
        } else if (transform instanceof Transform.FocusCategory t) {
            if (t.category() < 0) problem = "no category " + t.category();
        } else if (transform instanceof Transform.MergeIgnoreListed) {
            problem = null; // no index: it reads the thread's marks
        } else {
            int func = singleFunc(transform);
            if (func < 0 || func >= funcCount) problem = "no func " + func;
        }
        if (problem != null) {
            throw new IllegalArgumentException(transform.type() + ": " + problem + " in thread " + thread.key());
        }
    }

    private static String pathProblem(CallNodePath path, int funcCount) {
        for (int i = 0; i < path.length(); i++) {
            if (path.func(i) < 0 || path.func(i) >= funcCount) return "no func " + path.func(i);
        }
        return null;
    }

    private static int singleFunc(Transform transform) {
        if (transform instanceof Transform.FocusFunction t) return t.func();
        if (transform instanceof Transform.FocusSelf t) return t.func();
        if (transform instanceof Transform.MergeFunction t) return t.func();
        if (transform instanceof Transform.DropFunction t) return t.func();
        if (transform instanceof Transform.CollapseFunctionSubtree t) return t.func();
        if (transform instanceof Transform.CollapseDirectRecursion t) return t.func();
        if (transform instanceof Transform.CollapseRecursion t) return t.func();
        throw new IllegalStateException("unchecked transform " + transform);
    }
}
