package dev.flint.ui.source;

import dev.flint.calltree.FuncLineHits;
import dev.flint.calltree.SampleRange;
import dev.flint.model.ProfileThread;
import dev.flint.model.WeightType;
import dev.flint.sourcemaps.OriginalSources;
import dev.flint.sourcemaps.SourceTexts;
import dev.flint.ui.session.AppliedMaps;
import dev.flint.ui.session.LineTicks;
import dev.flint.ui.common.EditorCommand;
import dev.flint.ui.session.SelectedCallNode;
import dev.flint.ui.session.TabSession;
import dev.flint.ui.session.ViewState;
import dev.flint.viewmodel.TimeRange;
import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.Consumer;
import java.util.function.Supplier;
import javafx.application.Platform;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.geometry.Insets;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.VBox;
import javafx.stage.DirectoryChooser;

/**
 * The selected function's source with self and total per line (see the package comment). It follows the
 * tab's session: the selected node's function in the transformed thread the tree shows, over the tab's range.
 * Work happens only while {@link #activeProperty() active} (its tab is selected), in the background; a
 * newer request overtakes an older one.
 */
public final class SourceView extends BorderPane {
    /** Settings key of the sources folder the user chose (searched for JFR's and unmapped sources). */
    public static final String FOLDER_KEY = "source.folder";

    private final TabSession session;
    private final Label title = new Label("Source");
    private final Label notice = new Label();
    private final Button chooseFolder = new Button("Choose sources folder\u2026");
    private final Button openInEditor = new Button("Open in editor");
    private final ListView<SourceListing.Line> list = new ListView<>();
    private final BooleanProperty active = new SimpleBooleanProperty(this, "active", false);
    private final ReadOnlyBooleanWrapper loading = new ReadOnlyBooleanWrapper(this, "loading");
    private final ReadOnlyObjectWrapper<SourceListing> listing =
            new ReadOnlyObjectWrapper<>(this, "listing", SourceListing.EMPTY);
    private final ExecutorService worker = Executors.newSingleThreadExecutor(runnable -> {
        Thread thread = new Thread(runnable, "flint-source-view");
        thread.setDaemon(true);
        return thread;
    });
    private long latestRequest;
    private boolean stale = true;
    private Supplier<String> folderSource = () -> "";
    private Consumer<String> folderSink = folder -> {};
    private Supplier<String> editorTemplate = () -> EditorCommand.DEFAULT_TEMPLATE;
    private WeightType unit = WeightType.SAMPLES;

    public SourceView(TabSession session) {
        this.session = session;
        getStyleClass().add("source-view");
        setId("sourceView");
        title.getStyleClass().add("pane-title");
        title.setId("sourceTitle");
        // "Source — function  (path)" is cut in a narrow column: whole in the tooltip.
        javafx.scene.control.Tooltip titleTip = new javafx.scene.control.Tooltip();
        titleTip.textProperty().bind(title.textProperty());
        title.setTooltip(titleTip);
        notice.setId("sourceNotice");
        // One line, whole in its tooltip: a wrapped notice (a map's note on per-line hits) took the source's
        // room in a column a few hundred pixels high.
        notice.setWrapText(false);
        javafx.scene.control.Tooltip noticeTip = new javafx.scene.control.Tooltip();
        noticeTip.setWrapText(true);
        noticeTip.setMaxWidth(600);
        noticeTip.textProperty().bind(notice.textProperty());
        notice.setTooltip(noticeTip);
        chooseFolder.setId("sourceChooseFolder");
        openInEditor.setId("sourceOpenInEditor");
        openInEditor.setDisable(true);
        list.setId("sourceList");
        list.setPlaceholder(new Label("Select a function to see\nits source and hits per line"));
        list.setCellFactory(view -> new SourceLineCell(this));
        // The buttons under the title, wrapping in a narrow column rather than cut ("Open in e…").
        javafx.scene.layout.FlowPane buttons = new javafx.scene.layout.FlowPane(6, 4, chooseFolder, openInEditor);
        VBox top = new VBox(2, title, buttons, notice);
        top.setPadding(new Insets(2, 4, 2, 4));
        setTop(top);
        setCenter(list);
        setMinWidth(0);
        chooseFolder.setOnAction(e -> askForFolder());
        openInEditor.setOnAction(e -> openInEditor());
        session.selectedProperty().addListener((obs, old, selected) -> refresh());
        session.ranges().effectiveProperty().addListener((obs, old, range) -> refresh());
        session.profileProperty().addListener((obs, old, profile) -> refresh());
        // Maps or symbols applied: the tree is rebuilt over the new thread and the selection follows it.
        session.viewProperty().addListener((obs, old, state) -> {
            if (old == null || state == null || old.thread() != state.thread()) refresh();
        });
        active.addListener((obs, old, isActive) -> {
            if (isActive && stale) refresh();
        });
    }

    /** Where the chosen sources folder is kept (the app's settings) and the editor command template read. */
    public void setStores(Supplier<String> folderSource, Consumer<String> folderSink, Supplier<String> editorTemplate) {
        this.folderSource = folderSource;
        this.folderSink = folderSink;
        this.editorTemplate = editorTemplate;
        refresh();
    }

