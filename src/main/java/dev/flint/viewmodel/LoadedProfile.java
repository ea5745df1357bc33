package dev.flint.viewmodel;

import dev.flint.model.Profile;
import java.nio.file.Path;
import java.util.List;

/**
 * What one load produced: the files (one, or several dropped together), their profiles and the threads
 * the window shows, ordered as the tracks are, how long it took, and the overview's activity counted
 * over those threads' samples and the thread list's rows (at load, off the FX thread).
 *
 * @param threadEntries the thread list's row of each of {@code threads}, in their order
 * @param totalSamples  the samples of all the profiles' threads, counted with the rows (the status line shows it
 *                      in the pulse that shows the tab, where summing a trace's 9,000 threads cold took 4-8 ms)
 */
public record LoadedProfile(List<Path> files, List<Profile> profiles, List<LoadedThread> threads,
                            double startMicros, double endMicros, long loadMillis,
                            ActivityCurves activity, List<ThreadEntry> threadEntries, long totalSamples) {
    public LoadedProfile {
        files = List.copyOf(files);
        profiles = List.copyOf(profiles);
        threads = List.copyOf(threads);
        threadEntries = List.copyOf(threadEntries);
        if (threadEntries.size() != threads.size()) throw new IllegalArgumentException("one thread-list row per thread");
    }

    /** A load whose thread list's rows are counted here (in the background: {@link ThreadEntry#of} refuses the FX thread). */
    public LoadedProfile(List<Path> files, List<Profile> profiles, List<LoadedThread> threads, double startMicros,
                         double endMicros, long loadMillis, ActivityCurves activity) {
        this(files, profiles, threads, startMicros, endMicros, loadMillis, activity, ThreadEntry.of(threads, activity),
                samplesOf(profiles));
    }

    private static long samplesOf(List<Profile> profiles) {
        long total = 0;
        for (Profile profile : profiles) total += profile.totalSamples();
        return total;
    }

    /**
     * The same load with some threads replaced by new versions (symbolication keeps every sample, time and label,
     * so the thread list's rows stay).
     */
    public LoadedProfile withThreads(List<LoadedThread> newThreads) {
        return new LoadedProfile(files, profiles, newThreads, startMicros, endMicros, loadMillis, activity, threadEntries,
                totalSamples);
    }

    /**
     * The record's equals written out, the same and first by identity: a property set to a new load compares it with
     * the last one, and the generated equals runs through method handles, slow while they are cold.
     */
    @Override
    public boolean equals(Object other) {
        if (this == other) return true;
        return other instanceof LoadedProfile that && totalSamples == that.totalSamples
                && Double.compare(startMicros, that.startMicros) == 0
                && Double.compare(endMicros, that.endMicros) == 0 && loadMillis == that.loadMillis
                && files.equals(that.files) && profiles.equals(that.profiles) && threads.equals(that.threads)
                && java.util.Objects.equals(activity, that.activity) && threadEntries.equals(that.threadEntries);
    }

    @Override
    public int hashCode() {
        return java.util.Objects.hash(files, profiles, threads, startMicros, endMicros, loadMillis, activity, threadEntries);
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
