package dev.flint.ui;

import dev.flint.model.ProfileFormat;
import dev.flint.model.ProfileThread;
import dev.flint.model.TraceEventTable;
import dev.flint.timeline.SyncTrack;
import dev.flint.timeline.TimelineColors;
import dev.flint.ui.flamechart.FlameTrack;
import dev.flint.ui.flamechart.TimeFormat;

/**
 * The flame chart's view of a timeline {@link SyncTrack}: the track's entries regrouped into rows
 * (per depth, in start order) so the renderer can binary-search and skip by index, with each entry's
 * DevTools colour ({@link TimelineColors}) resolved once at load time.
 */
final class TrackAdapter implements FlameTrack {
    private final SyncTrack track;
    private final String title;
    private final boolean zeroBasedLines;
    private final int[][] rows;
    /** Per row, starts, ends and colours side by side in memory: the renderer's sweeps stay in cache. */
    private final double[][] rowStartMicros;
    private final double[][] rowEndMicros;
    private final int[][] rowColors;

    TrackAdapter(SyncTrack track, String title, ProfileFormat format, boolean genericTrace) {
        this.track = track;
        this.title = title;
        this.zeroBasedLines = format == ProfileFormat.CPUPROFILE || format == ProfileFormat.CHROME_TRACE;
        int depthCount = track.depthCount();
        int[] rowSize = new int[depthCount];
        for (int entry = 0; entry < track.size(); entry++) rowSize[track.depth(entry)]++;
        rows = new int[depthCount][];
        for (int depth = 0; depth < depthCount; depth++) rows[depth] = new int[rowSize[depth]];
        int[] filled = new int[depthCount];
        // Pre-order visits the entries of one row in start order (they are disjoint and nested in their
        // parents); the track's own row index does the same.
        for (int entry = 0; entry < track.size(); entry++) {
            int depth = track.depth(entry);
            rows[depth][filled[depth]++] = entry;
        }
        rowStartMicros = new double[depthCount][];
        rowEndMicros = new double[depthCount][];
        rowColors = new int[depthCount][];
        for (int depth = 0; depth < depthCount; depth++) {
            int[] row = rows[depth];
            rowStartMicros[depth] = new double[row.length];
            rowEndMicros[depth] = new double[row.length];
            rowColors[depth] = new int[row.length];
            for (int k = 0; k < row.length; k++) {
                rowStartMicros[depth][k] = track.startMicros(row[k]);
                rowEndMicros[depth][k] = track.endMicros(row[k]);
                rowColors[depth][k] = TimelineColors.forEntry(track, row[k], genericTrace);
            }
        }
    }

    SyncTrack syncTrack() { return track; }

    @Override public String title() { return title; }
    @Override public int depthCount() { return rows.length; }
    @Override public int size(int depth) { return rows[depth].length; }
    @Override public double startMicros(int depth, int index) { return rowStartMicros[depth][index]; }
    @Override public double endMicros(int depth, int index) { return rowEndMicros[depth][index]; }
    @Override public int colorArgb(int depth, int index) { return rowColors[depth][index]; }

    @Override
    public int firstEndingAfter(int depth, double micros) {
        double[] ends = rowEndMicros[depth];
        int low = 0;
        int high = ends.length;
        while (low < high) {
            int mid = (low + high) >>> 1;
            if (ends[mid] <= micros) low = mid + 1;
            else high = mid;
        }
        return low;
    }
    @Override public int func(int depth, int index) { return track.funcIndex(rows[depth][index]); }

    @Override
    public String name(int depth, int index) {
        String name = track.name(rows[depth][index]);
        return name.isEmpty() ? "(anonymous)" : name;
    }

    @Override
    public double minMicros() {
        return track.size() == 0 ? Double.NaN : track.minStartMicros();
    }

    @Override
    public double maxMicros() {
        return track.size() == 0 ? Double.NaN : track.maxEndMicros();
    }

    /** Where the code is, its self time, and for trace events their category. */
    @Override
    public String details(int depth, int index) {
        int entry = rows[depth][index];
        StringBuilder text = new StringBuilder();
        text.append("Self time: ").append(TimeFormat.micros(selfMicros(depth, index)));
        String url = track.url(entry);
        if (track.isJsCall(entry)) {
            ProfileThread thread = track.thread();
            int func = track.funcIndex(entry);
            int line = thread.funcs().line(func);
            if (!url.isEmpty()) {
                text.append('\n').append(url);
                if (line >= 0) text.append(':').append(zeroBasedLines ? line + 1 : line);
            }
        } else {
            TraceEventTable events = track.thread().traceEvents();
            int event = track.eventIndex(entry);
            text.append("\nCategory: ").append(track.thread().strings().get(events.category(event)));
            if (!url.isEmpty()) text.append('\n').append(url);
        }
        return text.toString();
    }

    /** The entry's duration minus the time of its children (the entries of the next row inside it). */
    double selfMicros(int depth, int index) {
        double start = startMicros(depth, index);
        double end = endMicros(depth, index);
        double children = 0;
        if (depth + 1 < rows.length) {
            for (int k = firstEndingAfter(depth + 1, start); k < rows[depth + 1].length; k++) {
                double childStart = startMicros(depth + 1, k);
                if (childStart >= end) break;
                children += Math.min(end, endMicros(depth + 1, k)) - Math.max(start, childStart);
            }
        }
        return Math.max(0, (end - start) - children);
    }
}
