package dev.flint.ui.sourcemaps;

import dev.flint.ui.common.AppWindow;
import dev.flint.ui.common.FileDrop;
import dev.flint.ui.common.Icons;
import dev.flint.ui.common.SourceMapService;
import dev.flint.ui.session.TabSession;
import dev.flint.viewmodel.LoadedProfile;
import java.io.File;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Set;
import java.util.WeakHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import javafx.application.Platform;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.scene.Node;
import javafx.scene.control.MenuItem;
import javafx.scene.control.RadioMenuItem;
import javafx.scene.control.SeparatorMenuItem;
import javafx.scene.control.ToggleGroup;
import javafx.scene.input.DragEvent;
import javafx.scene.input.TransferMode;
import javafx.stage.DirectoryChooser;
import javafx.stage.FileChooser;

/**
 * Source maps for a window (see the package comment): the File menu's Load Source Maps… (files; Load Source
 * Map Folder… for a build's output folder), {@code .map} files dropped on the window (caught before the
 * window's own drop handler, as symbol files are), and, for every profile a tab shows, the maps it finds on
 * its own, applied once right after it loads. The status bar says "N frames mapped through M maps".
 */
public final class SourceMapsFeature {
    private final AppWindow window;
    /** Sessions whose own maps were looked for already (weak: a closed tab's session goes). */
    private final Set<TabSession> discovered = Collections.newSetFromMap(new WeakHashMap<>());
    private final ExecutorService worker = Executors.newSingleThreadExecutor(runnable -> {
        Thread thread = new Thread(runnable, "flint-source-maps");
        thread.setDaemon(true);
        return thread;
    });
    private final ReadOnlyBooleanWrapper running = new ReadOnlyBooleanWrapper(this, "running");
    private int pending;
    private ToggleGroup namesGroup;
    private RadioMenuItem originalItem;
    /** Sessions with a run under way: a second run waits for it, as it starts from the threads the first makes. */
    private final Set<TabSession> busy = Collections.newSetFromMap(new java.util.IdentityHashMap<>());
    /** Per busy session, the paths of a run asked for meanwhile (the latest: it has every path so far). */
    private final java.util.Map<TabSession, List<Path>> waiting = new java.util.IdentityHashMap<>();

    private SourceMapsFeature(AppWindow window) {
        this.window = window;
    }

    /** Adds the menu items, the drop handling and the maps found at load to {@code window}; once, on the FX thread. */
    public static SourceMapsFeature install(AppWindow window) {
        SourceMapsFeature feature = new SourceMapsFeature(window);
        MenuItem files = Icons.inMenu(new MenuItem("Load Source _Maps\u2026"), "mdi2m-map-outline");
        files.setId("loadSourceMapsItem");
        files.setOnAction(e -> feature.chooseFiles());
        files.disableProperty().bind(window.profileProperty().isNull());
        MenuItem folder = new MenuItem("Load Source Map Folder\u2026");
        folder.setId("loadSourceMapFolderItem");
        folder.setOnAction(e -> feature.chooseFolder());
        folder.disableProperty().bind(window.profileProperty().isNull());
        List<MenuItem> items = window.fileMenu().getItems();
        int afterOpen = Math.min(1, items.size());
        items.add(afterOpen, folder);
        items.add(afterOpen, files);
        feature.catchDrops(window.stage().getScene().getRoot());
        feature.addNamesToggle();
        window.profileProperty().addListener((obs, old, loaded) -> {
            feature.showNamesOf(window.session());
            feature.discoverFor(window.session());
        });
        if (window.profileProperty().get() != null) feature.discoverFor(window.session());
        return feature;
    }

    /**
     * View ▸ Original Names / Generated Names: the selected tab's functions as its source maps name them, or as
     * the profile names them (DevTools shows both; a dump to compare with another tool wants the generated
     * ones). Each tab keeps its choice ({@link TabSession#originalNamesProperty}); a switch goes through the
     * same run as loading maps, and the selection stays on its function.
     */
    private void addNamesToggle() {
        namesGroup = new ToggleGroup();
        originalItem = new RadioMenuItem("_Original Names");
        originalItem.setId("originalNamesItem");
        originalItem.setToggleGroup(namesGroup);
        RadioMenuItem generated = new RadioMenuItem("_Generated Names");
        generated.setId("generatedNamesItem");
        generated.setToggleGroup(namesGroup);
        originalItem.setSelected(true);
        originalItem.setOnAction(e -> setOriginalNames(true));
        generated.setOnAction(e -> setOriginalNames(false));
        window.viewMenu().getItems().addAll(new SeparatorMenuItem(), originalItem, generated);
    }

    /** The toggle shows the selected tab's choice. */
    private void showNamesOf(TabSession session) {
        boolean original = session == null || session.originalNamesProperty().get();
        namesGroup.selectToggle(original ? originalItem : namesGroup.getToggles().get(1));
    }

    /** Names the selected tab's functions by their source maps ({@code true}) or as the profile names them. */
    public void setOriginalNames(boolean original) {
        TabSession session = window.session();
        showNamesOf(session);
        if (session.originalNamesProperty().get() == original) return;
        session.setOriginalNames(original);
        showNamesOf(session);
        if (session.profileProperty().get() == null) return;
        discovered.add(session);
        run(session, List.copyOf(session.sourceMapPaths()), false);
    }

