package dev.flint.ui.app;

import dev.flint.calltree.CallNodePath;
import dev.flint.ui.flamechart.FlameChartView;
import dev.flint.ui.session.FlameSelection;
import dev.flint.ui.session.TabSession;
import dev.flint.viewmodel.FlameTrack;

/**
 * An entry selected in the flame chart selects its call node in the tree views (the JS calls above it, root
 * first, translated through the transform stack): one selection. (The chart fades what is not a call of the
 * tree's selected function on its own, reading the session.)
 */
final class SelectionSync {
    private final FlameChartView flameChart;
    private final TabSession session;

    SelectionSync(FlameChartView flameChart, TabSession session) {
        this.flameChart = flameChart;
        this.session = session;
        flameChart.selectionProperty().addListener((obs, old, entry) -> onFlameSelection(entry));
    }

    private void onFlameSelection(FlameSelection entry) {
        if (entry == null) return;
        if (entry.track() != flameChart.activeTrackProperty().get()) return;
        CallNodePath path = pathOf(flameChart.tracks().get(entry.track()), entry);
        if (path.isEmpty()) return;
        session.selectUntransformedPath(path);
    }

    /** The funcs of the JS calls from the root down to {@code entry} (trace events have no func). */
    static CallNodePath pathOf(FlameTrack track, FlameSelection entry) {
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
