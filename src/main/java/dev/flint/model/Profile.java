package dev.flint.model;

import java.util.List;

/**
 * A loaded profile: its format, its threads and the categories their frames use.
 *
 * @param traceIsGeneric Chrome: true when the trace has none of the markers that make DevTools treat it as
 *                       a browser recording (then processes without a URL are kept); false otherwise
 */
public record Profile(ProfileFormat format, List<ProfileThread> threads, Categories categories,
                      boolean traceIsGeneric) {
    public Profile {
        threads = List.copyOf(threads);
    }

    public long totalSamples() {
        long total = 0;
        for (ProfileThread thread : threads) total += thread.samples().size();
        return total;
    }
}
