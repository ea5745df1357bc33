package dev.flint.model;

import java.util.List;

/**
 * A loaded profile: its format, its threads and the categories their frames use.
 *
 * @param traceIsGeneric Chrome: true when the trace has none of the markers that make DevTools treat it as
 *                       a browser recording (then processes without a URL are kept); false otherwise
 * @param warnings       what the importer repaired or dropped while loading, one entry per kind of problem
 *                       (entries of one kind, however they were added, merge into one: DESIGN.md "each
 *                       kind of warning prints once per file"); empty when the file loaded whole
 * @param markers        user timings, page-load milestones, console spans and Gecko markers of all threads
 *                       (sealed: sorted and read-only); empty for formats without markers
 * @param defaultThread  the index of the thread the file itself says to show first (speedscope's
 *                       {@code activeProfileIndex}), -1 when it says none: then the busiest is shown
 * @param scripts        what a trace says about its scripts and their source maps (Chrome traces); empty otherwise
 */
public record Profile(ProfileFormat format, List<ProfileThread> threads, Categories categories,
                      boolean traceIsGeneric, List<LoadWarning> warnings, MarkerTable markers, int defaultThread,
                      ScriptTable scripts) {
    public Profile {
        threads = List.copyOf(threads);
        warnings = LoadWarnings.merged(warnings);
        markers = markers == null ? MarkerTable.empty() : markers.seal();
        if (defaultThread < -1 || defaultThread >= threads.size()) defaultThread = -1;
        if (scripts == null) scripts = ScriptTable.empty();
    }

    /** A profile without script records. */
    public Profile(ProfileFormat format, List<ProfileThread> threads, Categories categories, boolean traceIsGeneric,
                   List<LoadWarning> warnings, MarkerTable markers, int defaultThread) {
        this(format, threads, categories, traceIsGeneric, warnings, markers, defaultThread, null);
    }

    /** A profile whose file names no default thread. */
    public Profile(ProfileFormat format, List<ProfileThread> threads, Categories categories, boolean traceIsGeneric,
                   List<LoadWarning> warnings, MarkerTable markers) {
        this(format, threads, categories, traceIsGeneric, warnings, markers, -1);
    }

    /** A profile without markers. */
    public Profile(ProfileFormat format, List<ProfileThread> threads, Categories categories, boolean traceIsGeneric,
                   List<LoadWarning> warnings) {
        this(format, threads, categories, traceIsGeneric, warnings, MarkerTable.empty());
    }

    /** A profile that loaded without any repair. */
    public Profile(ProfileFormat format, List<ProfileThread> threads, Categories categories, boolean traceIsGeneric) {
        this(format, threads, categories, traceIsGeneric, List.of(), MarkerTable.empty());
    }

    /** This profile with {@code more} warnings appended after its own. */
    public Profile withWarnings(List<LoadWarning> more) {
        if (more.isEmpty()) return this;
        List<LoadWarning> all = new java.util.ArrayList<>(warnings);
        all.addAll(more);
        return new Profile(format, threads, categories, traceIsGeneric, all, markers, defaultThread, scripts);
    }

    /** This profile with {@code table} as its markers. */
    public Profile withMarkers(MarkerTable table) {
        return new Profile(format, threads, categories, traceIsGeneric, warnings, table, defaultThread, scripts);
    }

    /** This profile with {@code newThreads} in place of its threads (source maps applied, say). */
    public Profile withThreads(List<ProfileThread> newThreads) {
        return new Profile(format, newThreads, categories, traceIsGeneric, warnings, markers, defaultThread, scripts);
    }

    /** This profile with {@code table} as its script records. */
    public Profile withScripts(ScriptTable table) {
        return new Profile(format, threads, categories, traceIsGeneric, warnings, markers, defaultThread, table);
    }

    public long totalSamples() {
        long total = 0;
        for (ProfileThread thread : threads) total += thread.samples().size();
        return total;
    }
}
