package dev.flint.sourcemaps;

import java.util.ArrayList;
import java.util.List;

/**
 * What one map object said (the whole map, or one section's {@code map}), before its sources are resolved and
 * its mappings joined to the flattened map: its mappings are already in the shared columns from
 * {@link #mappingsStart}.
 */
final class MapPart {
    final String path;
    final int mappingsStart;
    String version;
    String file;
    String sourceRoot;
    List<String> sources;
    final List<String> contents = new ArrayList<>();
    List<String> names;
    final List<Integer> ignoreList = new ArrayList<>();
    final List<Integer> googleIgnoreList = new ArrayList<>();
    boolean hasIgnoreList;
    boolean hasMappings;
    /** Where this part's own {@code mappings} landed in the columns: [from, to). */
    int mappingsFrom;
    int mappingsTo;
    boolean hasSections;
    /** Why the part is unusable (a broken {@code mappings}, a bad version), or null. */
    String problem;
    /** The proposal's {@code scopes} string ({@link MapScopes}), null when absent or not a string. */
    String scopes;

    MapPart(String path, int mappingsStart) {
        this.path = path;
        this.mappingsStart = mappingsStart;
    }

    /** The ignore list the map means: {@code ignoreList}, or the older {@code x_google_ignoreList} without it. */
    List<Integer> ignored() {
        return hasIgnoreList ? ignoreList : googleIgnoreList;
    }

    int sourceCount() {
        return sources == null ? 0 : sources.size();
    }
}
