package dev.flint.ui.app;

import dev.flint.model.ProfileFormat;
import dev.flint.ui.calltree.CallTreePanel;
import dev.flint.ui.calltree.LineHitsView;
import dev.flint.ui.common.FlameStyle;
import dev.flint.ui.common.Icons;
import dev.flint.ui.common.PulseDelay;
import dev.flint.ui.common.Viewport;
import dev.flint.ui.flamechart.FlameChartView;
import dev.flint.ui.flamechart.OverviewStrip;
import dev.flint.ui.range.RangeBar;
import dev.flint.ui.session.DetailsShown;
import dev.flint.ui.session.RangeState;
import dev.flint.ui.session.TabAction;
import dev.flint.ui.session.TabSession;
import dev.flint.ui.threads.ThreadListPane;
import dev.flint.viewmodel.FlameTrack;
import dev.flint.viewmodel.LoadedProfile;
import dev.flint.viewmodel.LoadedThread;
import dev.flint.viewmodel.ThreadEntry;
import dev.flint.viewmodel.TimeRange;
import java.util.List;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.geometry.Orientation;
import javafx.scene.control.Label;
import javafx.scene.control.SplitPane;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.Priority;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;

/**
 * One open profile, the content of one tab: the overview strip and flame chart above the call tree, and
 * beside both, over the whole height, one of the details, the line hits or the source (their tabs: one at a
 * time, each with the room a user needs to read it). Each tab has its own views, so its transforms, range,
 * selection and zoom are its own: the views read the tab's {@link TabSession} and dispatch to it, none calls
 * another.
 */
public final class ProfileView extends BorderPane {
    /** The tab's state: every view below reads and changes it, none calls another. */
    private final TabSession session = new TabSession(javafx.application.Platform::runLater);
    private final FlameChartView flameChart = new FlameChartView(session);
    /** Said instead of a flame chart for profiles without a clock (heap profiles: a tree of bytes). */
    private final Label noTimeline = new Label("This profile has no timeline: a heap profile records where"
            + " memory was allocated, not when. The call tree shows the allocated bytes.");
    private final OverviewStrip overview = new OverviewStrip();
    private final CallTreePanel callTree = new CallTreePanel(session);
    private final LineHitsView lineHits = new LineHitsView(session);
    private final dev.flint.ui.source.SourceView source = new dev.flint.ui.source.SourceView(session);
    /** Details | Line hits | Source, one at a time in the column right of the chart and the tree. */
    private final javafx.scene.control.Tab detailsTab = new javafx.scene.control.Tab("Details");
    private final javafx.scene.control.Tab hitsTab = new javafx.scene.control.Tab("Line hits");
    private final javafx.scene.control.Tab sourceTab = new javafx.scene.control.Tab("Source");
    private final javafx.scene.control.TabPane linesTabs = buildLinesTabs();
    private final dev.flint.ui.flamegraph.FlameGraphView flameGraph = new dev.flint.ui.flamegraph.FlameGraphView(session,
            new dev.flint.ui.calltree.TransformMenu(session, "flameGraphMenu"));
    private final dev.flint.ui.sandwich.SandwichView sandwich = new dev.flint.ui.sandwich.SandwichView(session);
    /** What is slow and why, ranked; a finding chosen there selects its thread, range and function. */
    private final dev.flint.ui.insights.InsightsView insights = new dev.flint.ui.insights.InsightsView(session);
    /** Call tree | Flame graph | Sandwich: three views of the one tree state (transforms, filter, range, selection). */
    private List<javafx.scene.control.ToggleButton> treeViewButtons = List.of();
    private final SplitPane verticalSplit = new SplitPane();
    /** The thread list beside the chart and tree (profiles with several threads); its divider resizes the list. */
    private final SplitPane sideSplit = new SplitPane();
    /** The list's width in pixels, kept when the window resizes and remembered in the settings. */
    private double threadListWidthPx = DEFAULT_THREAD_LIST_PX;
    static final double DEFAULT_THREAD_LIST_PX = 270;
    /** The chart and the tree (left) beside the details, line hits and source column (right). */
    private final SplitPane columnSplit = new SplitPane();
    /** True while the source column fills the whole tab (its tab double-clicked, or Ctrl+Shift+M). */
    private final javafx.beans.property.BooleanProperty columnMaximized = new javafx.beans.property.SimpleBooleanProperty(this, "columnMaximized");
    /** Holds the range bar and the call tree ({@link #bottomBox}) once they join the scene. */
    private final StackPane lowerHalf = new StackPane();
    private final VBox bottomBox;
    private boolean lowerHalfAttached;
    /** The call tree panel's views, one shown at a time: the table (once attached), flame graph, sandwich. */
    private final StackPane treeViews = new StackPane();
    private final dev.flint.ui.details.DetailsPanel details = new dev.flint.ui.details.DetailsPanel();
    private final RangeState ranges = session.ranges();
    private final ThreadListPane threadList = new ThreadListPane(session);
    /** User timings, milestones and other markers above the chart (hidden when the profile has none). */
    private final dev.flint.ui.markers.MarkersTrack markersTrack = new dev.flint.ui.markers.MarkersTrack(ranges.previewProperty());
    private final RangeBar rangeBar = new RangeBar(ranges, () -> profile() == null ? 0 : profile().startMicros());

