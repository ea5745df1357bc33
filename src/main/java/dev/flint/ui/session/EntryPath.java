package dev.flint.ui.session;

import dev.flint.calltree.CallNodePath;
import dev.flint.viewmodel.FlameTrack;

/** The call node path of a flame-chart entry: what selecting the entry selects in the tree views. */
final class EntryPath {
    private EntryPath() {}

    /** The funcs of the JS calls from the root down to {@code entry} (trace events have no func), root first. */
    static CallNodePath of(FlameTrack track, FlameSelection entry) {
        // The middle of the entry: at its very start a neighbour of an ancestor may end at the same instant.
        double at = (track.startMicros(entry.depth(), entry.index()) + track.endMicros(entry.depth(), entry.index())) / 2;
        int[] funcs = new int[entry.depth() + 1];
        int count = 0;
        for (int depth = 0; depth <= entry.depth(); depth++) {
            int index = depth == entry.depth() ? entry.index() : track.entryAt(depth, at);
            if (index < 0) continue;
            int func = track.func(depth, index);
            if (func >= 0) funcs[count++] = func;
        }
        return CallNodePath.of(java.util.Arrays.copyOf(funcs, count));
    }
}
