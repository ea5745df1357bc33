package dev.flint.importer;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import dev.flint.model.LoadWarnings;
import dev.flint.model.ScriptTable;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.HashMap;
import java.util.Map;

/**
 * Collects what a Chrome trace says about its scripts, for source maps (notes sourcemaps-record-formats.md
 * §3): the {@code v8-source-rundown} {@code ScriptCatchup} records (pid, isolate, scriptId, URLs, the
 * literal sourceMappingURL), their {@code …-sources} text ({@code ScriptCatchup}, or {@code LargeScriptCatchup}
 * in 1 MB pieces), and the maps DevTools saved in {@code metadata.sourceMaps}. Nothing waits for anything:
 * metadata may come first (DevTools) or last (a raw CDP stream); the matching is done after loading, by
 * {@code dev.flint.sourcemaps.SourceMapSet}. Text and maps past their caps are dropped with a warning.
 */
final class TraceScripts {
    static final String RUNDOWN = "disabled-by-default-devtools.v8-source-rundown";
    static final String RUNDOWN_SOURCES = "disabled-by-default-devtools.v8-source-rundown-sources";
    /** One saved map larger than this is dropped (its JSON would be held in memory until maps apply). */
    static final int MAX_MAP_BYTES = 64 << 20;
    /** All saved maps together. */
    static final long MAX_ALL_MAP_BYTES = 256L << 20;
    /** Source text kept for all scripts together, in chars (Chrome's own cap per script is 25 MB). */
    static final long MAX_SOURCE_CHARS = 64L << 20;
    /** More pieces than Chrome writes for its 25 MB cap. */
    static final int MAX_PIECES = 64;
    private static final JsonFactory JSON = JsonFactory.builder().build();

    private final ScriptTable table = new ScriptTable();
    private final Map<String, String[]> piecesByScript = new HashMap<>();
    private long mapBytes;
    private long sourceChars;
    private long droppedMaps;
    private long badMapEntries;
    private long droppedTexts;
    private long gappedTexts;

    /** Whether an event is a script record this class reads (the byte reader leaves those to Jackson). */
    static boolean isScriptRecord(String name, String cat) {
        if (name == null || cat == null) return false;
        // Asked for every event: the names' lengths (13 and 18) first, without equals' calls.
        int length = name.length();
        if (length != 13 && length != 18) return false;
        if (name.equals("ScriptCatchup")) return cat.equals(RUNDOWN) || cat.equals(RUNDOWN_SOURCES);
        return name.equals("LargeScriptCatchup") && cat.equals(RUNDOWN_SOURCES);
    }

    void accept(RawTraceEvent e) {
        if (!isScriptRecord(e.name, e.cat) || e.scriptId == null) return;
        if (e.cat.equals(RUNDOWN)) {
            table.addScript(e.pid, e.isolate, e.scriptId, e.url, e.sourceUrl, e.sourceMapUrl, e.sourceMapUrlElided);
        } else if (e.name.equals("ScriptCatchup")) {
            if (e.sourceText != null) keepText(e.pid, e.isolate, e.scriptId, e.sourceText);
        } else if (e.sourceText != null) {
            if (e.splitCount <= 0 || e.splitCount > MAX_PIECES || e.splitIndex < 0 || e.splitIndex >= e.splitCount) {
                gappedTexts++;
                return;
            }
            String key = e.pid + "\0" + e.isolate + "\0" + e.scriptId;
            String[] pieces = piecesByScript.computeIfAbsent(key, k -> new String[e.splitCount]);
            if (pieces.length != e.splitCount) {
                gappedTexts++;
                return;
            }
            pieces[e.splitIndex] = e.sourceText;
            table.addScript(e.pid, e.isolate, e.scriptId, null, null, null, false);
            if (isComplete(pieces)) {
                piecesByScript.remove(key);
                keepText(e.pid, e.isolate, e.scriptId, String.join("", pieces));
            }
        }
    }

    private static boolean isComplete(String[] pieces) {
        for (String piece : pieces) if (piece == null) return false;
        return true;
    }

