package dev.flint.importer.firefox;

import dev.flint.model.Categories;
import java.util.List;
import java.util.regex.Pattern;

/**
 * What Gecko profiles older than the current layout mean, as the Firefox Profiler's Gecko upgraders
 * read them (semantics only). Before version 11 there was no {@code meta.categories}: a frame's
 * {@code category} was a bit of js::ProfilingStackFrame's category set, mapped here to the list version
 * 11 introduced. Before version 14 there was no {@code relevantForJS} column: JS entry points were label
 * frames named {@code AutoEntryScript <reason>} and exit points WebIDL calls ({@code Node.appendChild},
 * {@code get Element.scrollTop}, {@code Foo constructor}).
 */
final class LegacyGecko {
    /** The first version with {@code meta.categories} and category indexes. */
    static final int CATEGORY_LIST_VERSION = 11;
    /** The first version with the {@code relevantForJS} frame column. */
    static final int RELEVANT_FOR_JS_VERSION = 14;

    /** The categories version 11 introduced, in its order; bit categories map to these indexes. */
    static final List<Categories.Category> CATEGORIES = List.of(
            category("Idle", "transparent"),
            category("Other", "grey"),
            category("JavaScript", "yellow"),
            category("Layout", "purple"),
            category("Graphics", "green"),
            category("DOM", "blue"),
            category("GC / CC", "orange"),
            category("Network", "lightblue"));

    private static final int OTHER = 1;
    private static final String ENTRY_PREFIX = "AutoEntryScript ";
    private static final Pattern DOM_CALL = Pattern.compile("^(get |set )?\\w+(\\.\\w+| constructor)$");

    private LegacyGecko() {}

    private static Categories.Category category(String name, String color) {
        return new Categories.Category(name, color, List.of("Other"));
    }

    /** The index into {@link #CATEGORIES} of an old bit category; NaN (no category) stays NaN. */
    static double categoryOfBits(double bits) {
        if (Double.isNaN(bits)) return bits;
        if (bits != Math.rint(bits) || bits < 0 || bits > 1 << 30) return OTHER;
        return switch ((int) bits) {
            case 1 << 5 -> 3;              // CSS: Layout
            case 1 << 6 -> 2;              // JS: JavaScript
            case 1 << 7, 1 << 8 -> 6;      // GC, CC: GC / CC
            case 1 << 9 -> 7;              // NETWORK: Network
            case 1 << 10 -> 4;             // GRAPHICS: Graphics
            default -> OTHER;              // OTHER, STORAGE, EVENTS and anything unknown
        };
    }

    static boolean relevantForJS(String location) {
        return location.startsWith(ENTRY_PREFIX) || DOM_CALL.matcher(location).matches();
    }

    /** An entry point's label without its prefix: "AutoEntryScript setTimeout handler" is "setTimeout handler". */
    static String withoutEntryPrefix(String location) {
        return location.startsWith(ENTRY_PREFIX) ? location.substring(ENTRY_PREFIX.length()) : location;
    }
}
