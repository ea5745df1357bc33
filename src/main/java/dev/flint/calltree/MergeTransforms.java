package dev.flint.calltree;

import dev.flint.model.ProfileThread;
import dev.flint.model.StackTable;

/** The transforms that charge frames to their callers, and drop-function. One pass each. */
final class MergeTransforms {
    /** Path matching state: the match failed or is over; the stack is copied as is. */
    private static final int DONE = -1;
    /** Path matching state of merge-subtree: the stack is inside the merged subtree. */
    private static final int PRUNED = -2;

    private MergeTransforms() {}

    /** Removes every frame of the func: callees move up to the caller, self time goes to the caller. */
    static ProfileThread mergeFunction(ProfileThread thread, int funcIndex) {
        return mergeFuncs(thread, func -> func == funcIndex);
    }

    /** Every frame of an ignore-listed func removed, its time charged to the nearest caller that is not. */
    static ProfileThread mergeIgnoreListed(ProfileThread thread) {
        return mergeFuncs(thread, func -> func >= 0 && thread.funcs().isIgnoreListed(func));
    }

    /** Removes every frame whose func is {@code merged}: callees move up to the caller, self time goes to it. */
    private static ProfileThread mergeFuncs(ProfileThread thread, java.util.function.IntPredicate merged) {
        StackTable in = thread.stacks();
        int count = in.size();
        int[] func = Stacks.funcs(thread);
        int[] newStack = new int[count];
        StackTable out = new StackTable(count);
        for (int stack = 0; stack < count; stack++) {
            int prefix = in.prefix(stack);
            int newPrefix = prefix == -1 ? -1 : newStack[prefix];
            newStack[stack] = merged.test(func[stack]) ? newPrefix : out.add(newPrefix, in.frame(stack));
        }
        return Stacks.rebuilt(thread, out, newStack);
    }

    /**
     * Removes the one frame that completes a root-first match of {@code path} (hidden frames skipped):
     * its callees move to its caller, its self time goes to the caller; deeper occurrences stay.
     */
    static ProfileThread mergeCallNode(ProfileThread thread, CallNodePath path, Implementation implementation) {
        return mergeMatched(thread, path, implementation, false);
    }

    /** As {@link #mergeCallNode}, but the whole subtree of the matched node is charged to its caller. */
    static ProfileThread mergeSubtree(ProfileThread thread, CallNodePath path, Implementation implementation) {
        return mergeMatched(thread, path, implementation, true);
    }

    private static ProfileThread mergeMatched(ProfileThread thread, CallNodePath path, Implementation implementation,
                                              boolean wholeSubtree) {
        StackTable in = thread.stacks();
        int count = in.size();
        int[] func = Stacks.funcs(thread);
        boolean[] kept = implementation.keptFuncs(thread);
        int length = path.length();
        // state[s]: number of path funcs matched so far, DONE, or PRUNED.
        int[] state = new int[count];
        int[] newStack = new int[count];
        StackTable out = new StackTable(count);
        for (int stack = 0; stack < count; stack++) {
            int prefix = in.prefix(stack);
            int newPrefix = prefix == -1 ? -1 : newStack[prefix];
            int before = prefix == -1 ? 0 : state[prefix];
            if (before == PRUNED) {
                state[stack] = PRUNED;
                newStack[stack] = newPrefix;
                continue;
            }
            if (before != DONE && func[stack] == path.func(before)) {
                if (before + 1 == length) {
                    state[stack] = wholeSubtree ? PRUNED : DONE;
                    newStack[stack] = newPrefix;
                    continue;
                }
                state[stack] = before + 1;
            } else if (before != DONE) {
                state[stack] = kept[func[stack]] ? DONE : before;
            } else {
                state[stack] = DONE;
            }
            newStack[stack] = out.add(newPrefix, in.frame(stack));
        }
        return Stacks.rebuilt(thread, out, newStack);
    }

    /** Drops every sample whose stack contains the func (the seed's "hide"). Stacks are kept. */
    static ProfileThread dropFunction(ProfileThread thread, int funcIndex) {
        StackTable in = thread.stacks();
        int count = in.size();
        int[] func = Stacks.funcs(thread);
        int[] newStack = new int[count];
        for (int stack = 0; stack < count; stack++) {
            int prefix = in.prefix(stack);
            boolean dropped = func[stack] == funcIndex || (prefix != -1 && newStack[prefix] == -1);
            newStack[stack] = dropped ? -1 : stack;
        }
        return Stacks.resampled(thread, newStack);
    }
}
