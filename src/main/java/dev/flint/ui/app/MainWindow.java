package dev.flint.ui.app;

import dev.flint.desktop.PendingFiles;
import dev.flint.ui.calltree.CallTreePanel;
import dev.flint.ui.calltree.LineHitsView;
import dev.flint.ui.common.AppWindow;
import dev.flint.ui.common.FileDrop;
import dev.flint.ui.common.Theme;
import dev.flint.ui.flamechart.FlameChartView;
import dev.flint.ui.flamechart.OverviewStrip;
import dev.flint.ui.session.TabSession;
import dev.flint.viewmodel.LoadedProfile;
import javafx.beans.binding.ObjectBinding;
import javafx.beans.binding.ObjectExpression;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import javafx.application.Platform;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.MenuBar;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.Tooltip;
import javafx.scene.input.MouseButton;
import javafx.scene.input.MouseEvent;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.Priority;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;
import javafx.stage.Stage;

/**
 * The main window: menus and tool bar, one tab per open profile ({@link ProfileView}), the welcome page
 * when none is open, a message banner, a loading card and the status bar. It opens files (each load
 * in a tab of its own), keeps the title and status line on the selected tab, and owns the settings.
 */
public final class MainWindow implements AppWindow {
    private final Stage stage;
    private final Settings settings;
    private final ProfileLoadService loader = new ProfileLoadService();
    /** Loads asked for while one runs (a second launch's hand-off, a drop during a load) wait their turn. */
    private final Deque<List<Path>> queuedLoads = new ArrayDeque<>();
    /** The running load was cancelled (it may still report success: its work was over before the cancel). */
    private boolean cancelledLoad;
    private final ReadOnlyObjectWrapper<ProfileView> current = new ReadOnlyObjectWrapper<>(this, "current");
    /** The selected tab's profile: read from its session whenever asked, never a copy kept here. */
    private final ObjectBinding<LoadedProfile> profile = new ObjectBinding<>() {
        /** The selected tab's session's profile property, which this binding follows while that tab is selected. */
        private ReadOnlyObjectProperty<LoadedProfile> followed;

        {
            bind(current);
        }

        @Override
        protected LoadedProfile computeValue() {
            ProfileView view = current.get();
            ReadOnlyObjectProperty<LoadedProfile> now = view == null ? null : view.session().profileProperty();
            if (now != followed) {
                if (followed != null) unbind(followed);
                if (now != null) bind(now);
                followed = now;
            }
            return now == null ? null : now.get();
        }
    };

    /**
     * One header per open profile. The views are not the tabs' content but children of {@link #views}, the
     * selected one shown: a node moved to a new parent has all of its CSS applied again, so a tab's view is
     * put in its place once and never moves (the spare view, styled and laid out ahead, is used where it is).
     */
    private final TabPane tabs = new TabPane();
    private final StackPane views = new StackPane();
    /** The tab headers above the views; hidden with them while the welcome page shows. */
    private final VBox tabArea;
    private final SpareView spare;
    static final String TAB_STYLE_CLASS = "profile-tabs";
    /** Stands in for the selected tab's views while no tab is open, so accessors never return null. */
    private ProfileView detached;
    private final MessageBanner banner = new MessageBanner();
    private final WarningBanner warnings = new WarningBanner();
    /** Tabs whose warnings the user closed: switching back to them keeps the banner closed. */
    private final java.util.Set<ProfileView> warningsDismissed = java.util.Collections.newSetFromMap(new java.util.WeakHashMap<>());
    private final StatusLine status = new StatusLine();
    private final WelcomePage welcome;
    private final MainMenus menus;
    private final Scene scene;
    /** The settings key of the theme: "light", "dark", or {@link #THEME_SYSTEM} (follow the desktop's). */
    static final String THEME_SETTING = "theme";
    static final String THEME_SYSTEM = "system";
    private boolean dark;
    /** True while the window holds no profile: no tab, no load running ({@link #noteWhatIsHeld}). */
    private volatile boolean holdsNothing = true;

    public MainWindow(Stage stage, Settings settings) {
        this(stage, settings, applyStartTheme(settings));
    }

