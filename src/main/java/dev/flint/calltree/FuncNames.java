package dev.flint.calltree;

import dev.flint.model.ControlChars;
import dev.flint.model.FuncTable;
import dev.flint.model.MessageText;
import dev.flint.model.ProfileThread;
import dev.flint.model.ResourceTable;
import dev.flint.model.StackTable;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Resolves the function and resource names the CLI takes to indexes in one thread. Only funcs some stack
 * uses count (a symbolicated or transformed thread keeps orphaned funcs in its table). A name that
 * matches several funcs is an error listing them, unless written {@code name@resource} (the resource's
 * full name or its last path segment), {@code name@resource:line} when even that is ambiguous, or
 * {@code name#N} (also {@code name@resource#N}): the N-th, 1-based, of the funcs that name matches, in
 * func-table order, which is the order the file first names them in; it addresses functions no name
 * tells apart (20,000 frames of one name and script).
 */
public final class FuncNames {
    private final ProfileThread thread;
    /** Names of the thread before any transform, for names this one lacks; null when none. */
    private FuncNames untransformed;
    private final Map<String, List<Integer>> funcsByName = new HashMap<>();
    private final List<Integer> usedResources = new ArrayList<>();

    public FuncNames(ProfileThread thread) {
        this(thread, usedFuncs(thread));
    }

    /**
     * Names for the funcs {@code used} marks ({@code flint diff}: the funcs either side's stacks use, in a
     * thread whose func table names both sides' funcs).
     */
    public FuncNames(ProfileThread thread, boolean[] used) {
        this.thread = thread;
        boolean[] resourceUsed = new boolean[thread.resources().size()];
        for (int func = 0; func < used.length; func++) {
            if (!used[func]) continue;
            String name = displayName(thread, func);
            funcsByName.computeIfAbsent(name, n -> new ArrayList<>()).add(func);
            // The text form prints control characters as \xHH: a name is found as printed, too.
            String printed = ControlChars.escape(name);
            if (!printed.equals(name)) funcsByName.computeIfAbsent(printed, n -> new ArrayList<>()).add(func);
            int resource = thread.funcs().resource(func);
            if (resource >= 0 && resource < resourceUsed.length) resourceUsed[resource] = true;
        }
        for (int resource = 0; resource < resourceUsed.length; resource++) {
            if (resourceUsed[resource]) usedResources.add(resource);
        }
    }

    /**
     * Names in the thread {@code stack} shows, and for a name it no longer has, in the thread before any
     * transform (the file's functions): a transform about a function an earlier one removed is then pushed
     * and gives the empty tree, as in the Firefox Profiler, instead of "no function named". Transforms
     * only append funcs, so the base thread's func indexes mean the same in the transformed one.
     */
    public static FuncNames of(TransformStack stack) {
        FuncNames names = new FuncNames(stack.thread());
        if (!stack.isEmpty()) names.untransformed = new FuncNames(stack.base());
        return names;
    }

    /**
     * The funcs some sample's stack of {@code thread} uses, by func index. Samples, not the stack table: a
     * transform that drops samples (drop-function, focus-*) leaves their stacks in the table, and a name
     * should resolve the same whichever transform removed its function.
     */
    public static boolean[] usedFuncs(ProfileThread thread) {
        StackTable stacks = thread.stacks();
        boolean[] seen = new boolean[stacks.size()];
        boolean[] used = new boolean[thread.funcs().size()];
        for (int sample = 0; sample < thread.samples().size(); sample++) {
            for (int stack = thread.samples().stack(sample); stack >= 0 && stack < seen.length && !seen[stack];
                 stack = stacks.prefix(stack)) {
                seen[stack] = true;
                used[thread.frames().func(stacks.frame(stack))] = true;
            }
        }
        return used;
    }

    /** @throws IllegalArgumentException when no func or several funcs have the name */
    public int func(String text) {
        try {
            return funcHere(text);
        } catch (NoSuchFunction e) {
            if (untransformed == null) throw e;
            return untransformed.func(text);
        }
    }

    /** "no function named": the one failure the untransformed thread's names can still resolve. */
    private static final class NoSuchFunction extends IllegalArgumentException {
        NoSuchFunction(String message) {
            super(message);
        }
    }

    private int funcHere(String text) {
        List<Integer> found = candidates(text);
        if (found.size() == 1) return found.get(0);
        if (found.size() > 1) throw ambiguous(text, found);
        int hash = text.lastIndexOf('#');
        if (hash > 0 && hash < text.length() - 1 && text.length() - hash <= 10 && isDigits(text, hash + 1)) {
            List<Integer> numbered = candidates(text.substring(0, hash));
            int n = Integer.parseInt(text.substring(hash + 1));
            if (n >= 1 && n <= numbered.size()) return numbered.get(n - 1);
            if (!numbered.isEmpty()) {
                throw new IllegalArgumentException("\"" + MessageText.quote(text) + "\": there are "
                        + MessageText.count(numbered.size()) + " functions of that name, #1 to #" + numbered.size());
            }
        }
        throw new NoSuchFunction("no function named \"" + MessageText.quote(text) + "\"");
    }

    /**
     * The funcs {@code text} names: those of that name, else for {@code name@resource} or
     * {@code name@resource:line} those of that name in that resource (and at that line).
     */
    private List<Integer> candidates(String text) {
        List<Integer> exact = funcsByName.get(text);
        if (exact != null) return exact;
        int at = text.lastIndexOf('@');
        if (at < 0) return List.of();
        List<Integer> named = funcsByName.getOrDefault(text.substring(0, at), List.of());
        String where = text.substring(at + 1);
        List<Integer> inResource = withResource(named, where, -1);
        int colon = where.lastIndexOf(':');
        if (inResource.isEmpty() && colon > 0 && colon < where.length() - 1 && where.length() - colon <= 10
                && isDigits(where, colon + 1)) {
            inResource = withResource(named, where.substring(0, colon), Integer.parseInt(where.substring(colon + 1)));
        }
        return inResource;
    }

    /** {@code name#N} for {@code func}, the form that addresses it when no name form tells it apart. */
    String numbered(String name, int func) {
        int n = candidates(name).indexOf(func);
        return n < 0 ? name : name + "#" + (n + 1);
    }

    private static boolean isDigits(String text, int from) {
        for (int i = from; i < text.length(); i++) {
            if (text.charAt(i) < '0' || text.charAt(i) > '9') return false;
        }
        return from < text.length();
    }

    /** A path of names joined by {@code ;}. */
    public CallNodePath path(String text) {
        if (text.isEmpty()) throw new IllegalArgumentException("empty call node path");
        String[] names = text.split(";", -1);
        int[] funcs = new int[names.length];
        for (int i = 0; i < names.length; i++) funcs[i] = func(names[i]);
        return CallNodePath.of(funcs);
    }

    /**
     * The resource (library or script) with that name or last path segment, or written {@code name#N}: the
     * N-th, 1-based, of the resources named exactly so, in table order (a script without a URL has the
     * empty name, which a {@code TYPE=ARG} cannot write bare: {@code #1}).
     */
    public int resource(String text) {
        ResourceTable resources = thread.resources();
        List<Integer> exact = new ArrayList<>();
        List<Integer> bySegment = new ArrayList<>();
        for (int resource : usedResources) {
            String name = thread.strings().get(resources.name(resource));
            if (name.equals(text)) exact.add(resource);
            else if (name.endsWith("/" + text)) bySegment.add(resource);
        }
        List<Integer> found = exact.isEmpty() ? bySegment : exact;
        if (found.size() == 1) return found.get(0);
        if (found.isEmpty()) {
            int hash = text.lastIndexOf('#');
            if (hash >= 0 && isDigits(text, hash + 1) && text.length() - hash <= 10) {
                List<Integer> named = resourcesNamed(text.substring(0, hash));
                int n = Integer.parseInt(text.substring(hash + 1));
                if (n >= 1 && n <= named.size()) return named.get(n - 1);
            }
            throw new IllegalArgumentException("no library or script named \"" + MessageText.quote(text) + "\"");
        }
        List<String> names = new ArrayList<>();
        for (int resource : found) names.add(thread.strings().get(resources.name(resource)));
        throw new IllegalArgumentException("\"" + MessageText.quote(text) + "\" matches several resources: "
                + MessageText.list(names));
    }

    /** The text {@link #resource} resolves to {@code resource}: its name when that says it, else name#N. */
    String resourceText(int resource) {
        String name = thread.strings().get(thread.resources().name(resource));
        try {
            if (!name.isEmpty() && resource(name) == resource) return name;
        } catch (IllegalArgumentException ambiguous) {
            // numbered below
        }
        int n = resourcesNamed(name).indexOf(resource);
        return n < 0 ? name : name + "#" + (n + 1);
    }

    /** The used resources named exactly {@code name}, in table order. */
    private List<Integer> resourcesNamed(String name) {
        List<Integer> named = new ArrayList<>();
        for (int resource : usedResources) {
            if (thread.strings().get(thread.resources().name(resource)).equals(name)) named.add(resource);
        }
        return named;
    }

    /** The names of a path, joined by {@code ;}. */
    public static String names(ProfileThread thread, CallNodePath path) {
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < path.length(); i++) {
            if (i > 0) text.append(';');
            text.append(displayName(thread, path.func(i)));
        }
        return text.toString();
    }

    /** The name paths and messages use: "(anonymous)" for a function without one, as the tree prints it. */
    static String displayName(ProfileThread thread, int func) {
        return CallTreeText.displayName(thread.funcName(func));
    }

    private List<Integer> withResource(List<Integer> funcs, String resourceText, int line) {
        List<Integer> found = new ArrayList<>();
        for (int func : funcs) {
            String resource = resourceName(func);
            boolean sameResource = resource.equals(resourceText) || resource.endsWith("/" + resourceText);
            if (sameResource && (line == -1 || thread.funcs().line(func) == line)) found.add(func);
        }
        return found;
    }

    private String resourceName(int func) {
        int resource = thread.funcs().resource(func);
        return resource < 0 ? "" : thread.strings().get(thread.resources().name(resource));
    }

    private IllegalArgumentException ambiguous(String text, List<Integer> funcs) {
        FuncTable table = thread.funcs();
        List<String> candidates = new ArrayList<>();
        for (int func : funcs.subList(0, Math.min(funcs.size(), MessageText.MAX_LISTED))) {
            candidates.add(displayName(thread, func) + "@" + resourceName(func) + ":" + table.line(func));
        }
        return new IllegalArgumentException("function name \"" + MessageText.quote(text) + "\" matches "
                + MessageText.count(funcs.size()) + " functions: " + MessageText.list(candidates, funcs.size())
                + "; write NAME@RESOURCE, NAME@RESOURCE:LINE or NAME#N (the N-th of them in file order)");
    }
}
