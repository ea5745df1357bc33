package dev.flint.sourcemaps;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import dev.flint.model.LoadWarnings;
import dev.flint.model.MessageText;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads the JSON of one map, or of an index map with its sections, from a Jackson parser into {@link MapPart}s whose
 * mappings land in one set of columns; {@link MapFlattener} joins each part into the flattened map. Malformed
 * items degrade as the spec and DevTools degrade them (a non-string name reads {@code ""}, a non-string source
 * null, unknown keys are skipped); what cannot be used at all is a {@link SourceMapException}.
 */
final class MapParser {
    /** Most mappings one map keeps ({@link MappingColumns#MAX_COUNT}); later ones are dropped with a warning. */
    static final int MAX_MAPPINGS = MappingColumns.MAX_COUNT;
    /** The longest {@code sourcesContent} entry kept; longer ones are dropped with a warning. */
    static final int MAX_CONTENT_CHARS = 16 << 20;
    /** {@code sourcesContent} kept in all, over every entry of a map. */
    static final long MAX_KEPT_CONTENT_CHARS = 64L << 20;

    private final JsonParser parser;
    private final MapFlattener flattener;
    private final LoadWarnings warnings;
    private long keptContentChars;
    private boolean sawUnusableSection;

    MapParser(JsonParser parser, MapFlattener flattener, LoadWarnings warnings) {
        this.parser = parser;
        this.flattener = flattener;
        this.warnings = warnings;
    }

    /** Reads the whole document: one map object, or an index map whose sections are joined as they end. */
    void readDocument() throws IOException, SourceMapException {
        if (parser.nextToken() != JsonToken.START_OBJECT) {
            throw new SourceMapException("$: not a source map (the JSON is not an object)");
        }
        MapPart top = readMapObject("$", false);
        flattener.file(top.file);
        if (top.hasSections) {
            checkVersion(top, true);
            if (top.hasMappings) {
                // An index map has no mappings of its own; what it wrote beside its sections is not theirs.
                flattener.columns().remove(top.mappingsFrom, top.mappingsTo);
                warnings.add("$.mappings", "an index map with mappings of its own besides its sections; those ignored",
                        top.mappingsTo - top.mappingsFrom, "mappings");
            }
            if (parser.nextToken() != null) throw new SourceMapException("$: more JSON after the map");
            return;
        }
        if (!top.hasMappings) throw new SourceMapException("$: not a source map (no \"mappings\" and no \"sections\")");
        if (top.problem != null) throw new SourceMapException(top.problem);
        checkVersion(top, true);
        if (top.sources == null) {
            warnings.add("$", "no \"sources\"; every mapping read without an original position", 1, "maps");
        }
        flattener.addWholeMap(top);
        if (parser.nextToken() != null) throw new SourceMapException("$: more JSON after the map");
    }

    /** Reads the object the parser is at ({@code {}} just read) into a part; nested sections are refused. */
    private MapPart readMapObject(String path, boolean inSection) throws IOException, SourceMapException {
        MapPart part = new MapPart(path, flattener.columns().count);
        while (parser.nextToken() == JsonToken.FIELD_NAME) {
            String key = parser.currentName();
            JsonToken value = parser.nextToken();
            switch (key) {
                case "version" -> part.version = version(value);
                case "file" -> part.file = value == JsonToken.VALUE_STRING ? parser.getText() : null;
                case "sourceRoot" -> part.sourceRoot = value == JsonToken.VALUE_STRING ? parser.getText() : null;
                case "sources" -> part.sources = readStrings(path + ".sources", value, null);
                case "names" -> part.names = readStrings(path + ".names", value, "");
                case "sourcesContent" -> readContents(path + ".sourcesContent", value, part);
                case "mappings" -> readMappings(path + ".mappings", value, part);
                case "scopes" -> {
                    // ECMA-426's scopes proposal (MapScopes); an older or newer shape (an array) is not read
                    if (value == JsonToken.VALUE_STRING) part.scopes = parser.getText();
                    else parser.skipChildren();
                }
                case "ignoreList" -> {
                    part.hasIgnoreList = true;
                    readIndexes(path + ".ignoreList", value, part.ignoreList);
                }
                case "x_google_ignoreList" -> readIndexes(path + ".x_google_ignoreList", value, part.googleIgnoreList);
                case "sections" -> {
                    part.hasSections = true;
                    if (inSection) {
                        part.problem = path + ": an index map inside a section (sections may not nest)";
                        parser.skipChildren();
                    } else {
                        readSections(path + ".sections", value);
                    }
                }
                default -> parser.skipChildren();
            }
        }
        return part;
    }