    /**
     * The theme the window opens with, applied. It runs before the fields' controls are made (an argument of the
     * constructor's {@code this(...)} call is evaluated before the field initializers): the first control class's
     * first use loads JavaFX's own stylesheet (modena, about 75 ms of the FX thread at start-up, parsed and
     * partitioned for nothing) when no user-agent stylesheet is set yet, and the theme's would replace it at once.
     */
    private static boolean applyStartTheme(Settings settings) {
        String chosenTheme = settings.getString(THEME_SETTING, THEME_SYSTEM);
        boolean dark = THEME_SYSTEM.equals(chosenTheme) ? SystemTheme.prefersDark() : "dark".equals(chosenTheme);
        Theme.of(dark).apply();
        return dark;
    }

    private MainWindow(Stage stage, Settings settings, boolean dark) {
        // From here on, engine work that grows with the profile refuses to run on the FX thread.
        dev.flint.model.UiThreadGuard.install(Platform::isFxApplicationThread);
        this.stage = stage;
        this.settings = settings;
        this.dark = dark;
        this.menus = new MainMenus(this);
        welcome = new WelcomePage(menus::chooseAndOpen, this::openSample, this::open);

        tabs.setId("profileTabs");
        tabs.setTabClosingPolicy(TabPane.TabClosingPolicy.ALL_TABS);
        tabs.setTabDragPolicy(TabPane.TabDragPolicy.REORDER);
        tabs.getSelectionModel().selectedItemProperty().addListener((obs, old, tab) -> onTabSelected(tab));
        tabs.getTabs().addListener((javafx.collections.ListChangeListener<Tab>) change -> {
            dropClosedViews();
            boolean closed = false;
            while (change.next()) closed |= change.wasRemoved() && !change.wasAdded();
            noteWhatIsHeld();
            if (closed) MemoryReturn.soon(() -> holdsNothing);
            showEmptyState(tabs.getTabs().isEmpty());
        });
        tabs.addEventFilter(MouseEvent.MOUSE_CLICKED, this::closeOnMiddleClick);
        tabs.getStyleClass().add(TAB_STYLE_CLASS);
        // The headers keep their height; the views give way when the window is short.
        tabs.setMinHeight(javafx.scene.layout.Region.USE_PREF_SIZE);
        tabs.setMaxHeight(javafx.scene.layout.Region.USE_PREF_SIZE);
        views.setId("profileViews");
        views.setMinHeight(0);
        tabArea = new VBox(tabs, views);
        VBox.setVgrow(views, Priority.ALWAYS);
        spare = new SpareView(views, () -> new ProfileView(verticalSplit(), columnSplit()));
        StackPane content = new StackPane(tabArea, welcome, new LoadingOverlay(loader, this::cancelLoad));
        VBox center = new VBox(banner, warnings, content);
        VBox.setVgrow(content, Priority.ALWAYS);

        BorderPane root = new BorderPane(center);
        root.setTop(new VBox(menus.menuBar(), menus.toolBar()));
        root.setBottom(status);
        root.getStyleClass().add("flint-root");

        double[] size = WindowPlacement.initialSize(settings);
        scene = new Scene(root, size[0], size[1]);
        Theme.addFlintStylesheet(scene);
        menus.syncThemeControls(dark, followsSystemTheme());
        stage.setScene(scene);
        installTabKeys();
        stage.setTitle("Flint");
        restoreWindowPlacement();

        FileDrop.install(root, this::open);
        warnings.setOnDismissed(() -> {
            if (current.get() != null) warningsDismissed.add(current.get());
        });
        loader.setOnSucceeded(e -> {
            // A load cancelled after its work was done still succeeds (the task could not be stopped):
            // the user said no, so it is not shown.
            // Files whose clocks do not overlap come back as several loads: a tab each.
            if (cancelledLoad) {
                describeShownProfile();
            } else {
                List<ProfileView> filled = loader.getValue().stream().map(this::show).toList();
                if (filled.size() > 1) noteSeparateClocks(filled);
                // What the reader built and dropped (a 4 GB trace: gigabytes of heap G1 grew while parsing)
                // goes back soon, not when the next tab closes.
                // Never a full collection here: the new tab may not have joined yet, and its profile is live.
                // Its second starts once the new tab's first frame is out (the launch's tab is styled, laid out
                // and painted in the first of these pulses): counted from the load's end, it ran out before the
                // first paint whenever that came over a second after the load (a busy machine), and G1's periodic
                // collection then ran a concurrent cycle while the tab was built: a young pause and a remark pause
                // of the FX thread, the marking on the other core, and the heap shrunk for the tab's own work.
                dev.flint.ui.common.PulseDelay.run(AFTER_FIRST_FRAME_PULSES, () -> MemoryReturn.soon(() -> false));
            }
            // The service would hold its last value (every profile of the load) until the next load: a
            // closed tab's gigabytes would stay reachable through it.
            loader.reset();
            startQueuedLoad();
        });
        loader.setOnFailed(e -> {
            banner.showMessage(ProfileLoadService.messageOf(loader.getException(), loader.getFiles()));
            describeShownProfile();
            startQueuedLoad();
        });
        loader.setOnCancelled(e -> {
            describeShownProfile();
            startQueuedLoad();
        });
        loader.runningProperty().addListener((obs, was, running) -> noteWhatIsHeld());
        status.bindProgress(loader);
        stage.setOnHidden(e -> saveSettings());
        showEmptyState(true);
    }