    /** True while maps are being read or applied. */
    public ReadOnlyBooleanProperty runningProperty() {
        return running.getReadOnlyProperty();
    }

    /** Applies the maps under {@code paths} (files or folders) to the selected tab's threads, in the background. */
    public void load(List<Path> paths) {
        TabSession session = window.session();
        if (paths.isEmpty()) return;
        if (session.profileProperty().get() == null) {
            window.showMessage("Open a profile before loading source maps for it");
            return;
        }
        discovered.add(session);
        // Maps the user hands over are to be seen: they bring original names back.
        session.setOriginalNames(true);
        showNamesOf(session);
        List<Path> all = new ArrayList<>(session.sourceMapPaths());
        for (Path path : paths) {
            Path absolute = path.toAbsolutePath();
            if (!all.contains(absolute)) all.add(absolute);
        }
        run(session, all, true);
    }

    /** The maps a tab's profile finds on its own, looked for once per tab. */
    private void discoverFor(TabSession session) {
        if (session == null || session.profileProperty().get() == null || !session.originalNamesProperty().get()
                || !discovered.add(session)) {
            return;
        }
        run(session, List.of(), false);
    }

    private void run(TabSession session, List<Path> paths, boolean asked) {
        if (busy.contains(session)) {
            if (asked || !waiting.containsKey(session)) waiting.put(session, paths);
            return;
        }
        busy.add(session);
        LoadedProfile loaded = session.profileProperty().get();
        List<dev.flint.viewmodel.LoadedThread> threads = loaded.threads();
        java.util.Map<dev.flint.viewmodel.LoadedThread, dev.flint.ui.session.AppliedMaps> previous =
                new java.util.IdentityHashMap<>();
        for (dev.flint.viewmodel.LoadedThread thread : threads) previous.put(thread, session.appliedMaps(thread));
        boolean original = session.originalNamesProperty().get();
        pending++;
        running.set(true);
        worker.execute(() -> {
            SourceMapService.Outcome outcome;
            String failure = null;
            try {
                // The choice when the run starts decides (a later switch queues a run of its own).
                outcome = original ? SourceMapService.run(threads, previous::get, paths)
                        : SourceMapService.drop(threads, previous::get);
            } catch (RuntimeException e) {
                outcome = null;
                failure = "The source maps could not be applied: " + (e.getMessage() == null ? e : e.getMessage());
            }
            SourceMapService.Outcome done = outcome;
            String failed = failure;
            Platform.runLater(() -> {
                if (done != null) apply(session, done, asked);
                else window.showMessage(failed);
                busy.remove(session);
                List<Path> next = waiting.remove(session);
                if (next != null && session.profileProperty().get() != null) run(session, next, true);
                if (--pending == 0) running.set(false);
            });
        });
    }

    private void apply(TabSession session, SourceMapService.Outcome outcome, boolean asked) {
        int applied = outcome.applyTo(session);
        if (!outcome.warnings().isEmpty()) {
            window.showMessage(outcome.warnings().get(0) + (outcome.warnings().size() > 1
                    ? " (and " + (outcome.warnings().size() - 1) + " more)" : ""));
        }
        if (applied > 0 && outcome.mapsUsed() == 0) window.showStatus("Generated names: source maps set aside");
        else if (applied > 0) window.showStatus(SourceMapService.appliedText(outcome.framesMapped(), outcome.mapsUsed()));
        else if (asked && outcome.warnings().isEmpty()) window.showMessage("No frame of this profile is in those source maps");
    }

    private void chooseFiles() {
        FileChooser chooser = new FileChooser();
        chooser.setTitle("Load Source Maps");
        chooser.getExtensionFilters().addAll(new FileChooser.ExtensionFilter("Source maps (*.map)", "*.map", "*.json"),
                new FileChooser.ExtensionFilter("All files", "*"));
        List<File> chosen = chooser.showOpenMultipleDialog(window.stage());
        if (chosen == null) return;
        load(chosen.stream().map(File::toPath).toList());
    }

    private void chooseFolder() {
        DirectoryChooser chooser = new DirectoryChooser();
        chooser.setTitle("Load the Source Maps of a Folder");
        File chosen = chooser.showDialog(window.stage());
        if (chosen != null) load(List.of(chosen.toPath()));
    }

    /** A drag of {@code .map} files only is source maps; anything else goes on to the window's handlers. */
    private void catchDrops(Node root) {
        root.addEventFilter(DragEvent.DRAG_OVER, event -> {
            if (window.profileProperty().get() != null && !FileDrop.sourceMapFiles(event.getDragboard()).isEmpty()) {
                event.acceptTransferModes(TransferMode.COPY);
                event.consume();
            }
        });
        root.addEventFilter(DragEvent.DRAG_DROPPED, event -> {
            List<Path> maps = FileDrop.sourceMapFiles(event.getDragboard());
            if (window.profileProperty().get() == null || maps.isEmpty()) return;
            event.setDropCompleted(true);
            event.consume();
            load(maps);
        });
    }
}