    /** True while the view is on screen (its tab selected); only then does it load anything. */
    public BooleanProperty activeProperty() { return active; }

    /** True while a listing is being gathered. */
    public ReadOnlyBooleanProperty loadingProperty() { return loading.getReadOnlyProperty(); }

    /** The listing shown. */
    public ReadOnlyObjectProperty<SourceListing> listingProperty() { return listing.getReadOnlyProperty(); }

    public ListView<SourceListing.Line> list() { return list; }

    WeightType unit() { return unit; }

    SourceListing shown() { return listing.get(); }

    /** Gathers the listing for what the session shows now (or marks it stale while the view is hidden). */
    public void refresh() {
        long request = ++latestRequest;
        if (!active.get()) {
            stale = true;
            return;
        }
        stale = false;
        ViewState view = session.view();
        SelectedCallNode selected = session.selectedProperty().get();
        if (view == null || selected == null || selected.func() < 0) {
            show(SourceListing.EMPTY, "");
            return;
        }
        ProfileThread base = view.transforms().base();
        ProfileThread thread = view.transforms().thread();
        int func = selected.func();
        TimeRange range = session.ranges().effectiveProperty().get();
        SampleRange counted = range == null ? SampleRange.ALL : new SampleRange(range.startMicros(), range.endMicros());
        dev.flint.model.ProfileFormat format = view.thread().profile().format();
        SourceTexts texts = new SourceTexts(folders());
        AppliedMaps applied = session.appliedMaps(view.thread());
        String name = thread.funcName(func);
        unit = thread.weightType();
        title.setText("Source \u2014 " + (name.isEmpty() ? "(anonymous)" : name));
        loading.set(true);
        worker.execute(() -> {
            SourceListing gathered;
            String mapNote = "";
            try {
                LineTicks ticks = LineTicks.of(applied, base, thread);
                gathered = SourceListing.of(thread, func, counted, ticks.ticks(), format, applied == null ? texts::find
                        : sourceName -> OriginalSources.find(texts, applied.unmapped(), applied.mapping(), applied.maps(),
                                func, sourceName));
                if (!ticks.unmappedScripts().isEmpty()) {
                    mapNote = "Per-line hits cannot be mapped through the source map of " + ticks.unmappedScripts()
                            + " (a minified line holds several original lines): shown on the function's first line. ";
                }
            } catch (RuntimeException e) {
                gathered = SourceListing.EMPTY;
            }
            SourceListing result = gathered;
            String note = mapNote;
            Platform.runLater(() -> {
                if (request != latestRequest) return;
                show(result, title.getText());
                if (!note.isEmpty()) notice.setText(note + notice.getText());
            });
        });
    }

    private List<Path> folders() {
        String folder = folderSource.get();
        if (folder == null || folder.isBlank()) return List.of();
        try {
            Path path = Path.of(folder);
            return Files.isDirectory(path) ? List.of(path) : List.of();
        } catch (RuntimeException badPath) {
            return List.of();
        }
    }

    private void show(SourceListing shown, String titleText) {
        listing.set(shown);
        loading.set(false);
        if (shown == SourceListing.EMPTY) title.setText("Source");
        else title.setText(titleText + (shown.sourceName().isEmpty() ? "" : "  (" + shown.sourceName() + ")"));
        notice.setText(shown == SourceListing.EMPTY ? "" : shown.found() ? shown.from()
                : "Source text not found (" + shown.from() + "): lines with hits only. Choose a sources folder to see it.");
        list.getItems().setAll(shown.lines());
        openInEditor.setDisable(shown.editorTarget() == null);
        if (shown.hottest() >= 0) {
            list.getSelectionModel().select(shown.hottest());
            list.scrollTo(Math.max(0, shown.hottest() - 3));
        }
    }

    private void askForFolder() {
        DirectoryChooser chooser = new DirectoryChooser();
        chooser.setTitle("Choose the folder with the sources");
        List<Path> current = folders();
        if (!current.isEmpty()) chooser.setInitialDirectory(current.get(0).toFile());
        File chosen = chooser.showDialog(getScene() == null ? null : getScene().getWindow());
        if (chosen != null) setFolder(chosen.toPath());
    }

    /** Searches {@code folder} for sources from now on, remembered in the settings (the folder button's work). */
    public void setFolder(Path folder) {
        folderSink.accept(folder.toAbsolutePath().toString());
        refresh();
    }

    private void openInEditor() {
        SourceListing shown = listing.get();
        if (shown.editorTarget() == null) return;
        List<String> argv;
        try {
            argv = EditorCommand.argv(editorTemplate.get(), shown.editorTarget(), shown.editorLine(), 1);
        } catch (IllegalArgumentException e) {
            notice.setText(e.getMessage());
            return;
        }
        notice.setText("Running " + String.join(" ", argv));
        EditorCommand.launch(argv, notice::setText);
    }
}
