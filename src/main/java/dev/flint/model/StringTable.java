package dev.flint.model;

import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;

/** Interned strings of one thread; every name, URL and category in the other tables is an index here. */
public final class StringTable {
    private String[] strings = new String[64];
    private final Map<String, Integer> indexByString = new HashMap<>();
    private int size;

    /** Index of {@code s}, adding it when it is new. */
    public int indexOf(String s) {
        Integer known = indexByString.get(s);
        if (known != null) return known;
        if (size == strings.length) strings = Arrays.copyOf(strings, size * 2);
        strings[size] = s;
        indexByString.put(s, size);
        return size++;
    }

    /** Index of {@code s}, or -1 when the table does not hold it. */
    public int find(String s) {
        Integer known = indexByString.get(s);
        return known == null ? -1 : known;
    }

    public String get(int index) {
        return strings[index];
    }

    public int size() {
        return size;
    }
}
