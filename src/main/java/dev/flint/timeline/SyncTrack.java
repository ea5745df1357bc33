package dev.flint.timeline;

import dev.flint.model.ProfileThread;
import dev.flint.model.TraceEventTable;

/**
 * One thread's flame-chart rows: trace events and estimated JS calls on one time axis, as DevTools' entry
 * tree has them. Entries are columns indexed {@code 0..size()-1} in pre-order (a parent before its
 * children, siblings by start time), each with a start and duration in microseconds of the file's clock,
 * a depth (0 = top row) and what it is: a trace event ({@link #eventIndex}, an index into the thread's
 * {@link TraceEventTable}) or a JS call ({@link #stackIndex}, the V8 node's stack; {@link #funcIndex}
 * gives the function).
 *
 * <p>Drawing: for each visible depth, {@link #forEachInRange} visits the entries of that row that
 * intersect a time window, found by binary search, in start order. Entries of one row never overlap.
 * <pre>{@code
 * for (int depth = 0; depth < track.depthCount(); depth++) {
 *     track.forEachInRange(depth, viewStartMicros, viewEndMicros, entry -> draw(entry));
 * }
 * }</pre>
 * A track is immutable once built and safe to read from any thread.
 */
public final class SyncTrack {
    /** Visits one entry index. */
    @FunctionalInterface
    public interface EntryVisitor {
        void visit(int entry);
    }

    static final byte KIND_EVENT = 0;
    static final byte KIND_JS = 1;

    private final ProfileThread thread;
    /** The thread's trace events: an event entry's start and duration are read there, not copied. */
    private final TraceEventTable events;
    private final int size;
    private final int[] depth;
    /** KIND_EVENT or KIND_JS per entry; null when every entry is a JS call (no trace events), entry i being call i. */
    private final byte[] kind;
    /**
     * Per entry, the trace event (KIND_EVENT) or the call of {@link #profileCalls} (KIND_JS) it is; null with
     * {@link #kind}. Starts and durations are read from those columns: copies of them were 16 B per entry, about
     * 290 MB on the 4 GB trace's 17.9 M events.
     */
    private final int[] ref;
    /** Per depth, the entries of that row in start order. */
    private final int[][] rowEntries;
    private final double minStartMicros;
    private final double maxEndMicros;
    private final ProfileCalls profileCalls;
    private final int callsNotInTree;

    SyncTrack(ProfileThread thread, int size, int[] depth, byte[] kind, int[] ref, ProfileCalls profileCalls,
              int callsNotInTree) {
        this.thread = thread;
        this.events = thread.traceEvents();
        this.size = size;
        this.depth = depth;
        this.kind = kind;
        this.ref = ref;
        this.profileCalls = profileCalls;
        this.callsNotInTree = callsNotInTree;
        int[] rowSize = new int[16];
        double min = Double.POSITIVE_INFINITY;
        double max = Double.NEGATIVE_INFINITY;
        int depthCount = 0;
        for (int i = 0; i < size; i++) {
            int d = depth[i];
            if (d >= rowSize.length) rowSize = java.util.Arrays.copyOf(rowSize, Math.max(d + 1, rowSize.length * 2));
            rowSize[d]++;
            if (d >= depthCount) depthCount = d + 1;
            double start = startMicros(i);
            if (start < min) min = start;
            double end = start + durationMicros(i);
            if (end > max) max = end;
        }
        minStartMicros = size == 0 ? 0 : min;
        maxEndMicros = size == 0 ? 0 : max;
        rowEntries = new int[depthCount][];
        for (int d = 0; d < depthCount; d++) rowEntries[d] = new int[rowSize[d]];
        int[] filled = new int[depthCount];
        for (int i = 0; i < size; i++) rowEntries[depth[i]][filled[depth[i]]++] = i;
        // Pre-order puts a row's entries in start order already; the check keeps any other input correct.
        for (int[] row : rowEntries) sortByStart(row);
    }

    private void sortByStart(int[] row) {
        for (int k = 1; k < row.length; k++) {
            if (startMicros(row[k]) < startMicros(row[k - 1])) {
                Integer[] boxed = new Integer[row.length];
                for (int j = 0; j < row.length; j++) boxed[j] = row[j];
                java.util.Arrays.sort(boxed, (a, b) -> Double.compare(startMicros(a), startMicros(b)));
                for (int j = 0; j < row.length; j++) row[j] = boxed[j];
                return;
            }
        }
    }

    public ProfileThread thread() { return thread; }
    /** Number of entries. */
    public int size() { return size; }
    /** Number of rows: the deepest entry's depth plus one. */
    public int depthCount() { return rowEntries.length; }
    public double minStartMicros() { return minStartMicros; }
    /** The latest end of any entry: the track's right edge. */
    public double maxEndMicros() { return maxEndMicros; }

