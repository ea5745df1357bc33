package dev.flint.bench;

import dev.flint.model.ProfileThread;
import dev.flint.model.ResourceKind;
import dev.flint.model.WeightType;
import java.util.HashMap;
import java.util.Map;
import java.util.Random;

/**
 * A reproducible large thread for benchmarks: a random call graph of JS and native functions in a few
 * dozen scripts and libraries, with recursion, sampled by random walks from a handful of entry points.
 * Samples weigh 0.05 to 0.3 ms, as a V8 profile's do.
 */
public final class SyntheticProfile {
    private SyntheticProfile() {}

    /**
     * @param sampleCount how many samples
     * @param funcCount   how many functions in the call graph
     * @param seed        the random seed (same seed, same thread)
     */
    public static ProfileThread thread(int sampleCount, int funcCount, long seed) {
        Random random = new Random(seed);
        ProfileThread thread = ProfileThread.empty(1, 1, "synthetic", "bench").withWeightType(WeightType.TRACING_MS);
        int resourceCount = 40;
        int[] resources = new int[resourceCount];
        for (int r = 0; r < resourceCount; r++) {
            boolean library = r % 4 == 0;
            String name = library ? "lib" + r + ".so" : "https://example.com/js/module" + r + ".js";
            resources[r] = thread.resources().add(thread.strings().indexOf(name),
                    library ? ResourceKind.LIBRARY : ResourceKind.URL, -1);
        }
        int[] frameOfFunc = new int[funcCount];
        for (int f = 0; f < funcCount; f++) {
            int r = random.nextInt(resourceCount);
            boolean js = r % 4 != 0;
            int func = thread.funcs().add(thread.strings().indexOf((js ? "js" : "native") + "Function" + f),
                    resources[r], -1, f, 0, js, false);
            frameOfFunc[f] = thread.frames().add(func, f, 0, js ? -1 : 0x1000L * f, js ? 1 : 2, 0, -1, 0);
        }
        int[][] callees = new int[funcCount][];
        for (int f = 0; f < funcCount; f++) {
            callees[f] = new int[2 + random.nextInt(5)];
            for (int c = 0; c < callees[f].length; c++) {
                // One callee in ten recurses back to itself or a recent caller: profiles are full of it.
                callees[f][c] = random.nextInt(10) == 0 ? Math.max(0, f - random.nextInt(3)) : random.nextInt(funcCount);
            }
        }
        // A pool of leaf stacks from random walks, then samples drawn from it with a skew: real profiles
        // revisit a few hot stacks (node-large-60s: 342 k samples on 42 k stacks).
        Map<Long, Integer> stackByKey = new HashMap<>();
        int[] pool = new int[Math.max(1, sampleCount / 40)];
        for (int p = 0; p < pool.length; p++) {
            int func = random.nextInt(Math.min(8, funcCount));
            int depth = 4 + random.nextInt(28);
            int stack = -1;
            for (int level = 0; level < depth; level++) {
                long key = ((long) stack << 32) | frameOfFunc[func];
                Integer known = stackByKey.get(key);
                if (known == null) {
                    known = thread.stacks().add(stack, frameOfFunc[func]);
                    stackByKey.put(key, known);
                }
                stack = known;
                int[] next = callees[func];
                // Skewed choice: the first callee is the hot one.
                func = next[random.nextInt(4) == 0 ? random.nextInt(next.length) : 0];
            }
            pool[p] = stack;
        }
        double timeMicros = 0;
        for (int sample = 0; sample < sampleCount; sample++) {
            double u = random.nextDouble();
            int stack = pool[(int) (pool.length * u * u * u)];
            double weightMillis = 0.05 + random.nextDouble() * 0.25;
            thread.samples().add(stack, timeMicros, weightMillis);
            timeMicros += weightMillis * 1000;
        }
        return thread;
    }
}
