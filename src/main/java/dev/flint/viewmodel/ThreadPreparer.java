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
     * @param file     the file the profile came from
     * @param manyFiles true when several files are shown together: titles then name their file
     */
    public static List<LoadedThread> prepare(Profile profile, Path file, boolean manyFiles) {
        // The chart shows the tracks of threads without samples collapsed when others have some (ProfileView):
        // a trace's build their whole track when first used (TrackAdapter.deferred), the others now.
        boolean anySampled = profile.threads().stream().anyMatch(thread -> thread.samples().size() > 0);
        boolean tracePath = SyncTracks.usesTracePath(profile);
        // Each thread's track on its own worker (PerThreadPool): a trace has many threads.
        List<LoadedThread> built = PerThreadPool.forThreads(profile.threads(), thread -> {
            if (thread.samples().size() == 0 && thread.traceEvents().size() == 0) return null;
            String label = labelOf(thread, file, manyFiles);
            if (anySampled && tracePath && thread.samples().size() == 0) {
                return new LoadedThread(profile, thread, label, TrackAdapter.deferred(profile, thread, label));
            }
            TrackAdapter track = new TrackAdapter(SyncTracks.build(profile, thread), label, profile.traceIsGeneric());
            if (track.depthCount() == 0) return null;
            if (!anySampled || thread.samples().size() > 0) track.prepare();
            return new LoadedThread(profile, thread, label, track);
        });
        List<LoadedThread> shown = new ArrayList<>();
        for (LoadedThread thread : built) {
            if (thread != null) shown.add(thread);
        }
        // The thread the file names first (speedscope's activeProfileIndex), then threads with samples,
        // busiest first: that is where a CPU profile's story is.
        ProfileThread named = profile.defaultThread() < 0 ? null : profile.threads().get(profile.defaultThread());
        shown.sort(java.util.Comparator.comparingInt((LoadedThread t) -> t.thread() == named ? 0 : 1)
                .thenComparingInt((LoadedThread t) -> -t.thread().samples().size()));
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
