package dev.flint.sourcemaps;

import dev.flint.model.IntColumn;
import dev.flint.model.LoadWarning;
import dev.flint.model.Profile;
import dev.flint.model.ProfileThread;
import dev.flint.model.ScriptTable;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** One run of {@link SourceMapSet#discover}: the profile's scripts, then each place maps come from in turn. */
final class MapDiscovery {
    /** A local script larger than this is not read for its sourceMappingURL comment. */
    static final long MAX_SCRIPT_BYTES = 64L << 20;
    /** Function starts kept per script for the fit check. */
    private static final int MAX_STARTS = 4096;
    private static final String FUNCS = "funcs";

    /** A script the profile's JS funcs name: where its functions start (0-based), for the fit check. */
    private static final class Script {
        final IntColumn lines = new IntColumn(16);
        final IntColumn columns = new IntColumn(16);
        int funcs;
        /** The local script's text, read at most once ({@link #textRead}). */
        String text;
        boolean textRead;
    }

    private final Profile profile;
    private final GivenMaps given;
    private final Map<String, Script> scripts = new LinkedHashMap<>();
    private final Map<String, ScriptMap> byUrl = new LinkedHashMap<>();
    private final Map<String, ScriptMap> byScript = new HashMap<>();
    private final List<LoadWarning> warnings = new ArrayList<>();
    /** Decoded maps by where they came from, so a map two scripts share is read once; null: could not be read. */
    private final Map<String, SourceMap> decoded = new HashMap<>();

    MapDiscovery(Profile profile, GivenMaps given) {
        this.profile = profile;
        this.given = given;
        warnings.addAll(given.warnings());
        for (UserMaps.Candidate candidate : given.candidates()) decoded.put(fileKey(candidate.path()), candidate.map());
    }

    SourceMapSet run() {
        collectScripts();
        if (scripts.isEmpty()) {
            warnUnmatched(given.candidates());
            return warnings.isEmpty() ? SourceMapSet.empty() : new SourceMapSet(byUrl, byScript, warnings);
        }
        fromTrace();
        fromUserPaths();
        fromLocalScripts();
        return new SourceMapSet(byUrl, byScript, warnings);
    }

    private void collectScripts() {
        for (ProfileThread thread : profile.threads()) {
            for (int func = 0; func < thread.funcs().size(); func++) {
                int fileName = thread.funcs().fileName(func);
                if (!thread.funcs().isJS(func) || fileName < 0) continue;
                String url = thread.strings().get(fileName);
                if (url.isEmpty()) continue;
                Script script = scripts.computeIfAbsent(url, u -> new Script());
                script.funcs++;
                int line = thread.funcs().line(func);
                if (line >= 1 && script.lines.size() < MAX_STARTS) {
                    script.lines.add(line - 1);
                    script.columns.add(Math.max(0, thread.funcs().column(func) - 1));
                }
            }
        }
    }

    // --- The trace's own maps ------------------------------------------------------------------------------

    private void fromTrace() {
        ScriptTable table = profile.scripts();
        if (table.isEmpty()) return;
        for (int row = 0; row < table.size(); row++) {
            String url = table.url(row);
            if (url == null || !scripts.containsKey(url)) continue;
            SourceMap map = traceScriptMap(table, row, url);
            if (map == null) continue;
            ScriptMap script = new ScriptMap(url, map, table.sourceText(row));
            if (!fits(script)) continue;
            byScript.put(SourceMapSet.scriptKey(table.pid(row), table.scriptId(row)), script);
            byUrl.putIfAbsent(url, script);
        }
        for (int entry = 0; entry < table.embeddedMapCount(); entry++) {
            String url = table.embeddedScriptUrl(entry);
            if (!scripts.containsKey(url) || byUrl.containsKey(url)) continue;
            SourceMap map = decodeEmbedded(table, entry);
            if (map == null) continue;
            ScriptMap script = new ScriptMap(url, map, textOfUrl(table, url));
            if (fits(script)) byUrl.put(url, script);
        }
    }

    /** The map a script record points to: a saved map of its resolved URL (or of its URL when elided), a data: URL, a local file. */
    private SourceMap traceScriptMap(ScriptTable table, int row, String url) {
        String literal = table.sourceMapUrl(row);
        String base = table.sourceUrl(row) != null ? table.sourceUrl(row) : url;
        String resolved = literal == null ? null : SourceMappingUrl.resolve(literal, base);
        for (int entry = 0; entry < table.embeddedMapCount(); entry++) {
            String mapUrl = table.embeddedMapUrl(entry);
            boolean same = resolved != null ? resolved.equals(mapUrl)
                    : table.sourceMapUrlElided(row) && mapUrl == null && url.equals(table.embeddedScriptUrl(entry));
            if (same) return decodeEmbedded(table, entry);
        }
        if (resolved == null) return null;
        if (resolved.regionMatches(true, 0, "data:", 0, 5)) return decodeDataUrl(literal, url);
        Path local = ScriptNames.localPath(resolved);
        return local != null && Files.isRegularFile(local) ? decodeFile(local) : null;
    }

    private static String textOfUrl(ScriptTable table, String url) {
        for (int row = 0; row < table.size(); row++) {
            if (url.equals(table.url(row)) && table.sourceText(row) != null) return table.sourceText(row);
        }
        return null;
    }

    private SourceMap decodeEmbedded(ScriptTable table, int entry) {
        String where = table.embeddedMapUrl(entry) != null ? table.embeddedMapUrl(entry)
                : table.embeddedScriptUrl(entry) + ".map";
        String key = "metadata\0" + entry;
        if (decoded.containsKey(key)) return decoded.get(key);
        SourceMap map = null;
        try {
            map = SourceMapReader.read(new ByteArrayInputStream(table.embeddedMapJson(entry)), where);
            MapFiles.addWarnings(map, warnings);
        } catch (SourceMapException e) {
            warn("metadata.sourceMaps[" + entry + "] (" + where + ")", MapFiles.unprefixed(e.getMessage(), where)
                    + "; its script stays unmapped", scriptFuncs(table.embeddedScriptUrl(entry)));
        }
        decoded.put(key, map);
        return map;
    }

    // --- Maps the user gave ----------------------------------------------------------------------------------

    private void fromUserPaths() {
        if (given.isEmpty()) return;
        List<UserMaps.Candidate> candidates = given.candidates();
        java.util.Set<UserMaps.Candidate> unmatched = new java.util.LinkedHashSet<>(candidates);
        for (Map.Entry<String, Script> entry : scripts.entrySet()) {
            String url = entry.getKey();
            String mappingUrl = sourceMappingUrlOf(url);
            UserMaps.Match match = UserMaps.match(candidates, url, mappingUrl);
            match.matched().forEach(unmatched::remove);
            if (byUrl.containsKey(url)) continue; // the trace's own map comes first
            if (match.ambiguous() != null) {
                warn(url, "several maps given match it by " + match.rule() + " (" + match.ambiguous()
                        + "): none applied; give the one that fits", entry.getValue().funcs);
            } else if (match.map() != null) {
                ScriptMap script = new ScriptMap(url, match.map(), localText(url));
                if (fits(script)) byUrl.put(url, script);
            }
        }
        warnUnmatched(unmatched);
    }

    /**
     * One warning for the given maps that no script of the profile matches by name ({@code app.v2.min.js.map}
     * given for {@code app.min.js}): they are not applied, and without a word the user would think they were.
     */
    private void warnUnmatched(java.util.Collection<UserMaps.Candidate> unmatched) {
        if (unmatched.isEmpty() || !given.saysUnmatched()) return;
        List<String> maps = new ArrayList<>();
        for (UserMaps.Candidate candidate : unmatched) maps.add(candidate.path().toString());
        List<String> names = new ArrayList<>();
        for (String url : scripts.keySet()) {
            // node's own modules (node:internal/…) never have a map: listing them hides the bundle's name
            if (!url.startsWith("node:") && !url.startsWith("internal/")) names.add(ScriptNames.baseName(url));
        }
        String scriptsText = names.isEmpty() ? "the profile has no scripts of its own"
                : "its scripts are " + dev.flint.model.MessageText.list(names);
        String which = maps.size() == 1 ? "matches" : "and the other given maps (" + dev.flint.model.MessageText.list(
                maps.subList(1, maps.size())) + ") match";
        warnings.add(new LoadWarning(maps.get(0), which + " no script of the profile by name (" + scriptsText
                + "): not applied; a map is matched by its name (SCRIPT.map), the script's sourceMappingURL or its"
                + " \"file\"", maps.size(), "maps"));
    }

    /** The sourceMappingURL a script names (its trace record, else its local text), null when unknown. */
    private String sourceMappingUrlOf(String url) {
        ScriptTable table = profile.scripts();
        for (int row = 0; row < table.size(); row++) {
            if (url.equals(table.url(row)) && table.sourceMapUrl(row) != null) return table.sourceMapUrl(row);
        }
        String text = localText(url);
        return text == null ? null : SourceMappingUrl.find(text);
    }

    // --- Local scripts ---------------------------------------------------------------------------------------

    private void fromLocalScripts() {
        for (String url : scripts.keySet()) {
            if (byUrl.containsKey(url)) continue;
            Path path = ScriptNames.localPath(url);
            if (path == null) continue;
            String text = localText(url);
            SourceMap map = null;
            String comment = text == null ? null : SourceMappingUrl.find(text);
            if (comment != null) {
                String resolved = SourceMappingUrl.resolve(comment, path.toString());
                if (resolved.regionMatches(true, 0, "data:", 0, 5)) {
                    map = decodeDataUrl(comment, url);
                } else {
                    Path mapPath = ScriptNames.localPath(resolved);
                    if (mapPath != null && Files.isRegularFile(mapPath)) map = decodeFile(mapPath);
                }
            }
            if (map == null) {
                Path beside = path.resolveSibling(path.getFileName() + ".map");
                if (Files.isRegularFile(beside)) map = decodeFile(beside);
            }
            if (map == null) continue;
            ScriptMap script = new ScriptMap(url, map, text);
            if (fits(script)) byUrl.put(url, script);
        }
    }

    /** The text of the local script a URL names, read once; null when it names none or it cannot be read. */
    private String localText(String url) {
        Script script = scripts.get(url);
        if (script == null) return null;
        if (script.textRead) return script.text;
        script.textRead = true;
        Path path = ScriptNames.localPath(url);
        if (path == null || !Files.isRegularFile(path)) return null;
        try {
            if (Files.size(path) > MAX_SCRIPT_BYTES) {
                warn(url, "the local script is larger than " + (MAX_SCRIPT_BYTES >> 20)
                        + " MiB: not read for its source map", script.funcs);
                return null;
            }
            script.text = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPLACE)
                    .onUnmappableCharacter(CodingErrorAction.REPLACE)
                    .decode(java.nio.ByteBuffer.wrap(Files.readAllBytes(path))).toString();
        } catch (IOException e) {
            warn(url, "the local script cannot be read (" + e.getMessage() + "): not used for its source map",
                    script.funcs);
        }
        return script.text;
    }

    // --- Reading and checking --------------------------------------------------------------------------------

    private SourceMap decodeFile(Path path) {
        String key = fileKey(path);
        if (decoded.containsKey(key)) return decoded.get(key);
        SourceMap map = MapFiles.decode(path, warnings);
        decoded.put(key, map);
        return map;
    }

    private static String fileKey(Path path) {
        return "file\0" + path.toAbsolutePath().normalize();
    }

    private SourceMap decodeDataUrl(String dataUrl, String scriptUrl) {
        String key = "data\0" + scriptUrl + "\0" + dataUrl.hashCode();
        if (decoded.containsKey(key)) return decoded.get(key);
        SourceMap map = null;
        try {
            map = SourceMapReader.readDataUrl(dataUrl, scriptUrl);
            MapFiles.addWarnings(map, warnings);
        } catch (SourceMapException e) {
            warn(scriptUrl, "its inline data: source map: " + e.getMessage() + "; not applied", scriptFuncs(scriptUrl));
        }
        decoded.put(key, map);
        return map;
    }

    /** Whether the map fits the script (else a warning naming both). */
    private boolean fits(ScriptMap script) {
        Script use = scripts.get(script.scriptUrl());
        String problem = MapFit.problem(script, use.lines.array(), use.columns.array(), use.lines.size());
        if (problem == null) return true;
        warn(script.map().mapUrl(), "does not fit " + script.scriptUrl() + ": " + problem
                + "; not applied (a map of another build?)", use.funcs);
        return false;
    }

    private int scriptFuncs(String url) {
        Script script = scripts.get(url);
        return script == null ? 0 : script.funcs;
    }

    private void warn(String where, String what, int funcs) {
        warnings.add(new LoadWarning(where, what, funcs, FUNCS));
    }
}
