package dev.flint.importer.perfetto;

import java.util.Map;

/**
 * A copy of one generation's debug annotation names and string values (interned_data.proto's
 * {@code debug_annotation_names} and {@code debug_annotation_string_values}) as they were at a packet, which never
 * changes: the decoding thread goes on interning and clearing its tables while the assembly, on the caller's
 * thread, reads the annotations of an event decoded earlier ({@link DebugAnnotations#extract}).
 */
final class AnnotationTables {
    private final Object[] smallNames;
    private final Object[] smallStrings;
    private final Map<Long, String> otherNames;
    private final Map<Long, String> otherStrings;

    AnnotationTables(InternedData.Table<String> names, InternedData.Table<String> strings) {
        smallNames = names.smallEntries();
        smallStrings = strings.smallEntries();
        otherNames = names.otherEntries();
        otherStrings = strings.otherEntries();
    }

    /** The annotation name of {@code iid}, null when it was not interned. */
    String name(long iid) {
        return lookup(smallNames, otherNames, iid);
    }

    /** The string value of {@code iid}, null when it was not interned. */
    String string(long iid) {
        return lookup(smallStrings, otherStrings, iid);
    }

    private static String lookup(Object[] small, Map<Long, String> other, long iid) {
        if (iid >= 0 && iid < InternedData.SMALL_IIDS) return iid < small.length ? (String) small[(int) iid] : null;
        return other.isEmpty() ? null : other.get(iid);
    }
}
