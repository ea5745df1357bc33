package dev.flint.ui;

import dev.flint.model.Profile;
import dev.flint.model.ProfileThread;
import dev.flint.ui.flamechart.FlameTrack;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Turns a loaded profile into the threads the window shows: every thread with samples or trace events,
 * each with its flame-chart track built by the timeline engine. Runs on the load service's thread.
 */
final class ThreadPreparer {
    private ThreadPreparer() {}

    /** @param file when several files are shown together, the file to name in track titles; else null */
    static List<LoadedThread> prepare(Profile profile, Path file) {
        List<LoadedThread> shown = new ArrayList<>();
        for (ProfileThread thread : profile.threads()) {
            if (thread.samples().size() == 0 && thread.traceEvents().size() == 0) continue;
            String label = labelOf(thread, file);
            FlameTrack track = TrackAdapter.of(profile, thread, label);
            if (track.depthCount() == 0) continue;
            shown.add(new LoadedThread(profile, thread, label, track));
        }
        return shown;
    }

    static String labelOf(ProfileThread thread, Path file) {
        String name = thread.name().isEmpty() ? "Thread " + thread.tid() : thread.name();
        StringBuilder label = new StringBuilder();
        if (file != null) label.append(file.getFileName()).append(" \u2014 ");
        label.append(name);
        if (!thread.processName().isEmpty()) label.append("  \u00b7  ").append(thread.processName());
        if (thread.processUrl() != null && !thread.processUrl().isEmpty()) label.append("  ").append(thread.processUrl());
        return label.toString();
    }
}
