package dev.flint.ui.session;

import dev.flint.calltree.FuncLineHits;
import dev.flint.model.ProfileThread;
import dev.flint.sourcemaps.TickLines;

/**
 * V8's per-line ticks for counting a thread's line hits (Line hits, the Source tab): the thread's own, or,
 * after source maps, the loaded thread's ticks placed on original lines ({@link TickLines}, which also
 * records the scripts whose ticks could not be placed). One per count: not for concurrent use.
 *
 * @param ticks     what {@link FuncLineHits#count} takes
 * @param tickLines the placing through the maps, null without maps
 */
public record LineTicks(FuncLineHits.Ticks ticks, TickLines tickLines) {
    /**
     * @param applied the maps applied to the shown thread, null for none
     * @param base    the shown thread (the transform stack's base)
     * @param counted the thread counted: {@code base} or a transformed thread over it
     */
    public static LineTicks of(AppliedMaps applied, ProfileThread base, ProfileThread counted) {
        if (applied == null) return new LineTicks(FuncLineHits.Ticks.of(base, counted), null);
        TickLines tickLines = new TickLines(applied.unmapped(), applied.mapping(), applied.maps());
        return new LineTicks(FuncLineHits.Ticks.of(applied.unmapped(), counted, tickLines::originalLine,
                applied.mapping()::newFuncs), tickLines);
    }

    /** The scripts whose ticks could not be placed on original lines, joined by ", "; "" when none. */
    public String unmappedScripts() {
        return tickLines == null ? "" : String.join(", ", tickLines.unmappedTicks().keySet());
    }
}
