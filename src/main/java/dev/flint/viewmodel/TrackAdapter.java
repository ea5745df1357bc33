package dev.flint.viewmodel;

import dev.flint.model.Profile;
import dev.flint.model.ProfileThread;
import dev.flint.model.TraceEventTable;
import dev.flint.timeline.SyncTrack;
import dev.flint.timeline.SyncTracks;
import dev.flint.timeline.TimelineColors;
import java.util.Arrays;

/**
 * The flame chart's view of a timeline {@link SyncTrack}: rows, names, funcs and colours are read through
 * the track's own per-row entry index, not copied; only each row's starts and ends are kept side by side,
 * for the renderer's sweeps. Colours are DevTools' ({@link TimelineColors}): an
 * event's depends only on its name and a JS call's only on its stack, so they are resolved once per name
 * and per stack when the columns are built, never per entry.
 */
public final class TrackAdapter implements FlameTrack {
    /** The profile and thread a deferred track is built from (see {@link #deferred}); null once built. */
    private Profile deferredProfile;
    private ProfileThread deferredThread;
    /** The timeline's track: given, or built at its first use for a deferred one. */
    private volatile SyncTrack track;
    private final String title;
    private final boolean genericTrace;
    /** Earliest start and latest end (NaN for an empty track), known without building a deferred track. */
    private final double minMicros;
    private final double maxMicros;
    /** The renderer's columns, built by {@link #prepare} or at their first use; null until then. */
    private volatile Rows rows;
    private static final int COARSE_SHIFT = 5;
    private static final int COARSE_STRIDE = 1 << COARSE_SHIFT;

    TrackAdapter(SyncTrack track, String title, boolean genericTrace) {
        this.track = track;
        this.title = title;
        this.genericTrace = genericTrace;
        minMicros = track.size() == 0 ? Double.NaN : track.minStartMicros();
        maxMicros = track.size() == 0 ? Double.NaN : track.maxEndMicros();
    }

    private TrackAdapter(Profile profile, ProfileThread thread, String title) {
        deferredProfile = profile;
        deferredThread = thread;
        this.title = title;
        genericTrace = profile.traceIsGeneric();
        double[] extent = EventExtent.of(thread);
        minMicros = extent[0];
        maxMicros = extent[1];
    }

    /**
     * A trace thread's track that is built, sync track and drawing columns, at its first use (drawn expanded,
     * searched, an entry read), on whichever thread uses it first: the chart builds it in the background when the
     * track is first drawn expanded. The 4 GB trace's 8,248 threads without samples start collapsed and most are never
     * opened; building their tracks at load was 3.4-5.3 CPU s before the first frame. Its 846 sampled threads start
     * expanded, and those below the first screen are built after the first frame (ThreadPreparer). Until then its
     * time extent is its trace events' and samples' (DevTools' trace bounds count every event; the built track drops
     * an event that overlaps the end of the one it starts in, and a sample that opens no call, so its own extent can
     * be narrower), and it has at least one row: the first event of a thread always opens the tree.
     */
    static TrackAdapter deferred(Profile profile, ProfileThread thread, String title) {
        if (thread.traceEvents().size() == 0 || !SyncTracks.usesTracePath(profile)) {
            throw new IllegalArgumentException("only a trace thread with events is deferred");
        }
        return new TrackAdapter(profile, thread, title);
    }

    /**
     * Builds the renderer's columns now (on a background thread: the load's, for a track that starts expanded).
     * A track that starts collapsed builds them when first drawn or searched: the 4 GB trace's 8,248 threads
     * without samples start collapsed and most are never opened, and their columns were about a third of the
     * app's heap beyond the profile.
     */
    @Override
    public void prepare() {
        rows();
    }

    @Override
    public boolean isReady() {
        return rows != null;
    }

    /** Whether the timeline's track is built (a deferred one's is not until its first use). */
    public boolean isBuilt() {
        return track != null;
    }

    private Rows rows() {
        Rows built = rows;
        if (built != null) return built;
        SyncTrack sync = syncTrack();
        synchronized (this) {
            if (rows == null) rows = new Rows(sync, genericTrace);
            return rows;
        }
    }

