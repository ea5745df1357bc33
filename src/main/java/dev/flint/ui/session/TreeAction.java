package dev.flint.ui.session;

import dev.flint.calltree.CallNodePath;
import dev.flint.calltree.FuncRemap;
import dev.flint.calltree.Implementation;
import dev.flint.calltree.SampleRange;
import dev.flint.calltree.Transform;
import dev.flint.viewmodel.LoadedThread;

/**
 * One change of what a tab's tree views show of a thread, as any view (or a feature) asks for it: {@link
 * TabSession#dispatch} queues it, {@link TreeReducer} turns the state before into the state after. Values only,
 * so a new view dispatches the same changes the call tree does.
 */
public sealed interface TreeAction {
    /**
     * Another thread, seen for the first time: no transforms, no selection; the filter, inversion and range as
     * the thread shown before had them.
     */
    record ShowThread(LoadedThread thread) implements TreeAction {}

    /** A thread shown again as it was left ({@code saved}), counted over the tab's range as it is now. */
    record RestoreView(ViewState saved) implements TreeAction {}

    record PushTransform(Transform transform) implements TreeAction {}

    /** Keeps the first {@code count} transforms. */
    record PopTransformsTo(int count) implements TreeAction {}

    /** Counts only the samples in {@code range} ({@link SampleRange#ALL}: every sample). */
    record SetRange(SampleRange range) implements TreeAction {}

    record SetInverted(boolean inverted) implements TreeAction {}

    record SetImplementation(Implementation implementation) implements TreeAction {}

    /** Selects the node for a path of the thread as loaded (a flame-chart entry's calls, root first). */
    record SelectLoadedPath(CallNodePath path) implements TreeAction {}

    /** Selects a function (the sandwich's, a search's): its heaviest node in the shown tree. */
    record SelectFunction(int func) implements TreeAction {}

    /** The thread re-symbolicated or mapped through source maps: the same view over its new version. */
    record Rebase(LoadedThread thread, FuncRemap remap) implements TreeAction {}
}