    private void keepText(long pid, String isolate, String scriptId, String text) {
        if (sourceChars + text.length() > MAX_SOURCE_CHARS) {
            droppedTexts++;
            return;
        }
        sourceChars += text.length();
        table.setSourceText(pid, isolate, scriptId, text);
    }

    /** Reads {@code metadata.sourceMaps} (the parser on its value). */
    void readSourceMaps(JsonParser parser) throws IOException {
        if (parser.currentToken() != JsonToken.START_ARRAY) {
            parser.skipChildren();
            badMapEntries++;
            return;
        }
        while (parser.nextToken() != JsonToken.END_ARRAY) {
            if (parser.currentToken() != JsonToken.START_OBJECT) {
                parser.skipChildren();
                badMapEntries++;
                continue;
            }
            String url = null;
            String mapUrl = null;
            byte[] json = null;
            boolean tooLarge = false;
            while (parser.nextToken() == JsonToken.FIELD_NAME) {
                String key = parser.currentName();
                JsonToken value = parser.nextToken();
                switch (key) {
                    case "url" -> url = value == JsonToken.VALUE_STRING ? parser.getText() : skipped(parser);
                    case "sourceMapUrl" -> mapUrl = value == JsonToken.VALUE_STRING ? parser.getText() : skipped(parser);
                    case "sourceMap" -> {
                        if (value != JsonToken.START_OBJECT) {
                            parser.skipChildren();
                        } else {
                            json = copy(parser);
                            tooLarge = json == null;
                        }
                    }
                    default -> parser.skipChildren();
                }
            }
            if (tooLarge) droppedMaps++;
            else if (url == null || json == null) badMapEntries++;
            else table.addEmbeddedMap(url, mapUrl, json);
        }
    }

    /**
     * The object the parser is on, as JSON bytes, or null when it passes this map's cap or all maps' cap
     * (then the rest of it is skipped).
     */
    private byte[] copy(JsonParser parser) throws IOException {
        long room = Math.min(MAX_MAP_BYTES, MAX_ALL_MAP_BYTES - mapBytes);
        ByteArrayOutputStream bytes = new ByteArrayOutputStream(1 << 12);
        int depth = 0;
        try (JsonGenerator out = JSON.createGenerator(bytes)) {
            do {
                JsonToken token = parser.currentToken();
                if (token == JsonToken.START_OBJECT || token == JsonToken.START_ARRAY) depth++;
                else if (token == JsonToken.END_OBJECT || token == JsonToken.END_ARRAY) depth--;
                out.copyCurrentEvent(parser);
                if (bytes.size() > room) {
                    out.flush();
                    if (bytes.size() > room) {
                        // Over the cap: the rest goes unread into nothing.
                        while (depth > 0) {
                            JsonToken next = parser.nextToken();
                            if (next == JsonToken.START_OBJECT || next == JsonToken.START_ARRAY) depth++;
                            else if (next == JsonToken.END_OBJECT || next == JsonToken.END_ARRAY) depth--;
                        }
                        return null;
                    }
                }
            } while (depth > 0 && parser.nextToken() != null);
        }
        mapBytes += bytes.size();
        return bytes.toByteArray();
    }

    private static String skipped(JsonParser parser) throws IOException {
        parser.skipChildren();
        return null;
    }

    /** The table, the warnings said. */
    ScriptTable finish(LoadWarnings warnings) {
        gappedTexts += piecesByScript.size();
        warnings.addEvents("metadata.sourceMaps", "saved source maps over Flint's cap of " + (MAX_MAP_BYTES >> 20)
                + " MiB each (" + (MAX_ALL_MAP_BYTES >> 20) + " MiB in all) dropped: their scripts stay unmapped",
                droppedMaps);
        warnings.addEvents("metadata.sourceMaps", "entries without a url or a sourceMap object ignored", badMapEntries);
        warnings.addEvents("traceEvents", "script sources past Flint's cap of " + (MAX_SOURCE_CHARS >> 20)
                + " Mi chars dropped: their source maps apply without DevTools' check of the names", droppedTexts);
        warnings.addEvents("traceEvents", "LargeScriptCatchup sources with a missing or bad piece dropped, "
                + "not joined across the gap", gappedTexts);
        return table;
    }
}
