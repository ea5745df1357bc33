package dev.flint.markers;

import dev.flint.model.MarkerKind;
import dev.flint.model.MarkerTable;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Collects a Chrome trace's markers from the events the trace importer hands it (see {@link #wants}), as
 * DevTools' UserTimings and PageLoadMetrics handlers read them ({@code UserTimings.md}):
 * <ul>
 *   <li>{@code blink.user_timing} instants ({@code I}, older {@code R}) are marks; nestable async pairs
 *       ({@code b}/{@code e}) and complete events ({@code X}) are measures. Names of Navigation and Resource
 *       Timing milestones that Chrome injects under the same category (navigationStart,
 *       domContentLoadedEventStart, loadEventEnd, ...) are navigation markers instead;</li>
 *   <li>{@code blink.console} pairs are {@code console.time} spans; {@code TimeStamp} events are
 *       {@code console.timeStamp} instants named by their message;</li>
 *   <li>firstPaint, firstContentfulPaint, firstMeaningfulPaint, largestContentfulPaint::Candidate,
 *       MarkDOMContent and MarkLoad are navigation markers of the main frame: when navigationStart events say
 *       which frames are outermost main frames, milestones of other frames (iframes) are dropped; of the
 *       LCP candidates only the highest candidateIndex of each navigation is kept; a navigationStart
 *       without a documentLoaderURL (the initial about:blank) is dropped.</li>
 * </ul>
 * Async pairs are matched as DevTools matches them: by {@code cat:id:name}, in time order, an end closing
 * the latest open begin of its key; a begin without an end, an end without a begin and a pair that ends
 * before it begins are dropped and counted ({@link #unmatched()}).
 */
public final class ChromeMarkers {
    private static final Set<String> NAVIGATION_TIMING = Set.of(
            "navigationStart", "unloadEventStart", "unloadEventEnd", "redirectStart", "redirectEnd", "workerStart",
            "fetchStart", "commitNavigationEnd", "domainLookupStart", "domainLookupEnd", "connectStart",
            "connectEnd", "secureConnectionStart", "requestStart", "responseStart", "responseEnd", "domLoading",
            "domInteractive", "domContentLoadedEventStart", "domContentLoadedEventEnd", "domComplete",
            "loadEventStart", "loadEventEnd");
    private static final Set<String> PAGE_LOAD = Set.of(
            "firstPaint", "firstContentfulPaint", "firstMeaningfulPaint", "largestContentfulPaint::Candidate",
            "MarkDOMContent", "MarkLoad");
    private static final String LCP = "largestContentfulPaint::Candidate";

    private final List<TraceMarkerEvent> instants = new ArrayList<>();
    private final List<TraceMarkerEvent> asyncEvents = new ArrayList<>();
    private final Set<String> mainFrames = new HashSet<>();
    private int unmatched;

    /** Whether an event of this name and category may become a marker: the importer hands over only those. */
    public static boolean wants(String name, String cat) {
        if (cat == null || name == null) return false;
        return hasCategory(cat, "blink.user_timing") || hasCategory(cat, "blink.console")
                || PAGE_LOAD.contains(name) || (name.equals("TimeStamp") && hasCategory(cat, "devtools.timeline"));
    }

    /** Takes one event, in file order. Events {@link #wants} refuses are ignored. */
    public void accept(TraceMarkerEvent event) {
        if (!wants(event.name(), event.cat()) || !Double.isFinite(event.tsMicros())) return;
        switch (event.ph()) {
            case 'b', 'e' -> {
                if (event.id() != null) asyncEvents.add(event);
            }
            case 'I', 'i', 'R', 'X' -> {
                if (event.name().equals("navigationStart") && Boolean.TRUE.equals(event.outermostMainFrame())
                        && event.frame() != null) {
                    mainFrames.add(event.frame());
                }
                instants.add(event);
            }
            default -> { }
        }
    }

    /** Begins and ends that found no partner (or a pair ending before it began), known after {@link #finish}. */
    public int unmatched() {
        return unmatched;
    }

    /** The markers, sorted and sealed. */
    public MarkerTable finish() {
        MarkerTable table = new MarkerTable();
        Map<String, Long> bestLcpCandidate = bestLcpCandidates();
        for (TraceMarkerEvent e : instants) {
            MarkerKind kind = kindOf(e);
            if (kind == null || !keep(e, bestLcpCandidate)) continue;
            double end = e.tsMicros();
            if (e.ph() == 'X') {
                if (!(e.durMicros() >= 0) || !Double.isFinite(e.tsMicros() + e.durMicros())) continue;
                end = e.tsMicros() + e.durMicros();
            }
            String name = e.name().equals("TimeStamp") && e.message() != null ? e.message() : e.name();
            table.add(name, kind, e.tsMicros(), end, e.pid(), e.tid(), e.cat(), detail(e));
        }
        matchPairs(table);
        return table.seal();
    }

    private static MarkerKind kindOf(TraceMarkerEvent e) {
        if (PAGE_LOAD.contains(e.name())) return MarkerKind.NAVIGATION;
        if (hasCategory(e.cat(), "blink.user_timing")) {
            if (NAVIGATION_TIMING.contains(e.name())) return MarkerKind.NAVIGATION;
            return e.ph() == 'X' ? MarkerKind.MEASURE : MarkerKind.MARK;
        }
        if (e.name().equals("TimeStamp")) return MarkerKind.CONSOLE;
        return null;
    }

    private boolean keep(TraceMarkerEvent e, Map<String, Long> bestLcpCandidate) {
        if (e.name().equals("navigationStart")) {
            return e.documentLoaderUrl() != null && !e.documentLoaderUrl().isEmpty();
        }
        if (!PAGE_LOAD.contains(e.name())) return true;
        String frame = e.name().startsWith("Mark") ? e.dataFrame() : e.frame();
        if (!mainFrames.isEmpty() && frame != null && !mainFrames.contains(frame)) return false;
        if (e.name().equals(LCP)) {
            Long best = bestLcpCandidate.get(lcpKey(e));
            return best == null || best == e.candidateIndex();
        }
        return true;
    }

    private Map<String, Long> bestLcpCandidates() {
        Map<String, Long> best = new HashMap<>();
        for (TraceMarkerEvent e : instants) {
            if (e.name().equals(LCP)) best.merge(lcpKey(e), e.candidateIndex(), Math::max);
        }
        return best;
    }

    private static String lcpKey(TraceMarkerEvent e) {
        return e.navigationId() != null ? "n:" + e.navigationId() : "f:" + e.frame();
    }

    /** DevTools' matchEvents: per key a stack of begins in time order; an end pops the latest. */
    private void matchPairs(MarkerTable table) {
        List<TraceMarkerEvent> sorted = new ArrayList<>(asyncEvents);
        sorted.sort(Comparator.comparingDouble(TraceMarkerEvent::tsMicros)); // stable: file order at equal ts
        Map<String, Deque<TraceMarkerEvent>> openByKey = new HashMap<>();
        for (TraceMarkerEvent e : sorted) {
            String key = e.cat() + ":" + e.id() + ":" + e.name();
            if (e.ph() == 'b') {
                openByKey.computeIfAbsent(key, k -> new ArrayDeque<>()).push(e);
                continue;
            }
            Deque<TraceMarkerEvent> open = openByKey.get(key);
            TraceMarkerEvent begin = open == null ? null : open.poll();
            if (begin == null || e.tsMicros() < begin.tsMicros()) {
                unmatched += begin == null ? 1 : 2;
                continue;
            }
            MarkerKind kind = hasCategory(e.cat(), "blink.console") ? MarkerKind.CONSOLE
                    : NAVIGATION_TIMING.contains(e.name()) ? MarkerKind.NAVIGATION : MarkerKind.MEASURE;
            table.add(begin.name(), kind, begin.tsMicros(), e.tsMicros(), e.pid(), e.tid(), e.cat(), detail(begin));
        }
        for (Deque<TraceMarkerEvent> open : openByKey.values()) unmatched += open.size();
    }

    private static String detail(TraceMarkerEvent e) {
        StringBuilder text = new StringBuilder();
        append(text, "detail", e.detail());
        append(text, "navigationId", e.navigationId());
        append(text, "frame", e.frame() != null ? e.frame() : e.dataFrame());
        append(text, "url", e.documentLoaderUrl());
        if (e.candidateIndex() >= 0) append(text, "candidateIndex", Long.toString(e.candidateIndex()));
        return text.toString();
    }

    private static void append(StringBuilder text, String key, String value) {
        if (value == null || value.isEmpty()) return;
        if (!text.isEmpty()) text.append(' ');
        text.append(key).append('=').append(value);
    }

    /** Whether the comma-separated category list {@code cat} holds {@code wanted}. */
    static boolean hasCategory(String cat, String wanted) {
        int from = 0;
        while (from <= cat.length()) {
            int comma = cat.indexOf(',', from);
            int to = comma < 0 ? cat.length() : comma;
            if (cat.regionMatches(from, wanted, 0, wanted.length()) && to - from == wanted.length()) return true;
            if (comma < 0) return false;
            from = comma + 1;
        }
        return false;
    }
}