    /** Per row, the columns the renderer reads, and the track's looks. */
    private static final class Rows {
        /**
         * Per row, the entries' starts and ends side by side: the columns the renderer's sweeps and searches
         * read across a row (through the row index every probe would miss the cache: full zoom-out of
         * node-large-60s took 1.5x longer). 16 B per entry; names go through the track.
         */
        final double[][] rowStartMicros;
        final double[][] rowEndMicros;
        /**
         * Per row, every {@link #COARSE_STRIDE}th end: the sweeps' searches gallop over this short array (it stays
         * in cache) and finish inside one stride of the full one. At whole-profile zoom each pixel column skips
         * thousands of entries, and galloping over the full row cost a cache miss per probe (most of a frame).
         */
        final double[][] rowCoarseEnds;
        /**
         * Per row, each entry's look: an index into {@link #colorByLook} and {@link #funcByLook}, the track's
         * distinct (colour, func) pairs (a few thousand at most, so both tables stay in cache). The renderer asks
         * for the colour and the func of an entry in every pixel column it paints; tables by stack (hundreds of
         * thousands in a native profile) cost a cache miss per ask, most of a whole-profile frame (4 B per entry).
         */
        final int[][] rowLooks;
        /** ARGB of each look: DevTools' colour of a JS call's stack or of a trace event's name. */
        final int[] colorByLook;
        /** The func of each look's JS calls; -1 for trace events. */
        final int[] funcByLook;

        Rows(SyncTrack track, boolean genericTrace) {
            ProfileThread thread = track.thread();
            TraceEventTable events = thread.traceEvents();
            // The look of each stack a JS call runs and of each trace event name, resolved once, never per entry.
            int[] lookByStack = new int[thread.stacks().size()];
            int[] lookByEventName = new int[thread.strings().size()];
            Arrays.fill(lookByStack, -1);
            Arrays.fill(lookByEventName, -1);
            Looks looks = new Looks();
            for (int entry = 0; entry < track.size(); entry++) {
                int stack = track.stackIndex(entry);
                if (stack >= 0) {
                    if (lookByStack[stack] < 0) {
                        lookByStack[stack] = looks.of(TimelineColors.forEntry(track, entry, genericTrace), track.funcIndex(entry));
                    }
                } else {
                    int name = events.name(track.eventIndex(entry));
                    if (lookByEventName[name] < 0) {
                        lookByEventName[name] = looks.of(TimelineColors.forEntry(track, entry, genericTrace), -1);
                    }
                }
            }
            colorByLook = looks.colors();
            funcByLook = looks.funcs();
            rowStartMicros = new double[track.depthCount()][];
            rowEndMicros = new double[track.depthCount()][];
            rowCoarseEnds = new double[track.depthCount()][];
            rowLooks = new int[track.depthCount()][];
            for (int depth = 0; depth < rowEndMicros.length; depth++) {
                double[] starts = rowStartMicros[depth] = new double[track.rowSize(depth)];
                double[] ends = rowEndMicros[depth] = new double[track.rowSize(depth)];
                int[] rowLook = rowLooks[depth] = new int[track.rowSize(depth)];
                for (int k = 0; k < ends.length; k++) {
                    int entry = track.rowEntry(depth, k);
                    starts[k] = track.startMicros(entry);
                    ends[k] = track.endMicros(entry);
                    int stack = track.stackIndex(entry);
                    rowLook[k] = stack >= 0 ? lookByStack[stack] : lookByEventName[events.name(track.eventIndex(entry))];
                }
                double[] coarse = rowCoarseEnds[depth] = new double[(ends.length + COARSE_STRIDE - 1) >>> COARSE_SHIFT];
                for (int b = 0; b < coarse.length; b++) coarse[b] = ends[b << COARSE_SHIFT];
            }
        }
    }

    /** The distinct (colour, func) pairs, numbered in the order they come. */
    private static final class Looks {
        private final java.util.Map<Long, Integer> indexByPair = new java.util.HashMap<>();
        private int[] colors = new int[16];
        private int[] funcs = new int[16];

        int of(int argb, int func) {
            return indexByPair.computeIfAbsent(((long) argb << 32) | (func & 0xffffffffL), pair -> {
                int index = indexByPair.size();
                if (index == colors.length) {
                    colors = Arrays.copyOf(colors, index * 2);
                    funcs = Arrays.copyOf(funcs, index * 2);
                }
                colors[index] = argb;
                funcs[index] = func;
                return index;
            });
        }

        int[] colors() { return Arrays.copyOf(colors, indexByPair.size()); }
        int[] funcs() { return Arrays.copyOf(funcs, indexByPair.size()); }
    }

    /** The timeline's track, built now if it was deferred (never on the FX thread: {@link SyncTracks#build}). */
    public SyncTrack syncTrack() {
        SyncTrack built = track;
        if (built != null) return built;
        synchronized (this) {
            if (track == null) {
                track = SyncTracks.build(deferredProfile, deferredThread);
                deferredProfile = null;
                deferredThread = null;
            }
            return track;
        }
    }

