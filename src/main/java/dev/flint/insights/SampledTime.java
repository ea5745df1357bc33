package dev.flint.insights;

import dev.flint.calltree.SampleRange;
import dev.flint.model.ProfileFormat;
import dev.flint.model.ProfileThread;
import dev.flint.model.SampleTable;
import dev.flint.model.StackTable;
import dev.flint.model.WeightType;
import java.util.Arrays;
import java.util.Set;

/**
 * What a thread's samples say about time, once per thread and range: each sample's leaf function, the
 * milliseconds one unit of weight stands for, and the non-idle total the share thresholds divide by.
 * <ul>
 *   <li>V8 and Chrome threads weigh each sample in milliseconds already (the time to the next sample).</li>
 *   <li>Sample counts with timestamps (JFR, Gecko, perf, pprof with times) weigh one typical sampling interval
 *       each: the median gap between consecutive samples, which a thread's idle gaps do not skew.</li>
 *   <li>Counts without time (folded stacks, DTrace, macOS {@code sample}), weights in a file's own unit and
 *       bytes have no milliseconds:
 *       {@link #millisPerWeight} is NaN and findings rank by share.</li>
 * </ul>
 */
final class SampledTime {
    /** Functions that are the profiler's bookkeeping, never a finding's function. */
    static final Set<String> PSEUDO_FUNCTIONS = Set.of("(program)", "(idle)", "(garbage collector)", "(root)");

    final ProfileThread thread;
    final SampleRange range;
    /** Per sample, the leaf frame's function, -1 for a sample without a stack or outside the range. */
    final int[] leafFunc;
    /** Sum of weights of samples in the range whose leaf is not {@code (idle)}. */
    final double busyWeight;
    /** Samples counted in {@link #busyWeight}. */
    final int busySamples;
    final double millisPerWeight;

    SampledTime(ProfileThread thread, SampleRange range, ProfileFormat format) {
        this.thread = thread;
        this.range = range;
        SampleTable samples = thread.samples();
        StackTable stacks = thread.stacks();
        int count = samples.size();
        leafFunc = new int[count];
        int idle = thread.strings().find("(idle)");
        double busy = 0;
        int busyCount = 0;
        for (int s = 0; s < count; s++) {
            int stack = samples.stack(s);
            if (stack < 0 || stack >= stacks.size() || !range.contains(samples.timeMicros(s))) {
                leafFunc[s] = -1;
                continue;
            }
            int func = thread.frames().func(stacks.frame(stack));
            leafFunc[s] = func;
            if (idle >= 0 && thread.funcs().name(func) == idle) continue;
            busy += samples.weight(s);
            busyCount++;
        }
        busyWeight = busy;
        busySamples = busyCount;
        millisPerWeight = millisPerWeight(thread, format);
    }

    /** Milliseconds of {@code weight}, NaN when the thread's samples carry no time. */
    double millis(double weight) {
        return weight * millisPerWeight;
    }

    boolean hasTime() {
        return !Double.isNaN(millisPerWeight);
    }

    /** The name of {@code func} is one of {@link #PSEUDO_FUNCTIONS}. */
    boolean isPseudo(int func) {
        return PSEUDO_FUNCTIONS.contains(thread.funcName(func));
    }

    private static double millisPerWeight(ProfileThread thread, ProfileFormat format) {
        if (thread.weightType() == WeightType.TRACING_MS) return 1;
        SampleTable samples = thread.samples();
        // Bytes, aggregated stacks laid side by side, and weights in a unit of the file's own (pprof's
        // nanoseconds, speedscope's) are not one sampling interval each.
        if (thread.weightType() == WeightType.BYTES || format.weightsCountSamples() || samples.hasWeights()) {
            return Double.NaN;
        }
        int count = samples.size();
        if (count < 2) return Double.NaN;
        double[] gaps = new double[count - 1];
        int n = 0;
        for (int s = 1; s < count; s++) {
            double gap = samples.timeMicros(s) - samples.timeMicros(s - 1);
            if (gap > 0 && Double.isFinite(gap)) gaps[n++] = gap;
        }
        // Samples without timestamps (every sample at one time) have no gaps to speak of.
        if (n < count / 2) return Double.NaN;
        Arrays.sort(gaps, 0, n);
        return gaps[n / 2] / 1000;
    }
}