    // ***** Opening files *****

    /**
     * Loads {@code files} (one or several shown together as tracks of one tab) into a new tab. A load
     * asked for while another runs waits for it; a failed load leaves every open tab as it was.
     */
    @Override
    public void open(List<Path> files) {
        if (files.isEmpty()) return;
        banner.hideMessage();
        if (loader.isRunning()) {
            queuedLoads.add(List.copyOf(files));
            return;
        }
        loader.setFiles(files);
        cancelledLoad = false;
        loader.restart();
    }

    private void startQueuedLoad() {
        List<Path> next = queuedLoads.poll();
        if (next != null) open(next);
    }

    /** Starts listening to files the desktop asks to open; shows the sample when nothing is queued. */
    public void subscribeToPendingFiles(boolean sampleWhenNothingQueued) {
        subscribeToPendingFiles(PendingFiles.get(), sampleWhenNothingQueued);
    }

    /** {@link #subscribeToPendingFiles(boolean)} with another queue than the process's. */
    public void subscribeToPendingFiles(PendingFiles pending, boolean sampleWhenNothingQueued) {
        boolean nothingQueued = !pending.hasQueued();
        java.util.function.Consumer<List<Path>> receiver = files -> Platform.runLater(() -> open(files));
        pending.subscribe(receiver);
        stage.addEventHandler(javafx.stage.WindowEvent.WINDOW_HIDDEN, e -> pending.unsubscribe(receiver));
        if (sampleWhenNothingQueued && nothingQueued && profile.get() == null && !loader.isRunning()) openSample();
    }

    public void openSample() {
        for (Tab tab : tabs.getTabs()) {
            if (isSample(viewOf(tab).profileProperty().get())) {
                tabs.getSelectionModel().select(tab);
                return;
            }
        }
        try {
            open(List.of(SampleProfile.extract()));
        } catch (IOException e) {
            banner.showMessage(e.getMessage());
        }
    }

    /** Cancels the load in progress and the ones waiting after it. */
    public void cancelLoad() {
        queuedLoads.clear();
        cancelledLoad = loader.isRunning();
        loader.cancel();
        if (cancelledLoad) MemoryReturn.soon(() -> holdsNothing);
    }

    private static boolean isSample(LoadedProfile loaded) {
        return loaded != null && loaded.files().size() == 1 && SampleProfile.isExtracted(loaded.files().get(0));
    }

