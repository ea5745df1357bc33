package dev.flint.sourcemaps;

import dev.flint.model.ProfileThread;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.Map;
import java.util.TreeMap;

/**
 * V8 {@code positionTicks} lines through source maps (notes §2.5 point 5). Ticks carry generated lines only
 * (1-based, no column). When the bundle keeps lines, every mapping on a generated line points at one original
 * line, which is the tick's line. When a generated line holds several original lines (a minified bundle is one
 * line) or none, the tick cannot be placed: it goes to its function's original start line, and the script is
 * reported once ({@link #unmappedTicks}). Ticks of funcs no map changed keep their line.
 *
 * <p>Not thread-safe: one instance per counting pass.
 */
public final class TickLines {
    /** A generated line whose mappings point at more than one original line, or at none. */
    private static final long AMBIGUOUS = Long.MIN_VALUE;

    private final ProfileThread unmapped;
    private final SourceMapping mapping;
    private final SourceMapSet maps;
    /** Per map, per 0-based generated line: (source << 32 | original line) or AMBIGUOUS. */
    private final Map<SourceMap, Map<Integer, Long>> lineCache = new IdentityHashMap<>();
    private final Map<String, Integer> unmappedTicks = new TreeMap<>();
    private final Map<Integer, ScriptMap> scriptOfFunc = new HashMap<>();

    /**
     * @param unmapped the thread as the file gave it (its funcs are the ticks' funcs)
     * @param mapping  what the maps did to it ({@link SourceMapApplier})
     * @param maps     the maps applied
     */
    public TickLines(ProfileThread unmapped, SourceMapping mapping, SourceMapSet maps) {
        this.unmapped = unmapped;
        this.mapping = mapping;
        this.maps = maps;
    }

    /** The original 1-based line of a tick at generated 1-based {@code line} of {@code oldFunc}. */
    public int originalLine(int oldFunc, int line) {
        int[] newFuncs = mapping.newFuncs(oldFunc);
        if (newFuncs == null || newFuncs.length == 0) return line;
        ProfileThread mapped = mapping.thread();
        int startLine = mapped.funcs().line(newFuncs[0]);
        ScriptMap script = scriptOf(oldFunc);
        if (script == null || line < 1) return startLine;
        SourceMap map = script.map();
        long original = originalOf(map, line - 1);
        if (original == AMBIGUOUS) {
            unmappedTicks.merge(script.scriptUrl(), 1, Integer::sum);
            return startLine;
        }
        String source = map.source((int) (original >>> 32));
        int fileName = mapped.funcs().fileName(newFuncs[0]);
        String funcSource = fileName < 0 ? null : mapped.strings().get(fileName);
        // Inlined code of another source: the tick is in this function all the same, at its start.
        if (source != null && funcSource != null && !source.equals(funcSource)) return startLine;
        return (int) original + 1;
    }

    /** Per script URL, how many tick entries could not be placed on an original line; empty when all were. */
    public Map<String, Integer> unmappedTicks() {
        return unmappedTicks;
    }

    private ScriptMap scriptOf(int oldFunc) {
        return scriptOfFunc.computeIfAbsent(oldFunc, func -> {
            int fileName = unmapped.funcs().fileName(func);
            return fileName < 0 ? null : maps.find(unmapped.pid(), null, unmapped.strings().get(fileName));
        });
    }

    private long originalOf(SourceMap map, int generatedLine) {
        return lineCache.computeIfAbsent(map, m -> new HashMap<>()).computeIfAbsent(generatedLine, line -> {
            long found = AMBIGUOUS;
            int first = map.firstOnLine(line);
            if (first < 0) return AMBIGUOUS;
            for (int m = first; m < map.mappingCount() && map.generatedLine(m) == line; m++) {
                if (map.sourceIndex(m) < 0) continue;
                long here = ((long) map.sourceIndex(m) << 32) | map.originalLine(m);
                if (found == AMBIGUOUS) found = here;
                else if (found != here) return AMBIGUOUS;
            }
            return found;
        });
    }
}
