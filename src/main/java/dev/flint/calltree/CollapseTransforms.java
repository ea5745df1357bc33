package dev.flint.calltree;

import dev.flint.model.FrameTable;
import dev.flint.model.FuncTable;
import dev.flint.model.ProfileThread;
import dev.flint.model.ResourceKind;
import dev.flint.model.ResourceTable;
import dev.flint.model.StackTable;

/** The collapse transforms: fold a function's callees, a library, or recursion into fewer nodes. */
final class CollapseTransforms {
    private CollapseTransforms() {}

    /** Every stack below the outermost frame of the func maps to that frame: its callees become self time. */
    static ProfileThread collapseFunctionSubtree(ProfileThread thread, int funcIndex) {
        StackTable in = thread.stacks();
        int count = in.size();
        int[] func = Stacks.funcs(thread);
        boolean[] collapsed = new boolean[count];
        int[] newStack = new int[count];
        StackTable out = new StackTable(count);
        for (int stack = 0; stack < count; stack++) {
            int prefix = in.prefix(stack);
            if (prefix != -1 && collapsed[prefix]) {
                collapsed[stack] = true;
                newStack[stack] = newStack[prefix];
            } else {
                collapsed[stack] = func[stack] == funcIndex;
                newStack[stack] = out.add(prefix == -1 ? -1 : newStack[prefix], in.frame(stack));
            }
        }
        return Stacks.rebuilt(thread, out, newStack);
    }

    /**
     * Collapses direct recursion: within a chain of frames of the func (frames the implementation hides do
     * not break it), each inner frame is re-parented to the caller of the chain's first frame, so only the
     * innermost frame of the chain remains (its line and address data describe the real work).
     */
    static ProfileThread collapseDirectRecursion(ProfileThread thread, int funcIndex, Implementation implementation) {
        return collapseDirectRecursion(thread, Stacks.funcs(thread), funcIndex, implementation, null, -1);
    }

    /**
     * Re-points every frame of the resource's funcs to one new func named after the resource (appended to
     * the func table, so its index is the thread's func count), then collapses runs of it as direct
     * recursion: {@code A > B(lib) > C(lib) > D} becomes {@code A > lib > D}.
     */
    static ProfileThread collapseResource(ProfileThread thread, int resourceIndex, Implementation implementation) {
        FuncTable oldFuncs = thread.funcs();
        FrameTable oldFrames = thread.frames();
        FuncTable funcs = new FuncTable();
        for (int f = 0; f < oldFuncs.size(); f++) {
            funcs.add(oldFuncs.name(f), oldFuncs.resource(f), oldFuncs.fileName(f), oldFuncs.line(f),
                    oldFuncs.column(f), oldFuncs.isJS(f), oldFuncs.relevantForJS(f));
        }
        ResourceTable resources = thread.resources();
        ResourceKind kind = resources.kind(resourceIndex);
        boolean isJS = kind == ResourceKind.ADDON || kind == ResourceKind.WEBHOST || kind == ResourceKind.URL;
        int collapsedFunc = funcs.add(resources.name(resourceIndex), resourceIndex, -1, -1, -1, isJS, false);
        FrameTable frames = new FrameTable();
        for (int frame = 0; frame < oldFrames.size(); frame++) {
            frames.add(oldFrames.func(frame), oldFrames.line(frame), oldFrames.column(frame),
                    oldFrames.address(frame), oldFrames.category(frame), oldFrames.subcategory(frame),
                    oldFrames.implementation(frame), oldFrames.inlineDepth(frame));
        }
        int collapsedFrame = frames.add(collapsedFunc, -1, -1);
        int[] func = Stacks.funcs(thread);
        boolean[] inResource = new boolean[oldFuncs.size()];
        for (int f = 0; f < inResource.length; f++) inResource[f] = oldFuncs.resource(f) == resourceIndex;
        for (int stack = 0; stack < func.length; stack++) {
            if (inResource[func[stack]]) func[stack] = collapsedFunc;
        }
        ProfileThread widened = thread.withFuncsFramesStacksSamples(funcs, frames, thread.stacks(), thread.samples());
        return collapseDirectRecursion(widened, func, collapsedFunc, implementation, inResource, collapsedFrame);
    }

    /**
     * @param func           the func of every stack (already re-pointed for collapse-resource)
     * @param replacedFuncs  funcs whose frames are replaced by {@code replacementFrame}, or null
     */
    private static ProfileThread collapseDirectRecursion(ProfileThread thread, int[] func, int funcIndex,
                                                         Implementation implementation, boolean[] replacedFuncs,
                                                         int replacementFrame) {
        StackTable in = thread.stacks();
        int count = in.size();
        boolean[] kept = implementation.keptFuncs(thread);
        FrameTable frames = thread.frames();
        // chainCaller[s]: when s is inside a chain, the new stack of the chain's caller (-1 for a root
        // chain); Stacks.NONE outside chains.
        int[] chainCaller = new int[count];
        int[] newStack = new int[count];
        StackTable out = new StackTable(count);
        for (int stack = 0; stack < count; stack++) {
            int prefix = in.prefix(stack);
            int newPrefix = prefix == -1 ? -1 : newStack[prefix];
            int callerChain = prefix == -1 ? Stacks.NONE : chainCaller[prefix];
            int frame = in.frame(stack);
            if (replacedFuncs != null && replacedFuncs[frames.func(frame)]) frame = replacementFrame;
            if (func[stack] == funcIndex) {
                if (callerChain != Stacks.NONE) {
                    newStack[stack] = out.add(callerChain, frame);
                    chainCaller[stack] = callerChain;
                } else {
                    newStack[stack] = out.add(newPrefix, frame);
                    chainCaller[stack] = newPrefix;
                }
            } else {
                newStack[stack] = out.add(newPrefix, frame);
                chainCaller[stack] = kept[func[stack]] ? Stacks.NONE : callerChain;
            }
        }
        return Stacks.rebuilt(thread, out, newStack);
    }

    /**
     * Collapses direct and indirect recursion: every inner frame of the func is re-parented to the caller of
     * its outermost frame, skipping everything between; stacks that do not recurse are untouched.
     * {@code A > B > C > B > D} becomes {@code A > B > D}, while {@code A > B > C > E} keeps C.
     */
    static ProfileThread collapseRecursion(ProfileThread thread, int funcIndex) {
        StackTable in = thread.stacks();
        int count = in.size();
        int[] func = Stacks.funcs(thread);
        // outerCaller[s]: the new stack of the caller of the outermost frame of the func at or above s
        // (-1 for a root), Stacks.NONE when the func is not on the stack.
        int[] outerCaller = new int[count];
        int[] newStack = new int[count];
        StackTable out = new StackTable(count);
        for (int stack = 0; stack < count; stack++) {
            int prefix = in.prefix(stack);
            int newPrefix = prefix == -1 ? -1 : newStack[prefix];
            int caller = prefix == -1 ? Stacks.NONE : outerCaller[prefix];
            if (func[stack] == funcIndex) {
                if (caller != Stacks.NONE) {
                    newStack[stack] = out.add(caller, in.frame(stack));
                    outerCaller[stack] = caller;
                } else {
                    newStack[stack] = out.add(newPrefix, in.frame(stack));
                    outerCaller[stack] = newPrefix;
                }
            } else {
                newStack[stack] = out.add(newPrefix, in.frame(stack));
                outerCaller[stack] = caller;
            }
        }
        return Stacks.rebuilt(thread, out, newStack);
    }
}
