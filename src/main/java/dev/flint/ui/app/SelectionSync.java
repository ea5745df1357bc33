package dev.flint.ui.app;

import dev.flint.calltree.CallNodePath;
import dev.flint.ui.calltree.LineHitsView;
import dev.flint.ui.flamechart.FlameChartView;
import dev.flint.ui.flamechart.FlameSelection;
import dev.flint.ui.session.SelectedCallNode;
import dev.flint.ui.session.TabSession;
import dev.flint.viewmodel.FlameTrack;
import dev.flint.viewmodel.LoadedThread;

/**
 * Keeps the two views on the same function. A node selected in the tree fades every flame-chart entry
 * that is not a call of its function and fills the line-hits table; an entry clicked in the flame chart
 * selects its call node (the JS calls above it, root first, translated through the transform stack).
 */
final class SelectionSync {
    private final FlameChartView flameChart;
    private final TabSession session;
    private final LineHitsView lineHits;

    SelectionSync(FlameChartView flameChart, TabSession session, LineHitsView lineHits) {
        this.flameChart = flameChart;
        this.session = session;
        this.lineHits = lineHits;
        session.selectedProperty().addListener((obs, old, selected) -> onTreeSelection(selected));
        flameChart.selectionProperty().addListener((obs, old, entry) -> onFlameSelection(entry));
    }

    private void onTreeSelection(SelectedCallNode selected) {
        LoadedThread thread = session.view() == null ? null : session.view().thread();
        int track = flameChart.activeTrackProperty().get();
        if (selected == null || thread == null) {
            flameChart.highlightFunc(-1, -1);
            lineHits.showFunction(null, -1);
            return;
        }
        int func = selected.func();
        // Funcs appended by a transform (a collapsed resource) are not in the original thread.
        boolean original = func < thread.thread().funcs().size();
        flameChart.highlightFunc(track, original ? func : -1);
        lineHits.showFunction(thread.thread(), original ? func : -1, session.appliedMaps(thread));
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