    ProfileView(double verticalSplitAt, double columnSplitAt) {
        getStyleClass().add("profile-view");
        verticalSplit.setOrientation(Orientation.VERTICAL);
        noTimeline.getStyleClass().add("no-timeline");
        noTimeline.setWrapText(true);
        noTimeline.setVisible(false);
        StackPane chartArea = new StackPane(flameChart, noTimeline);
        VBox chartBox = new VBox(overview, markersTrack, chartArea);
        markersTrack.viewportProperty().bind(flameChart.viewportProperty());
        VBox.setVgrow(chartArea, Priority.ALWAYS);
        bottomBox = new VBox(rangeBar, callTree);
        VBox.setVgrow(callTree, Priority.ALWAYS);
        verticalSplit.getItems().addAll(chartBox, lowerHalf);
        SplitPane.setResizableWithParent(lowerHalf, true);
        // Both dividers are shares of the width and height, the same in every tab of the window.
        columnSplit.getItems().addAll(verticalSplit, linesTabs);
        SplitPane.setResizableWithParent(linesTabs, true);
        // The tree has rows to show: the lower half is needed now (for a small profile, before the next pulse).
        callTree.treeProperty().addListener((obs, old, tree) -> attachLowerHalf());
        verticalSplit.setDividerPositions(verticalSplitAt);
        columnSplit.setDividerPositions(columnSplitAt);
        // The views sit in the side split from the start, alone until a profile with threads puts its list beside
        // them: moved into it when the list came, they were all styled again (a spare view's whole tab, in the
        // pulse that shows the file). The split has no padding or background of its own.
        sideSplit.getItems().add(columnSplit);
        setCenter(sideSplit);
        columnMaximized.addListener((obs, was, on) -> showColumnMaximized(on));
        installCopying();

        overview.windowProperty().bind(flameChart.viewportProperty());
        // One preview selection, drawn (and dragged) in both the overview and the chart.
        overview.selectedRangeProperty().bindBidirectional(ranges.previewProperty());
        ranges.previewProperty().addListener((obs, old, range) -> {
            // Dragged in the overview outside what the chart shows: bring it into view.
            Viewport vp = flameChart.getViewport();
            if (range != null && (range.startMicros() < vp.startMicros() || range.endMicros() > vp.endMicros())) {
                flameChart.showRange(range.startMicros(), range.endMicros());
            }
        });
        ranges.committed().addListener((javafx.collections.ListChangeListener<TimeRange>) change -> showCommittedRange());
        // Symbols applied: the same load with a thread replaced; its track has the new names.
        session.profileProperty().addListener((obs, old, loaded) -> {
            if (old != null && loaded != null && old != loaded) {
                flameChart.replaceTracks(loaded.threads().stream().map(LoadedThread::track).toList());
            }
        });
        // A row's swatch is its thread's curve's colour in the overview.
        threadList.setCurveColors(OverviewStrip::threadColor);
        installTreeViews();
        installDetails();
    }

