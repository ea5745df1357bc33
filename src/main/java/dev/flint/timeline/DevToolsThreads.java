package dev.flint.timeline;

import dev.flint.model.Profile;
import dev.flint.model.ProfileThread;
import java.util.ArrayList;
import java.util.List;

/**
 * The threads DevTools (trace engine 0.0.65) shows tracks for. For a trace: threads with timeline entries,
 * and unless the trace is generic only those of processes that have a URL (a renderer showing a page:
 * the browser, GPU and utility processes are left out). For every other format: all threads.
 */
public final class DevToolsThreads {
    private DevToolsThreads() {}

    public static boolean isShown(Profile profile, ProfileThread thread) {
        if (!SyncTracks.usesTracePath(profile)) return true;
        if (thread.traceEvents().size() == 0) return false;
        return profile.traceIsGeneric() || thread.processUrl() != null;
    }

    public static List<ProfileThread> shown(Profile profile) {
        List<ProfileThread> threads = new ArrayList<>();
        for (ProfileThread thread : profile.threads()) {
            if (isShown(profile, thread)) threads.add(thread);
        }
        return threads;
    }
}
