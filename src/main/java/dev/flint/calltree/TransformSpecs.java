package dev.flint.calltree;

import dev.flint.model.Categories;
import dev.flint.model.ProfileThread;
import java.util.ArrayList;
import java.util.List;

/**
 * A transform stack as the {@code --transform SPEC} lines {@code flint tree} takes, one per transform, and
 * back: what the app's "Copy transforms" puts on the clipboard and "Paste transforms" reads, so a stack made
 * in the app can be replayed on another thread, another file or the command line. Names are written so that
 * they resolve to the same function in the thread the transform was pushed on: the plain name when it is
 * unique there, else {@code name@resource}, else {@code name@resource:line}, else {@code name#N}; a resource
 * by its name, else {@code name#N} (a script without a URL: {@code #1}).
 */
public final class TransformSpecs {
    private TransformSpecs() {}

    /** One SPEC per transform, in push order. */
    public static List<String> format(TransformStack stack, Categories categories) {
        List<String> specs = new ArrayList<>();
        List<Transform> transforms = stack.transforms();
        for (int i = 0; i < transforms.size(); i++) {
            specs.add(format(transforms.get(i), stack.popTo(i).thread(), categories));
        }
        return specs;
    }

    /** The SPEC of {@code transform} as pushed on {@code thread}. */
    public static String format(Transform transform, ProfileThread thread, Categories categories) {
        FuncNames names = new FuncNames(thread);
        if (transform instanceof Transform.FocusSubtree t) {
            List<String> options = new ArrayList<>();
            if (t.implementation() != Implementation.COMBINED) options.add(t.implementation().key());
            if (t.inverted()) options.add("inverted");
            return head("focus-subtree", options) + path(names, thread, t.path());
        } else if (transform instanceof Transform.FocusFunction t) {
            return "focus-function=" + func(names, thread, t.func());
        } else if (transform instanceof Transform.FocusSelf t) {
            return head("focus-self", t.implementation()) + func(names, thread, t.func());
        } else if (transform instanceof Transform.FocusCategory t) {
            return "focus-category=" + categories.get(t.category()).name();
        } else if (transform instanceof Transform.MergeCallNode t) {
            return head("merge-call-node", t.implementation()) + path(names, thread, t.path());
        } else if (transform instanceof Transform.MergeFunction t) {
            return "merge-function=" + func(names, thread, t.func());
        } else if (transform instanceof Transform.MergeSubtree t) {
            return head("merge-subtree", t.implementation()) + path(names, thread, t.path());
        } else if (transform instanceof Transform.DropFunction t) {
            return "drop-function=" + func(names, thread, t.func());
        } else if (transform instanceof Transform.CollapseFunctionSubtree t) {
            return "collapse-function-subtree=" + func(names, thread, t.func());
        } else if (transform instanceof Transform.CollapseResource t) {
            return head("collapse-resource", t.implementation()) + names.resourceText(t.resource());
        } else if (transform instanceof Transform.CollapseDirectRecursion t) {
            return head("collapse-direct-recursion", t.implementation()) + func(names, thread, t.func());
        } else if (transform instanceof Transform.CollapseRecursion t) {
            return "collapse-recursion=" + func(names, thread, t.func());
        } else if (transform instanceof Transform.MergeIgnoreListed) {
            return TransformSpec.MERGE_IGNORE_LISTED;
        }
        throw new IllegalArgumentException("unknown transform " + transform);
    }

    /**
     * Pushes the transforms {@code text} names (one SPEC a line; blank lines and {@code #} comments skipped)
     * on {@code stack}, each resolved in the thread as the previous ones leave it.
     *
     * @throws IllegalArgumentException naming the line and what is wrong with it
     */
    public static TransformStack pushAll(TransformStack stack, String text, Categories categories) {
        String[] lines = text.split("\r?\n", -1);
        int pushed = 0;
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i].strip();
            if (line.startsWith("--transform ")) line = line.substring("--transform ".length()).strip();
            if (line.isEmpty() || line.startsWith("#")) continue;
            try {
                stack = stack.push(TransformSpec.parse(line, stack, categories));
                pushed++;
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException("line " + (i + 1) + ": " + e.getMessage(), e);
            }
        }
        if (pushed == 0) throw new IllegalArgumentException("no transforms: expected lines like merge-function=NAME");
        return stack;
    }

    private static String head(String type, Implementation implementation) {
        return head(type, implementation == Implementation.COMBINED ? List.of() : List.of(implementation.key()));
    }

    private static String head(String type, List<String> options) {
        return (options.isEmpty() ? type : type + "[" + String.join(",", options) + "]") + "=";
    }

    private static String path(FuncNames names, ProfileThread thread, CallNodePath path) {
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < path.length(); i++) {
            if (i > 0) text.append(';');
            text.append(func(names, thread, path.func(i)));
        }
        return text.toString();
    }

    /** The shortest name form that resolves back to {@code func} in {@code thread}. */
    private static String func(FuncNames names, ProfileThread thread, int func) {
        String name = FuncNames.displayName(thread, func);
        int resource = thread.funcs().resource(func);
        String resourceName = resource < 0 ? "" : thread.strings().get(thread.resources().name(resource));
        for (String candidate : new String[] {name, name + "@" + resourceName,
                name + "@" + resourceName + ":" + thread.funcs().line(func)}) {
            if (resolvesTo(names, candidate, func)) return candidate;
        }
        return names.numbered(name, func); // no name tells it apart (two identical functions): its number does
    }

    private static boolean resolvesTo(FuncNames names, String text, int func) {
        try {
            return names.func(text) == func;
        } catch (IllegalArgumentException e) {
            return false;
        }
    }
}
