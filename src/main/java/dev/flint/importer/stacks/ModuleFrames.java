package dev.flint.importer.stacks;

import dev.flint.model.ResourceKind;
import dev.flint.model.ThreadBuilder;
import java.util.HashMap;
import java.util.Map;

/**
 * The frames of one thread named {@code module`function} (DTrace) or {@code function (in module)}
 * ({@code sample}): the module is the func's library resource, so two modules' functions of one name stay
 * apart and {@code collapse-resource} works on a module. Frames are interned by their text (String keys:
 * Java's hash map falls back to a tree on colliding keys, so chosen names cost no more than others).
 */
final class ModuleFrames {
    private final ThreadBuilder thread;
    private final int category;
    private final Map<String, Integer> frameByKey = new HashMap<>();
    private final Map<String, Integer> resourceByModule = new HashMap<>();

    ModuleFrames(ThreadBuilder thread, int category) {
        this.thread = thread;
        this.category = category;
    }

    /**
     * @param module      the library or executable, "" when the frame names none
     * @param function    the function as the tool printed it (an address when it had no symbol)
     * @param inlineDepth 0 for a physical frame, n for the n-th function inlined into it
     */
    int frame(String module, String function, int inlineDepth) {
        String key = module + '\0' + function + '\0' + inlineDepth;
        Integer known = frameByKey.get(key);
        if (known != null) return known;
        int resource = module.isEmpty() ? -1 : resourceByModule.computeIfAbsent(module,
                m -> thread.resource(m, ResourceKind.LIBRARY, thread.addLib(m, m, null, null, -1, -1)));
        int func = thread.func(function, resource, null, -1, -1, false, false);
        int frame = thread.frame(func, -1, -1, -1, category, -1, -1, inlineDepth);
        frameByKey.put(key, frame);
        return frame;
    }
}
