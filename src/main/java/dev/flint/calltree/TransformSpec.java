package dev.flint.calltree;

import dev.flint.model.Categories;
import dev.flint.model.ProfileThread;
import java.util.ArrayList;
import java.util.List;

/**
 * A transform's text form by names, {@code --transform SPEC} on the command line and a line of Copy
 * Transforms: {@code TYPE=ARG} or {@code TYPE[OPTIONS]=ARG} (DESIGN.md). ARG is a path of function names,
 * a function name, a category name or a resource name as the type takes;
 * OPTIONS is a comma list of {@code js}, {@code cpp}, {@code combined} (the transform's implementation)
 * and {@code inverted} (focus-subtree on a leaf-first path). Names resolve in the thread as it is when
 * the transform is pushed, or when it no longer has the name, in the thread before any transform.
 */
public final class TransformSpec {
    private TransformSpec() {}

    /** The transform that merges the funcs source maps ignore-list; it takes no argument. */
    public static final String MERGE_IGNORE_LISTED = "merge-ignore-listed";

    /** @throws IllegalArgumentException with a user-facing message */
    public static Transform parse(String spec, ProfileThread thread, Categories categories) {
        return parse(spec, new FuncNames(thread), categories);
    }

    /**
     * The transform {@code spec} names, to push on {@code stack}: names resolve in the thread it shows,
     * and a name that thread no longer has in the thread before any transform (see {@link FuncNames#of}).
     */
    public static Transform parse(String spec, TransformStack stack, Categories categories) {
        return parse(spec, FuncNames.of(stack), categories);
    }

    /** As {@link #parse(String, ProfileThread, Categories)}, with names resolved by {@code names}. */
    public static Transform parse(String spec, FuncNames names, Categories categories) {
        if (spec.equals(MERGE_IGNORE_LISTED)) return new Transform.MergeIgnoreListed(); // the one without an argument
        int equals = spec.indexOf('=');
        if (equals < 0) throw new IllegalArgumentException("--transform " + spec + ": expected TYPE=ARG");
        String head = spec.substring(0, equals);
        String arg = spec.substring(equals + 1);
        String type = head;
        List<String> options = new ArrayList<>();
        int bracket = head.indexOf('[');
        if (bracket >= 0) {
            if (!head.endsWith("]")) throw new IllegalArgumentException("--transform " + spec + ": unclosed [");
            type = head.substring(0, bracket);
            for (String option : head.substring(bracket + 1, head.length() - 1).split(",")) {
                if (!option.isBlank()) options.add(option.strip());
            }
        }
        if (arg.isEmpty()) throw new IllegalArgumentException("--transform " + spec + ": no argument after =");
        try {
            return build(type, options, arg, names, categories);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("--transform " + spec + ": " + e.getMessage(), e);
        }
    }

    private static Transform build(String type, List<String> options, String arg, FuncNames names,
                                   Categories categories) {
        Options parsed = Options.of(options);
        boolean takesImplementation = switch (type) {
            case "focus-subtree", "focus-self", "merge-call-node", "merge-subtree", "collapse-resource",
                    "collapse-direct-recursion" -> true;
            default -> false;
        };
        if (!takesImplementation && parsed.implementation != null && parsed.implementation != Implementation.COMBINED) {
            throw new IllegalArgumentException(type + " takes no implementation option");
        }
        if (parsed.inverted && !type.equals("focus-subtree")) {
            throw new IllegalArgumentException("only focus-subtree takes the inverted option");
        }
        Implementation implementation = parsed.implementation == null ? Implementation.COMBINED : parsed.implementation;
        return switch (type) {
            case "focus-subtree" -> new Transform.FocusSubtree(names.path(arg), implementation, parsed.inverted);
            case "focus-function" -> new Transform.FocusFunction(names.func(arg));
            case "focus-self" -> new Transform.FocusSelf(names.func(arg), implementation);
            case "focus-category" -> new Transform.FocusCategory(category(arg, categories));
            case "merge-call-node" -> new Transform.MergeCallNode(names.path(arg), implementation);
            case "merge-function" -> new Transform.MergeFunction(names.func(arg));
            case "merge-subtree" -> new Transform.MergeSubtree(names.path(arg), implementation);
            case "drop-function" -> new Transform.DropFunction(names.func(arg));
            case "collapse-function-subtree" -> new Transform.CollapseFunctionSubtree(names.func(arg));
            case "collapse-resource" -> new Transform.CollapseResource(names.resource(arg), implementation);
            case "collapse-direct-recursion" -> new Transform.CollapseDirectRecursion(names.func(arg), implementation);
            case "collapse-recursion" -> new Transform.CollapseRecursion(names.func(arg));
            default -> throw new IllegalArgumentException("unknown transform type \"" + type + "\"; types: "
                    + "focus-subtree, focus-function, focus-self, focus-category, merge-call-node, merge-function, "
                    + "merge-subtree, drop-function, collapse-function-subtree, collapse-resource, "
                    + "collapse-direct-recursion, collapse-recursion, " + MERGE_IGNORE_LISTED + " (no =ARG)");
        };
    }

    private static int category(String name, Categories categories) {
        int index = categories == null ? -1 : categories.find(name);
        if (index >= 0) return index;
        List<String> known = new ArrayList<>();
        for (int c = 0; categories != null && c < categories.size(); c++) known.add(categories.get(c).name());
        throw new IllegalArgumentException("no category named \"" + name + "\"; categories: " + String.join(", ", known));
    }

    private static final class Options {
        Implementation implementation;
        boolean inverted;

        static Options of(List<String> words) {
            Options options = new Options();
            for (String word : words) {
                if (word.equals("inverted")) {
                    options.inverted = true;
                    continue;
                }
                Implementation implementation = Implementation.fromKey(word);
                if (implementation == null) {
                    throw new IllegalArgumentException("unknown option \"" + word + "\"; options: js, cpp, combined, inverted");
                }
                if (options.implementation != null && options.implementation != implementation) {
                    throw new IllegalArgumentException("more than one implementation option");
                }
                options.implementation = implementation;
            }
            return options;
        }
    }
}
