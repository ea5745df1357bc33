package dev.flint.insights;

import dev.flint.calltree.SampleRange;
import dev.flint.model.MarkerTable;
import dev.flint.model.ProfileFormat;
import dev.flint.model.ProfileThread;
import dev.flint.timeline.SyncTrack;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * {@code gc}: garbage collection taking at least {@link Thresholds#GC_SHARE} of a thread's busy time. The GC
 * time comes from the best source the format has, in this order: V8's and Blink's GC trace events
 * ({@code MajorGC}, {@code MinorGC}, {@code V8.GC*}, {@code BlinkGC.*}; nested ones count once), Gecko's GC
 * markers, V8's {@code (garbage collector)} samples. When the events run inside JS calls, the functions are
 * the innermost calls around them, by GC time. A JVM's collections ({@code jdk.GarbageCollection}) pause every
 * Java thread at once: {@link #jvm} reports their pauses against the recording's span, as one finding.
 */
final class GcTime {
    static final Set<String> GECKO_GC_TYPES = Set.of("GCMajor", "GCMinor", "GCSlice");

    private GcTime() {}

    static boolean isGcEvent(String name) {
        return name.equals("MajorGC") || name.equals("MinorGC") || name.startsWith("V8.GC")
                || name.startsWith("BlinkGC.") || name.equals("GCEvent");
    }

    static List<Finding> find(ProfileThread thread, SyncTrack track, SampledTime time, MarkerTable markers,
                              SampleRange range, ProfileFormat format) {
        List<TimeSpan> gcSpans = new ArrayList<>();
        double[] byFunc = new double[thread.funcs().size()];
        double topLevelMicros = 0;
        if (track != null) {
            List<TimeSpan> topLevel = new ArrayList<>();
            TraceEventScan.forEachEvent(track, (entry, name, ancestors, depth) -> {
                if (depth == 0) {
                    TimeSpan span = Spans.clip(track.startMicros(entry), track.endMicros(entry), range);
                    if (span != null) topLevel.add(span);
                }
                if (!isGcEvent(name)) return;
                for (int d = 0; d < depth; d++) {
                    if (!track.isJsCall(ancestors[d]) && isGcEvent(track.name(ancestors[d]))) return;
                }
                TimeSpan span = Spans.clip(track.startMicros(entry), track.endMicros(entry), range);
                if (span == null) return;
                gcSpans.add(span);
                int call = TraceEventScan.innermostJsCall(track, ancestors, depth);
                int func = call < 0 ? -1 : track.funcIndex(call);
                if (func >= 0 && func < byFunc.length) byFunc[func] += span.durationMicros();
            });
            topLevelMicros = Spans.unionMicros(topLevel);
        }
        String source = "GC events";
        if (gcSpans.isEmpty()) {
            source = "GC markers";
            for (int row = 0; row < markers.size(); row++) {
                if (markers.pid(row) != thread.pid() || markers.tid(row) != thread.tid()) continue;
                if (!GECKO_GC_TYPES.contains(markers.category(row)) && !GECKO_GC_TYPES.contains(markers.name(row))) continue;
                TimeSpan span = Spans.clip(markers.startMicros(row), markers.endMicros(row), range);
                if (span != null) gcSpans.add(span);
            }
        }
        double busyMicros = time.hasTime() && time.busyWeight > 0 ? time.millis(time.busyWeight) * 1000 : topLevelMicros;
        double gcMicros;
        long count;
        if (!gcSpans.isEmpty()) {
            gcMicros = Spans.unionMicros(gcSpans);
            count = gcSpans.size();
        } else {
            source = "(garbage collector) samples";
            int gc = thread.strings().find("(garbage collector)");
            double weight = 0;
            count = 0;
            for (int s = 0; s < time.leafFunc.length && gc >= 0; s++) {
                int func = time.leafFunc[s];
                if (func >= 0 && thread.funcs().name(func) == gc) {
                    weight += thread.samples().weight(s);
                    count++;
                }
            }
            if (count == 0 || !time.hasTime()) return List.of();
            gcMicros = time.millis(weight) * 1000;
            if (time.busySamples < Thresholds.MIN_SAMPLES) return List.of();
        }
        if (!(busyMicros > 0)) return List.of();
        double share = gcMicros / busyMicros;
        double impactMs = gcMicros / 1000;
        if (share < Thresholds.GC_SHARE || impactMs < Thresholds.GC_MIN_MS) return List.of();
        String message = "Garbage collection took " + Numbers.millis(impactMs) + ", " + Numbers.percent(Math.min(1, share))
                + " of the thread's busy time (" + source + ").";
        return List.of(new Finding(FindingKind.GC, impactMs, thread.key(), thread.name(),
                FunctionRefs.heaviest(thread, byFunc, format), Spans.worst(gcSpans), count, message, Math.min(1, share)));
    }

    /**
     * The JVM's collections in a JFR recording: their pause time (JFR's {@code sumOfPauses}) against the span
     * of the recording's samples, one finding per JVM, on the thread {@code PID:0} ("JVM"): collections stop
     * every Java thread, none in particular.
     */
    static List<Finding> jvm(MarkerTable markers, double spanMicros, SampleRange range) {
        List<Finding> found = new ArrayList<>();
        java.util.Map<Long, List<Integer>> rowsByPid = new java.util.TreeMap<>();
        for (int row = 0; row < markers.size(); row++) {
            if (!"jdk.GarbageCollection".equals(markers.category(row))) continue;
            if (Spans.clip(markers.startMicros(row), Math.max(markers.endMicros(row), markers.startMicros(row) + 1), range) == null) continue;
            rowsByPid.computeIfAbsent(markers.pid(row), k -> new ArrayList<>()).add(row);
        }
        if (!(spanMicros > 0)) return found;
        for (var entry : rowsByPid.entrySet()) {
            double pauseMicros = 0;
            List<TimeSpan> spans = new ArrayList<>();
            for (int row : entry.getValue()) {
                double pause = MarkerDetail.number(markers.detail(row), "pauseMicros");
                pauseMicros += Double.isNaN(pause) ? markers.endMicros(row) - markers.startMicros(row) : pause;
                spans.add(new TimeSpan(markers.startMicros(row), markers.endMicros(row)));
            }
            double share = pauseMicros / spanMicros;
            if (share < Thresholds.GC_SHARE) continue;
            double impactMs = pauseMicros / 1000;
            String message = entry.getValue().size() + " garbage collections paused the JVM for " + Numbers.millis(impactMs)
                    + ", " + Numbers.percent(Math.min(1, share)) + " of the recording.";
            found.add(new Finding(FindingKind.GC, impactMs, entry.getKey() + ":0", "JVM", List.of(), Spans.worst(spans),
                    entry.getValue().size(), message, Math.min(1, share)));
        }
        return found;
    }
}
