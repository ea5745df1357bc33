package dev.flint.insights;

import dev.flint.calltree.SampleRange;
import dev.flint.model.MarkerTable;
import dev.flint.model.Profile;
import dev.flint.model.ProfileThread;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * {@code lock-contention} (JFR): time threads spent blocked entering a monitor ({@code jdk.JavaMonitorEnter})
 * or parked on a lock ({@code jdk.ThreadPark}), by the monitor's or lock's class; parks of pool workers
 * waiting for work are idleness, not contention, and are left out (the importer marks them). One finding
 * per class with at least {@link Thresholds#LOCK_MIN_MS}; its thread is the one that waited longest, its
 * functions the code that asked for the lock, by time waited.
 */
final class LockContention {
    private LockContention() {}

    private static final class Waits {
        double micros;
        long count;
        final List<TimeSpan> spans = new ArrayList<>();
        final Map<Long, Double> microsByTid = new HashMap<>();
        final Map<String, Double> microsByFrame = new HashMap<>();
        final Map<String, Integer> lineByFrame = new HashMap<>();
        long pid;
    }

    static List<Finding> find(Profile profile, ProfileThread only, SampleRange range) {
        MarkerTable markers = profile.markers();
        Map<String, Waits> byClass = new TreeMap<>();
        for (int row = 0; row < markers.size(); row++) {
            String category = markers.category(row);
            if (!category.equals("jdk.JavaMonitorEnter") && !category.equals("jdk.ThreadPark")) continue;
            if (only != null && (markers.pid(row) != only.pid() || markers.tid(row) != only.tid())) continue;
            String detail = markers.detail(row);
            if ("true".equals(MarkerDetail.word(detail, "idle"))) continue;
            TimeSpan span = Spans.clip(markers.startMicros(row), markers.endMicros(row), range);
            if (span == null) continue;
            String className = MarkerDetail.word(detail, "class");
            Waits waits = byClass.computeIfAbsent(className == null ? "(unknown)" : className, k -> new Waits());
            waits.micros += span.durationMicros();
            waits.count++;
            waits.pid = markers.pid(row);
            waits.spans.add(span);
            waits.microsByTid.merge(markers.tid(row), span.durationMicros(), Double::sum);
            String frame = MarkerDetail.word(detail, "frame");
            if (frame != null) {
                waits.microsByFrame.merge(frame, span.durationMicros(), Double::sum);
                double line = MarkerDetail.number(detail, "line");
                if (!Double.isNaN(line)) waits.lineByFrame.putIfAbsent(frame, (int) line);
            }
        }
        List<Finding> found = new ArrayList<>();
        double spanMicros = Insights.sampleSpanMicros(profile, range);
        for (var entry : byClass.entrySet()) {
            Waits waits = entry.getValue();
            double impactMs = waits.micros / 1000;
            if (impactMs < Thresholds.LOCK_MIN_MS) continue;
            long tid = 0;
            double most = -1;
            for (var byTid : waits.microsByTid.entrySet()) {
                if (byTid.getValue() > most || (byTid.getValue() == most && byTid.getKey() < tid)) {
                    most = byTid.getValue();
                    tid = byTid.getKey();
                }
            }
            String threadName = "";
            for (ProfileThread thread : profile.threads()) {
                if (thread.pid() == waits.pid && thread.tid() == tid) threadName = thread.name();
            }
            List<Map.Entry<String, Double>> frames = new ArrayList<>(waits.microsByFrame.entrySet());
            frames.sort((a, b) -> {
                int byTime = Double.compare(b.getValue(), a.getValue());
                return byTime != 0 ? byTime : a.getKey().compareTo(b.getKey());
            });
            List<FunctionRef> functions = new ArrayList<>();
            for (int k = 0; k < frames.size() && k < Thresholds.MAX_FUNCTIONS; k++) {
                String frame = frames.get(k).getKey();
                functions.add(new FunctionRef(frame, null, waits.lineByFrame.getOrDefault(frame, -1)));
            }
            int threads = waits.microsByTid.size();
            String message = threads + (threads == 1 ? " thread" : " threads") + " waited " + Numbers.millis(impactMs)
                    + " in " + waits.count + (waits.count == 1 ? " wait" : " waits") + " for locks of class "
                    + entry.getKey() + ".";
            found.add(new Finding(FindingKind.LOCK_CONTENTION, impactMs, waits.pid + ":" + tid, threadName, functions,
                    Spans.worst(waits.spans), waits.count, message,
                    spanMicros > 0 ? Math.min(1, waits.micros / spanMicros) : 0));
        }
        return found;
    }
}
