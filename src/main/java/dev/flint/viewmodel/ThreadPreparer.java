package dev.flint.viewmodel;

import dev.flint.model.Profile;
import dev.flint.model.ProfileThread;
import dev.flint.timeline.PerThreadPool;
import dev.flint.timeline.SyncTracks;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Turns a loaded profile into the threads the window shows: every thread with samples or trace events,
 * each with its flame-chart track built by the timeline engine. Runs on the load service's thread.
 */
public final class ThreadPreparer {
    private ThreadPreparer() {}

    /**
     * Rows (a track's header counted as one) that fill the chart's first screen: 18 px rows. The window opens at 85 % of
     * a full-HD screen, and with the default split the chart gets 330 px of its 918 (18 rows; 22 maximized). The
     * tracks below are built after the first frame; on a taller screen, or with the chart's split moved down, the
     * lowest say they are coming for a moment. It was a whole screen's 60 rows: the 117 MB trace's main thread (27
     * rows) then waited for three more tracks of 27 rows after its read, in two passes.
     */
    static final int FIRST_SCREEN_ROWS = 24;

    /**
     * @param file     the file the profile came from
     * @param manyFiles true when several files are shown together: titles then name their file
     */
    public static List<LoadedThread> prepare(Profile profile, Path file, boolean manyFiles) {
        return prepare(profile, file, manyFiles, FIRST_SCREEN_ROWS);
    }

    /** As {@link #prepare(Profile, Path, boolean)}, building now the tracks that start expanded within {@code firstScreenRows}. */
    static List<LoadedThread> prepare(Profile profile, Path file, boolean manyFiles, int firstScreenRows) {
        // The chart shows the tracks of threads without samples collapsed when others have some (ProfileView):
        // a trace's build their whole track when first used (TrackAdapter.deferred), the others now.
        boolean anySampled = profile.threads().stream().anyMatch(thread -> thread.samples().size() > 0);
        boolean tracePath = SyncTracks.usesTracePath(profile);
        // The thread the file names first (speedscope's activeProfileIndex), then threads with samples,
        // busiest first: that is where a CPU profile's story is. The window shows them in this order, top to bottom.
        ProfileThread named = profile.defaultThread() < 0 ? null : profile.threads().get(profile.defaultThread());
        List<ProfileThread> ordered = new ArrayList<>();
        for (ProfileThread thread : profile.threads()) {
            if (thread.samples().size() > 0 || thread.traceEvents().size() > 0) ordered.add(thread);
        }
        ordered.sort(java.util.Comparator.comparingInt((ProfileThread t) -> t == named ? 0 : 1)
                .thenComparingInt((ProfileThread t) -> -t.samples().size()));
        // A trace's tracks that start expanded are built now only as far as the first screen reaches; the chart builds
        // the rest in the background after its first frame, top to bottom (FlameChartView.prepareInBackground). The
        // 4 GB trace's 846 sampled threads took 1-2 s after its last byte was read, the window waiting on them.
        LoadedThread[] built = new LoadedThread[ordered.size()];
        List<Integer> deferred = new ArrayList<>();
        int rowsAbove = 0;
        int next = 0;
        while (next < ordered.size()) {
            // Each pass builds the next few in parallel, one per worker, and counts their rows (every track, when
            // nothing is deferred); a track that is not built here has its header's row on the screen. A trace's first
            // pass is its top track alone: a file's main thread often fills the screen by itself, and a second track
            // built beside it took the core that the first one's build and its code's compiling wanted.
            int passSize = !tracePath ? ordered.size() : next == 0 ? 1 : PerThreadPool.workers();
            List<Integer> pass = new ArrayList<>();
            for (; next < ordered.size() && pass.size() < passSize; next++) {
                ProfileThread thread = ordered.get(next);
                boolean expanded = !anySampled || thread.samples().size() > 0;
                if (tracePath && thread.traceEvents().size() > 0 && (!expanded || rowsAbove >= firstScreenRows)) {
                    deferred.add(next);
                    rowsAbove++;
                } else {
                    pass.add(next);
                }
            }
            List<ProfileThread> passThreads = pass.stream().map(ordered::get).toList();
            List<LoadedThread> made = PerThreadPool.forThreads(passThreads, thread -> {
                String label = labelOf(thread, file, manyFiles);
                TrackAdapter track = new TrackAdapter(SyncTracks.build(profile, thread), label, profile.traceIsGeneric());
                if (track.depthCount() == 0) return null;
                if (!anySampled || thread.samples().size() > 0) track.prepare();
                return new LoadedThread(profile, thread, label, track);
            });
            for (int i = 0; i < pass.size(); i++) {
                LoadedThread thread = made.get(i);
                built[pass.get(i)] = thread;
                if (thread != null) rowsAbove += 1 + (thread.track().isReady() ? thread.track().depthCount() : 0);
            }
        }
        // A deferred track still reads its events' and samples' times for its extent: in parallel too (the 4 GB
        // trace's 9,000 threads hold tens of millions of events).
        List<LoadedThread> waiting = PerThreadPool.forThreads(deferred.stream().map(ordered::get).toList(), thread -> {
            String label = labelOf(thread, file, manyFiles);
            return new LoadedThread(profile, thread, label, TrackAdapter.deferred(profile, thread, label));
        });
        for (int i = 0; i < deferred.size(); i++) built[deferred.get(i)] = waiting.get(i);
        List<LoadedThread> shown = new ArrayList<>();
        for (LoadedThread thread : built) {
            if (thread != null) shown.add(thread);
        }
        return shown;
    }

    /**
     * The same shown thread after its funcs changed (symbolication): a new track with the new names, built
     * from the stacks merged per function (a function whose frames had different addresses is one call,
     * not a bar per address). Trace timelines keep their stacks: their calls follow the trace's own nodes.
     * Runs on the symbolication service's thread.
     */
    public static LoadedThread rebuilt(LoadedThread old, ProfileThread newThread) {
        if (old.track() instanceof TrackAdapter before && !before.isBuilt()) {
            return new LoadedThread(old.profile(), newThread, old.label(), TrackAdapter.deferred(old.profile(), newThread, old.label()));
        }
        ProfileThread forTrack = SyncTracks.usesTracePath(old.profile()) ? newThread
                : dev.flint.symbols.FuncStacks.merged(newThread);
        TrackAdapter track = new TrackAdapter(SyncTracks.build(old.profile(), forTrack), old.label(),
                old.profile().traceIsGeneric());
        if (!(old.track() instanceof TrackAdapter before) || before.isReady()) track.prepare();
        return new LoadedThread(old.profile(), newThread, old.label(), track);
    }

    static String labelOf(ProfileThread thread, Path file, boolean manyFiles) {
        StringBuilder label = new StringBuilder();
        if (thread.name().isEmpty()) {
            // A .cpuprofile names no thread: its file is the best name it has.
            label.append(file.getFileName());
            if (thread.tid() != 1) label.append(" \u2014 thread ").append(thread.tid());
        } else {
            if (manyFiles) label.append(file.getFileName()).append(" \u2014 ");
            label.append(thread.name());
        }
        if (!thread.processName().isEmpty()) label.append("  \u00b7  ").append(thread.processName());
        if (thread.processUrl() != null && !thread.processUrl().isEmpty()) label.append("  ").append(thread.processUrl());
        return label.toString();
    }
}
