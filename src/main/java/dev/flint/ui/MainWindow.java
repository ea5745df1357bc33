package dev.flint.ui;

import dev.flint.desktop.PendingFiles;
import dev.flint.ui.calltree.CallTreePanel;
import dev.flint.ui.calltree.LineHitsView;
import dev.flint.ui.flamechart.FlameChartView;
import dev.flint.ui.flamechart.FlameStyle;
import dev.flint.ui.flamechart.OverviewStrip;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import javafx.application.Platform;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.geometry.Orientation;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.control.MenuBar;
import javafx.scene.control.SplitPane;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.Priority;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;
import javafx.stage.Stage;

/**
 * The main window: menus and tool bar, the overview strip and flame chart above the call tree and the
 * per-line hits, a message banner, a loading card and the status bar. It owns the loaded profile and
 * routes between the views; the views never talk to each other directly.
 */
public final class MainWindow {
    private final Stage stage;
    private final Settings settings;
    private final ProfileLoadService loader = new ProfileLoadService();
    private final ReadOnlyObjectWrapper<LoadedProfile> profile = new ReadOnlyObjectWrapper<>(this, "profile");

    private final FlameChartView flameChart = new FlameChartView();
    private final OverviewStrip overview = new OverviewStrip();
    private final CallTreePanel callTree = new CallTreePanel();
    private final LineHitsView lineHits = new LineHitsView();
    private final MessageBanner banner = new MessageBanner();
    private final StatusLine status = new StatusLine();
    private final SplitPane verticalSplit = new SplitPane();
    private final SplitPane bottomSplit = new SplitPane();
    private final Label emptyHint = new Label("Drop a profile here, or use File \u25b8 Open");
    private final MainMenus menus;
    private final Scene scene;
    private boolean dark;

    public MainWindow(Stage stage, Settings settings) {
        // From here on, engine work that grows with the profile refuses to run on the FX thread.
        dev.flint.model.UiThreadGuard.install(Platform::isFxApplicationThread);
        this.stage = stage;
        this.settings = settings;
        this.menus = new MainMenus(this);

        verticalSplit.setOrientation(Orientation.VERTICAL);
        VBox chartBox = new VBox(overview, flameChart);
        VBox.setVgrow(flameChart, Priority.ALWAYS);
        bottomSplit.getItems().addAll(callTree, lineHits);
        verticalSplit.getItems().addAll(chartBox, bottomSplit);
        SplitPane.setResizableWithParent(bottomSplit, true);

        emptyHint.getStyleClass().add("empty-hint");
        StackPane content = new StackPane(verticalSplit, emptyHint, new LoadingOverlay(loader, this::cancelLoad));
        VBox center = new VBox(banner, content);
        VBox.setVgrow(content, Priority.ALWAYS);

        BorderPane root = new BorderPane(center);
        root.setTop(new VBox(menus.menuBar(), menus.toolBar()));
        root.setBottom(status);
        root.getStyleClass().add("flint-root");

        double[] size = WindowPlacement.initialSize(settings);
        scene = new Scene(root, size[0], size[1]);
        scene.getStylesheets().add(MainWindow.class.getResource("flint.css").toExternalForm());
        setDarkTheme("dark".equals(settings.getString("theme", "light")));
        stage.setScene(scene);
        stage.setTitle("Flint");
        restoreWindowPlacement();

        overview.windowProperty().bind(flameChart.viewportProperty());
        overview.selectedRangeProperty().addListener((obs, old, range) -> {
            if (range != null) flameChart.showRange(range.startMicros(), range.endMicros());
            callTree.setRange(range);
        });
        flameChart.activeTrackProperty().addListener((obs, old, track) -> showThreadInTree(track));
        new SelectionSync(flameChart, callTree, lineHits);
        FileDrop.install(root, this::open);
        loader.setOnSucceeded(e -> show(loader.getValue()));
        loader.setOnFailed(e -> {
            banner.showMessage(ProfileLoadService.messageOf(loader.getException(), loader.getFiles()));
            describeShownProfile();
        });
        loader.setOnCancelled(e -> describeShownProfile());
        callTree.setOnFailure(banner::showMessage);
        status.bindProgress(loader);
        stage.setOnHidden(e -> saveSettings());
        showEmptyState(true);
    }

    // ***** Opening files *****

    /** Loads {@code files} (one or several shown together), replacing the current profile when it works. */
    public void open(List<Path> files) {
        if (files.isEmpty()) return;
        banner.hideMessage();
        loader.cancel();
        loader.setFiles(files);
        loader.restart();
    }

    /** Starts listening to files the desktop asks to open; shows the sample when nothing is queued. */
    public void subscribeToPendingFiles(boolean sampleWhenNothingQueued) {
        boolean nothingQueued = !PendingFiles.get().hasQueued();
        PendingFiles.get().subscribe(files -> Platform.runLater(() -> open(files)));
        if (sampleWhenNothingQueued && nothingQueued && profile.get() == null && !loader.isRunning()) openSample();
    }