    /** Fills a view (the spare when one is ready) with {@code loaded}; its tab joins in the next pulse. */
    private ProfileView show(LoadedProfile loaded) {
        boolean sample = isSample(loaded);
        if (!sample) {
            for (Path file : loaded.files()) settings.addRecentFile(file);
            menus.refreshRecentFiles();
        }
        // The spare view (built, styled and laid out in idle pulses before) when there is one.
        ProfileView view = spare.take();
        if (view == null && launchTabWhole && launchView != null) view = launchView;
        launchView = null;
        if (view == null) view = new ProfileView(verticalSplit(), columnSplit());
        else view.setSplits(verticalSplit(), columnSplit());
        // A new tab's thread list is as wide as the shown tab's (or as the last session left it).
        ProfileView shown = current.get();
        view.setThreadListWidth(shown != null && !Double.isNaN(shown.threadListWidth()) ? shown.threadListWidth()
                : settings.getDouble("threads.width", ProfileView.DEFAULT_THREAD_LIST_PX));
        view.callTree().setOnFailure(banner::showMessage);
        // The dividers are the window's: moved in the shown tab, they are the settings' at once (the next tab
        // and the next start open with them; a tab shown again takes them, see onTabSelected).
        ProfileView moving = view;
        view.onSplitsMoved(() -> {
            if (current.get() == moving) rememberSplits();
        });
        menus.transformClipboard().installOn(view.callTree().breadcrumbBar());
        view.details().setTemplateStore(
                () -> settings.getString(dev.flint.ui.common.EditorCommand.SETTINGS_KEY, dev.flint.ui.common.EditorCommand.DEFAULT_TEMPLATE),
                template -> settings.putString(dev.flint.ui.common.EditorCommand.SETTINGS_KEY, template));
        view.source().setStores(() -> settings.getString(dev.flint.ui.source.SourceView.FOLDER_KEY, ""),
                folder -> settings.putString(dev.flint.ui.source.SourceView.FOLDER_KEY, folder),
                () -> settings.getString(dev.flint.ui.common.EditorCommand.SETTINGS_KEY, dev.flint.ui.common.EditorCommand.DEFAULT_TEMPLATE));
        view.setFlameStyle(Theme.of(dark).flameStyle());
        if (sample) view.showNotice(SampleProfile.notice(loaded.endMicros() - loaded.startMicros()));
        // The launch's files' first tab (no tab shown, none on its way: the welcome page under the loading card) is
        // shown whole in one frame, see showWhole; any other tab's first frame shows it without the chart, painted in
        // the next one.
        boolean firstTab = launchTabWhole && current.get() == null && tabsComing == 0;
        launchTabWhole = false;
        if (!firstTab) view.flameChart().drawAfterNextPulse();
        view.show(loaded);
        if (!sample && settings.file().toAbsolutePath().getParent() != null) {
            dev.flint.ui.savedview.SavedViews.attach(view.session(), view::showBar, loaded,
                    settings.file().toAbsolutePath().getParent());
        }
        // The tab joins the window in the next pulse: filling the view (about 25 ms of FX CPU on a 1 M-sample
        // profile) and making, adding and selecting its tab (about 20 ms, with the shown profile's listeners)
        // were one stretch of 45-50 ms between two frames.
        ProfileView filled = view;
        if (firstTab) {
            filled.attachLowerHalf();
            addTab(loaded, filled, sample);
            showWhole(filled);
            return view;
        }
        tabsComing++;
        dev.flint.ui.common.PulseDelay.run(1, () -> {
            tabsComing--;
            addTab(loaded, filled, sample);
        });
        return view;
    }

    /** The next shown view, if it is the window's first tab, is shown whole in one frame ({@link #showLaunchTabWhole}). */
    private boolean launchTabWhole;

    /**
     * Pulses after a load's end before the memory it dropped is given back ({@link MemoryReturn}): the launch's tab is
     * drawn in the first ({@link #showWhole}); another tab joins in the first and its chart is painted in the
     * second ({@link FlameChartView#drawAfterNextPulse}; a big one's frame over more, a second is longer).
     */
    private static final int AFTER_FIRST_FRAME_PULSES = 3;

    /**
     * The first tab of the files the app was launched with is shown whole in one frame ({@link #showWhole}): until then
     * the user has seen no profile, and the first frame with its chart is what the launch waits for. A file opened
     * later keeps its frames apart (the tab, then its lower half, then the chart), each pulse short.
     */
    public void showLaunchTabWhole() {
        launchTabWhole = true;
        // The launch file's view is made while its file loads, in the pulse after the window's first (the window is
        // up, the load is not done): made after the load, it was about 190 ms of the FX thread between the load and
        // the first paint. Only made, not styled: its CSS and layout come with the tab, in one frame.
        dev.flint.ui.common.PulseDelay.run(2, () -> {
            if (launchTabWhole && loader.isRunning() && launchView == null) launchView = new ProfileView(verticalSplit(), columnSplit());
        });
    }

