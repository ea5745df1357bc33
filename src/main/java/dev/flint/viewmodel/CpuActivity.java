package dev.flint.viewmodel;

import dev.flint.model.ProfileThread;
import dev.flint.model.SampleTable;
import dev.flint.model.UiThreadGuard;
import java.util.ArrayList;
import java.util.List;

/**
 * The overview strip's curve: per thread and time bucket, the share of the bucket's samples that were
 * running something (a stack that is not idle). A sample without a stack, or whose leaf function is
 * {@code (idle)}, counts as idle. The samples are counted once, at load, into {@link #FINE_BINS} bins
 * over the profile; a strip of any width sums bins, so resizing never rescans the samples.
 */
public final class CpuActivity implements ActivityCurves {
    /** More bins than a strip has buckets (at most 2,000: one per two pixels). */
    static final int FINE_BINS = 4096;

    /** Per thread with samples, per fine bin: samples, and samples running something. */
    private final int[][] sampleCounts;
    private final int[][] busyCounts;
    /**
     * Per thread with samples, its first bin with samples and the bin after its last: the sums below read only
     * those. A trace of processes that follow each other in time (the 4 GB trace: 777 sampled threads, each in
     * about 15 of the 4,096 bins) summed 3 M bins on the FX thread at each redraw of a new width.
     */
    private final int[] firstBin;
    private final int[] endBin;

    /** Counts the samples of every shown thread; runs on the load service's thread. */
    public CpuActivity(List<LoadedThread> threads, double startMicros, double endMicros) {
        UiThreadGuard.check("CpuActivity");
        double span = Math.max(1, endMicros - startMicros);
        List<int[]> all = new ArrayList<>();
        List<int[]> busy = new ArrayList<>();
        for (LoadedThread shown : threads) {
            ProfileThread thread = shown.thread();
            SampleTable samples = thread.samples();
            // Threads without samples have no CPU curve; the strip stacks the others.
            if (samples.size() == 0) continue;
            int idleFunc = idleFunc(thread);
            int[] allBins = new int[FINE_BINS];
            int[] busyBins = new int[FINE_BINS];
            for (int s = 0; s < samples.size(); s++) {
                double offset = (samples.timeMicros(s) - startMicros) / span * FINE_BINS;
                // The last sample sits at the very end: it belongs to the last bin.
                int bin = offset == FINE_BINS ? FINE_BINS - 1 : (int) Math.floor(offset);
                if (!(bin >= 0 && bin < FINE_BINS)) continue;
                allBins[bin]++;
                int stack = samples.stack(s);
                if (stack >= 0 && stack < thread.stacks().size()
                        && thread.frames().func(thread.stacks().frame(stack)) != idleFunc) busyBins[bin]++;
            }
            all.add(allBins);
            busy.add(busyBins);
        }
        sampleCounts = all.toArray(int[][]::new);
        busyCounts = busy.toArray(int[][]::new);
        firstBin = new int[sampleCounts.length];
        endBin = new int[sampleCounts.length];
        for (int t = 0; t < sampleCounts.length; t++) {
            int first = 0;
            while (first < FINE_BINS && sampleCounts[t][first] == 0) first++;
            int end = FINE_BINS;
            while (end > first && sampleCounts[t][end - 1] == 0) end--;
            firstBin[t] = first;
            endBin[t] = end;
        }
    }

    /** Busy (not idle) samples of the {@code sampled}-th thread with samples, summed over the bins. */
    long busySamples(int sampled) {
        long total = 0;
        for (int bin = firstBin[sampled]; bin < endBin[sampled]; bin++) total += busyCounts[sampled][bin];
        return total;
    }

    int curveCount() {
        return busyCounts.length;
    }

    @Override
    public double[][] perThread(int buckets) {
        double[][] result = new double[sampleCounts.length][buckets];
        for (int t = 0; t < result.length; t++) {
            if (firstBin[t] == endBin[t]) continue;
            double[] all = new double[buckets];
            double[] busy = result[t];
            for (int bin = firstBin[t]; bin < endBin[t]; bin++) {
                int bucket = (int) ((long) bin * buckets / FINE_BINS);
                all[bucket] += sampleCounts[t][bin];
                busy[bucket] += busyCounts[t][bin];
            }
            int lastBucket = (int) ((long) (endBin[t] - 1) * buckets / FINE_BINS);
            for (int b = (int) ((long) firstBin[t] * buckets / FINE_BINS); b <= lastBucket; b++) {
                busy[b] = all[b] == 0 ? 0 : busy[b] / all[b];
            }
        }
        return result;
    }

    @Override
    public int mostSampledAtOnce(int buckets) {
        int[] sampled = new int[buckets];
        for (int t = 0; t < sampleCounts.length; t++) {
            int[] counts = sampleCounts[t];
            int lastBucket = -1;
            for (int bin = firstBin[t]; bin < endBin[t]; bin++) {
                int bucket = (int) ((long) bin * buckets / FINE_BINS);
                if (counts[bin] == 0 || bucket == lastBucket) continue;
                sampled[bucket]++;
                lastBucket = bucket;
            }
        }
        int most = 0;
        for (int count : sampled) most = Math.max(most, count);
        return most;
    }

    private static int idleFunc(ProfileThread thread) {
        for (int f = 0; f < thread.funcs().size(); f++) {
            if ("(idle)".equals(thread.funcName(f))) return f;
        }
        return -2;
    }
}