    public void openSample() {
        try {
            open(List.of(SampleProfile.extract()));
        } catch (IOException e) {
            banner.showMessage(e.getMessage());
        }
    }

    public void cancelLoad() {
        loader.cancel();
    }

    private void show(LoadedProfile loaded) {
        profile.set(loaded);
        for (Path file : loaded.files()) {
            if (!file.getFileName().toString().equals("sample.cpuprofile") || !file.toString().contains("flint-sample")) {
                settings.addRecentFile(file);
            }
        }
        menus.refreshRecentFiles();
        List<dev.flint.ui.flamechart.FlameTrack> tracks = loaded.threads().stream().map(LoadedThread::track).toList();
        flameChart.setTracks(tracks, loaded.startMicros(), loaded.endMicros());
        // Tracks of threads without samples (compositor, IO, ...) start collapsed when others have some.
        boolean anySampled = loaded.threads().stream().anyMatch(t -> t.thread().samples().size() > 0);
        for (int t = 0; t < tracks.size(); t++) {
            if (anySampled && loaded.threads().get(t).thread().samples().size() == 0) flameChart.setCollapsed(t, true);
        }
        overview.setActivity(loaded.activity(), loaded.startMicros(), loaded.endMicros());
        showThreadInTree(flameChart.activeTrackProperty().get());
        status.showProfile(loaded);
        stage.setTitle(loaded.title() + " \u2014 Flint");
        showEmptyState(false);
    }

    /**
     * Replaces one shown thread by a new version of itself (symbolication re-assigned its funcs), its
     * flame-chart track already rebuilt with the new names ({@link ThreadPreparer#rebuilt}, on a background
     * service); when it is the call tree's thread the tree keeps its transforms, selection and expansion,
     * rewritten through {@code remap}. Call on the FX thread.
     */
    public void replaceThread(LoadedThread old, LoadedThread replacement, dev.flint.calltree.FuncRemap remap) {
        LoadedProfile loaded = profile.get();
        int index = loaded == null ? -1 : loaded.threads().indexOf(old);
        if (index < 0) throw new IllegalArgumentException("not a shown thread: " + old.label());
        List<LoadedThread> threads = new java.util.ArrayList<>(loaded.threads());
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
        callTree.setRange(overview.selectedRangeProperty().get());
    }

    /** The status bar after a load that failed or was cancelled: what is still shown. */
    private void describeShownProfile() {
        if (profile.get() != null) status.showProfile(profile.get());
        else status.showText("No profile loaded");
    }

    private void showEmptyState(boolean empty) {
        emptyHint.setVisible(empty);
        verticalSplit.setVisible(!empty);
    }

    // ***** Theme and settings *****

    public void setDarkTheme(boolean value) {
        dark = value;
        String darkSheet = MainWindow.class.getResource("flint-dark.css").toExternalForm();
        scene.getStylesheets().remove(darkSheet);
        if (value) scene.getStylesheets().add(darkSheet);
        FlameStyle style = value ? FlameStyle.DARK : FlameStyle.LIGHT;
        flameChart.flameStyleProperty().set(style);
        overview.flameStyleProperty().set(style);
        settings.putString("theme", value ? "dark" : "light");
        menus.syncThemeControls(value);
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
        verticalSplit.setDividerPositions(WindowPlacement.split(settings, "split.vertical", 0.55));
        bottomSplit.setDividerPositions(WindowPlacement.split(settings, "split.bottom", 0.78));
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
        WindowPlacement.putSplit(settings, "split.vertical", verticalSplit.getDividers().get(0).getPosition());
        WindowPlacement.putSplit(settings, "split.bottom", bottomSplit.getDividers().get(0).getPosition());
        settings.save();
    }

    // ***** Accessors (tests, the symbols feature, the screenshot tool) *****

    public Stage stage() { return stage; }
    public Settings settings() { return settings; }
    public ReadOnlyObjectProperty<LoadedProfile> profileProperty() { return profile.getReadOnlyProperty(); }
    public ProfileLoadService loader() { return loader; }
    public FlameChartView flameChart() { return flameChart; }
    public OverviewStrip overview() { return overview; }
    public CallTreePanel callTree() { return callTree; }
    public LineHitsView lineHits() { return lineHits; }
    /** The menu bar; features add their menus or items here (e.g. File ▸ Load symbols…). */
    public MenuBar menuBar() { return menus.menuBar(); }
    public MainMenus menus() { return menus; }
    public String bannerText() { return banner.text(); }
    public void showMessage(String text) { banner.showMessage(text); }
    /** Replaces the status bar's text until the next load (e.g. "symbols applied"). */
    public void showStatus(String text) { status.showText(text); }
    public String statusText() { return status.getText(); }
}
