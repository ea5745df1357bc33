package dev.flint.sourcemaps;

import dev.flint.model.LoadWarnings;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Joins map parts into one flattened map: a part's sources are resolved (sourceRoot, then the base URL) and its
 * local source and name indexes become the flattened map's. A plain map keeps its sources as they are; sections
 * share equal sources and names, so 10^6 sections of one file make one source. A section's mappings move by its
 * offset: its line to all of them, its column only to those on the section's first line.
 */
final class MapFlattener {
    private final MappingColumns columns = new MappingColumns(0);
    private final String baseUrl;
    private final LoadWarnings warnings;
    private final List<String> sources = new ArrayList<>();
    private final List<String> contents = new ArrayList<>();
    private final List<Boolean> ignored = new ArrayList<>();
    private final List<String> names = new ArrayList<>();
    private final Map<String, Integer> sourceByUrl = new HashMap<>();
    private final Map<String, Integer> nameIndexes = new HashMap<>();
    private final Map<String, String> resolvedSources = new HashMap<>();
    private String file;
    /** The previous kept section's offset and its last mapping's generated position, as line << 32 | column. */
    private long previousOffset = -1;
    private long previousEnd = -1;

    /** Sources resolve against {@code baseUrl}: the map's URL or path, or the script's for a data: URL. */
    MapFlattener(String baseUrl, LoadWarnings warnings) {
        this.baseUrl = baseUrl;
        this.warnings = warnings;
    }

    MappingColumns columns() {
        return columns;
    }

    /** The map's {@code file} (the top object's, for an index map). */
    void file(String file) {
        this.file = file;
    }

    /** The scopes of a plain map (sections' are not read). */
    private String scopes;

    /** The map is one plain map: its sources and names keep their indexes. */
    void addWholeMap(MapPart part) {
        scopes = part.scopes;
        int[] sourceIndexes = addSources(part, false);
        int[] nameIndexes = addNames(part, false);
        translate(part, sourceIndexes, nameIndexes, 0, 0);
    }

    /**
     * Adds a section at ({@code line}, {@code column}), or returns why it is dropped: an offset before the previous
     * section's (unsorted), or at or before its last mapping (overlapping); the earlier section wins.
     */
    String addSection(MapPart part, int line, int column) {
        long offset = (long) line << 32 | column;
        if (offset < previousOffset) return "sections out of order (an offset before the previous section's), skipped";
        if (offset <= previousEnd) return "sections overlapping the previous section's mappings, skipped";
        int end = columns.count;
        long lastLine = -1;
        for (int m = part.mappingsStart; m < end; m++) lastLine = Math.max(lastLine, columns.generatedLines[m]);
        if (lastLine + line > Integer.MAX_VALUE) return "sections whose lines would pass 2^31 after their offset, skipped";
        int[] sourceIndexes = addSources(part, true);
        int[] nameIndexes = addNames(part, true);
        translate(part, sourceIndexes, nameIndexes, line, column);
        previousOffset = offset;
        for (int m = part.mappingsStart; m < end; m++) {
            long position = (long) columns.generatedLines[m] << 32 | columns.generatedColumns[m];
            previousEnd = Math.max(previousEnd, position);
        }
        return null;
    }

    /** The part's sources, resolved, as flattened indexes ({@code shared}: equal URLs become one source). */
    private int[] addSources(MapPart part, boolean shared) {
        int count = part.sourceCount();
        int[] indexes = new int[count];
        boolean[] partIgnored = new boolean[count];
        long badIgnores = 0;
        for (int index : part.ignored()) {
            if (index < count) partIgnored[index] = true;
            else badIgnores++;
        }
        if (badIgnores > 0) {
            warnings.add(part.path + (part.hasIgnoreList ? ".ignoreList" : ".x_google_ignoreList"),
                    "indexes past the sources, skipped", badIgnores, "entries");
        }
        for (int i = 0; i < count; i++) {
            String raw = part.sources.get(i);
            String url = raw == null ? null : resolve(raw, part.sourceRoot, shared);
            String content = i < part.contents.size() ? part.contents.get(i) : null;
            Integer existing = shared && url != null ? sourceByUrl.get(url) : null;
            if (existing != null) {
                if (contents.get(existing) == null) contents.set(existing, content);
                indexes[i] = existing;
                continue;
            }
            indexes[i] = sources.size();
            sources.add(url);
            contents.add(content);
            ignored.add(partIgnored[i]);
            if (url != null) sourceByUrl.putIfAbsent(url, indexes[i]);
        }
        return indexes;
    }

