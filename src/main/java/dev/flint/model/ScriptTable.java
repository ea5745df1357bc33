package dev.flint.model;

import java.util.Arrays;

/**
 * What a trace says about its scripts, for finding their source maps (DevTools enhanced traces; notes
 * sourcemaps-record-formats.md §3): one row per script from the {@code v8-source-rundown} {@code ScriptCatchup}
 * events, keyed by (pid, isolate, scriptId), and the raw source maps DevTools saved in {@code
 * metadata.sourceMaps}. Strings (URLs, ids) are indexes into this table's own {@link StringTable}; a script's
 * source text (for DevTools' {@code (} check) is kept whole, since lookups need characters at any offset.
 * Empty for formats without such records. Read-only once the importer hands it over.
 */
public final class ScriptTable {
    private static final ScriptTable EMPTY = new ScriptTable();

    private final StringTable strings = new StringTable();
    private final java.util.Map<String, Integer> rowByKey = new java.util.HashMap<>();
    // Scripts, by row.
    private long[] pid = new long[0];
    private int[] isolate = new int[0];
    private int[] scriptId = new int[0];
    private int[] url = new int[0];
    private int[] sourceUrl = new int[0];
    /** The literal {@code sourceMappingURL} value, -1 when none or elided. */
    private int[] sourceMapUrl = new int[0];
    private boolean[] sourceMapUrlElided = new boolean[0];
    private String[] sourceText = new String[0];
    private int size;
    // Maps saved in the trace's metadata, by entry.
    private int[] embeddedUrl = new int[0];
    private int[] embeddedMapUrl = new int[0];
    private byte[][] embeddedJson = new byte[0][];
    private int embeddedCount;

    public static ScriptTable empty() {
        return EMPTY;
    }

    public boolean isEmpty() {
        return size == 0 && embeddedCount == 0;
    }

    /**
     * Adds a script, or fills in what an earlier row of the same (pid, isolate, scriptId) lacked (Chrome writes
     * each ScriptCatchup twice). Null strings are "unknown".
     *
     * @return the script's row
     */
    public int addScript(long processId, String isolateId, String id, String scriptUrl, String scriptSourceUrl,
                         String mapUrl, boolean mapUrlElided) {
        int row = find(processId, isolateId, id);
        if (row < 0) {
            if (size == pid.length) {
                int capacity = Columns.grownCapacity(size);
                pid = Arrays.copyOf(pid, capacity);
                isolate = Columns.grow(isolate, capacity);
                scriptId = Columns.grow(scriptId, capacity);
                url = Columns.grow(url, capacity);
                sourceUrl = Columns.grow(sourceUrl, capacity);
                sourceMapUrl = Columns.grow(sourceMapUrl, capacity);
                sourceMapUrlElided = Arrays.copyOf(sourceMapUrlElided, capacity);
                sourceText = Arrays.copyOf(sourceText, capacity);
            }
            row = size++;
            rowByKey.put(key(processId, isolateId, id), row);
            pid[row] = processId;
            isolate[row] = string(isolateId == null ? "" : isolateId);
            scriptId[row] = string(id == null ? "" : id);
            url[row] = sourceUrl[row] = sourceMapUrl[row] = -1;
        }
        if (url[row] < 0 && scriptUrl != null && !scriptUrl.isEmpty()) url[row] = string(scriptUrl);
        if (sourceUrl[row] < 0 && scriptSourceUrl != null && !scriptSourceUrl.isEmpty()) {
            sourceUrl[row] = string(scriptSourceUrl);
        }
        if (sourceMapUrl[row] < 0 && mapUrl != null && !mapUrl.isEmpty()) sourceMapUrl[row] = string(mapUrl);
        sourceMapUrlElided[row] |= mapUrlElided;
        return row;
    }

    /** The script's whole source text (joined from its pieces by the importer). */
    public void setSourceText(long processId, String isolateId, String id, String text) {
        int row = find(processId, isolateId, id);
        if (row < 0) row = addScript(processId, isolateId, id, null, null, null, false);
        sourceText[row] = text;
    }

    /** Adds one {@code metadata.sourceMaps} entry: the script URL, the resolved map URL (null when elided), the raw v3 JSON. */
    public void addEmbeddedMap(String scriptUrl, String mapUrl, byte[] json) {
        if (embeddedCount == embeddedJson.length) {
            int capacity = Columns.grownCapacity(embeddedCount);
            embeddedUrl = Columns.grow(embeddedUrl, capacity);
            embeddedMapUrl = Columns.grow(embeddedMapUrl, capacity);
            embeddedJson = Arrays.copyOf(embeddedJson, capacity);
        }
        embeddedUrl[embeddedCount] = scriptUrl == null ? -1 : string(scriptUrl);
        embeddedMapUrl[embeddedCount] = mapUrl == null ? -1 : string(mapUrl);
        embeddedJson[embeddedCount] = json;
        embeddedCount++;
    }

    /** The row of a script, or -1. */
    public int find(long processId, String isolateId, String id) {
        Integer row = rowByKey.get(key(processId, isolateId, id));
        return row == null ? -1 : row;
    }

    private static String key(long processId, String isolateId, String id) {
        return processId + "\0" + (isolateId == null ? "" : isolateId) + "\0" + (id == null ? "" : id);
    }

    public int size() { return size; }
    public long pid(int row) { return pid[row]; }
    public String isolate(int row) { return strings.get(isolate[row]); }
    public String scriptId(int row) { return strings.get(scriptId[row]); }
    /** The script's URL, null when the trace gives none. */
    public String url(int row) { return text(url[row]); }
    /** Its {@code //# sourceURL}, null when none. */
    public String sourceUrl(int row) { return text(sourceUrl[row]); }
    /** Its {@code //# sourceMappingURL} as written (relative or {@code data:}), null when none or elided. */
    public String sourceMapUrl(int row) { return text(sourceMapUrl[row]); }
    /** True when the trace left the map URL out for its length (a big {@code data:} URL). */
    public boolean sourceMapUrlElided(int row) { return sourceMapUrlElided[row]; }
    /** The script's source text, null when the trace has none. */
    public String sourceText(int row) { return sourceText[row]; }

    public int embeddedMapCount() { return embeddedCount; }
    public String embeddedScriptUrl(int entry) { return text(embeddedUrl[entry]); }
    public String embeddedMapUrl(int entry) { return text(embeddedMapUrl[entry]); }
    /** The raw source map v3 JSON, UTF-8. */
    public byte[] embeddedMapJson(int entry) { return embeddedJson[entry]; }

    private int string(String s) {
        return strings.indexOf(s);
    }

    private String text(int string) {
        return string < 0 ? null : strings.get(string);
    }
}