    /**
     * The call tree panel's table, flame graph and sandwich under its toolbar, one shown at a time (one tree
     * state). A segmented switch, not a TabPane: a tab pane inside a profile's tab would be one more tab
     * header row for the window's tab handling and its tests to tell apart.
     */
    private void installTreeViews() {
        javafx.scene.control.ToggleButton treeButton = new javafx.scene.control.ToggleButton("Call tree");
        treeButton.setId("showCallTree");
        javafx.scene.control.ToggleButton graphButton = new javafx.scene.control.ToggleButton("Flame graph");
        graphButton.setId("showFlameGraph");
        javafx.scene.control.ToggleButton sandwichButton = new javafx.scene.control.ToggleButton("Sandwich");
        sandwichButton.setId("showSandwich");
        javafx.scene.control.ToggleButton insightsButton = new javafx.scene.control.ToggleButton("Insights");
        insightsButton.setId("showInsights");
        treeViewButtons = List.of(treeButton, graphButton, sandwichButton, insightsButton);
        org.controlsfx.control.SegmentedButton switcher = new org.controlsfx.control.SegmentedButton(
                treeButton, graphButton, sandwichButton, insightsButton);
        switcher.setId("treeViews");
        switcher.setToggleGroup(new javafx.scene.control.ToggleGroup());
        javafx.scene.Node[] views = {callTree.table(), flameGraph, sandwich, insights};
        // Only the table is in the scene at first: the flame graph and the sandwich (a table and two
        // canvases) join when first shown, so a new tab's first pulses do not style and lay out hidden
        // views. Added before the view turns active (these listeners come before the bindings below).
        // The table joins in attachTreeTable (a spare tab styles its skin in a pulse of its own).
        for (int i = 1; i < views.length; i++) {
            javafx.scene.Node view = views[i];
            treeViewButtons.get(i).selectedProperty().addListener((obs, was, on) -> {
                if (on && view.getParent() != treeViews) treeViews.getChildren().add(view);
            });
        }
        switcher.getToggleGroup().selectedToggleProperty().addListener((obs, old, toggle) -> {
            if (toggle == null) {
                old.setSelected(true);
                return;
            }
            for (int i = 0; i < views.length; i++) views[i].setVisible(treeViewButtons.get(i) == toggle);
        });
        treeButton.setSelected(true);
        flameGraph.activeProperty().bind(graphButton.selectedProperty());
        sandwich.activeProperty().bind(sandwichButton.selectedProperty());
        InsightsLink.install(this, insights, insightsButton.selectedProperty());
        javafx.scene.layout.HBox bar = new javafx.scene.layout.HBox(switcher);
        bar.getStyleClass().add("tree-view-switcher");
        bar.setPadding(new javafx.geometry.Insets(2, 4, 2, 4));
        VBox box = new VBox(bar, treeViews);
        VBox.setVgrow(treeViews, Priority.ALWAYS);
        callTree.setCenter(box);
    }

    /** Shows view {@code index} of the tree: 0 call tree, 1 flame graph, 2 sandwich, 3 insights. */
    public void showTreeView(int index) {
        treeViewButtons.get(index).setSelected(true);
    }

    /**
     * The details panel follows the last selection: a flame-chart entry, or a tree node (picked in the
     * tree, flame graph or sandwich). A tree selection that only echoes a flame-chart click, made while the
     * chart has the focus, keeps the entry's details, which have its trace event's args.
     */
    private void installDetails() {
        flameChart.selectionProperty().addListener((obs, old, entry) -> {
            LoadedProfile loaded = profile();
            int thread = session.state().tracks().threadOf(entry == null ? -1 : entry.track());
            if (loaded == null || thread < 0) return;
            details.detailsProperty().set(EntryDetailsFactory.forFlameEntry(loaded.threads().get(thread), entry));
        });
        // The session decides when the details' subject went (its thread was left, its node dropped).
        session.stateProperty().addListener((obs, old, now) -> {
            if (now.details() == DetailsShown.NOTHING && old.details() != DetailsShown.NOTHING) {
                details.detailsProperty().set(null);
            }
        });
        session.selectedProperty().addListener((obs, old, selected) -> {
            LoadedThread thread = session.view() == null ? null : session.view().thread();
            if (selected == null || thread == null) {
                // The tree's node is gone (a transform dropped it, another thread shows): so are its details.
                session.dispatch(new TabAction.ShowNodeDetails(false));
                return;
            }
            if (flameChart.selectionProperty().get() != null && (flameChart.isFocused() || flameChart.canvas().isFocused())) return;
            details.detailsProperty().set(EntryDetailsFactory.forTreeNode(thread, selected));
            session.dispatch(new TabAction.ShowNodeDetails(true));
        });
    }

