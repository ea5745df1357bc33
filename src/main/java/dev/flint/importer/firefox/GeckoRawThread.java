package dev.flint.importer.firefox;

import java.util.List;

/**
 * A Gecko thread as the file has it, before funcs and resources are derived: its descriptive fields, its
 * string table and its schema tables. Times are milliseconds relative to its process's {@code meta.startTime}.
 */
public record GeckoRawThread(String name, String processName, String pid, String tid, List<String> strings,
                             SchemaTable frameTable, SchemaTable stackTable, SchemaTable samples,
                             SchemaTable markers, String path) {}