    /** The launch file's view, made while it loads ({@link #showLaunchTabWhole}); null when none waits. */
    private ProfileView launchView;

    /**
     * The launch file's tab in one frame: joined at once with its lower half (not two pulses later), and in the pulse
     * that styles it, after its layout pass, laid out again (a list or table given its size in that pass makes its row
     * cells only in the next one) and its chart painted whole. Spread over frames as other tabs are, it took five
     * pulses from its load to its chart (joined; its thread list's rows; then the chart's held and sliced frame), and
     * each pulse's frame was one more render of the whole window (0.1-0.3 s each in software); nothing on screen
     * meanwhile was worth a frame.
     */
    private void showWhole(ProfileView view) {
        boolean[] done = new boolean[1];
        Runnable afterLayout = new Runnable() {
            @Override
            public void run() {
                if (done[0]) return;
                done[0] = true;
                // Not removed while the scene runs its listeners: later.
                Platform.runLater(() -> scene.removePostLayoutPulseListener(this));
                if (current.get() != view || view.getScene() == null) return;
                scene.getRoot().applyCss();
                scene.getRoot().layout();
                view.flameChart().paintPendingNow();
            }
        };
        scene.addPostLayoutPulseListener(afterLayout);
    }

    /** A tab for a view that shows {@code loaded}, selected (in place of the untouched sample's tab). */
    private void addTab(LoadedProfile loaded, ProfileView view, boolean sample) {
        Tab tab = new Tab(loaded.title());
        tab.getProperties().put(ProfileView.class, view);
        tab.setTooltip(new Tooltip(String.join("\n", loaded.files().stream().map(Path::toString).toList())));
        // New views go before the spare (lookups by id find the open tabs' nodes first).
        if (view.getParent() != views) views.getChildren().add(views.getChildren().size() - spare.count(), view);
        // The untouched sample was only a placeholder: the first file of the user's own takes its place.
        // One change that swaps the tabs: removing the sample's first left a moment with the new view in no
        // tab, and the tab list's listener dropped it from the window (the new tab stayed blank).
        Tab selected = tabs.getSelectionModel().getSelectedItem();
        if (!sample && selected != null && isSample(viewOf(selected).profileProperty().get())) {
            tabs.getTabs().set(tabs.getTabs().indexOf(selected), tab);
        } else {
            tabs.getTabs().add(tab);
        }
        tabs.getSelectionModel().select(tab);
        focusChartWhenInScene(view);
        spare.scheduleNext();
    }

    /**
     * The new tab's chart takes the keys (W zooms at once, no click first). A view made for this open has its
     * chart in the scene only once its split pane's skin exists (the next CSS pass), so the focus waits for it.
     */
    private void focusChartWhenInScene(ProfileView view) {
        Node chart = view.flameChart();
        if (chart.getScene() != null) {
            chart.requestFocus();
            return;
        }
        chart.sceneProperty().addListener(new javafx.beans.value.ChangeListener<Scene>() {
            @Override
            public void changed(javafx.beans.value.ObservableValue<? extends Scene> property, Scene old, Scene now) {
                if (now == null) return;
                property.removeListener(this);
                if (current.get() == view) chart.requestFocus();
            }
        });
    }

    /** Says, in each tab of one load split by clock, why the files dropped together are not one tab. */
    private void noteSeparateClocks(List<ProfileView> views) {
        for (ProfileView view : views) {
            LoadedProfile loaded = view.profileProperty().get();
            List<String> others = views.stream().map(other -> other.profileProperty().get())
                    .filter(other -> other != loaded).map(LoadedProfile::title).toList();
            view.showNotice("Opened together with " + String.join(", ", others) + ", in a tab of its own: their"
                    + " times do not overlap (separate recordings), so each has its own time axis.");
        }
    }

