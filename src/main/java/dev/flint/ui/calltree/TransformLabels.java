package dev.flint.ui.calltree;

import dev.flint.calltree.CallNodePath;
import dev.flint.calltree.Transform;
import dev.flint.model.Categories;
import dev.flint.model.ProfileThread;

/** How a transform reads in the breadcrumb bar ("Merge: parseJSON", "Focus node: main", ...). */
final class TransformLabels {
    private TransformLabels() {}

    /** @param before the thread the transform was pushed onto: its funcs name the transform's indexes */
    static String of(Transform transform, ProfileThread before, Categories categories) {
        if (transform instanceof Transform.FocusSubtree t) {
            return (t.inverted() ? "Focus inverted: " : "Focus node: ") + leaf(t.path(), before);
        } else if (transform instanceof Transform.FocusFunction t) {
            return "Focus: " + func(t.func(), before);
        } else if (transform instanceof Transform.FocusSelf t) {
            return "Focus self: " + func(t.func(), before);
        } else if (transform instanceof Transform.FocusCategory t) {
            return "Focus category: " + category(t.category(), categories);
        } else if (transform instanceof Transform.MergeCallNode t) {
            return "Merge node: " + leaf(t.path(), before);
        } else if (transform instanceof Transform.MergeFunction t) {
            return "Merge: " + func(t.func(), before);
        } else if (transform instanceof Transform.MergeSubtree t) {
            return "Merge subtree: " + leaf(t.path(), before);
        } else if (transform instanceof Transform.DropFunction t) {
            return "Drop: " + func(t.func(), before);
        } else if (transform instanceof Transform.CollapseFunctionSubtree t) {
            return "Collapse: " + func(t.func(), before);
        } else if (transform instanceof Transform.CollapseResource t) {
            return "Collapse: " + resource(t.resource(), before);
        } else if (transform instanceof Transform.CollapseDirectRecursion t) {
            return "Collapse direct recursion: " + func(t.func(), before);
        } else if (transform instanceof Transform.CollapseRecursion t) {
            return "Collapse recursion: " + func(t.func(), before);
        } else if (transform instanceof Transform.MergeIgnoreListed) {
            return "Merge ignore-listed code";
        }
        return transform.type();
    }

    static String func(int func, ProfileThread thread) {
        if (func < 0 || func >= thread.funcs().size()) return "?";
        String name = thread.funcName(func);
        return name.isEmpty() ? "(anonymous)" : name;
    }

    private static String leaf(CallNodePath path, ProfileThread thread) {
        return path.isEmpty() ? "?" : func(path.last(), thread);
    }

    private static String category(int category, Categories categories) {
        return category >= 0 && category < categories.size() ? categories.get(category).name() : "?";
    }

    static String resource(int resource, ProfileThread thread) {
        if (resource < 0 || resource >= thread.resources().size()) return "?";
        String name = thread.strings().get(thread.resources().name(resource));
        int slash = name.lastIndexOf('/');
        return slash >= 0 && slash < name.length() - 1 ? name.substring(slash + 1) : name;
    }
}
