package dev.flint.sourcemaps;

import dev.flint.model.LoadWarning;
import java.util.Arrays;
import java.util.List;

/**
 * One decoded source map v3; an index map is flattened into one. Columnar: mapping {@code m} is the
 * {@code m}-th entry of every column, and the mappings are sorted by generated (line, column), stably (the
 * order of the {@code mappings} string among equal positions). Everything is 0-based; columns count UTF-16
 * code units (Java {@code String} indexes), as the spec does.
 *
 * <p>A mapping without an original position (a 1-field segment, or one whose source index or original
 * position was out of range) has {@link #sourceIndex} -1; one without a name has {@link #nameIndex} -1.
 */
public final class SourceMap {
    private final String mapUrl;
    private final String file;
    private final int mappingCount;
    private final int[] generatedLines;
    private final int[] generatedColumns;
    private final int[] sourceIndexes;
    private final int[] originalLines;
    private final int[] originalColumns;
    private final int[] nameIndexes;
    private final String[] sources;
    private final SourceContents contents;
    private final boolean[] ignoredSources;
    private final String[] names;
    private final List<LoadWarning> warnings;

    /**
     * A map from columns (the reader's, or a test's). The first {@code mappingCount} entries of each column are
     * the mappings, in any order (they are sorted here, stably). A source index outside {@code sources}, or a
     * negative original line or column, leaves that mapping without an original position; a name index outside
     * {@code names} leaves it without a name.
     *
     * @param sourcesContent parallel to {@code sources}, may be shorter or null, entries may be null
     * @param ignoredSources parallel to {@code sources} ({@code ignoreList}), may be shorter or null
     * @param warnings       what the reader repaired or dropped, for the caller to print
     */
    public SourceMap(String mapUrl, String file, int mappingCount, int[] generatedLines, int[] generatedColumns,
            int[] sourceIndexes, int[] originalLines, int[] originalColumns, int[] nameIndexes, String[] sources,
            String[] sourcesContent, boolean[] ignoredSources, String[] names, List<LoadWarning> warnings) {
        // Copied: the constructor repairs indexes in place, and the caller's arrays stay the caller's.
        this(SourceContents.of(sourcesContent), mapUrl, file, mappingCount, Arrays.copyOf(generatedLines, mappingCount),
                Arrays.copyOf(generatedColumns, mappingCount), Arrays.copyOf(sourceIndexes, mappingCount),
                Arrays.copyOf(originalLines, mappingCount), Arrays.copyOf(originalColumns, mappingCount),
                Arrays.copyOf(nameIndexes, mappingCount), sources, ignoredSources, names, warnings);
    }

    /** The reader's map: the columns become the map's (no copy when they are sorted and exactly long enough). */
    static SourceMap ofColumns(String mapUrl, String file, MappingColumns columns, String[] sources,
            SourceContents contents, boolean[] ignoredSources, String[] names, List<LoadWarning> warnings) {
        return new SourceMap(contents, mapUrl, file, columns.count, columns.generatedLines, columns.generatedColumns,
                columns.sources, columns.originalLines, columns.originalColumns, columns.names, sources, ignoredSources,
                names, warnings);
    }

    private SourceMap(SourceContents contents, String mapUrl, String file, int mappingCount, int[] generatedLines,
            int[] generatedColumns, int[] sourceIndexes, int[] originalLines, int[] originalColumns, int[] nameIndexes,
            String[] sources, boolean[] ignoredSources, String[] names, List<LoadWarning> warnings) {
        if (mappingCount < 0) throw new IllegalArgumentException("mappingCount < 0: " + mappingCount);
        for (int[] column : new int[][] {generatedLines, generatedColumns, sourceIndexes, originalLines,
                originalColumns, nameIndexes}) {
            if (column.length < mappingCount) throw new IllegalArgumentException("a column is shorter than mappingCount");
        }
        this.mapUrl = mapUrl;
        this.file = file;
        this.mappingCount = mappingCount;
        this.sources = sources.clone();
        this.contents = contents;
        this.ignoredSources = Arrays.copyOf(ignoredSources == null ? new boolean[0] : ignoredSources, sources.length);
        this.names = names.clone();
        this.warnings = List.copyOf(warnings);
        int[] order = MappingOrder.sortedOrder(generatedLines, generatedColumns, mappingCount);
        this.generatedLines = MappingOrder.permute(generatedLines, order, mappingCount);
        this.generatedColumns = MappingOrder.permute(generatedColumns, order, mappingCount);
        this.sourceIndexes = MappingOrder.permute(sourceIndexes, order, mappingCount);
        this.originalLines = MappingOrder.permute(originalLines, order, mappingCount);
        this.originalColumns = MappingOrder.permute(originalColumns, order, mappingCount);
        this.nameIndexes = MappingOrder.permute(nameIndexes, order, mappingCount);
        for (int m = 0; m < mappingCount; m++) {
            if (this.generatedLines[m] < 0 || this.generatedColumns[m] < 0) {
                throw new IllegalArgumentException("mapping " + m + " has a negative generated position");
            }
            int source = this.sourceIndexes[m];
            if (source < 0 || source >= this.sources.length || this.originalLines[m] < 0 || this.originalColumns[m] < 0) {
                this.sourceIndexes[m] = -1;
            }
            int name = this.nameIndexes[m];
            if (name < 0 || name >= this.names.length || this.sourceIndexes[m] < 0) this.nameIndexes[m] = -1;
        }
    }

