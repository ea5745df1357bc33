package dev.flint.ui.session;

import dev.flint.model.ProfileThread;
import dev.flint.sourcemaps.SourceMapSet;
import dev.flint.sourcemaps.SourceMapping;
import java.nio.file.Path;
import java.util.List;

/**
 * Source maps applied to one thread of a tab: what the source view needs to place V8's per-line ticks (they
 * name generated lines of the thread as loaded) and to find original texts through the maps.
 *
 * @param unmapped the thread before any map (maps applied again later start from it, with every path so far)
 * @param mapping  what the maps did to it
 * @param maps     the maps found for it
 * @param mapPaths the files and folders the user gave (empty when the maps were found on their own)
 */
public record AppliedMaps(ProfileThread unmapped, SourceMapping mapping, SourceMapSet maps, List<Path> mapPaths) {
    public AppliedMaps {
        mapPaths = List.copyOf(mapPaths);
    }
}