    /** The remembered divider between the chart and the lower half (a new view's, or a spare's when used). */
    private double verticalSplit() {
        return WindowPlacement.split(settings, "split.vertical", 0.55);
    }

    /** The remembered divider between the chart and tree and the column of details, line hits and source. */
    private double columnSplit() {
        return WindowPlacement.split(settings, "split.column", 0.7);
    }

    private void onTabSelected(Tab tab) {
        ProfileView view = tab == null ? null : viewOf(tab);
        // Only the selected view is shown and laid out; the others keep their state, out of the layout.
        for (Tab each : tabs.getTabs()) {
            ProfileView other = viewOf(each);
            other.setVisible(other == view);
            other.setManaged(other == view);
        }
        // The window's dividers, as last moved in any tab (each tab had its own, reset per new tab).
        if (view != null) view.setSplits(verticalSplit(), columnSplit());
        current.set(view);
        LoadedProfile loaded = profile.get();
        // The banner speaks of the shown tab's files.
        if (loaded == null || warningsDismissed.contains(view)) warnings.hideWarnings();
        else warnings.showWarnings(loaded);
        stage.setTitle(loaded == null ? "Flint" : loaded.title() + " \u2014 Flint");
        describeShownProfile();
        // The shown tab's chart takes the keys at once (W/S/A/D worked only after a click in it).
        if (view != null) view.flameChart().requestFocus();
    }

    /**
     * Keyboard focus follows the user between tabs: a click on a tab header focuses the tab pane (its headers
     * take no keys Flint uses), so the shown tab's chart takes the focus back, as after an open; Ctrl+Tab and
     * Ctrl+PgDn show the next tab, Ctrl+Shift+Tab and Ctrl+PgUp the previous one, wherever the focus is (the
     * tab pane handles them only while it has the focus, and the chart, the tree and the text fields would
     * take Ctrl+Tab as a focus move).
     */
    private void installTabKeys() {
        tabs.focusedProperty().addListener((obs, was, focused) -> {
            if (focused && current.get() != null) current.get().flameChart().requestFocus();
        });
        javafx.scene.input.KeyCombination next = javafx.scene.input.KeyCombination.keyCombination("Ctrl+Tab");
        javafx.scene.input.KeyCombination nextPage = javafx.scene.input.KeyCombination.keyCombination("Ctrl+Page Down");
        javafx.scene.input.KeyCombination previous = javafx.scene.input.KeyCombination.keyCombination("Ctrl+Shift+Tab");
        javafx.scene.input.KeyCombination previousPage = javafx.scene.input.KeyCombination.keyCombination("Ctrl+Page Up");
        scene.addEventFilter(javafx.scene.input.KeyEvent.KEY_PRESSED, e -> {
            int step = next.match(e) || nextPage.match(e) ? 1 : previous.match(e) || previousPage.match(e) ? -1 : 0;
            int count = tabs.getTabs().size();
            if (step == 0 || count == 0) return;
            int at = tabs.getSelectionModel().getSelectedIndex();
            tabs.getSelectionModel().select(Math.floorMod(at + step, count));
            e.consume();
        });
    }

    /** The status bar after a tab change, or a load that failed or was cancelled: what is shown. */
    private void describeShownProfile() {
        LoadedProfile loaded = profile.get();
        if (loaded != null) status.showProfile(loaded);
        else status.showText("No profile loaded");
        List<String> lines = loaded == null ? List.of() : WarningBanner.allLines(loaded);
        String title = loaded == null ? "" : loaded.title();
        status.showWarningCount(lines.size(), () -> WarningsList.show(stage, title, lines));
    }

    private static ProfileView viewOf(Tab tab) {
        return (ProfileView) tab.getProperties().get(ProfileView.class);
    }

    /** No tab and no load: what {@link MemoryReturn} reads (off the FX thread) to choose a full collection. */
    private void noteWhatIsHeld() {
        holdsNothing = tabs.getTabs().isEmpty() && !loader.isRunning();
    }

    /** Tests: whether the window holds no profile (no tab, no load running). */
    boolean holdsNothing() {
        return holdsNothing;
    }

