package dev.flint.importer.firefox;

import java.util.List;

/**
 * A processed-profile thread as read, before conversion. Tables the file shares across threads
 * ({@code profile.shared}) are null here and taken from the shared ones.
 */
record ProcessedThreadData(String name, String processName, String pid, String tid, List<String> strings,
                           ColumnTable funcTable, ColumnTable frameTable, ColumnTable stackTable,
                           ColumnTable resourceTable, ColumnTable samples, ColumnTable markers,
                           List<ProcessedLib> libs, String path) {
    /** The thread's own strings, null when it uses the shared ones. */
    List<String> stringsOrNull() {
        return strings;
    }
}
