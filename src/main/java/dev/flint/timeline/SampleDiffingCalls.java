package dev.flint.timeline;

/**
 * The CPU-profile path (DevTools' CPUProfileDataModel.forEachFrame, used for a .cpuprofile and here also
 * for JS Self-Profiling and folded input): walk the time-sorted samples and diff each sample's stack with
 * the previous one at their lowest common ancestor. Frames above it close at the sample's time, frames
 * below it open at that time. A {@code (garbage collector)} sample sits on top of the previous stack
 * instead of replacing it. Whatever is open at the end closes at the closing time (one average interval
 * after the last sample). {@code (program)}, {@code (idle)} and GC frames are calls like any other.
 *
 * <p>Durations are computed in milliseconds and multiplied by 1000, as the engine does, so figures match
 * its output to the last bit.
 */
final class SampleDiffingCalls {
    private static final int NONE = -2;

    private final SampledProfile profile;
    private final ProfileCalls calls;
    /**
     * Per stack, at {@code 2 * (stack + 2)} (so the root -1 and NONE have slots): its depth (-1 for both),
     * then its parent (NONE for both). The walk chases parents millions of times; with the depth in the
     * same cache line each step costs one cache miss instead of two, and no branch.
     */
    private final int[] depthAndParent;
    private int[] openCall = new int[64];
    private double[] openStartMillis = new double[64];
    private int openCount;

    private SampleDiffingCalls(SampledProfile profile) {
        this.profile = profile;
        // Real profiles open a few calls per sample; sizing up front avoids copying million-row columns.
        this.calls = new ProfileCalls(profile.sampleCount * 5 + 16);
        int stackCount = profile.stackCount;
        depthAndParent = new int[2 * (stackCount + 2)];
        for (int slot = 0; slot < 2; slot++) {
            depthAndParent[2 * slot] = -1;
            depthAndParent[2 * slot + 1] = NONE;
        }
        dev.flint.model.StackTable stacks = profile.thread.stacks();
        for (int s = 0; s < stackCount; s++) {
            depthAndParent[2 * (s + 2)] = profile.depth[s];
            depthAndParent[2 * (s + 2) + 1] = stacks.prefix(s);
        }
    }

    static ProfileCalls build(SampledProfile profile) {
        SampleDiffingCalls walk = new SampleDiffingCalls(profile);
        walk.run();
        return walk.calls;
    }

    private int depthOf(int stack) {
        return depthAndParent[2 * (stack + 2)];
    }

    private int parentOf(int stack) {
        return depthAndParent[2 * (stack + 2) + 1];
    }

    private void run() {
        int n = profile.sampleCount;
        if (n == 0) return;
        int gc = profile.gcStack;
        int previousId = -1;
        int gcParent = NONE;
        int[] toOpen = new int[16];
        for (int i = 0; i < n; i++) {
            double time = profile.timeMillis[i];
            int id = profile.sampleStack[i];
            if (id == previousId) continue;
            int node = id;
            int previous = previousId;
            if (gc >= 0 && node == gc) {
                gcParent = previous;
                open(gc, depthOf(gcParent) + 1, i, time);
                previousId = id;
                continue;
            }
            if (gc >= 0 && previous == gc && gcParent != NONE) {
                close(time);
                previous = gcParent;
                previousId = previous;
                gcParent = NONE;
            }
            int pendingCount = 0;
            while (node != NONE && depthOf(node) > depthOf(previous)) {
                if (pendingCount == toOpen.length) toOpen = java.util.Arrays.copyOf(toOpen, pendingCount * 2);
                toOpen[pendingCount++] = node;
                node = parentOf(node);
            }
            while (previous != NONE && previous != node) {
                close(time);
                if (node != NONE && depthOf(node) == depthOf(previous)) {
                    if (pendingCount == toOpen.length) toOpen = java.util.Arrays.copyOf(toOpen, pendingCount * 2);
                    toOpen[pendingCount++] = node;
                    node = parentOf(node);
                }
                previous = parentOf(previous);
            }
            while (pendingCount > 0) {
                int stack = toOpen[--pendingCount];
                open(stack, depthOf(stack), i, time);
            }
            previousId = id;
        }
        double end = profile.closingMillis();
        if (gcParent != NONE && previousId == gc) {
            close(end);
            previousId = gcParent;
        }
        for (int stack = previousId; stack >= 0; stack = parentOf(stack)) close(end);
    }

    private void open(int stack, int depth, int sortedSample, double timeMillis) {
        if (openCount == openCall.length) {
            openCall = java.util.Arrays.copyOf(openCall, openCount * 2);
            openStartMillis = java.util.Arrays.copyOf(openStartMillis, openCount * 2);
        }
        openCall[openCount] = calls.add(stack, timeMillis * 1000, depth, sortedSample);
        openStartMillis[openCount++] = timeMillis;
    }

    private void close(double timeMillis) {
        if (openCount == 0) return;
        openCount--;
        calls.setDurationMicros(openCall[openCount], (timeMillis - openStartMillis[openCount]) * 1000);
    }
}
