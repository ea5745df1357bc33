package dev.flint.calltree;

import dev.flint.model.ProfileThread;
import dev.flint.model.StackTable;

/** The focus transforms: keep one part of every stack, drop samples outside it. One pass each. */
final class FocusTransforms {
    private FocusTransforms() {}

    /**
     * Matches each stack from the root against {@code path}; frames the path's implementation hides are
     * skipped. The frame completing the match becomes a root and everything below it is kept; stacks that
     * do not match all of the path (including proper prefixes of it) are dropped.
     */
    static ProfileThread focusSubtree(ProfileThread thread, CallNodePath path, Implementation implementation) {
        StackTable in = thread.stacks();
        int count = in.size();
        int[] func = Stacks.funcs(thread);
        boolean[] kept = implementation.keptFuncs(thread);
        int length = path.length();
        // matched[s]: how many path funcs the stack's root-first frames matched; FAILED once one did not.
        final int failed = -1;
        int[] matched = new int[count];
        int[] newStack = new int[count];
        StackTable out = new StackTable(count);
        for (int stack = 0; stack < count; stack++) {
            int prefix = in.prefix(stack);
            int before = prefix == -1 ? 0 : matched[prefix];
            newStack[stack] = -1;
            if (before == failed) {
                matched[stack] = failed;
            } else if (before == length) {
                matched[stack] = length;
                newStack[stack] = out.add(newStack[prefix], in.frame(stack));
            } else if (func[stack] == path.func(before)) {
                matched[stack] = before + 1;
                if (before + 1 == length) newStack[stack] = out.add(-1, in.frame(stack));
            } else {
                matched[stack] = kept[func[stack]] ? failed : before;
            }
        }
        return Stacks.rebuilt(thread, out, newStack);
    }

    /**
     * The inverted focus: {@code leafFirstPath} is matched from each sample's leaf upward (hidden frames
     * skipped, any other mismatch drops the sample); a matching sample is cut just after the frame that
     * completed the match, which becomes its leaf. Stacks are unchanged; samples move to the cut stack.
     * Each stack walks up at most the path's length plus the hidden frames it skips.
     */
    static ProfileThread focusInvertedSubtree(ProfileThread thread, CallNodePath leafFirstPath,
                                              Implementation implementation) {
        StackTable in = thread.stacks();
        int count = in.size();
        int[] func = Stacks.funcs(thread);
        boolean[] kept = implementation.keptFuncs(thread);
        int length = leafFirstPath.length();
        int[] cutStack = new int[count];
        for (int stack = 0; stack < count; stack++) {
            int cut = -1;
            int next = 0;
            for (int walk = stack; walk != -1; walk = in.prefix(walk)) {
                if (func[walk] == leafFirstPath.func(next)) {
                    if (++next == length) {
                        cut = walk;
                        break;
                    }
                } else if (kept[func[walk]]) {
                    break;
                }
            }
            cutStack[stack] = cut;
        }
        return Stacks.resampled(thread, cutStack);
    }

    /** Every stack from the outermost frame of {@code funcIndex} on; samples without it are dropped. */
    static ProfileThread focusFunction(ProfileThread thread, int funcIndex) {
        StackTable in = thread.stacks();
        int count = in.size();
        int[] func = Stacks.funcs(thread);
        int[] newStack = new int[count];
        StackTable out = new StackTable(count);
        for (int stack = 0; stack < count; stack++) {
            int prefix = in.prefix(stack);
            int newPrefix = prefix == -1 ? -1 : newStack[prefix];
            if (newPrefix != -1) {
                newStack[stack] = out.add(newPrefix, in.frame(stack));
            } else {
                newStack[stack] = func[stack] == funcIndex ? out.add(-1, in.frame(stack)) : -1;
            }
        }
        return Stacks.rebuilt(thread, out, newStack);
    }

    /**
     * Only the function's self time as the implementation sees it: each frame of the func starts a new
     * root (the innermost instance wins), hidden frames after it stay under it, and a visible frame of
     * another func ends the run; samples whose leaf is outside such a run are dropped.
     */
    static ProfileThread focusSelf(ProfileThread thread, int funcIndex, Implementation implementation) {
        StackTable in = thread.stacks();
        int count = in.size();
        int[] func = Stacks.funcs(thread);
        boolean[] kept = implementation.keptFuncs(thread);
        int[] newStack = new int[count];
        StackTable out = new StackTable(count);
        for (int stack = 0; stack < count; stack++) {
            int prefix = in.prefix(stack);
            int newPrefix = prefix == -1 ? -1 : newStack[prefix];
            if (func[stack] == funcIndex) {
                newStack[stack] = out.add(-1, in.frame(stack));
            } else if (newPrefix != -1 && !kept[func[stack]]) {
                newStack[stack] = out.add(newPrefix, in.frame(stack));
            } else {
                newStack[stack] = -1;
            }
        }
        return Stacks.rebuilt(thread, out, newStack);
    }

    /**
     * Only stack nodes of one category: each kept node's parent becomes its nearest kept ancestor, and a
     * sample is charged to the nearest kept node of its stack (dropped when there is none).
     */
    static ProfileThread focusCategory(ProfileThread thread, int category, int defaultCategory) {
        StackTable in = thread.stacks();
        int count = in.size();
        int[] stackCategory = Stacks.categories(thread, defaultCategory);
        // nearestKept[s]: the new stack of s when s is kept, else of its nearest kept ancestor, else -1.
        int[] nearestKept = new int[count];
        StackTable out = new StackTable(count);
        for (int stack = 0; stack < count; stack++) {
            int prefix = in.prefix(stack);
            int newPrefix = prefix == -1 ? -1 : nearestKept[prefix];
            nearestKept[stack] = stackCategory[stack] == category ? out.add(newPrefix, in.frame(stack)) : newPrefix;
        }
        return Stacks.rebuilt(thread, out, nearestKept);
    }
}
