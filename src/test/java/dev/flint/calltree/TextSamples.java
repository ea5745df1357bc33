package dev.flint.calltree;

import dev.flint.model.Categories;
import dev.flint.model.ProfileThread;
import dev.flint.model.ResourceKind;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A thread written as text, one sample per line, root first: {@code A;B;C} or {@code A;B;C 2.5} (a weight).
 * Blank lines are skipped. A frame may carry attributes in brackets, comma separated:
 * <ul>
 *   <li>{@code js}: the func is JS; {@code relevant}: relevant for JS (a label)</li>
 *   <li>{@code lib:NAME} / {@code url:NAME}: the func's resource (a library / a script)</li>
 *   <li>{@code cat:NAME}: the frame's category (added to {@link #categories} on first use)</li>
 *   <li>{@code tier:NAME}: a distinct frame of the same func (a JIT tier, another address)</li>
 * </ul>
 * Funcs are identified by (name, js, relevant, resource), frames by (func, category, tier). Sample times
 * are 0, 1000, 2000, ... microseconds. The category "Other" is index 0 and the default.
 */
public final class TextSamples {
    public final ProfileThread thread;
    public final Categories categories = new Categories();
    private final Map<String, Integer> funcByKey = new HashMap<>();
    private final Map<String, Integer> frameByKey = new HashMap<>();
    private final Map<String, Integer> resourceByName = new HashMap<>();
    private final Map<Long, Integer> stackByKey = new HashMap<>();

    private TextSamples(String text) {
        categories.add("Other", "grey");
        categories.setDefaultCategory(0);
        thread = ProfileThread.empty(1, 1, "Main", "test");
        int sample = 0;
        for (String rawLine : text.split("\n")) {
            String line = rawLine.strip();
            if (line.isEmpty()) continue;
            double weight = Double.NaN;
            int space = line.lastIndexOf(' ');
            if (space > 0) {
                weight = Double.parseDouble(line.substring(space + 1));
                line = line.substring(0, space).strip();
            }
            int stack = -1;
            for (String frameText : line.split(";")) stack = stack(stack, frame(frameText.strip()));
            if (Double.isNaN(weight)) thread.samples().add(stack, sample * 1000.0);
            else thread.samples().add(stack, sample * 1000.0, weight);
            sample++;
        }
    }

    public static TextSamples of(String text) {
        return new TextSamples(text);
    }

    /** The func named {@code name} (the first one made, when attributes made several). */
    public int func(String name) {
        for (int f = 0; f < thread.funcs().size(); f++) if (thread.funcName(f).equals(name)) return f;
        throw new IllegalArgumentException("no func " + name);
    }

    /** A path of func names joined by ';'. */
    public CallNodePath path(String names) {
        String[] parts = names.split(";");
        int[] funcs = new int[parts.length];
        for (int i = 0; i < parts.length; i++) funcs[i] = func(parts[i]);
        return CallNodePath.of(funcs);
    }

    public String names(CallNodePath path) {
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < path.length(); i++) {
            if (i > 0) text.append(';');
            text.append(thread.funcName(path.func(i)));
        }
        return text.toString();
    }

    public int resource(String name) {
        return resourceByName.get(name);
    }

    private int stack(int prefix, int frame) {
        long key = ((long) prefix << 32) | frame;
        Integer known = stackByKey.get(key);
        if (known != null) return known;
        int stack = thread.stacks().add(prefix, frame);
        stackByKey.put(key, stack);
        return stack;
    }

    private int frame(String text) {
        String name = text;
        boolean js = false;
        boolean relevant = false;
        int resource = -1;
        int category = -1;
        String tier = "";
        int bracket = text.indexOf('[');
        if (bracket >= 0) {
            name = text.substring(0, bracket);
            for (String attribute : List.of(text.substring(bracket + 1, text.length() - 1).split(","))) {
                String[] kv = attribute.strip().split(":", 2);
                switch (kv[0]) {
                    case "js" -> js = true;
                    case "relevant" -> relevant = true;
                    case "lib" -> resource = resource(kv[1], ResourceKind.LIBRARY);
                    case "url" -> resource = resource(kv[1], ResourceKind.URL);
                    case "cat" -> category = category(kv[1]);
                    case "tier" -> tier = kv[1];
                    default -> throw new IllegalArgumentException("unknown attribute " + attribute);
                }
            }
        }
        String funcKey = name + "|" + js + "|" + relevant + "|" + resource;
        Integer func = funcByKey.get(funcKey);
        if (func == null) {
            func = thread.funcs().add(thread.strings().indexOf(name), resource, -1, -1, -1, js, relevant);
            funcByKey.put(funcKey, func);
        }
        String frameKey = func + "|" + category + "|" + tier;
        Integer frame = frameByKey.get(frameKey);
        if (frame == null) {
            frame = thread.frames().add(func, -1, -1, -1, category, -1, -1, 0);
            frameByKey.put(frameKey, frame);
        }
        return frame;
    }

    private int resource(String name, ResourceKind kind) {
        return resourceByName.computeIfAbsent(name,
                n -> thread.resources().add(thread.strings().indexOf(n), kind, -1));
    }

    private int category(String name) {
        int known = categories.find(name);
        return known >= 0 ? known : categories.add(name, "grey");
    }
}