    /** The version as text: 3, "3" and 3.0 (JavaScript compares loosely, and mozilla's reader with it) read "3". */
    private String version(JsonToken value) throws IOException {
        if (value == JsonToken.VALUE_NUMBER_FLOAT && parser.getDoubleValue() == 3.0) return "3";
        if (value == JsonToken.VALUE_NUMBER_INT || value == JsonToken.VALUE_NUMBER_FLOAT || value == JsonToken.VALUE_STRING) {
            return parser.getText();
        }
        parser.skipChildren();
        return value == JsonToken.START_ARRAY ? "an array" : value == JsonToken.START_OBJECT ? "an object" : value.asString();
    }

    private void checkVersion(MapPart part, boolean fatal) throws SourceMapException {
        if (part.version == null) {
            warnings.add(part.path, "no \"version\"; read as version 3", 1, "maps");
        } else if (!part.version.equals("3")) {
            String problem = part.path + ".version: " + MessageText.quote(String.valueOf(part.version))
                    + " is not supported (only 3)";
            if (fatal) throw new SourceMapException(problem);
            if (part.problem == null) part.problem = problem;
        }
    }

    /** An array of strings; a non-string entry reads {@code other} (the count goes into a warning). */
    private List<String> readStrings(String path, JsonToken value, String other) throws IOException {
        List<String> strings = new ArrayList<>();
        if (value != JsonToken.START_ARRAY) {
            parser.skipChildren();
            warnings.add(path, "not an array; read as empty", 1, "maps");
            return strings;
        }
        long odd = 0;
        for (JsonToken entry = parser.nextToken(); entry != JsonToken.END_ARRAY; entry = parser.nextToken()) {
            if (entry == JsonToken.VALUE_STRING) {
                strings.add(parser.getText());
            } else {
                if (entry != JsonToken.VALUE_NULL) odd++;
                parser.skipChildren();
                strings.add(other);
            }
        }
        if (odd > 0) warnings.add(path, "entries that are not strings, read as " + (other == null ? "null" : "\"\""), odd, "entries");
        return strings;
    }

    /**
     * {@code sourcesContent}, capped: an entry over {@link #MAX_CONTENT_CHARS}, or past {@link #MAX_KEPT_CONTENT_CHARS}
     * in all, is not kept (its length is known before any String is made of it).
     */
    private void readContents(String path, JsonToken value, MapPart part) throws IOException {
        if (value != JsonToken.START_ARRAY) {
            parser.skipChildren();
            return;
        }
        long tooLong = 0;
        long overBudget = 0;
        for (JsonToken entry = parser.nextToken(); entry != JsonToken.END_ARRAY; entry = parser.nextToken()) {
            String text = null;
            if (entry == JsonToken.VALUE_STRING) {
                int length = parser.getTextLength();
                if (length > MAX_CONTENT_CHARS) {
                    tooLong++;
                } else if (keptContentChars + length > MAX_KEPT_CONTENT_CHARS) {
                    overBudget++;
                } else {
                    keptContentChars += length;
                    text = parser.getText();
                }
            } else {
                parser.skipChildren();
            }
            part.contents.add(text);
        }
        // Messages are made only when needed: String.format costs microseconds, and an index map may have 10^6 parts.
        if (tooLong > 0) {
            warnings.add(path, "entries longer than " + MessageText.count(MAX_CONTENT_CHARS) + " characters, not kept",
                    tooLong, "sources");
        }
        if (overBudget > 0) {
            warnings.add(path, "entries past " + MessageText.count(MAX_KEPT_CONTENT_CHARS)
                    + " characters of source text in all, not kept", overBudget, "sources");
        }
    }

