package dev.flint.ui;

import dev.flint.ui.calltree.CallTreePanel;
import dev.flint.ui.calltree.LineHitsView;
import dev.flint.ui.flamechart.FlameChartView;
import dev.flint.ui.flamechart.FlameStyle;
import dev.flint.ui.flamechart.FlameTrack;
import dev.flint.ui.flamechart.OverviewStrip;
import dev.flint.ui.flamechart.TimeRange;
import dev.flint.ui.flamechart.Viewport;
import dev.flint.ui.range.RangeBar;
import dev.flint.ui.range.RangeState;
import java.util.ArrayList;
import java.util.List;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.geometry.Orientation;
import javafx.scene.control.SplitPane;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;

/**
 * One open profile, the content of one tab: the overview strip and flame chart above the call tree and
 * the per-line hits. Each tab has its own views, so its transforms, range, selection and zoom are its
 * own; the views of one tab are kept in step here and by {@link SelectionSync}.
 */
public final class ProfileView extends BorderPane {
    private final ReadOnlyObjectWrapper<LoadedProfile> profile = new ReadOnlyObjectWrapper<>(this, "profile");
    private final FlameChartView flameChart = new FlameChartView();
    private final OverviewStrip overview = new OverviewStrip();
    private final CallTreePanel callTree = new CallTreePanel();
    private final LineHitsView lineHits = new LineHitsView();
    private final SplitPane verticalSplit = new SplitPane();
    private final SplitPane bottomSplit = new SplitPane();
    private final RangeState ranges = new RangeState();
    private final RangeBar rangeBar = new RangeBar(ranges, () -> profile.get() == null ? 0 : profile.get().startMicros());

    ProfileView(double verticalSplitAt, double bottomSplitAt) {
        getStyleClass().add("profile-view");
        verticalSplit.setOrientation(Orientation.VERTICAL);
        VBox chartBox = new VBox(overview, flameChart);
        VBox.setVgrow(flameChart, Priority.ALWAYS);
        bottomSplit.getItems().addAll(callTree, lineHits);
        VBox bottomBox = new VBox(rangeBar, bottomSplit);
        VBox.setVgrow(bottomSplit, Priority.ALWAYS);
        verticalSplit.getItems().addAll(chartBox, bottomBox);
        SplitPane.setResizableWithParent(bottomBox, true);
        verticalSplit.setDividerPositions(verticalSplitAt);
        bottomSplit.setDividerPositions(bottomSplitAt);
        setCenter(verticalSplit);

        overview.windowProperty().bind(flameChart.viewportProperty());
        // One preview selection, drawn (and dragged) in both the overview and the chart.
        overview.selectedRangeProperty().bindBidirectional(ranges.previewProperty());
        flameChart.previewRangeProperty().bindBidirectional(ranges.previewProperty());
        ranges.previewProperty().addListener((obs, old, range) -> {
            // Dragged in the overview outside what the chart shows: bring it into view.
            Viewport vp = flameChart.getViewport();
            if (range != null && (range.startMicros() < vp.startMicros() || range.endMicros() > vp.endMicros())) {
                flameChart.showRange(range.startMicros(), range.endMicros());
            }
        });
        ranges.effectiveProperty().addListener((obs, old, range) -> {
            callTree.setRange(range);
            lineHits.setRange(sampleRange(range));
        });
        ranges.committed().addListener((javafx.collections.ListChangeListener<TimeRange>) change -> showCommittedRange());
        flameChart.setRangeActions(ranges::commitPreview, () -> ranges.popTo(ranges.committed().size() - 1));
        flameChart.activeTrackProperty().addListener((obs, old, track) -> showThreadInTree(track));
        new SelectionSync(flameChart, callTree, lineHits);
    }

