package dev.flint.importer.perfetto;

/**
 * One generation's debug annotation names and string values (interned_data.proto's {@code debug_annotation_names}
 * and {@code debug_annotation_string_values}) for {@link DebugAnnotations}: either the sequence's tables as they are
 * now ({@link #live}, for the decoding thread), or a copy of them at a packet ({@link #copyOf}), which never changes:
 * the decoding goes on interning and clearing while the assembly, on the caller's thread, reads the annotations of
 * an event decoded earlier.
 */
final class AnnotationTables {
    /** The tables read as they are now, or null for a copy. */
    private final InternedData.Table<String> liveNames;
    private final InternedData.Table<String> liveStrings;
    /** A copy's entries by iid (all of them small: see {@link #copyOf}). */
    private final Object[] names;
    private final Object[] strings;

    private AnnotationTables(InternedData.Table<String> liveNames, InternedData.Table<String> liveStrings,
            Object[] names, Object[] strings) {
        this.liveNames = liveNames;
        this.liveStrings = liveStrings;
        this.names = names;
        this.strings = strings;
    }

    static AnnotationTables live(InternedData.Table<String> names, InternedData.Table<String> strings) {
        return new AnnotationTables(names, strings, null, null);
    }

    /**
     * A copy of the tables as they are now; null when either has an iid from {@link InternedData#SMALL_IIDS} up (a
     * copy is made each time the tables change, and the entries of large iids are as many as a file says: Chrome
     * numbers them from 1 up, a file that does not is read with the live tables).
     */
    static AnnotationTables copyOf(InternedData.Table<String> names, InternedData.Table<String> strings) {
        if (names.hasLargeIids() || strings.hasLargeIids()) return null;
        return new AnnotationTables(null, null, names.smallEntries(), strings.smallEntries());
    }

    /** The annotation name of {@code iid}, null when it was not interned. */
    String name(long iid) {
        return liveNames != null ? liveNames.get(iid) : entry(names, iid);
    }

    /** The string value of {@code iid}, null when it was not interned. */
    String string(long iid) {
        return liveStrings != null ? liveStrings.get(iid) : entry(strings, iid);
    }

    private static String entry(Object[] entries, long iid) {
        return iid >= 0 && iid < entries.length ? (String) entries[(int) iid] : null;
    }
}
