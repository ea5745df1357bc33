package dev.flint.ui;

import dev.flint.model.Profile;
import java.nio.file.Path;
import java.util.List;

/**
 * What one load produced: the files (one, or several dropped together), their profiles and the threads
 * the window shows, ordered as the tracks are, and how long it took.
 */
public record LoadedProfile(List<Path> files, List<Profile> profiles, List<LoadedThread> threads,
                            double startMicros, double endMicros, long loadMillis) {
    public LoadedProfile {
        files = List.copyOf(files);
        profiles = List.copyOf(profiles);
        threads = List.copyOf(threads);
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
