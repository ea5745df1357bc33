package dev.flint.importer;

import dev.flint.markers.ChromeMarkers;

/**
 * {@link ChromeMarkers#wants} remembered per name and category: every event of a trace asks it (twice, once
 * for its args and once for its markers), and its category tests search the category text. The byte scanner
 * interns names and categories, so a repeated pair is found by identity in one slot; a pair that is not
 * there (or a String that is not interned) is simply asked again.
 */
final class MarkerFilter {
    private static final int SLOTS = 512;
    private final String[] names = new String[SLOTS];
    private final String[] categories = new String[SLOTS];
    private final boolean[] wanted = new boolean[SLOTS];

    boolean wants(String name, String cat) {
        if (name == null || cat == null) return false;
        int slot = (name.hashCode() * 31 + cat.hashCode()) & (SLOTS - 1);
        if (names[slot] == name && categories[slot] == cat) return wanted[slot];
        boolean answer = ChromeMarkers.wants(name, cat);
        names[slot] = name;
        categories[slot] = cat;
        wanted[slot] = answer;
        return answer;
    }
}
