package dev.flint.ui.compare;

import dev.flint.calltree.CallNodePath;
import dev.flint.calltree.CallTreeText;
import dev.flint.calltree.Transform;
import dev.flint.model.ProfileThread;

/** Short labels of transforms for the compare window's breadcrumbs, in the names both sides share. */
final class TransformNames {
    private TransformNames() {}

    static String of(Transform transform, ProfileThread names) {
        if (transform instanceof Transform.FocusSubtree t) return "Focus: " + leaf(t.path(), names);
        if (transform instanceof Transform.FocusFunction t) return "Focus: " + func(t.func(), names);
        if (transform instanceof Transform.FocusSelf t) return "Focus self: " + func(t.func(), names);
        if (transform instanceof Transform.MergeCallNode t) return "Merge node: " + leaf(t.path(), names);
        if (transform instanceof Transform.MergeFunction t) return "Merge: " + func(t.func(), names);
        if (transform instanceof Transform.MergeSubtree t) return "Merge subtree: " + leaf(t.path(), names);
        if (transform instanceof Transform.DropFunction t) return "Drop: " + func(t.func(), names);
        if (transform instanceof Transform.CollapseFunctionSubtree t) return "Collapse: " + func(t.func(), names);
        if (transform instanceof Transform.CollapseRecursion t) return "Collapse recursion: " + func(t.func(), names);
        if (transform instanceof Transform.CollapseDirectRecursion t) {
            return "Collapse direct recursion: " + func(t.func(), names);
        }
        if (transform instanceof Transform.CollapseResource t) {
            int resource = t.resource();
            return resource >= 0 && resource < names.resources().size()
                    ? "Collapse: " + names.strings().get(names.resources().name(resource)) : "Collapse resource";
        }
        if (transform instanceof Transform.MergeIgnoreListed) return "Merge ignore-listed code";
        return transform.type();
    }

    private static String func(int func, ProfileThread names) {
        return func >= 0 && func < names.funcs().size() ? CallTreeText.displayName(names.funcName(func)) : "?";
    }

    private static String leaf(CallNodePath path, ProfileThread names) {
        return path.isEmpty() ? "" : func(path.last(), names);
    }
}
