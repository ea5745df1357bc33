package dev.flint.export;

import dev.flint.model.ProfileThread;
import dev.flint.model.SampleTable;
import dev.flint.model.StackTable;
import dev.flint.model.ThreadBuilder;

/**
 * The oracle for folded stacks, built from the samples and not from any call tree: the thread with every
 * function reduced to the name a folded line gives it and its resource's name (the writer adds
 * {@code [RESOURCE]} where the name alone is ambiguous), so that functions sharing both are one (what the
 * format can hold). Samples without a stack are left out, as no tree counts them.
 */
final class NameMerged {
    private NameMerged() {}

    static ProfileThread of(ProfileThread thread) {
        ThreadBuilder merged = new ThreadBuilder(thread.pid(), thread.tid()).weightType(thread.weightType());
        StackTable stacks = thread.stacks();
        int[] mergedStack = new int[stacks.size()];
        for (int stack = 0; stack < stacks.size(); stack++) {
            int original = thread.frames().func(stacks.frame(stack));
            String name = FoldedNames.frame(thread.funcName(original));
            int resource = thread.funcs().resource(original);
            int mergedResource = resource < 0 ? -1 : merged.resource(FoldedNames.resource(
                    thread.strings().get(thread.resources().name(resource))), dev.flint.model.ResourceKind.UNKNOWN, -1);
            int func = merged.func(name, mergedResource, null, -1, -1, false, false);
            int prefix = stacks.prefix(stack);
            mergedStack[stack] = merged.stack(prefix == -1 ? -1 : mergedStack[prefix], merged.frame(func, -1));
        }
        SampleTable samples = thread.samples();
        for (int sample = 0; sample < samples.size(); sample++) {
            int stack = samples.stack(sample);
            if (stack >= 0) merged.addSample(mergedStack[stack], samples.timeMicros(sample), samples.weight(sample));
        }
        return merged.build();
    }
}