    /** The map's ECMA-426 scopes, null when it has none (set once, by the reader, before the map is handed out). */
    private MapScopes scopes;

    void setScopes(MapScopes scopes) {
        this.scopes = scopes;
    }

    /** The map's scopes ({@link MapScopes}), null when it has none or they could not be used. */
    MapScopes scopes() {
        return scopes;
    }

    /** Where the map was read from (a path, a file:// URL, "data:" or a trace's URL), for messages. */
    public String mapUrl() {
        return mapUrl;
    }

    /** The map's {@code file}, or null. */
    public String file() {
        return file;
    }

    public int mappingCount() {
        return mappingCount;
    }

    public int generatedLine(int mapping) {
        return generatedLines[checkMapping(mapping)];
    }

    public int generatedColumn(int mapping) {
        return generatedColumns[checkMapping(mapping)];
    }

    /** The mapping's source, or -1 when it has no original position. */
    public int sourceIndex(int mapping) {
        return sourceIndexes[checkMapping(mapping)];
    }

    public int originalLine(int mapping) {
        return originalLines[checkMapping(mapping)];
    }

    public int originalColumn(int mapping) {
        return originalColumns[checkMapping(mapping)];
    }

    /** The mapping's name, or -1 when it has none. */
    public int nameIndex(int mapping) {
        return nameIndexes[checkMapping(mapping)];
    }

    /**
     * The last mapping at or before ({@code generatedLine}, {@code generatedColumn}) on the same generated line
     * (mozilla's {@code originalPositionFor}, greatest lower bound), or -1 when the line has none there. Among
     * mappings at one position, the last.
     */
    public int findOnLine(int generatedLine, int generatedColumn) {
        int after = firstAfter(generatedLine, generatedColumn);
        int found = after - 1;
        return found >= 0 && generatedLines[found] == generatedLine ? found : -1;
    }

    /** The first mapping of {@code generatedLine}, or -1 (for line-only positions such as V8 positionTicks). */
    public int firstOnLine(int generatedLine) {
        int first = generatedLine <= 0 ? 0 : firstAfter(generatedLine - 1, Integer.MAX_VALUE);
        return first < mappingCount && generatedLines[first] == generatedLine ? first : -1;
    }

    /** The first mapping after (line, column), i.e. the number of mappings at or before it. */
    private int firstAfter(int line, int column) {
        int low = 0;
        int high = mappingCount;
        while (low < high) {
            int mid = (low + high) >>> 1;
            int l = generatedLines[mid];
            if (l < line || l == line && generatedColumns[mid] <= column) low = mid + 1;
            else high = mid;
        }
        return low;
    }

    public int sourceCount() {
        return sources.length;
    }

    /** The source resolved against {@code sourceRoot} and the map URL; null when the map says it is unknown. */
    public String source(int source) {
        return sources[source];
    }

    /** The source's text from {@code sourcesContent}, or null when absent (missing, short, null or over the cap). */
    public String sourceContent(int source) {
        if (source < 0 || source >= sources.length) throw new IndexOutOfBoundsException(source);
        return contents.get(source);
    }

    /** Whether {@code ignoreList} (or {@code x_google_ignoreList}) names the source: third-party code. */
    public boolean isIgnored(int source) {
        return ignoredSources[source];
    }

    public int nameCount() {
        return names.length;
    }

    public String name(int name) {
        return names[name];
    }

    /** What reading the map repaired or dropped, one entry per kind. */
    public List<LoadWarning> warnings() {
        return warnings;
    }

    @Override
    public String toString() {
        return "SourceMap[" + mapUrl + ": " + mappingCount + " mappings, " + sources.length + " sources, " + names.length
                + " names]";
    }

    private int checkMapping(int mapping) {
        if (mapping < 0 || mapping >= mappingCount) throw new IndexOutOfBoundsException(mapping);
        return mapping;
    }
}
