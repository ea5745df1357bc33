package dev.flint.sourcemaps;

import dev.flint.model.LoadWarning;
import dev.flint.model.Profile;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The source maps found for a profile, keyed by script URL, and by (pid, scriptId) where a trace's script
 * records give maps per script (one URL loaded twice with two builds). {@link #discover} finds them in
 * DESIGN.md's order; {@link SourceMapApplier} applies them per thread. Immutable once made.
 */
public final class SourceMapSet {
    /** A file named as a source map ({@code *.map}, any case): what a folder is searched for, and what a drop is. */
    public static boolean isMapFileName(Path file) {
        Path name = file.getFileName();
        return name != null && name.toString().toLowerCase(java.util.Locale.ROOT).endsWith(".map");
    }

    private static final SourceMapSet EMPTY = new SourceMapSet(Map.of(), Map.of(), List.of());

    private final Map<String, ScriptMap> byUrl;
    private final Map<String, ScriptMap> byScript;
    private final List<LoadWarning> warnings;

    SourceMapSet(Map<String, ScriptMap> byUrl, Map<String, ScriptMap> byScript, List<LoadWarning> warnings) {
        this.byUrl = Map.copyOf(byUrl);
        this.byScript = Map.copyOf(byScript);
        this.warnings = List.copyOf(warnings);
    }

    public static SourceMapSet empty() {
        return EMPTY;
    }

    /** A set of the given maps, by script URL (tests, and maps the app was handed). */
    public static SourceMapSet of(List<ScriptMap> maps) {
        Map<String, ScriptMap> byUrl = new LinkedHashMap<>();
        for (ScriptMap map : maps) byUrl.put(map.scriptUrl(), map);
        return new SourceMapSet(byUrl, Map.of(), List.of());
    }

    /**
     * Finds the maps of the profile's scripts, first found first kept: the trace's saved maps ({@code
     * metadata.sourceMaps}) and the maps its script records point to; the maps under {@code userPaths}
     * ({@code --source-maps}: files, or folders searched recursively), matched to scripts by name as the
     * Firefox Profiler matches them; a {@code sourceMappingURL} comment (a file or a {@code data:} URL) in a
     * local script named by a file:// URL or an absolute path; {@code SCRIPT.map} beside such a script.
     * Never the network. What does not fit its script, could not be read or matched several scripts is a
     * warning, never a failure.
     */
    public static SourceMapSet discover(Profile profile, List<Path> userPaths) {
        return discover(profile, readGiven(userPaths));
    }

    /** As {@link #discover(Profile, List)}, with the user's maps already read. */
    public static SourceMapSet discover(Profile profile, GivenMaps given) {
        return new MapDiscovery(profile, given).run();
    }

    /** Reads the maps under {@code userPaths} (files, or folders searched recursively) before the profile is known. */
    public static GivenMaps readGiven(List<Path> userPaths) {
        return GivenMaps.read(userPaths);
    }

    /** The map of the script a func of process {@code pid} belongs to, or null. */
    public ScriptMap find(long pid, String scriptId, String url) {
        if (scriptId != null && !byScript.isEmpty()) {
            ScriptMap script = byScript.get(scriptKey(pid, scriptId));
            if (script != null && (url == null || url.equals(script.scriptUrl()))) return script;
        }
        return url == null ? null : byUrl.get(url);
    }

    static String scriptKey(long pid, String scriptId) {
        return pid + "\0" + scriptId;
    }

    public boolean isEmpty() {
        return byUrl.isEmpty() && byScript.isEmpty();
    }

    /** How many distinct maps the set holds. */
    public int mapCount() {
        java.util.Set<SourceMap> distinct = java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>());
        for (ScriptMap script : byUrl.values()) distinct.add(script.map());
        for (ScriptMap script : byScript.values()) distinct.add(script.map());
        return distinct.size();
    }

    /** The scripts with a map, by URL. */
    public List<ScriptMap> scripts() {
        return new ArrayList<>(byUrl.values());
    }

    /** What discovery warned about: maps that did not fit, could not be read, or matched several scripts. */
    public List<LoadWarning> warnings() {
        return warnings;
    }
}