    /** The source resolved; sections repeat their sources, so those resolutions are remembered. */
    private String resolve(String source, String sourceRoot, boolean shared) {
        if (!shared) return SourceUrls.resolve(SourceUrls.withRoot(source, sourceRoot), baseUrl);
        String key = sourceRoot == null ? source : sourceRoot + '\0' + source;
        return resolvedSources.computeIfAbsent(key,
                k -> SourceUrls.resolve(SourceUrls.withRoot(source, sourceRoot), baseUrl));
    }

    private int[] addNames(MapPart part, boolean shared) {
        List<String> partNames = part.names == null ? List.of() : part.names;
        int[] indexes = new int[partNames.size()];
        for (int i = 0; i < indexes.length; i++) {
            String name = partNames.get(i);
            Integer existing = shared ? nameIndexes.get(name) : null;
            if (existing != null) {
                indexes[i] = existing;
                continue;
            }
            indexes[i] = names.size();
            names.add(name);
            nameIndexes.putIfAbsent(name, indexes[i]);
        }
        return indexes;
    }

    /** Turns the part's local indexes into flattened ones (bad ones into -1, counted) and applies the offset. */
    private void translate(MapPart part, int[] sourceIndexes, int[] nameIndexes, int line, int column) {
        long badSources = 0;
        long badPositions = 0;
        long overflowingPositions = 0;
        long badNames = 0;
        int[] lines = columns.generatedLines;
        for (int m = part.mappingsStart, end = columns.count; m < end; m++) {
            int source = columns.sources[m];
            if (source != -1) {
                if (source < 0 || source >= sourceIndexes.length) {
                    badSources++;
                    source = -1;
                } else if (columns.originalLines[m] < 0 || columns.originalColumns[m] < 0) {
                    badPositions++;
                    source = -1;
                } else if (columns.originalLines[m] == MappingsDecoder.TOO_LARGE
                        || columns.originalColumns[m] == MappingsDecoder.TOO_LARGE) {
                    overflowingPositions++;
                    source = -1;
                } else {
                    source = sourceIndexes[source];
                }
                columns.sources[m] = source;
            }
            int name = columns.names[m];
            if (name != -1) {
                if (name < 0 || name >= nameIndexes.length || source < 0) {
                    if (source >= 0) badNames++;
                    name = -1;
                } else {
                    name = nameIndexes[name];
                }
                columns.names[m] = name;
            }
            if (lines[m] == 0) columns.generatedColumns[m] = (int) Math.min(Integer.MAX_VALUE, (long) columns.generatedColumns[m] + column);
            lines[m] += line;
        }
        String where = part.path + ".mappings";
        warnings.add(where, "source indexes past \"sources\" (or negative): read without an original position",
                badSources, "mappings");
        warnings.add(where, "negative original lines or columns: read without an original position", badPositions,
                "mappings");
        warnings.add(where, "original lines or columns past 2^31-1 (their relative values add up past 32 bits): read"
                + " without an original position", overflowingPositions, "mappings");
        warnings.add(where, "name indexes past \"names\" (or negative): read without a name", badNames, "mappings");
    }

    /** The flattened map. */
    SourceMap build(String mapUrl) {
        columns.trim();
        boolean[] ignoredSources = new boolean[ignored.size()];
        for (int i = 0; i < ignoredSources.length; i++) ignoredSources[i] = ignored.get(i);
        String[] nameArray = names.toArray(String[]::new);
        MapScopes decodedScopes = MapScopes.decode(scopes, nameArray, warnings);
        SourceMap map = SourceMap.ofColumns(mapUrl, file, columns, sources.toArray(String[]::new),
                SourceContents.of(contents.toArray(String[]::new)), ignoredSources, nameArray, warnings.toList());
        map.setScopes(decodedScopes);
        return map;
    }
}
