package dev.flint.importer.perfetto;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Event names and categories as numbers, from the decoding thread to the assembly: each distinct string gets
 * an id the first time it is met, and the handoff carries the ids (no String stored per event, so no garbage
 * collector barrier per event); the strings new since the last batch go over with it, so the assembly's side
 * keeps the same list. An interned name is looked up here once per generation of its sequence
 * ({@link InternedData.Strings#id}), not once per event.
 */
final class StringIds {
    private final Map<String, Integer> ids = new HashMap<>();
    /** The strings by id (an array, not a list: the assembly reads its own ids' strings once per event). */
    private String[] strings = new String[64];
    private int count;
    /** The strings given ids since the last batch was handed over, null when none (or when none are handed over). */
    private List<String> fresh;
    /** Whether the ids go over to another thread ({@link #takeNew}); the assembly's own ids do not. */
    private final boolean handedOver;

    StringIds() {
        this(true);
    }

    private StringIds(boolean handedOver) {
        this.handedOver = handedOver;
    }

    /** The id of {@code text}, given now if it has none. */
    int id(String text) {
        Integer id = ids.get(text);
        if (id != null) return id;
        int next = count;
        ids.put(text, next);
        if (next == strings.length) strings = java.util.Arrays.copyOf(strings, next * 2);
        strings[count++] = text;
        if (!handedOver) return next;
        if (fresh == null) fresh = new ArrayList<>();
        fresh.add(text);
        return next;
    }

    String string(int id) {
        return strings[id];
    }

    /**
     * The strings given ids since the last call, in id order (null when none), to hand over with a batch. (No
     * test here: a read's first batches bring strings and later ones none, and a branch that a warm read never
     * takes is compiled as a trap that deoptimizes the code of every read's start.)
     */
    List<String> takeNew() {
        List<String> taken = fresh;
        fresh = null;
        return taken;
    }

    /**
     * The assembly's side: the strings by id, extended by each batch's new ones, and those the assembly gives ids
     * to itself ({@link #local}), known here as {@code ~id}.
     */
    static final class Received {
        private String[] strings = new String[256];
        private int count;
        private final StringIds local = new StringIds(false);

        /** The ids the assembly gives (interned names and categories: {@link EventCompletion}); here {@code ~id}. */
        StringIds local() {
            return local;
        }

        void add(List<String> fresh) {
            if (fresh == null) return;
            if (count + fresh.size() > strings.length) {
                strings = java.util.Arrays.copyOf(strings, Math.max(strings.length * 2, count + fresh.size()));
            }
            for (String text : fresh) strings[count++] = text;
        }

        String get(int id) {
            return id >= 0 ? strings[id] : local.string(~id);
        }
    }
}