    /** Shows a freshly loaded profile (once, right after the tab is made). */
    void show(LoadedProfile loaded) {
        // A spare view's blank line-hit rows, made ahead, are not the profile's.
        lineHits.endRowsAhead();
        session.setProfile(loaded);
        List<FlameTrack> tracks = loaded.threads().stream().map(LoadedThread::track).toList();
        // The thread list's rows came with the load. Tracks of threads without samples (compositor, IO, ...) start
        // collapsed when others have some; threads with neither samples nor events are hidden behind the list's count.
        List<ThreadEntry> entries = loaded.threadEntries();
        java.util.Set<Integer> collapsed = new java.util.HashSet<>();
        java.util.Set<Integer> hidden = new java.util.HashSet<>();
        boolean anySampled = false;
        for (ThreadEntry entry : entries) anySampled |= entry.samples() > 0;
        for (ThreadEntry entry : entries) {
            if (anySampled && entry.samples() == 0) collapsed.add(entry.thread());
            if (entry.isEmpty()) hidden.add(entry.thread());
        }
        // The first shown thread becomes the active one: the session shows it in the tree views.
        flameChart.setTracks(tracks, collapsed, hidden, loaded.startMicros(), loaded.endMicros());
        overview.setActivity(loaded.activity(), loaded.startMicros(), loaded.endMicros());
        markersTrack.setMarkers(dev.flint.model.MarkerTable.merged(
                loaded.profiles().stream().map(dev.flint.model.Profile::markers).toList()), loaded.startMicros());
        threadList.showEntries(entries);
        if (loaded.threads().size() > 1) showThreadList();
        // A spare view's list, made ahead for a trace's threads, leaves a profile of one thread.
        else sideSplit.getItems().remove(threadList);
        // The active thread's row is the selected one from the start, as later when the active track changes.
        if (session.state().tracks().active() >= 0) threadList.selectThread(session.state().tracks().active());
        boolean timeless = loaded.profiles().stream().allMatch(p -> p.format() == ProfileFormat.HEAPPROFILE);
        noTimeline.setVisible(timeless);
        flameChart.setVisible(!timeless);
        overview.setVisible(!timeless);
        stageLowerHalf();
    }

    /**
     * A new tab's first pulse styles and lays out every node in it: with all of the tab at once that was
     * about 150 ms of CSS on the FX thread. So the chart half goes first and the lower half (range bar,
     * call tree, line hits, details) joins the scene at the next pulse, or as soon as the call tree has
     * rows to show, whichever comes first. An AnimationTimer runs at the start of a pulse, before its
     * CSS pass: its first call is in the pulse that styles the chart half, its second in the next one.
     */
    private void stageLowerHalf() {
        if (!lowerHalfAttached) PulseDelay.run(2, this::attachLowerHalf);
    }

    /** Puts the lower half into the scene now (the start-up warm-up wants all of the tab at once). */
    void attachLowerHalf() {
        attachCallTreeHalf();
        attachTreeTable();
        attachHitsAndDetails();
    }

    /** The range bar and the call tree join the scene (a spare view's first piece of its lower half). */
    void attachCallTreeHalf() {
        if (lowerHalfAttached) return;
        lowerHalfAttached = true;
        lowerHalf.getChildren().add(bottomBox);
    }

    /** The call tree's table joins the scene under its toolbar (a spare view's second piece). */
    void attachTreeTable() {
        if (callTree.table().getParent() != treeViews) treeViews.getChildren().add(0, callTree.table());
    }

    /** The line hits and the details join the scene, right of the call tree. */
    void attachHitsAndDetails() {
        attachLineHits();
        attachDetails();
    }

    /**
     * The thread list joins the side split, beside the views, before a profile is shown (a spare view's piece): made
     * in the pulse that shows a trace, the list's pane, search field and list skin were styled there. A profile of
     * one thread takes it out again ({@link #show}).
     */
    void attachThreadList() {
        if (!sideSplit.getItems().contains(threadList)) showThreadList();
    }

    /** A few more of the line hits' row cells made ahead (see {@link LineHitsView#makeRowsAhead}); true when all are. */
    boolean makeLineHitRowsAhead(int rowsPerCall) {
        return lineHits.makeRowsAhead(rowsPerCall);
    }

