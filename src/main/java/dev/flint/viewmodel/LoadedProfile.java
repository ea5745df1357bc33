package dev.flint.viewmodel;

import dev.flint.model.Profile;
import java.nio.file.Path;
import java.util.List;

/**
 * What one load produced: the files (one, or several dropped together), their profiles and the threads
 * the window shows, ordered as the tracks are, how long it took, and the overview's activity counted
 * over those threads' samples (at load, off the FX thread).
 */
public record LoadedProfile(List<Path> files, List<Profile> profiles, List<LoadedThread> threads,
                            double startMicros, double endMicros, long loadMillis,
                            ActivityCurves activity) {
    public LoadedProfile {
        files = List.copyOf(files);
        profiles = List.copyOf(profiles);
        threads = List.copyOf(threads);
    }

    /** The same load with some threads replaced by new versions (symbolication keeps every sample and time). */
    public LoadedProfile withThreads(List<LoadedThread> newThreads) {
        return new LoadedProfile(files, profiles, newThreads, startMicros, endMicros, loadMillis, activity);
    }

    public long totalSamples() {
        long total = 0;
        for (Profile profile : profiles) total += profile.totalSamples();
        return total;
    }

    /** "a.cpuprofile" or "a.cpuprofile + 2 more". */
    public String title() {
        String first = files.isEmpty() ? "" : String.valueOf(files.get(0).getFileName());
        return files.size() <= 1 ? first : first + " + " + (files.size() - 1) + " more";
    }

    /** Format ids, distinct, joined. */
    public String formats() {
        return String.join(", ", profiles.stream().map(p -> p.format().id()).distinct().toList());
    }
}
