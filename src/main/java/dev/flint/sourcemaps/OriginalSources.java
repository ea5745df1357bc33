package dev.flint.sourcemaps;

import dev.flint.model.ProfileThread;

/**
 * The text of a mapped function's original source: through the map it was mapped with (its
 * {@code sourcesContent}, or the source's resolved URL as a local file or under a sources folder), and for a
 * function no map changed, through its own file name or URL.
 */
public final class OriginalSources {
    private OriginalSources() {}

    /**
     * @param unmapped   the thread as the file gave it
     * @param mapping    what the maps did to it (null: no maps)
     * @param maps       the maps applied (null: none)
     * @param func       a func of the mapped thread (or of a transformed thread over it)
     * @param sourceName the func's source file or URL as shown
     */
    public static SourceText find(SourceTexts texts, ProfileThread unmapped, SourceMapping mapping, SourceMapSet maps,
                                  int func, String sourceName) {
        if (mapping != null && maps != null && !maps.isEmpty()) {
            for (int old = 0; old < unmapped.funcs().size(); old++) {
                int[] newFuncs = mapping.newFuncs(old);
                if (newFuncs == null || newFuncs.length == 0 || newFuncs[0] != func) continue;
                int fileName = unmapped.funcs().fileName(old);
                ScriptMap script = fileName < 0 ? null
                        : maps.find(unmapped.pid(), null, unmapped.strings().get(fileName));
                if (script == null) continue;
                SourceMap map = script.map();
                for (int source = 0; source < map.sourceCount(); source++) {
                    if (sourceName.equals(map.source(source))) return texts.find(map, source);
                }
            }
        }
        return texts.find(sourceName);
    }
}