    /** A few more of the thread list's row cells made ahead (see {@link ThreadListPane#makeRowsAhead}); true when all are. */
    boolean makeThreadRowsAhead(int rowsPerCall) {
        return threadList.makeRowsAhead(rowsPerCall);
    }

    /** The line hits join the column (a spare view's second piece). */
    void attachLineHits() {
        if (hitsTab.getContent() == null) hitsTab.setContent(lineHits);
    }

    /** The details join the column (a spare view's third piece). */
    void attachDetails() {
        if (detailsTab.getContent() == null) detailsTab.setContent(details);
    }

    /**
     * The column's tabs: Details, Line hits, Source, each over the column's whole height (the layout's plan: a
     * user reads the chart, the tree and one of these at once; stacked, none had room: one row of line hits, five
     * source lines). The source view works only while its tab is shown; a double-click on a tab's header (or
     * Ctrl+Shift+M) gives the column the whole tab and back.
     */
    private javafx.scene.control.TabPane buildLinesTabs() {
        // The source view (a list of lines, a notice bar and buttons) joins the scene when first shown: a
        // spare tab styled it hidden in the same pulse as the tab pane (together over 50 ms of FX CPU).
        for (javafx.scene.control.Tab tab : List.of(detailsTab, hitsTab, sourceTab)) tab.setClosable(false);
        detailsTab.setId("detailsTab");
        hitsTab.setId("lineHitsTab");
        sourceTab.setId("sourceTab");
        sourceTab.selectedProperty().addListener((obs, was, selected) -> {
            if (selected && sourceTab.getContent() == null) sourceTab.setContent(source);
        });
        source.activeProperty().bind(sourceTab.selectedProperty());
        javafx.scene.control.TabPane tabs = new javafx.scene.control.TabPane(detailsTab, hitsTab, sourceTab);
        tabs.setId("linesTabs");
        tabs.getStyleClass().add("side-column");
        tabs.setMinWidth(0);
        tabs.addEventHandler(javafx.scene.input.MouseEvent.MOUSE_CLICKED, e -> {
            if (e.getClickCount() == 2 && e.getButton() == javafx.scene.input.MouseButton.PRIMARY && onTabHeader(e)) {
                columnMaximized.set(!columnMaximized.get());
            }
        });
        return tabs;
    }

    /** True when a click landed on one of the column's tab headers (not in a tab's content). */
    private boolean onTabHeader(javafx.scene.input.MouseEvent e) {
        for (javafx.scene.Node at = e.getPickResult().getIntersectedNode(); at != null && at != linesTabs; at = at.getParent()) {
            if (at.getStyleClass().contains("tab-header-area")) return true;
        }
        return false;
    }

    /** The column fills the tab (the chart, the tree and the thread list step aside), or goes back beside them. */
    private void showColumnMaximized(boolean maximized) {
        if (maximized) {
            double at = columnSplit.getDividerPositions()[0];
            columnSplit.getItems().remove(linesTabs);
            setCenter(linesTabs);
            columnSplitBeforeMaximized = at;
        } else {
            setCenter(null);
            columnSplit.getItems().add(linesTabs);
            columnSplit.setDividerPositions(columnSplitBeforeMaximized);
            setCenter(sideSplit);
        }
    }

    private double columnSplitBeforeMaximized = 0.75;

    /** Shows the Source tab in the column. */
    public void showSource() { linesTabs.getSelectionModel().select(sourceTab); }

    /** Shows the Line hits tab in the column. */
    public void showLineHits() { linesTabs.getSelectionModel().select(hitsTab); }

    /** Shows the Details tab in the column. */
    public void showDetails() { linesTabs.getSelectionModel().select(detailsTab); }

    /** True while the column (details, line hits, source) fills the tab; set to maximise or restore it. */
    public javafx.beans.property.BooleanProperty columnMaximizedProperty() { return columnMaximized; }

    /** The chart is bounded to the last committed range (the whole profile when none). */
    private void showCommittedRange() {
        LoadedProfile loaded = profile();
        if (loaded == null) return;
        TimeRange last = ranges.last();
        overview.committedRangeProperty().set(last);
        if (last == null) flameChart.setBounds(loaded.startMicros(), loaded.endMicros());
        else flameChart.setBounds(last.startMicros(), last.endMicros());
    }

    // ***** Copying *****

