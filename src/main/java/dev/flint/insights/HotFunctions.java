package dev.flint.insights;

import dev.flint.calltree.FuncLineHits;
import dev.flint.model.ProfileFormat;
import dev.flint.model.SampleTable;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code hot-function}: a function whose own code (the samples it is the leaf of) takes at least
 * {@link Thresholds#HOT_FUNCTION_SHARE} of its thread's non-idle time; never a pseudo-frame. Its range is the
 * longest unbroken run of samples with it as the leaf (where to zoom to see it at work), its line the hottest.
 */
final class HotFunctions {
    private HotFunctions() {}

    static List<Finding> find(SampledTime time, ProfileFormat format, FuncLineHits.Ticks ticks) {
        if (time.busySamples < Thresholds.MIN_SAMPLES || !(time.busyWeight > 0)) return List.of();
        SampleTable samples = time.thread.samples();
        int funcCount = time.thread.funcs().size();
        double[] self = new double[funcCount];
        long[] sampleCount = new long[funcCount];
        // the longest run of consecutive samples with one leaf function: its start, end and length
        double[] bestStart = new double[funcCount];
        double[] bestEnd = new double[funcCount];
        int[] bestLength = new int[funcCount];
        int runFunc = -1;
        int runLength = 0;
        double runStart = 0;
        for (int s = 0; s < time.leafFunc.length; s++) {
            int func = time.leafFunc[s];
            if (func != runFunc) {
                runFunc = func;
                runLength = 0;
                runStart = samples.timeMicros(s);
            }
            if (func < 0) continue;
            self[func] += samples.weight(s);
            sampleCount[func]++;
            runLength++;
            if (runLength > bestLength[func]) {
                bestLength[func] = runLength;
                bestStart[func] = runStart;
                bestEnd[func] = s + 1 < samples.size() ? samples.timeMicros(s + 1) : samples.timeMicros(s);
            }
        }
        List<Finding> found = new ArrayList<>();
        for (int func = 0; func < funcCount; func++) {
            double share = self[func] / time.busyWeight;
            if (share < Thresholds.HOT_FUNCTION_SHARE || time.isPseudo(func)) continue;
            FunctionRef ref = FunctionRefs.withHottestLine(time.thread, func, format, time.range, ticks);
            double millis = time.hasTime() ? time.millis(self[func]) : 0;
            List<TimeSpan> ranges = time.hasTime() && bestEnd[func] > bestStart[func]
                    ? List.of(new TimeSpan(bestStart[func], bestEnd[func])) : List.of();
            String name = ref.name().isEmpty() ? "(anonymous)" : ref.name();
            String message = name + " runs its own code in " + Numbers.percent(share) + " of the thread's busy "
                    + (time.hasTime() ? "time (" + Numbers.millis(millis) + " self)" : "samples")
                    + (ref.line() > 0 ? ", most at line " + ref.line() : "") + ".";
            found.add(new Finding(FindingKind.HOT_FUNCTION, millis, time.thread.key(), time.thread.name(),
                    List.of(ref), ranges, sampleCount[func], message, share));
        }
        return found;
    }
}
