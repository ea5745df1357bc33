package dev.flint.symbols;

import dev.flint.model.ProfileThread;
import dev.flint.model.ResourceKind;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Test threads of unsymbolicated native code, written as text: one line per distinct stack,
 * {@code "0x03 0x11 x3"} = addresses root first, then how many samples. Every address gets its own
 * func named by it (as an importer makes them), in one library.
 */
final class NativeThreads {
    private NativeThreads() {}

    static ProfileThread of(String libName, String breakpadId, String stacksText) {
        ProfileThread thread = ProfileThread.empty(1, 1, "main", "example");
        int lib = thread.libs().add(thread.strings().indexOf(libName), -1, thread.strings().indexOf(libName),
                breakpadId == null ? -1 : thread.strings().indexOf(breakpadId), 0x1000, 0x2000);
        int resource = thread.resources().add(thread.strings().indexOf(libName), ResourceKind.LIBRARY, lib);
        Map<String, Integer> frameByAddress = new HashMap<>();
        Map<String, Integer> stackByKey = new HashMap<>();
        int time = 0;
        for (String line : stacksText.strip().split("\n")) {
            String[] words = line.strip().split(" ");
            int count = Integer.parseInt(words[words.length - 1].substring(1));
            int stack = -1;
            for (int i = 0; i < words.length - 1; i++) {
                String address = words[i];
                Integer frame = frameByAddress.get(address);
                if (frame == null) {
                    int func = thread.funcs().add(thread.strings().indexOf(address), resource, -1, -1, -1, false, false);
                    frame = thread.frames().add(func, -1, -1, Long.decode(address), -1, -1, -1, 0);
                    frameByAddress.put(address, frame);
                }
                String key = stack + ">" + frame;
                Integer known = stackByKey.get(key);
                if (known == null) {
                    known = thread.stacks().add(stack, frame);
                    stackByKey.put(key, known);
                }
                stack = known;
            }
            for (int k = 0; k < count; k++) thread.samples().add(stack, 1000.0 * time++);
        }
        return thread;
    }

    /** The func path of a node, names joined by ";", as the CLI writes paths. */
    static int[] path(ProfileThread thread, String names) {
        String[] parts = names.split(";");
        int[] path = new int[parts.length];
        for (int i = 0; i < parts.length; i++) path[i] = func(thread, parts[i]);
        return path;
    }

    static int func(ProfileThread thread, String name) {
        int found = -1;
        for (int func = 0; func < thread.funcs().size(); func++) {
            if (!thread.funcName(func).equals(name)) continue;
            if (usedByAFrame(thread, func)) return func;
            if (found < 0) found = func;
        }
        if (found < 0) throw new AssertionError("no func " + name);
        return found;
    }

    private static boolean usedByAFrame(ProfileThread thread, int func) {
        for (int frame = 0; frame < thread.frames().size(); frame++) if (thread.frames().func(frame) == func) return true;
        return false;
    }

    static String names(ProfileThread thread, int[] path) {
        List<String> names = new ArrayList<>();
        for (int func : path) names.add(thread.funcName(func));
        return String.join(";", names);
    }

    /**
     * The call tree by funcs as text (DESIGN.md's form: pre-order, two spaces per depth, siblings by
     * descending total then name), computed naively from each sample's stack so the symbols tests do not
     * depend on the call tree package.
     */
    static String tree(ProfileThread thread) {
        Node root = new Node("");
        for (int sample = 0; sample < thread.samples().size(); sample++) {
            int stack = thread.samples().stack(sample);
            if (stack < 0) continue;
            List<String> names = new ArrayList<>();
            for (int s = stack; s >= 0; s = thread.stacks().prefix(s)) {
                names.add(0, thread.funcName(thread.frames().func(thread.stacks().frame(s))));
            }
            Node node = root;
            for (String name : names) {
                node = node.children.computeIfAbsent(name, Node::new);
                node.total++;
            }
            node.self++;
        }
        StringBuilder text = new StringBuilder();
        root.print(text, -1);
        return text.toString();
    }

    private static final class Node {
        final String name;
        final Map<String, Node> children = new TreeMap<>();
        int total;
        int self;

        Node(String name) {
            this.name = name;
        }

        void print(StringBuilder text, int depth) {
            if (depth >= 0) text.append("  ".repeat(depth)).append(name).append(" total=").append(total)
                    .append(" self=").append(self).append('\n');
            children.values().stream().sorted((a, b) -> b.total != a.total ? Integer.compare(b.total, a.total)
                    : a.name.compareTo(b.name)).forEach(child -> child.print(text, depth + 1));
        }
    }
}