    private void installCopying() {
        javafx.scene.input.KeyCombination copy = javafx.scene.input.KeyCombination.keyCombination("Shortcut+C");
        callTree.table().addEventHandler(javafx.scene.input.KeyEvent.KEY_PRESSED, e -> {
            if (!copy.match(e)) return;
            String row = callTree.selectedRowText();
            if (row != null) putOnClipboard(row);
            e.consume();
        });
        javafx.scene.control.MenuItem copyName = new javafx.scene.control.MenuItem("Copy name");
        copyName.setId("copyEntryName");
        javafx.scene.control.MenuItem copyStack = new javafx.scene.control.MenuItem("Copy stack");
        copyStack.setId("copyEntryStack");
        javafx.scene.control.ContextMenu menu = new javafx.scene.control.ContextMenu(copyName, copyStack);
        flameChart.canvas().setOnContextMenuRequested(e -> {
            dev.flint.ui.session.FlameSelection hit = flameChart.entryAt(e.getX(), e.getY());
            if (hit == null) return;
            flameChart.select(hit);
            FlameTrack track = flameChart.tracks().get(hit.track());
            copyName.setOnAction(a -> putOnClipboard(track.name(hit.depth(), hit.index())));
            copyStack.setOnAction(a -> putOnClipboard(stackText(track, hit)));
            menu.show(flameChart.canvas(), e.getScreenX(), e.getScreenY());
            e.consume();
        });
    }

    /** The entry and its callers, one per line, the entry first (as a stack trace reads). */
    static String stackText(FlameTrack track, dev.flint.ui.session.FlameSelection entry) {
        double at = (track.startMicros(entry.depth(), entry.index()) + track.endMicros(entry.depth(), entry.index())) / 2;
        StringBuilder text = new StringBuilder();
        for (int depth = entry.depth(); depth >= 0; depth--) {
            int index = depth == entry.depth() ? entry.index() : track.entryAt(depth, at);
            if (index < 0) continue;
            text.append(track.name(depth, index));
            String details = track.details(depth, index);
            String where = details == null ? "" : details.lines().findFirst().orElse("");
            if (!where.isEmpty()) text.append("  (").append(where).append(')');
            text.append('\n');
        }
        return text.toString();
    }

    private static void putOnClipboard(String text) {
        javafx.scene.input.ClipboardContent content = new javafx.scene.input.ClipboardContent();
        content.putString(text);
        javafx.scene.input.Clipboard.getSystemClipboard().setContent(content);
    }

    void setFlameStyle(FlameStyle style) {
        flameChart.flameStyleProperty().set(style);
        flameGraph.graph().flameStyleProperty().set(style);
        sandwich.callers().flameStyleProperty().set(style);
        sandwich.callees().flameStyleProperty().set(style);
        overview.flameStyleProperty().set(style);
        markersTrack.flameStyleProperty().set(style);
    }

    /** A line above the views (the sample says it is a sample). */
    void showNotice(String text) {
        javafx.scene.control.Label notice = new javafx.scene.control.Label(text, Icons.of("mdi2i-information-outline"));
        notice.setId("profileNotice");
        notice.getStyleClass().add("profile-notice");
        notice.setWrapText(true);
        notice.setMaxWidth(Double.MAX_VALUE);
        this.notice = notice;
        showTop();
    }

    private javafx.scene.Node notice;
    private javafx.scene.Node bar;

    /** A bar above the views, under the notice (the offer to restore the last view); null removes it. */
    public void showBar(javafx.scene.Node newBar) {
        bar = newBar;
        showTop();
    }

    private void showTop() {
        if (notice == null || bar == null) setTop(notice != null ? notice : bar);
        else setTop(new VBox(notice, bar));
    }

    /**
     * Puts the thread list beside the views in a split pane: the list keeps its pixel width when the
     * window resizes (not resizable with its parent), and its divider is placed from that width once the
     * pane has one.
     */
    private void showThreadList() {
        // Added before the views, which stay where they are (a replaced item list puts every item in again).
        if (!sideSplit.getItems().contains(threadList)) sideSplit.getItems().add(0, threadList);
        SplitPane.setResizableWithParent(threadList, false);
        sideSplit.widthProperty().addListener(new javafx.beans.value.ChangeListener<Number>() {
            @Override
            public void changed(javafx.beans.value.ObservableValue<? extends Number> obs, Number old, Number width) {
                if (width.doubleValue() <= 0) return;
                sideSplit.widthProperty().removeListener(this);
                placeThreadListDivider();
            }
        });
        if (sideSplit.getWidth() > 0) placeThreadListDivider();
    }

