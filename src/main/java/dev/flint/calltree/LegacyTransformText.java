package dev.flint.calltree;

import java.util.ArrayList;
import java.util.List;

/**
 * Reads the index form of a transform stack that saved views wrote before they wrote {@code --transform SPEC}
 * lines ({@link TransformSpecs}, the one text form): nothing writes it any more, and a view file an older Flint
 * left is read once and written again in SPEC lines. Modelled on the Firefox Profiler's URL form: transforms
 * joined by {@code ~}, fields of one transform by {@code -}, the first field a short key. {@code IMPL} is
 * {@code combined}, {@code js} or {@code cpp}; {@code FUNC}, {@code CATEGORY} and {@code RESOURCE} are decimal
 * indexes into the thread's tables; {@code PATH} is a func index list in {@link PathCodec}'s encoding.
 *
 * <pre>
 * focus-subtree              f-IMPL-PATH        (f-IMPL-PATH-i for an inverted, leaf-first path)
 * focus-function             ff-FUNC
 * focus-self                 ffs-IMPL-FUNC
 * focus-category             fg-CATEGORY
 * merge-call-node            mcn-IMPL-PATH
 * merge-function             mf-FUNC
 * merge-subtree              ms-IMPL-PATH       (Flint's own; Firefox has no such transform)
 * drop-function              df-FUNC
 * collapse-function-subtree  cfs-FUNC
 * collapse-resource          cr-IMPL-RESOURCE   (Firefox's cr-IMPL-RESOURCE-FUNC is read, FUNC ignored)
 * collapse-direct-recursion  drec-IMPL-FUNC
 * collapse-recursion         rec-FUNC
 * merge-ignore-listed        mil                (Flint's own: funcs source maps ignore-list)
 * </pre>
 * Example: {@code f-combined-0w2~mcn-js-2w4~mf-6~cr-cpp-8}. The empty string is the empty stack.
 */
public final class LegacyTransformText {
    private LegacyTransformText() {}

    /** @throws IllegalArgumentException naming the first part that is not a transform */
    public static List<Transform> parse(String text) {
        List<Transform> transforms = new ArrayList<>();
        if (text.isEmpty()) return transforms;
        for (String part : text.split("~", -1)) transforms.add(parseOne(part));
        return transforms;
    }

    private static Transform parseOne(String part) {
        String[] f = part.split("-", -1);
        try {
            switch (f[0]) {
                case "f":
                    if (f.length == 3) return new Transform.FocusSubtree(path(f[2]), impl(f[1]), false);
                    if (f.length == 4 && f[3].equals("i")) return new Transform.FocusSubtree(path(f[2]), impl(f[1]), true);
                    break;
                case "ff": if (f.length == 2) return new Transform.FocusFunction(index(f[1])); break;
                case "ffs": if (f.length == 3) return new Transform.FocusSelf(index(f[2]), impl(f[1])); break;
                case "fg": if (f.length == 2) return new Transform.FocusCategory(index(f[1])); break;
                case "mcn": if (f.length == 3) return new Transform.MergeCallNode(path(f[2]), impl(f[1])); break;
                case "mf": if (f.length == 2) return new Transform.MergeFunction(index(f[1])); break;
                case "ms": if (f.length == 3) return new Transform.MergeSubtree(path(f[2]), impl(f[1])); break;
                case "df": if (f.length == 2) return new Transform.DropFunction(index(f[1])); break;
                case "cfs": if (f.length == 2) return new Transform.CollapseFunctionSubtree(index(f[1])); break;
                case "cr":
                    if (f.length == 3 || f.length == 4) {
                        if (f.length == 4) index(f[3]);
                        return new Transform.CollapseResource(index(f[2]), impl(f[1]));
                    }
                    break;
                case "drec": if (f.length == 3) return new Transform.CollapseDirectRecursion(index(f[2]), impl(f[1])); break;
                case "rec": if (f.length == 2) return new Transform.CollapseRecursion(index(f[1])); break;
                case "mil": if (f.length == 1) return new Transform.MergeIgnoreListed(); break;
                default:
                    throw new IllegalArgumentException("unknown transform \"" + part + "\"");
            }
        } catch (IllegalArgumentException e) {
            if (e.getMessage() != null && e.getMessage().startsWith("unknown transform")) throw e;
            throw new IllegalArgumentException("bad transform \"" + part + "\": " + e.getMessage(), e);
        }
        throw new IllegalArgumentException("bad transform \"" + part + "\": wrong number of fields");
    }

    private static Implementation impl(String key) {
        Implementation implementation = Implementation.fromKey(key);
        if (implementation == null) throw new IllegalArgumentException("implementation must be combined, js or cpp");
        return implementation;
    }

    private static int index(String digits) {
        if (digits.isEmpty() || !digits.chars().allMatch(c -> c >= '0' && c <= '9')) {
            throw new IllegalArgumentException("\"" + digits + "\" is not an index");
        }
        return Integer.parseInt(digits);
    }

    private static CallNodePath path(String encoded) {
        CallNodePath path = PathCodec.decode(encoded);
        if (path.isEmpty()) throw new IllegalArgumentException("empty path");
        return path;
    }
}
