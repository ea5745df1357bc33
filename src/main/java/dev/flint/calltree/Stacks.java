package dev.flint.calltree;

import dev.flint.model.FrameTable;
import dev.flint.model.ProfileThread;
import dev.flint.model.SampleTable;
import dev.flint.model.StackTable;

/** Column helpers shared by the transforms' passes over the stack table. */
final class Stacks {
    /** A stack state meaning "none" where -1 already means "the roots' (absent) prefix". */
    static final int NONE = -2;

    private Stacks() {}

    /** The func of every stack's frame. */
    static int[] funcs(ProfileThread thread) {
        StackTable stacks = thread.stacks();
        FrameTable frames = thread.frames();
        int[] func = new int[stacks.size()];
        for (int stack = 0; stack < func.length; stack++) func[stack] = frames.func(stacks.frame(stack));
        return func;
    }

    /** The same samples pointing at {@code newStackByOld[stack]} (-1: not counted). */
    static SampleTable remapSamples(SampleTable samples, int[] newStackByOld) {
        int count = samples.size();
        int[] stacks = new int[count];
        for (int sample = 0; sample < count; sample++) {
            int stack = samples.stack(sample);
            stacks[sample] = stack < 0 ? -1 : newStackByOld[stack];
        }
        return samples.withStacks(stacks);
    }

    /** The thread with a new stack table; samples follow {@code newStackByOld}. */
    static ProfileThread rebuilt(ProfileThread thread, StackTable newStacks, int[] newStackByOld) {
        return thread.withStacksAndSamples(newStacks, remapSamples(thread.samples(), newStackByOld));
    }

    /** The thread with its stack table kept and samples re-pointed (transforms that only drop or cut). */
    static ProfileThread resampled(ProfileThread thread, int[] newStackByOld) {
        return thread.withSamples(remapSamples(thread.samples(), newStackByOld));
    }

    /** The category of every stack: its frame's, else its prefix's, else {@code defaultCategory}. */
    static int[] categories(ProfileThread thread, int defaultCategory) {
        StackTable stacks = thread.stacks();
        FrameTable frames = thread.frames();
        int[] category = new int[stacks.size()];
        for (int stack = 0; stack < category.length; stack++) {
            int frameCategory = frames.category(stacks.frame(stack));
            int prefix = stacks.prefix(stack);
            category[stack] = frameCategory != -1 ? frameCategory
                    : prefix == -1 ? defaultCategory : category[prefix];
        }
        return category;
    }
}