    private void placeThreadListDivider() {
        double total = sideSplit.getWidth();
        double position = Math.min(0.6, threadListWidthPx / total);
        sideSplit.setDividerPositions(position);
        // The position counts the pane's padding and half the divider: once laid out, correct by the difference.
        javafx.application.Platform.runLater(() -> {
            double shown = threadList.getWidth();
            if (shown > 0 && Math.abs(shown - threadListWidthPx) > 0.5) {
                sideSplit.setDividerPositions(Math.min(0.6, position + (threadListWidthPx - shown) / total));
            }
        });
    }

    /** Sets the thread list's width (the remembered one; before the profile is shown). */
    void setThreadListWidth(double px) {
        if (Double.isFinite(px)) threadListWidthPx = Math.max(ThreadListPane.MIN_WIDTH_PX, Math.min(ThreadListPane.MAX_WIDTH_PX, px));
    }

    /** The thread list's width now, or NaN when this tab has no list (one thread). */
    double threadListWidth() {
        return threadList.getScene() == null || threadList.getWidth() <= 0 ? Double.NaN : threadList.getWidth();
    }

    /** Places the two dividers (the window's: a new tab, a spare view, a tab shown again, get the current ones). */
    void setSplits(double verticalSplitAt, double columnSplitAt) {
        verticalSplit.setDividerPositions(verticalSplitAt);
        if (columnMaximized.get()) columnSplitBeforeMaximized = columnSplitAt;
        else columnSplit.setDividerPositions(columnSplitAt);
    }

    double verticalSplitAt() { return verticalSplit.getDividers().get(0).getPosition(); }
    /** Where the column's divider is, the share of the width left of it (also while the column is maximised). */
    double columnSplitAt() { return columnMaximized.get() ? columnSplitBeforeMaximized : columnSplit.getDividers().get(0).getPosition(); }

    /** Calls {@code moved} whenever either divider moves (the window keeps the positions for every tab). */
    void onSplitsMoved(Runnable moved) {
        verticalSplit.getDividers().get(0).positionProperty().addListener((obs, old, at) -> moved.run());
        // The column's divider is a new one each time the column comes back from being maximised.
        javafx.beans.value.ChangeListener<Number> columnMoved = (obs, old, at) -> {
            if (!columnMaximized.get() && columnSplit.getItems().size() == 2) moved.run();
        };
        columnSplit.getDividers().forEach(divider -> divider.positionProperty().addListener(columnMoved));
        columnSplit.getDividers().addListener((javafx.collections.ListChangeListener<SplitPane.Divider>) change -> {
            while (change.next()) change.getAddedSubList().forEach(divider -> divider.positionProperty().addListener(columnMoved));
        });
    }

    public ReadOnlyObjectProperty<LoadedProfile> profileProperty() { return session.profileProperty(); }
    private LoadedProfile profile() { return session.profileProperty().get(); }
    public TabSession session() { return session; }
    public FlameChartView flameChart() { return flameChart; }
    public Label noTimelineNotice() { return noTimeline; }
    public OverviewStrip overview() { return overview; }
    public dev.flint.ui.details.DetailsPanel details() { return details; }
    public dev.flint.ui.markers.MarkersTrack markersTrack() { return markersTrack; }
    public CallTreePanel callTree() { return callTree; }
    public LineHitsView lineHits() { return lineHits; }
    public dev.flint.ui.source.SourceView source() { return source; }
    /** The Details, Line hits and Source tabs. */
    public javafx.scene.control.TabPane linesTabs() { return linesTabs; }
    /** The chart and tree beside the column (the debug state reports where its divider is). */
    SplitPane columnSplitPane() { return columnSplit; }
    public dev.flint.ui.flamegraph.FlameGraphView flameGraph() { return flameGraph; }
    public dev.flint.ui.sandwich.SandwichView sandwich() { return sandwich; }
    public dev.flint.ui.insights.InsightsView insights() { return insights; }
    public RangeState ranges() { return ranges; }
    public RangeBar rangeBar() { return rangeBar; }
    public ThreadListPane threadList() { return threadList; }
    /** The loaded-thread index of each flame-chart track. */
    public List<Integer> shownThreads() { return session.state().tracks().order(); }
}
