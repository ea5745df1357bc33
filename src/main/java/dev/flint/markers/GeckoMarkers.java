package dev.flint.markers;

import dev.flint.model.MarkerKind;
import dev.flint.model.MarkerTable;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Collects the markers of Gecko threads (raw Gecko or processed Firefox profiles), thread by thread, and
 * derives them as the Firefox Profiler's {@code deriveMarkersFromRawMarkerTable} does: phase 0 is an
 * instant, 1 an interval, 2 an interval start and 3 an interval end; an end closes the latest open start of
 * the same name (LIFO) and the pair keeps the start's payload (the end's when the start has none); an end
 * without a start runs from {@code min(end, thread start)}, a start without an end to the thread's end.
 * <p>
 * Kinds come from the payload: {@code UserTiming} with {@code entryType} mark or measure is a mark or a
 * measure named by the payload's {@code name}; {@code ConsoleTiming} (console.time / timeStamp) is a
 * console marker named by its {@code label}; {@code Navigation::*} markers and the {@code DOMContentLoaded}
 * and {@code Load} markers of the Navigation category are navigation milestones; the rest are Gecko
 * markers under their own name. The detail is the payload's scalar fields as {@code key=value} text.
 */
public final class GeckoMarkers {
    private final MarkerTable table = new MarkerTable();
    private final List<Pending> pending = new ArrayList<>();
    private final Map<String, Deque<Pending>> openByName = new LinkedHashMap<>();
    private long pid;
    private long tid;

    private record Pending(String name, String category, double startMicros, double endMicros, String[] payload,
                           boolean openStart, boolean openEnd) {}

    /** Starts a thread; its markers follow through {@link #accept}, then {@link #endThread}. */
    public void beginThread(long threadPid, long threadTid) {
        pid = threadPid;
        tid = threadTid;
        pending.clear();
        openByName.clear();
    }

    /**
     * One row of the thread's markers table, in table order.
     *
     * @param phase        Gecko's MarkerPhase (0 instant, 1 interval, 2 start, 3 end); others read as 0
     * @param startMicros  start on the profile's clock, NaN when absent
     * @param endMicros    end on the profile's clock, NaN when absent
     * @param payload      the payload's scalar fields, flat key/value pairs; null when none
     */
    public void accept(String name, String category, int phase, double startMicros, double endMicros,
                       String[] payload) {
        switch (phase) {
            case 1 -> {
                if (Double.isFinite(startMicros) && Double.isFinite(endMicros) && startMicros <= endMicros) {
                    pending.add(new Pending(name, category, startMicros, endMicros, payload, false, false));
                } else if (Double.isFinite(startMicros)) {
                    pending.add(new Pending(name, category, startMicros, startMicros, payload, false, false));
                }
            }
            case 2 -> {
                if (!Double.isFinite(startMicros)) return;
                openByName.computeIfAbsent(name, n -> new ArrayDeque<>())
                        .push(new Pending(name, category, startMicros, Double.NaN, payload, false, true));
            }
            case 3 -> {
                if (!Double.isFinite(endMicros)) return;
                Deque<Pending> open = openByName.get(name);
                Pending start = open == null ? null : open.poll();
                if (start == null) {
                    pending.add(new Pending(name, category, Double.NaN, endMicros, payload, true, false));
                } else {
                    String[] kept = start.payload() != null ? start.payload() : payload;
                    double end = Math.max(endMicros, start.startMicros());
                    pending.add(new Pending(name, start.category(), start.startMicros(), end, kept, false, false));
                }
            }
            default -> {
                double at = Double.isFinite(startMicros) ? startMicros : endMicros;
                if (Double.isFinite(at)) pending.add(new Pending(name, category, at, at, payload, false, false));
            }
        }
    }

    /**
     * The thread's event-loop janks ({@link EventDelayJank#finish}: start and end pairwise, microseconds), as
     * the Firefox Profiler shows them: markers named {@code Jank} of type {@code Jank}. Not trace events:
     * they are derived, not recorded, so the timeline entries stay what the file holds.
     */
    public void janks(double[] spans) {
        for (int i = 0; i + 1 < spans.length; i += 2) {
            pending.add(new Pending("Jank", "Other", spans[i], spans[i + 1], JANK_PAYLOAD, false, false));
        }
    }

    private static final String[] JANK_PAYLOAD = {"type", "Jank"};

    /**
     * Ends the thread: open starts run to {@code threadEndMicros}, ends without a start begin at
     * {@code min(end, threadStartMicros)}. With no samples, pass NaN for both: such markers become instants.
     */
    public void endThread(double threadStartMicros, double threadEndMicros) {
        for (Deque<Pending> open : openByName.values()) {
            for (Pending start : open) {
                double end = Double.isFinite(threadEndMicros) && threadEndMicros > start.startMicros()
                        ? threadEndMicros : start.startMicros();
                add(start.name(), start.category(), start.startMicros(), end, start.payload());
            }
        }
        for (Pending marker : pending) {
            double start = marker.startMicros();
            if (marker.openStart()) {
                start = Double.isFinite(threadStartMicros) ? Math.min(marker.endMicros(), threadStartMicros)
                        : marker.endMicros();
            }
            add(marker.name(), marker.category(), start, marker.endMicros(), marker.payload());
        }
        pending.clear();
        openByName.clear();
    }

    /** Every thread's markers, sorted and sealed. */
    public MarkerTable finish() {
        return table.seal();
    }

    private void add(String name, String category, double start, double end, String[] payload) {
        String type = field(payload, "type");
        MarkerKind kind = MarkerKind.GECKO;
        String shownName = name;
        if ("UserTiming".equals(type)) {
            kind = "measure".equals(field(payload, "entryType")) ? MarkerKind.MEASURE : MarkerKind.MARK;
            shownName = orElse(field(payload, "name"), name);
        } else if ("ConsoleTiming".equals(type)) {
            kind = MarkerKind.CONSOLE;
            shownName = orElse(field(payload, "label"), name);
        } else if (name.startsWith("Navigation::")
                || ("Navigation".equals(field(payload, "category")) && (name.equals("DOMContentLoaded") || name.equals("Load")))) {
            kind = MarkerKind.NAVIGATION;
        }
        table.add(shownName, kind, start, end, pid, tid, type != null ? type : category, detail(payload));
    }

    private static String field(String[] payload, String key) {
        if (payload == null) return null;
        for (int i = 0; i + 1 < payload.length; i += 2) {
            if (payload[i].equals(key)) return payload[i + 1];
        }
        return null;
    }

    private static String orElse(String value, String fallback) {
        return value == null || value.isEmpty() ? fallback : value;
    }

    /** The payload's fields but its type (the category column has it) as {@code key=value} text. */
    private static String detail(String[] payload) {
        if (payload == null) return "";
        StringBuilder text = new StringBuilder();
        for (int i = 0; i + 1 < payload.length; i += 2) {
            if (payload[i].equals("type")) continue;
            if (!text.isEmpty()) text.append(' ');
            text.append(payload[i]).append('=').append(payload[i + 1]);
        }
        return text.toString();
    }
}