    /** Number of entries in row {@code rowDepth}. */
    public int rowSize(int rowDepth) { return rowEntries[rowDepth].length; }

    /** The {@code k}-th entry of row {@code rowDepth} in start order (their ends are in order too). */
    public int rowEntry(int rowDepth, int k) { return rowEntries[rowDepth][k]; }

    public double startMicros(int entry) {
        if (kind == null) return profileCalls.startMicros(entry);
        return kind[entry] == KIND_JS ? profileCalls.startMicros(ref[entry]) : events.startMicros(ref[entry]);
    }

    /** 0 for a trace event without one (an instant, or a begin never ended). */
    public double durationMicros(int entry) {
        if (kind == null) return profileCalls.durationMicros(entry);
        if (kind[entry] == KIND_JS) return profileCalls.durationMicros(ref[entry]);
        double duration = events.durationMicros(ref[entry]);
        return Double.isNaN(duration) ? 0 : duration;
    }

    public double endMicros(int entry) { return startMicros(entry) + durationMicros(entry); }
    public int depth(int entry) { return depth[entry]; }
    public boolean isJsCall(int entry) { return kind == null || kind[entry] == KIND_JS; }

    /** The trace event an entry is (index into the thread's trace events), -1 for a JS call. */
    public int eventIndex(int entry) { return isJsCall(entry) ? -1 : ref[entry]; }

    /** The call of {@link #profileCalls} a JS call entry is. */
    private int callIndex(int entry) { return kind == null ? entry : ref[entry]; }

    /** The stack (V8 node) a JS call is, -1 for a trace event. */
    public int stackIndex(int entry) { return isJsCall(entry) ? profileCalls.stack(callIndex(entry)) : -1; }

    /** The function a JS call runs, -1 for a trace event. */
    public int funcIndex(int entry) {
        if (!isJsCall(entry)) return -1;
        return thread.frames().func(thread.stacks().frame(stackIndex(entry)));
    }

    /** The event name, or the function name of a JS call ("" for an anonymous function). */
    public String name(int entry) {
        if (isJsCall(entry)) return thread.funcName(funcIndex(entry));
        return thread.strings().get(thread.traceEvents().name(ref[entry]));
    }

    /** The script URL of a JS call, or an event's {@code args.data.url}; "" when none. */
    public String url(int entry) {
        if (isJsCall(entry)) {
            int fileName = thread.funcs().fileName(funcIndex(entry));
            return fileName < 0 ? "" : thread.strings().get(fileName);
        }
        TraceEventTable.EventData data = thread.traceEvents().data(ref[entry]);
        return data == null || data.url() == null ? "" : data.url();
    }

    /**
     * Visits, in start order, the entries of row {@code rowDepth} that intersect
     * {@code [fromMicros, toMicros]} (an entry touching an edge counts). O(log n + visited).
     */
    public void forEachInRange(int rowDepth, double fromMicros, double toMicros, EntryVisitor visitor) {
        if (rowDepth < 0 || rowDepth >= rowEntries.length) return;
        int[] row = rowEntries[rowDepth];
        for (int k = firstEndingAtOrAfter(rowDepth, fromMicros); k < row.length; k++) {
            int entry = row[k];
            if (startMicros(entry) > toMicros) break;
            if (endMicros(entry) >= fromMicros) visitor.visit(entry);
        }
    }

    /** The entry of row {@code rowDepth} that covers {@code timeMicros} (hit testing), -1 when none. */
    public int entryAt(int rowDepth, double timeMicros) {
        int[] found = {-1};
        forEachInRange(rowDepth, timeMicros, timeMicros, entry -> {
            if (found[0] < 0) found[0] = entry;
        });
        return found[0];
    }

    /**
     * Entries of a row never overlap (a child lies inside its parent, siblings follow each other), so in
     * start order their ends are ordered too and a binary search on the end finds the first candidate.
     */
    private int firstEndingAtOrAfter(int rowDepth, double timeMicros) {
        int[] row = rowEntries[rowDepth];
        int low = 0;
        int high = row.length;
        while (low < high) {
            int middle = (low + high) >>> 1;
            if (endMicros(row[middle]) < timeMicros) low = middle + 1;
            else high = middle;
        }
        return low;
    }

    /** The thread's estimated JS calls in the engine's order, including those the tree dropped. */
    public ProfileCalls profileCalls() { return profileCalls; }

    /** Calls that end after their parent entry and are therefore not in the tree (nor drawn). */
    public int callsNotInTree() { return callsNotInTree; }
}
