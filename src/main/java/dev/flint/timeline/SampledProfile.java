package dev.flint.timeline;

import dev.flint.model.CpuProfileInfo;
import dev.flint.model.FuncTable;
import dev.flint.model.ProfileThread;
import dev.flint.model.SampleTable;
import dev.flint.model.StackTable;

/**
 * A thread's samples and stack tree as DevTools' CPUProfileDataModel prepares them for both timeline paths.
 * Stacks play V8's nodes (stack -1 is the root):
 * <ul>
 *   <li>samples sorted by time with a stable sort (V8 writes a few negative time deltas);</li>
 *   <li>times in milliseconds ({@code micros / 1000}, the engine's unit), with one extra time after the last
 *       sample, one average interval later, that closes it (with a single sample: the profile's end; when
 *       a legacy profile gives one timestamp more than samples: that timestamp);</li>
 *   <li>the meta stacks {@code (garbage collector)}, {@code (program)}, {@code (idle)}: the first root-level
 *       stack of each name;</li>
 *   <li>isolated {@code (program)} samples between two samples of the same root-level stack replaced by the
 *       previous sample, as DevTools' fixMissingSamples does.</li>
 * </ul>
 * Everything is a column indexed by stack or by sorted sample position.
 */
final class SampledProfile {
    static final String GC_NAME = "(garbage collector)";
    static final String PROGRAM_NAME = "(program)";
    static final String IDLE_NAME = "(idle)";
    static final String ROOT_NAME = "(root)";

    final ProfileThread thread;
    final int stackCount;
    /** Per stack: its depth below the root (0 for a root-level stack). */
    final int[] depth;
    /** Per stack: its root-level ancestor. */
    final int[] bottom;
    final int gcStack;
    final int programStack;
    final int idleStack;
    final int sampleCount;
    /** Per sorted sample: its stack (-1: the root). */
    final int[] sampleStack;
    /** Per sorted sample: index of the sample in file order. */
    final int[] sampleFileIndex;
    /** Per sorted sample, plus one closing time: milliseconds. */
    final double[] timeMillis;
    /** The profile's end in milliseconds (used when a single sample leaves no interval), NaN when unknown. */
    final double endMillis;

    SampledProfile(ProfileThread thread) {
        this.thread = thread;
        StackTable stacks = thread.stacks();
        stackCount = stacks.size();
        depth = new int[stackCount];
        bottom = new int[stackCount];
        int gc = -1;
        int program = -1;
        int idle = -1;
        FuncTable funcs = thread.funcs();
        for (int s = 0; s < stackCount; s++) {
            int prefix = stacks.prefix(s);
            depth[s] = prefix < 0 ? 0 : depth[prefix] + 1;
            bottom[s] = prefix < 0 ? s : bottom[prefix];
            if (prefix < 0) {
                String name = thread.strings().get(funcs.name(thread.frames().func(stacks.frame(s))));
                if (gc < 0 && GC_NAME.equals(name)) gc = s;
                else if (program < 0 && PROGRAM_NAME.equals(name)) program = s;
                else if (idle < 0 && IDLE_NAME.equals(name)) idle = s;
            }
        }
        gcStack = gc;
        programStack = program;
        idleStack = idle;

        SampleTable samples = thread.samples();
        sampleCount = samples.size();
        sampleFileIndex = stableOrderByTime(samples);
        sampleStack = new int[sampleCount];
        timeMillis = new double[sampleCount + 1];
        for (int i = 0; i < sampleCount; i++) {
            int fileIndex = sampleFileIndex[i];
            sampleStack[i] = samples.stack(fileIndex);
            timeMillis[i] = samples.timeMicros(fileIndex) / 1000;
        }
        CpuProfileInfo info = thread.cpuProfile();
        endMillis = info == null ? Double.NaN : info.endMicros() / 1000;
        if (sampleCount > 0) {
            double last = timeMillis[sampleCount - 1];
            timeMillis[sampleCount] = last + (last - timeMillis[0]) / (sampleCount - 1);
            // A legacy profile's extra timestamp is a sample of no node in DevTools: it closes the last one.
            double givenEnd = info == null ? Double.NaN : info.lastSampleEndMicros() / 1000;
            if (givenEnd >= last) timeMillis[sampleCount] = givenEnd;
        }
        fixMissingSamples();
    }

    /** The time that closes the last sample: the appended average-interval time, else the profile end. */
    double closingMillis() {
        double appended = timeMillis[sampleCount];
        // DevTools writes `timestamps[n] || profileEndTime`: NaN and 0 fall back to the end time.
        if (!Double.isNaN(appended) && appended != 0) return appended;
        if (!Double.isNaN(endMillis)) return endMillis;
        return sampleCount > 0 ? timeMillis[sampleCount - 1] : 0;
    }

    boolean isMeta(int stack) {
        return stack >= 0 && (stack == gcStack || stack == programStack || stack == idleStack);
    }

    private static int[] stableOrderByTime(SampleTable samples) {
        int n = samples.size();
        int[] order = new int[n];
        boolean sorted = true;
        for (int i = 0; i < n; i++) {
            order[i] = i;
            if (i > 0 && samples.timeMicros(i) < samples.timeMicros(i - 1)) sorted = false;
        }
        if (sorted) return order;
        return dev.flint.model.IntSort.byTime(samples.timesCopy(), n);
    }

    private void fixMissingSamples() {
        if (programStack < 0 || sampleCount < 3) return;
        int previous = sampleStack[0];
        int current = sampleStack[1];
        for (int i = 1; i < sampleCount - 1; i++) {
            int next = sampleStack[i + 1];
            // DevTools skips positions whose neighbours are not nodes; the root is a node, stack -1 here.
            if (current == programStack && !isSystem(previous) && !isSystem(next)
                    && bottomOf(previous) == bottomOf(next)) {
                sampleStack[i] = previous;
            }
            previous = current;
            current = next;
        }
    }

    private boolean isSystem(int stack) {
        return stack >= 0 && (stack == programStack || stack == gcStack || stack == idleStack);
    }

    /** The root-level ancestor; the root is its own. */
    private int bottomOf(int stack) {
        return stack < 0 ? -1 : bottom[stack];
    }
}
