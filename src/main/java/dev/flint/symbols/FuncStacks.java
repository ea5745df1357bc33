package dev.flint.symbols;

import dev.flint.model.LongIntMap;
import dev.flint.model.ProfileThread;
import dev.flint.model.StackTable;
import dev.flint.model.UiThreadGuard;

/**
 * A symbolicated thread's stacks merged per function: siblings whose frames differ (each native address
 * kept a frame of its own) but whose function is the same become one stack, so the timeline draws one
 * call where the samples stayed in one function, not a bar per address.
 */
public final class FuncStacks {
    private FuncStacks() {}

    /** {@code thread} with its stacks merged by (merged prefix, func); samples follow their stacks. */
    public static ProfileThread merged(ProfileThread thread) {
        UiThreadGuard.check("FuncStacks.merged");
        StackTable in = thread.stacks();
        int stackCount = in.size();
        int[] mergedOf = new int[stackCount];
        StackTable out = new StackTable(stackCount);
        LongIntMap byPrefixAndFunc = new LongIntMap(stackCount, -1);
        for (int s = 0; s < stackCount; s++) {
            int prefix = in.prefix(s);
            int frame = in.frame(s);
            // Prefixes come first in every table Flint builds; anything else is left as it is.
            if (prefix >= s || prefix < -1 || frame < 0 || frame >= thread.frames().size()) return thread;
            int mergedPrefix = prefix < 0 ? -1 : mergedOf[prefix];
            long key = LongIntMap.pack(mergedPrefix, thread.frames().func(frame));
            int existing = byPrefixAndFunc.get(key);
            if (existing < 0) {
                existing = out.add(mergedPrefix, frame);
                byPrefixAndFunc.put(key, existing);
            }
            mergedOf[s] = existing;
        }
        int[] sampleStacks = new int[thread.samples().size()];
        for (int i = 0; i < sampleStacks.length; i++) {
            int stack = thread.samples().stack(i);
            sampleStacks[i] = stack < 0 || stack >= stackCount ? -1 : mergedOf[stack];
        }
        return thread.withStacksAndSamples(out, thread.samples().withStacks(sampleStacks));
    }
}
