package dev.flint.viewmodel;

/**
 * A shown thread's busy samples for the thread list, read from the overview's activity (counted at load),
 * so the list never rescans samples on the FX thread.
 *
 * @param busy     samples that were running something
 * @param hasCurve the thread has samples, so the overview draws a curve for it
 */
public record ProfileThreadCounts(long busy, boolean hasCurve) {
    /** @param sampledBefore how many threads before {@code thread} have samples (its curve's index) */
    public static ProfileThreadCounts of(LoadedProfile loaded, int thread, int sampledBefore) {
        boolean sampled = loaded.threads().get(thread).thread().samples().size() > 0;
        if (!sampled) return new ProfileThreadCounts(0, false);
        if (loaded.activity() instanceof CpuActivity activity && sampledBefore < activity.curveCount()) {
            return new ProfileThreadCounts(activity.busySamples(sampledBefore), true);
        }
        return new ProfileThreadCounts(loaded.threads().get(thread).thread().samples().size(), true);
    }
}