    /** Decodes {@code mappings} into the shared columns as Jackson hands the string over. */
    private void readMappings(String path, JsonToken value, MapPart part) throws IOException {
        part.hasMappings = true;
        if (value != JsonToken.VALUE_STRING) {
            parser.skipChildren();
            part.problem = path + ": not a string";
            return;
        }
        MappingColumns columns = flattener.columns();
        int length = parser.getTextLength();
        // Generators write 5 to 8 characters a mapping; a guess spares most of the growing copies.
        columns.ensureRoom(Math.min(length / 6, MAX_MAPPINGS));
        MappingsDecoder decoder = new MappingsDecoder(columns, MAX_MAPPINGS);
        part.mappingsFrom = columns.count;
        try {
            parser.getText(decoder);
            decoder.close();
            part.mappingsTo = columns.count;
        } catch (MappingsDecoder.MappingsException e) {
            columns.truncate(part.mappingsFrom);
            part.mappingsTo = part.mappingsFrom;
            part.problem = path + " (character " + MessageText.count(e.position) + "): " + e.getMessage()
                    + "; no mapping of the map is usable";
            return;
        }
        if (decoder.dropped() > 0) {
            warnings.add(path, "mappings past the first " + MessageText.count(MAX_MAPPINGS) + " dropped",
                    decoder.dropped(), "mappings");
        }
        warnings.add(path, "segments whose generated column is negative, dropped", decoder.negativeColumns(), "mappings");
        warnings.add(path, "segments whose generated column passes 2^31-1 (its relative values add up past 32 bits),"
                + " dropped", decoder.overflowingColumns(), "mappings");
    }

    /** Indexes into {@code sources}; entries that are not small integers are skipped. */
    private void readIndexes(String path, JsonToken value, List<Integer> indexes) throws IOException {
        if (value != JsonToken.START_ARRAY) {
            parser.skipChildren();
            return;
        }
        long odd = 0;
        for (JsonToken entry = parser.nextToken(); entry != JsonToken.END_ARRAY; entry = parser.nextToken()) {
            if (entry == JsonToken.VALUE_NUMBER_INT && parser.getNumberType() == JsonParser.NumberType.INT
                    && parser.getIntValue() >= 0) {
                indexes.add(parser.getIntValue());
            } else {
                odd++;
                parser.skipChildren();
            }
        }
        warnings.add(path, "entries that are not source indexes, skipped", odd, "entries");
    }

    /** Reads the sections of an index map, each joined to the flattened map (or dropped, with a warning) as it ends. */
    private void readSections(String path, JsonToken value) throws IOException, SourceMapException {
        if (value != JsonToken.START_ARRAY) throw new SourceMapException(path + ": not an array");
        int index = 0;
        for (JsonToken entry = parser.nextToken(); entry != JsonToken.END_ARRAY; entry = parser.nextToken(), index++) {
            String sectionPath = path + "[" + index + "]";
            if (entry != JsonToken.START_OBJECT) {
                parser.skipChildren();
                warnings.add(path, "sections that are not objects, skipped", 1, "sections");
                continue;
            }
            readSection(sectionPath);
        }
    }

    private void readSection(String path) throws IOException, SourceMapException {
        MapPart map = null;
        boolean hasUrl = false;
        long line = -1;
        long column = -1;
        int start = flattener.columns().count;
        while (parser.nextToken() == JsonToken.FIELD_NAME) {
            String key = parser.currentName();
            JsonToken value = parser.nextToken();
            if (key.equals("map") && value == JsonToken.START_OBJECT && map == null) {
                map = readMapObject(path + ".map", true);
            } else if (key.equals("offset") && value == JsonToken.START_OBJECT) {
                while (parser.nextToken() == JsonToken.FIELD_NAME) {
                    String field = parser.currentName();
                    JsonToken number = parser.nextToken();
                    long n = number == JsonToken.VALUE_NUMBER_INT && parser.getNumberType() == JsonParser.NumberType.INT
                            ? parser.getIntValue() : -1;
                    parser.skipChildren();
                    if (field.equals("line")) line = n;
                    else if (field.equals("column")) column = n;
                }
            } else {
                hasUrl |= key.equals("url");
                parser.skipChildren();
            }
        }
        String dropped = null;
        if (map == null) {
            dropped = hasUrl ? "sections with a \"url\" instead of a \"map\" (not supported), skipped"
                    : "sections without a \"map\", skipped";
        } else {
            checkVersion(map, false);
            if (map.problem != null) {
                if (!sawUnusableSection) warnings.add(path, map.problem + "; the section is skipped", 1, "sections");
                sawUnusableSection = true;
                dropped = "sections whose map is unusable, skipped";
            } else if (!map.hasMappings) {
                dropped = "sections whose map has no \"mappings\", skipped";
            } else if (line < 0 || column < 0) {
                dropped = "sections without a valid \"offset\" (line and column, integers from 0), skipped";
            }
        }
        if (dropped == null) dropped = flattener.addSection(map, (int) line, (int) column);
        if (dropped != null) {
            flattener.columns().truncate(start);
            warnings.add(path.substring(0, path.lastIndexOf('[')), dropped, 1, "sections");
        }
    }
}