    /** Shows a freshly loaded profile (once, right after the tab is made). */
    void show(LoadedProfile loaded) {
        profile.set(loaded);
        List<FlameTrack> tracks = loaded.threads().stream().map(LoadedThread::track).toList();
        flameChart.setTracks(tracks, loaded.startMicros(), loaded.endMicros());
        // Tracks of threads without samples (compositor, IO, ...) start collapsed when others have some.
        boolean anySampled = loaded.threads().stream().anyMatch(t -> t.thread().samples().size() > 0);
        for (int t = 0; t < tracks.size(); t++) {
            if (anySampled && loaded.threads().get(t).thread().samples().size() == 0) flameChart.setCollapsed(t, true);
        }
        overview.setActivity(loaded.activity(), loaded.startMicros(), loaded.endMicros());
        showThreadInTree(flameChart.activeTrackProperty().get());
    }

    /** True when this view shows {@code thread} (the symbols feature finds the tab a result belongs to). */
    boolean shows(LoadedThread thread) {
        LoadedProfile loaded = profile.get();
        return loaded != null && loaded.threads().contains(thread);
    }

    /** See {@link MainWindow#replaceThread}. */
    void replaceThread(LoadedThread old, LoadedThread replacement, dev.flint.calltree.FuncRemap remap) {
        LoadedProfile loaded = profile.get();
        int index = loaded == null ? -1 : loaded.threads().indexOf(old);
        if (index < 0) throw new IllegalArgumentException("not a shown thread: " + old.label());
        List<LoadedThread> threads = new ArrayList<>(loaded.threads());
        threads.set(index, replacement);
        profile.set(loaded.withThreads(threads));
        flameChart.replaceTracks(threads.stream().map(LoadedThread::track).toList());
        if (callTree.thread() == old) callTree.replaceBaseThread(replacement, remap);
    }

    private void showThreadInTree(Integer track) {
        LoadedProfile loaded = profile.get();
        if (loaded == null || track == null || track < 0 || track >= loaded.threads().size()) return;
        if (callTree.thread() == loaded.threads().get(track)) return;
        callTree.showThread(loaded.threads().get(track));
        callTree.setRange(ranges.effectiveProperty().get());
    }

    private static dev.flint.calltree.SampleRange sampleRange(TimeRange range) {
        return range == null ? dev.flint.calltree.SampleRange.ALL
                : new dev.flint.calltree.SampleRange(range.startMicros(), range.endMicros());
    }

    /** The chart is bounded to the last committed range (the whole profile when none). */
    private void showCommittedRange() {
        LoadedProfile loaded = profile.get();
        if (loaded == null) return;
        TimeRange last = ranges.last();
        overview.committedRangeProperty().set(last);
        if (last == null) flameChart.setBounds(loaded.startMicros(), loaded.endMicros());
        else flameChart.setBounds(last.startMicros(), last.endMicros());
    }

    void setFlameStyle(FlameStyle style) {
        flameChart.flameStyleProperty().set(style);
        overview.flameStyleProperty().set(style);
    }

    /** A line above the views (the sample says it is a sample). */
    void showNotice(String text) {
        javafx.scene.control.Label notice = new javafx.scene.control.Label(text, Icons.of("mdi2i-information-outline"));
        notice.setId("profileNotice");
        notice.getStyleClass().add("profile-notice");
        notice.setWrapText(true);
        notice.setMaxWidth(Double.MAX_VALUE);
        setTop(notice);
    }

    double verticalSplitAt() { return verticalSplit.getDividers().get(0).getPosition(); }
    double bottomSplitAt() { return bottomSplit.getDividers().get(0).getPosition(); }

    public ReadOnlyObjectProperty<LoadedProfile> profileProperty() { return profile.getReadOnlyProperty(); }
    public FlameChartView flameChart() { return flameChart; }
    public OverviewStrip overview() { return overview; }
    public CallTreePanel callTree() { return callTree; }
    public LineHitsView lineHits() { return lineHits; }
    public RangeState ranges() { return ranges; }
    public RangeBar rangeBar() { return rangeBar; }
}
