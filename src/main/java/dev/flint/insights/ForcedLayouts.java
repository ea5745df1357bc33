package dev.flint.insights;

import dev.flint.calltree.SampleRange;
import dev.flint.model.ProfileFormat;
import dev.flint.timeline.SyncTrack;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * {@code forced-layout}: {@code Layout} and {@code UpdateLayoutTree} events that run while a JS call is on the
 * stack: script read a layout value after changing the page, and the browser had to lay it out then and
 * there (DevTools' "forced reflow"). One inside another counts once (the outer). Impact is their total
 * duration in the range; the functions are the innermost JS calls around them, by the layout time they
 * forced.
 */
final class ForcedLayouts {
    static final Set<String> LAYOUT_NAMES = Set.of("Layout", "UpdateLayoutTree");

    private ForcedLayouts() {}

    static List<Finding> find(SyncTrack track, SampleRange range, ProfileFormat format) {
        var thread = track.thread();
        double[] byFunc = new double[thread.funcs().size()];
        List<TimeSpan> forced = new ArrayList<>();
        double[] totalMicros = {0};
        TraceEventScan.forEachEvent(track, (entry, name, ancestors, depth) -> {
            if (!LAYOUT_NAMES.contains(name)) return;
            for (int d = 0; d < depth; d++) {
                if (!track.isJsCall(ancestors[d]) && LAYOUT_NAMES.contains(track.name(ancestors[d]))) return;
            }
            int call = TraceEventScan.innermostJsCall(track, ancestors, depth);
            if (call < 0) return;
            TimeSpan span = Spans.clip(track.startMicros(entry), track.endMicros(entry), range);
            if (span == null) return;
            forced.add(span);
            totalMicros[0] += span.durationMicros();
            int func = track.funcIndex(call);
            if (func >= 0 && func < byFunc.length) byFunc[func] += span.durationMicros();
        });
        double impactMs = totalMicros[0] / 1000;
        if (forced.isEmpty() || impactMs < Thresholds.FORCED_LAYOUT_MIN_MS) return List.of();
        List<FunctionRef> functions = FunctionRefs.heaviest(thread, byFunc, format);
        String who = functions.isEmpty() ? "script" : displayName(functions.get(0));
        String message = forced.size() + (forced.size() == 1 ? " layout" : " layouts") + " forced by script took "
                + Numbers.millis(impactMs) + "; most by " + who + ".";
        double busyMicros = Math.max(track.maxEndMicros() - track.minStartMicros(), 1);
        return List.of(new Finding(FindingKind.FORCED_LAYOUT, impactMs, thread.key(), thread.name(), functions,
                Spans.worst(forced), forced.size(), message, Math.min(1, totalMicros[0] / busyMicros)));
    }

    static String displayName(FunctionRef ref) {
        return ref.name().isEmpty() ? "(anonymous)" : ref.name();
    }
}
