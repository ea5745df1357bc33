package dev.flint.sourcemaps;

import dev.flint.model.LoadWarning;
import java.nio.file.Path;
import java.util.List;

/** Reading one map file for discovery: a map that cannot be read is a warning naming it, never a failure. */
final class MapFiles {
    private MapFiles() {}

    /** The map at {@code path} (its own warnings added to {@code warnings}), or null when it cannot be read. */
    static SourceMap decode(Path path, List<LoadWarning> warnings) {
        try {
            SourceMap map = SourceMapReader.read(path);
            addWarnings(map, warnings);
            return map;
        } catch (SourceMapException e) {
            warnings.add(new LoadWarning(path.toString(), unprefixed(e.getMessage(), path.toString()) + "; not applied",
                    1, "maps"));
            return null;
        }
    }

    /** A map's own warnings (what its reader repaired or dropped), each naming the map. */
    static void addWarnings(SourceMap map, List<LoadWarning> warnings) {
        for (LoadWarning w : map.warnings()) {
            warnings.add(new LoadWarning(map.mapUrl() + ": " + w.where(), w.what(), w.affected(), w.unit()));
        }
    }

    /** {@code message} without a leading "WHERE: " that repeats {@code where}. */
    static String unprefixed(String message, String where) {
        return message != null && message.startsWith(where + ": ") ? message.substring(where.length() + 2) : message;
    }
}