    /** A closed tab's view leaves the window (a tab dragged to another place keeps its view). */
    private void dropClosedViews() {
        java.util.Set<ProfileView> open = java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>());
        for (Tab tab : tabs.getTabs()) open.add(viewOf(tab));
        views.getChildren().removeIf(node -> node instanceof ProfileView view && !open.contains(view) && !spare.is(view));
    }

    /** Closes the selected tab (File ▸ Close, Ctrl+W). */
    public void closeSelectedTab() {
        Tab tab = tabs.getSelectionModel().getSelectedItem();
        if (tab != null) closeTab(tab);
    }

    private void closeTab(Tab tab) {
        if (tabs.getTabs().size() == 1) rememberSplits();
        tabs.getTabs().remove(tab);
    }

    /** A middle click on a tab's header closes it, as in browsers. */
    private void closeOnMiddleClick(MouseEvent event) {
        if (event.getButton() != MouseButton.MIDDLE) return;
        for (Node node = event.getPickResult().getIntersectedNode(); node != null && node != tabs; node = node.getParent()) {
            if (node.getStyleClass().contains("tab") && node.getProperties().get(Tab.class) instanceof Tab tab) {
                closeTab(tab);
                event.consume();
                return;
            }
        }
    }

    private void showEmptyState(boolean empty) {
        // The welcome page's recent files are rebuilt when it shows, not with every tab opened behind it
        // (new links hidden under the tabs still cost CSS in the new tab's first pulse).
        if (empty) welcome.showRecentFiles(settings.recentFiles());
        welcome.setVisible(empty);
        tabArea.setVisible(!empty);
    }

    // ***** Theme and settings *****

    /** The user's pick (View menu, toolbar, Ctrl+Shift+D): remembered, and from now on it wins over the desktop's. */
    public void setDarkTheme(boolean value) {
        settings.putString(THEME_SETTING, value ? "dark" : "light");
        applyTheme(value);
    }

    /** Back to the desktop's setting (what a fresh Flint does until the user picks a theme). */
    public void followSystemTheme() {
        settings.putString(THEME_SETTING, THEME_SYSTEM);
        applyTheme(SystemTheme.prefersDark());
    }

    /** True while the theme follows the desktop's setting (no pick of the user's). */
    public boolean followsSystemTheme() {
        return THEME_SYSTEM.equals(settings.getString(THEME_SETTING, THEME_SYSTEM));
    }

    private void applyTheme(boolean value) {
        dark = value;
        Theme theme = Theme.of(value);
        theme.apply();
        for (Tab tab : tabs.getTabs()) viewOf(tab).setFlameStyle(theme.flameStyle());
        menus.syncThemeControls(value, followsSystemTheme());
    }

    public boolean isDarkTheme() { return dark; }

    private void restoreWindowPlacement() {
        double x = settings.getDouble("window.x", Double.NaN);
        double y = settings.getDouble("window.y", Double.NaN);
        if (!Double.isNaN(x) && !Double.isNaN(y)) {
            stage.setX(x);
            stage.setY(y);
        }
        stage.setMaximized("true".equals(settings.getString("window.maximized", "false")));
        stage.setMinWidth(WindowPlacement.MIN_WIDTH);
        stage.setMinHeight(WindowPlacement.MIN_HEIGHT);
        dev.flint.ui.common.ShownSizeKeeper.install(stage);
    }

    /** The selected tab's splitters are the ones the next tab (and the next start) opens with. */
    private void rememberSplits() {
        ProfileView view = current.get();
        WindowPlacement.putSplit(settings, "split.vertical",
                view == null ? verticalSplit() : view.verticalSplitAt());
        WindowPlacement.putSplit(settings, "split.column",
                view == null ? columnSplit() : view.columnSplitAt());
        if (view != null && !Double.isNaN(view.threadListWidth())) settings.putDouble("threads.width", view.threadListWidth());
    }

    public void saveSettings() {
        // A window the desktop shrank to nothing, or a splitter dragged to an edge, is not worth keeping:
        // the next start would open that way.
        if (!stage.isMaximized() && WindowPlacement.isUsableSize(scene.getWidth(), scene.getHeight())) {
            settings.putDouble("window.width", scene.getWidth());
            settings.putDouble("window.height", scene.getHeight());
            settings.putDouble("window.x", stage.getX());
            settings.putDouble("window.y", stage.getY());
        }
        settings.putString("window.maximized", Boolean.toString(stage.isMaximized()));
        rememberSplits();
        settings.save();
    }

    // ***** Accessors (tests, the symbols feature, the screenshot tool) *****

    @Override public Stage stage() { return stage; }
    public Settings settings() { return settings; }
    /** The selected tab's profile, null when no tab is open. */
    @Override public ObjectExpression<LoadedProfile> profileProperty() { return profile; }
    @Override public javafx.scene.control.Menu fileMenu() { return menus.fileMenu(); }
    @Override public javafx.scene.control.Menu viewMenu() { return menus.viewMenu(); }
    @Override public TabSession session() { return current().session(); }
    @Override public List<TabSession> sessions() { return tabs.getTabs().stream().map(tab -> viewOf(tab).session()).toList(); }
    @Override public String setting(String key, String fallback) { return settings.getString(key, fallback); }
    @Override public void putSetting(String key, String value) { settings.putString(key, value); }
    @Override public List<Path> recentFiles() { return settings.recentFiles(); }
    public ProfileLoadService loader() { return loader; }

    /** Tabs whose view is filled but which join the window in the next pulse (see {@link #show}). */
    private int tabsComing;

    /** True while a load runs or a loaded profile's tab has yet to join the window. */
    public boolean isLoading() { return loader.isRunning() || tabsComing > 0; }
    public TabPane tabs() { return tabs; }
    /** The selected tab's view; a detached empty one while no tab is open. */
    public ProfileView current() {
        if (current.get() != null) return current.get();
        if (detached == null) detached = new ProfileView(0.55, 0.7);
        return detached;
    }
    public ReadOnlyObjectProperty<ProfileView> currentProperty() { return current.getReadOnlyProperty(); }
    public FlameChartView flameChart() { return current().flameChart(); }
    public OverviewStrip overview() { return current().overview(); }
    public CallTreePanel callTree() { return current().callTree(); }
    public LineHitsView lineHits() { return current().lineHits(); }
    /** The menu bar; features add their menus or items here (e.g. File ▸ Load symbols…). */
    public MenuBar menuBar() { return menus.menuBar(); }
    public MainMenus menus() { return menus; }
    public String bannerText() { return banner.text(); }
    @Override
    public void showMessage(String text) { banner.showMessage(text); }
    /** The yellow banner's lines (what the last load repaired or dropped), "" when hidden. */
    public String warningText() { return warnings.text(); }
    /** The status bar's "N warnings" link, empty when the shown tab has none. */
    public String warningCountText() { return status.warningCountText(); }
    /** Replaces the status bar's text until the next load (e.g. "symbols applied"). */
    @Override
    public void showStatus(String text) { status.showText(text); }
    public String statusText() { return status.getText(); }

    /**
     * Builds a throwaway tab over the bundled sample off-screen, so the first real file opens without the
     * first-use stall (class loading, CSS, cold code); the returned property turns true when it is over.
     */
    public javafx.beans.property.ReadOnlyBooleanProperty warmUp() {
        javafx.beans.property.ReadOnlyBooleanProperty done = Warmup.start(this).doneProperty();
        // After the warm-up, a spare view waits for the next file (and after each open, the next one).
        done.addListener((obs, was, over) -> {
            if (over) keepSpareViews();
        });
        return done;
    }

    /**
     * From now on a spare profile view is built ahead, in idle pulses, and the next file opened fills it:
     * the open then creates, styles and lays out no tab of its own (see {@link SpareView}).
     */
    public void keepSpareViews() { spare.enable(); }

    /**
     * The tab headers' height with a tab in them (the warm-up measures it): they keep it while no tab is open,
     * so the views below have one height with and without tabs and a spare view laid out before the first
     * tab fits it as it is.
     */
    void setTabHeaderHeight(double px) {
        if (px > 0) tabs.setMinHeight(px);
    }

    /** The spare view waiting for the next file, null when none is ready (tests, the pulse benchmark). */
    public ProfileView spareView() { return spare.ready(); }
}
