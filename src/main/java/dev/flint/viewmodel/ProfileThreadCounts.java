package dev.flint.viewmodel;

/**
 * A shown thread's busy samples for the thread list, read from the overview's activity (counted at load),
 * so the list never rescans samples.
 *
 * @param busy     samples that were running something
 * @param hasCurve the thread has samples, so the overview draws a curve for it
 */
public record ProfileThreadCounts(long busy, boolean hasCurve) {
    /**
     * @param thread        one of the threads {@code activity} was counted over
     * @param sampledBefore how many threads before {@code thread} have samples (its curve's index)
     */
    public static ProfileThreadCounts of(LoadedThread thread, ActivityCurves activity, int sampledBefore) {
        boolean sampled = thread.thread().samples().size() > 0;
        if (!sampled) return new ProfileThreadCounts(0, false);
        if (activity instanceof CpuActivity cpu && sampledBefore < cpu.curveCount()) {
            return new ProfileThreadCounts(cpu.busySamples(sampledBefore), true);
        }
        return new ProfileThreadCounts(thread.thread().samples().size(), true);
    }
}
