package dev.flint.cli;

import dev.flint.calltree.CallNodePath;
import dev.flint.calltree.CallTreeText;
import dev.flint.model.ControlChars;
import dev.flint.model.FuncTable;
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
 * full name or its last path segment), or {@code name@resource:line} when even that is ambiguous.
 */
final class FuncNames {
    private final ProfileThread thread;
    private final Map<String, List<Integer>> funcsByName = new HashMap<>();
    private final List<Integer> usedResources = new ArrayList<>();

    FuncNames(ProfileThread thread) {
        this(thread, usedFuncs(thread));
    }

    /**
     * Names for the funcs {@code used} marks ({@code flint diff}: the funcs either side's stacks use, in a
     * thread whose func table names both sides' funcs).
     */
    FuncNames(ProfileThread thread, boolean[] used) {
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
     * The funcs some sample's stack of {@code thread} uses, by func index. Samples, not the stack table: a
     * transform that drops samples (drop-function, focus-*) leaves their stacks in the table, and a name
     * should resolve the same whichever transform removed its function.
     */
    static boolean[] usedFuncs(ProfileThread thread) {
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
    int func(String text) {
        List<Integer> exact = funcsByName.get(text);
        if (exact != null && exact.size() == 1) return exact.get(0);
        if (exact != null) throw ambiguous(text, exact);
        int at = text.lastIndexOf('@');
        if (at < 0) throw new IllegalArgumentException("no function named \"" + text + "\"");
        List<Integer> named = funcsByName.getOrDefault(text.substring(0, at), List.of());
        String where = text.substring(at + 1);
        List<Integer> inResource = withResource(named, where, -1);
        int colon = where.lastIndexOf(':');
        if (inResource.isEmpty() && colon > 0 && where.substring(colon + 1).matches("-?\\d+")) {
            inResource = withResource(named, where.substring(0, colon), Integer.parseInt(where.substring(colon + 1)));
        }
        if (inResource.size() == 1) return inResource.get(0);
        if (inResource.isEmpty()) throw new IllegalArgumentException("no function named \"" + text + "\"");
        throw ambiguous(text, inResource);
    }

    /** A path of names joined by {@code ;}. */
    CallNodePath path(String text) {
        if (text.isEmpty()) throw new IllegalArgumentException("empty call node path");
        String[] names = text.split(";", -1);
        int[] funcs = new int[names.length];
        for (int i = 0; i < names.length; i++) funcs[i] = func(names[i]);
        return CallNodePath.of(funcs);
    }

    /** The resource (library or script) with that name or last path segment. */
    int resource(String text) {
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
        if (found.isEmpty()) throw new IllegalArgumentException("no library or script named \"" + text + "\"");
        List<String> names = new ArrayList<>();
        for (int resource : found) names.add(thread.strings().get(resources.name(resource)));
        throw new IllegalArgumentException("\"" + text + "\" matches several resources: " + String.join(", ", names));
    }

    /** The names of a path, joined by {@code ;}. */
    static String names(ProfileThread thread, CallNodePath path) {
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
        for (int func : funcs) {
            candidates.add(displayName(thread, func) + "@" + resourceName(func) + ":" + table.line(func));
        }
        return new IllegalArgumentException("function name \"" + text + "\" matches several functions: "
                + String.join(", ", candidates) + "; write NAME@RESOURCE or NAME@RESOURCE:LINE");
    }
}
