package dev.flint.ui;

import dev.flint.calltree.CallTree;
import dev.flint.ui.app.MainWindow;
import dev.flint.ui.app.ProfileView;
import dev.flint.ui.flamechart.FlameChartView;
import dev.flint.ui.session.FlameSelection;
import dev.flint.viewmodel.FlameTrack;

/**
 * Puts the main window into a state worth a picture: the flame chart zoomed to the longest task of the
 * busiest thread, and in it the JS call with the most self time selected (so the tree and line hits
 * follow). With a function name given, that function is selected in the tree instead.
 */
final class ScreenshotScene {
    private ScreenshotScene() {}

    /**
     * The status line without its load time: a figure of the machine and the moment of the capture (on a loaded
     * machine "loaded in 8,677 ms" for a file that opens in one second), not of what the picture shows.
     */
    static void hideLoadTime(MainWindow main) {
        if (main.stage().getScene().lookup("#statusBar") instanceof org.controlsfx.control.StatusBar bar) {
            bar.setText(bar.getText().replaceFirst("\\s+\u00b7\\s+loaded in [\\d,]+ ms$", ""));
        }
    }

    static void arrange(MainWindow main, String functionName) {
        FlameChartView chart = main.flameChart();
        if (chart.tracks().isEmpty()) return;
        FlameTrack track = chart.tracks().get(0);
        int longest = -1;
        for (int i = 0; i < track.size(0); i++) {
            if (longest < 0 || duration(track, 0, i) > duration(track, 0, longest)) longest = i;
        }
        if (longest < 0) return;
        double start = track.startMicros(0, longest);
        double end = track.endMicros(0, longest);
        double margin = (end - start) * 0.04;
        chart.showRange(start - margin, end + margin);
        if (functionName != null) {
            selectByName(main, functionName);
            return;
        }
        FlameSelection best = null;
        double bestSelf = -1;
        for (int depth = 1; depth < track.depthCount(); depth++) {
            for (int i = track.firstEndingAfter(depth, start); i < track.size(depth) && track.startMicros(depth, i) < end; i++) {
                if (track.func(depth, i) < 0 || track.name(depth, i).startsWith("(")) continue;
                double self = selfMicros(track, depth, i);
                if (self > bestSelf) {
                    bestSelf = self;
                    best = new FlameSelection(0, depth, i);
                }
            }
        }
        if (best != null) chart.select(best);
    }

    /**
     * Zooms onto the profile's user timings (marks, measures, console spans) and selects the JS call with
     * the most self time inside them on the track that has most of it, so the markers track, the chart and
     * the details panel show one moment. Does nothing without such markers.
     */
    static void zoomToUserTimings(MainWindow main) {
        dev.flint.model.MarkerTable markers = main.current().markersTrack().markers();
        double start = Double.POSITIVE_INFINITY;
        double end = Double.NEGATIVE_INFINITY;
        for (int row = 0; row < markers.size(); row++) {
            dev.flint.model.MarkerKind kind = markers.kind(row);
            if (kind == dev.flint.model.MarkerKind.NAVIGATION || kind == dev.flint.model.MarkerKind.GECKO) continue;
            start = Math.min(start, markers.startMicros(row));
            end = Math.max(end, markers.endMicros(row));
        }
        if (!(start < end)) return;
        double margin = (end - start) * 0.05;
        FlameChartView chart = main.flameChart();
        chart.showRange(start - margin, end + margin);
        FlameSelection best = null;
        double bestSelf = -1;
        for (int t = 0; t < chart.tracks().size(); t++) {
            FlameTrack track = chart.tracks().get(t);
            for (int depth = 0; depth < track.depthCount(); depth++) {
                for (int i = track.firstEndingAfter(depth, start); i < track.size(depth) && track.startMicros(depth, i) < end; i++) {
                    if (track.func(depth, i) < 0 || track.name(depth, i).startsWith("(")) continue;
                    double self = selfMicros(track, depth, i);
                    if (self > bestSelf) {
                        bestSelf = self;
                        best = new FlameSelection(t, depth, i);
                    }
                }
            }
        }
        if (best != null) {
            chart.setActiveTrack(best.track());
            chart.revealRow(best.track(), best.depth());
            chart.select(best);
        }
    }

    private static double duration(FlameTrack track, int depth, int index) {
        return track.endMicros(depth, index) - track.startMicros(depth, index);
    }

    private static double selfMicros(FlameTrack track, int depth, int index) {
        double self = duration(track, depth, index);
        if (depth + 1 >= track.depthCount()) return self;
        double start = track.startMicros(depth, index);
        double end = track.endMicros(depth, index);
        for (int k = track.firstEndingAfter(depth + 1, start); k < track.size(depth + 1) && track.startMicros(depth + 1, k) < end; k++) {
            self -= Math.min(end, track.endMicros(depth + 1, k)) - Math.max(start, track.startMicros(depth + 1, k));
        }
        return self;
    }

    private static void selectByName(MainWindow main, String functionName) {
        CallTree tree = main.callTree().tree();
        for (int node = 0; node < tree.nodeCount(); node++) {
            if (tree.name(node).equals(functionName)) {
                main.callTree().selectPath(tree.path(node));
                return;
            }
        }
    }

    /** Shows the tab of {@code view} (tree, flame-graph, sandwich) under the chart. */
    static void showView(MainWindow main, String view) {
        int index = switch (view) {
            case "flame-graph" -> 1;
            case "sandwich" -> 2;
            case "insights" -> 3;
            default -> 0;
        };
        main.current().showTreeView(index);
    }

    /** The shown view has what it needs to be drawn: the layout of the shown tree, the sandwich's graphs. */
    static boolean viewReady(MainWindow main, String view) {
        ProfileView shown = main.current();
        return switch (view) {
            case "flame-graph" -> {
                var layout = shown.flameGraph().graph().layoutProperty().get();
                yield layout != null && layout.tree() == shown.callTree().tree();
            }
            case "sandwich" -> !shown.sandwich().busyProperty().get() && shown.sandwich().functionsProperty().get() != null
                    && (shown.callTree().selectedProperty().get() == null || shown.sandwich().callers().layoutProperty().get() != null);
            case "insights" -> !shown.insights().busyProperty().get();
            default -> true;
        };
    }
}
