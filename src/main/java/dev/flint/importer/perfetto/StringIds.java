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
    private final List<String> strings = new ArrayList<>();
    /** Ids from this one on have not been handed over yet. */
    private int handedUpTo;

    /** The id of {@code text}, given now if it has none. */
    int id(String text) {
        Integer id = ids.get(text);
        if (id != null) return id;
        int next = strings.size();
        ids.put(text, next);
        strings.add(text);
        return next;
    }

    String string(int id) {
        return strings.get(id);
    }

    /** The strings given ids since the last call, in id order (null when none), to hand over with a batch. */
    String[] takeNew() {
        if (handedUpTo == strings.size()) return null;
        String[] fresh = strings.subList(handedUpTo, strings.size()).toArray(new String[0]);
        handedUpTo = strings.size();
        return fresh;
    }

    /** The assembly's side: the strings by id, extended by each batch's new ones. */
    static final class Received {
        private String[] strings = new String[256];
        private int count;

        void add(String[] fresh) {
            if (fresh == null) return;
            if (count + fresh.length > strings.length) {
                strings = java.util.Arrays.copyOf(strings, Math.max(strings.length * 2, count + fresh.length));
            }
            System.arraycopy(fresh, 0, strings, count, fresh.length);
            count += fresh.length;
        }

        String get(int id) {
            return strings[id];
        }
    }
}