    @Override public String title() { return title; }
    @Override public int depthCount() { return syncTrack().depthCount(); }
    @Override public int size(int depth) { return syncTrack().rowSize(depth); }

    /**
     * A deferred track not built yet counts its thread's trace events and samples: the most a thread without samples
     * can hold, about what a sampled one holds (a sample opens one call or several, or none).
     */
    @Override
    public long entryCount() {
        SyncTrack built = track;
        if (built != null) return built.size();
        ProfileThread thread = deferredThread;
        return thread == null ? syncTrack().size() : (long) thread.traceEvents().size() + thread.samples().size();
    }
    @Override public double startMicros(int depth, int index) { return rows().rowStartMicros[depth][index]; }
    @Override public double endMicros(int depth, int index) { return rows().rowEndMicros[depth][index]; }

    @Override
    public int colorArgb(int depth, int index) {
        Rows built = rows();
        return built.colorByLook[built.rowLooks[depth][index]];
    }

    @Override
    public int firstEndingAfter(int depth, double micros) {
        return firstEndingAfter(depth, micros, 0);
    }

    @Override
    public int firstEndingAfter(int depth, double micros, int fromIndex) {
        Rows built = rows();
        double[] ends = built.rowEndMicros[depth];
        if (fromIndex >= ends.length || ends[fromIndex] > micros) return fromIndex;
        // ends[fromIndex] <= micros. Find the first coarse block after fromIndex's that starts past micros,
        // galloping over the coarse ends; the answer lies in the stride before it.
        double[] coarse = built.rowCoarseEnds[depth];
        int fromBlock = fromIndex >>> COARSE_SHIFT;
        int lowBlock = fromBlock;
        int step = 1;
        int highBlock = fromBlock + 1;
        while (highBlock < coarse.length && coarse[highBlock] <= micros) {
            lowBlock = highBlock;
            step <<= 1;
            highBlock = fromBlock + step;
        }
        highBlock = Math.min(highBlock, coarse.length);
        while (highBlock - lowBlock > 1) {
            int mid = (lowBlock + highBlock) >>> 1;
            if (coarse[mid] <= micros) lowBlock = mid;
            else highBlock = mid;
        }
        // Invariant: ends[low] <= micros, and high == length or ends[high] > micros.
        int low = Math.max(fromIndex, lowBlock << COARSE_SHIFT);
        int high = Math.min(ends.length, highBlock << COARSE_SHIFT);
        while (high - low > 1) {
            int mid = (low + high) >>> 1;
            if (ends[mid] <= micros) low = mid;
            else high = mid;
        }
        return high;
    }
    @Override
    public int func(int depth, int index) {
        Rows built = rows();
        return built.funcByLook[built.rowLooks[depth][index]];
    }

    @Override
    public String name(int depth, int index) {
        SyncTrack sync = syncTrack();
        String name = sync.name(sync.rowEntry(depth, index));
        return name.isEmpty() ? "(anonymous)" : name;
    }

    @Override
    public double minMicros() {
        return minMicros;
    }

    @Override
    public double maxMicros() {
        return maxMicros;
    }

    /** Where the code is, its self time, and for trace events their category. */
    @Override
    public String details(int depth, int index) {
        SyncTrack sync = syncTrack();
        int entry = sync.rowEntry(depth, index);
        StringBuilder text = new StringBuilder();
        text.append("Self time: ").append(TimeFormat.micros(selfMicros(depth, index)));
        String url = sync.url(entry);
        if (sync.isJsCall(entry)) {
            ProfileThread thread = sync.thread();
            int func = sync.funcIndex(entry);
            int line = thread.funcs().line(func);
            if (!url.isEmpty()) {
                text.append('\n').append(url);
                if (line >= 0) text.append(':').append(line);
            }
        } else {
            TraceEventTable events = sync.thread().traceEvents();
            int event = sync.eventIndex(entry);
            text.append("\nCategory: ").append(sync.thread().strings().get(events.category(event)));
            if (!url.isEmpty()) text.append('\n').append(url);
        }
        return text.toString();
    }

    /** The entry's duration minus the time of its children (the entries of the next row inside it). */
    public double selfMicros(int depth, int index) {
        double start = startMicros(depth, index);
        double end = endMicros(depth, index);
        double children = 0;
        if (depth + 1 < depthCount()) {
            for (int k = firstEndingAfter(depth + 1, start); k < size(depth + 1); k++) {
                double childStart = startMicros(depth + 1, k);
                if (childStart >= end) break;
                children += Math.min(end, endMicros(depth + 1, k)) - Math.max(start, childStart);
            }
        }
        return Math.max(0, (end - start) - children);
    }
}
