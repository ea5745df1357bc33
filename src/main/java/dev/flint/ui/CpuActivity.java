package dev.flint.ui;

import dev.flint.model.ProfileThread;
import dev.flint.model.SampleTable;
import dev.flint.ui.flamechart.OverviewStrip;

/**
 * The overview strip's curve: per thread and time bucket, the share of the bucket's samples that were
 * running something (a stack that is not idle). A sample without a stack, or whose leaf function is
 * {@code (idle)}, counts as idle.
 */
final class CpuActivity implements OverviewStrip.Activity {
    private final LoadedProfile loaded;

    CpuActivity(LoadedProfile loaded) {
        this.loaded = loaded;
    }

    @Override
    public double[][] perThread(int buckets) {
        double start = loaded.startMicros();
        double span = Math.max(1, loaded.endMicros() - start);
        double[][] result = new double[loaded.threads().size()][buckets];
        for (int t = 0; t < result.length; t++) {
            ProfileThread thread = loaded.threads().get(t).thread();
            SampleTable samples = thread.samples();
            int idleFunc = idleFunc(thread);
            double[] busy = result[t];
            double[] all = new double[buckets];
            for (int s = 0; s < samples.size(); s++) {
                int bucket = (int) ((samples.timeMicros(s) - start) / span * buckets);
                if (bucket < 0 || bucket >= buckets) continue;
                all[bucket]++;
                int stack = samples.stack(s);
                if (stack >= 0 && thread.frames().func(thread.stacks().frame(stack)) != idleFunc) busy[bucket]++;
            }
            for (int b = 0; b < buckets; b++) busy[b] = all[b] == 0 ? 0 : busy[b] / all[b];
            if (samples.size() == 0) result[t] = null;
        }
        // Threads without samples have no CPU curve; the strip stacks the others.
        return java.util.Arrays.stream(result).filter(java.util.Objects::nonNull).toArray(double[][]::new);
    }

    private static int idleFunc(ProfileThread thread) {
        for (int f = 0; f < thread.funcs().size(); f++) {
            if ("(idle)".equals(thread.funcName(f))) return f;
        }
        return -2;
    }
}
