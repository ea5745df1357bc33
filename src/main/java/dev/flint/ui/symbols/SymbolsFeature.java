package dev.flint.ui.symbols;

import dev.flint.symbols.SymbolFiles;
import dev.flint.ui.common.AppWindow;
import dev.flint.ui.common.FileDrop;
import dev.flint.ui.common.Icons;
import dev.flint.ui.common.SymbolRun;
import dev.flint.ui.session.TabSession;
import dev.flint.viewmodel.LoadedProfile;
import java.io.File;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javafx.scene.Node;
import javafx.scene.control.MenuItem;
import javafx.scene.input.DragEvent;
import javafx.scene.input.Dragboard;
import javafx.scene.input.KeyCombination;
import javafx.scene.input.TransferMode;
import javafx.stage.FileChooser;

/**
 * "Load Symbols…" for a window: a File menu item, and symbol files dropped on the window (caught before
 * the window's own drop handler, which would try to open them as profiles). Symbolication runs on a
 * background service; the results replace the shown threads in the session of the tab that shows them
 * ({@link TabSession#replaceThread}), so the flame chart's names update and the call tree keeps its transforms,
 * selection and expansion on the same functions. Failures are one line in the window's message banner.
 */
public final class SymbolsFeature {
    private final AppWindow window;
    /** The symbol files of the load running or last run. */
    private List<Path> loading = List.of();
    private final SymbolicationService service = new SymbolicationService();

    private SymbolsFeature(AppWindow window) {
        this.window = window;
        service.setOnSucceeded(e -> apply(service.getValue()));
        service.setOnFailed(e -> window.showMessage(messageOf(service.getException())));
    }

    /** Adds the menu item and the drop handling to {@code window}; call once, on the FX thread. */
    public static SymbolsFeature install(AppWindow window) {
        SymbolsFeature feature = new SymbolsFeature(window);
        MenuItem item = Icons.inMenu(new MenuItem("Load _Symbols\u2026"), "mdi2t-tag-text-outline");
        item.setId("loadSymbolsItem");
        item.setAccelerator(KeyCombination.keyCombination("Shortcut+Shift+S"));
        item.setOnAction(e -> feature.chooseAndLoad());
        item.disableProperty().bind(window.profileProperty().isNull());
        List<MenuItem> items = window.fileMenu().getItems();
        int afterOpen = Math.min(1, items.size());
        items.add(afterOpen, item);
        feature.catchDrops(window.stage().getScene().getRoot());
        return feature;
    }

    /** Symbolicates the shown threads with {@code symbolFiles} (Breakpad .sym or nm output), in the background. */
    public void load(List<Path> symbolFiles) {
        LoadedProfile loaded = window.profileProperty().get();
        if (symbolFiles.isEmpty()) return;
        if (loaded == null) {
            window.showMessage("Open a profile before loading symbols for it");
            return;
        }
        service.cancel();
        loading = List.copyOf(symbolFiles);
        service.setInput(symbolFiles, loaded.threads());
        service.restart();
    }

    /** True while symbols are being read or applied. */
    public boolean isRunning() {
        return service.isRunning();
    }

    private void chooseAndLoad() {
        FileChooser chooser = new FileChooser();
        chooser.setTitle("Load Symbols");
        chooser.getExtensionFilters().addAll(
                new FileChooser.ExtensionFilter("Symbol files (*.sym, nm output)", "*.sym", "*.sym.gz", "*.nm", "*.txt"),
                new FileChooser.ExtensionFilter("All files", "*"));
        List<File> chosen = chooser.showOpenMultipleDialog(window.stage());
        if (chosen == null) return;
        List<Path> files = new ArrayList<>();
        for (File file : chosen) files.add(file.toPath());
        load(files);
    }

    /**
     * Event filters: they see a drop before the window's handler and keep symbol files from it. A
     * drag-over is decided by name alone (it repeats with every mouse move: reading, let alone gunzipping,
     * the files there stalls the window); a drop of files not named as symbols is told apart by content
     * on a background thread, then loaded as symbols or opened as profiles.
     */
    private void catchDrops(Node root) {
        root.addEventFilter(DragEvent.DRAG_OVER, event -> {
            if (window.profileProperty().get() != null && !namedAsSymbols(event.getDragboard()).isEmpty()) {
                event.acceptTransferModes(TransferMode.COPY);
                event.consume();
            }
        });
        root.addEventFilter(DragEvent.DRAG_DROPPED, event -> {
            Dragboard board = event.getDragboard();
            if (window.profileProperty().get() == null || !board.hasFiles()) return;
            List<Path> named = namedAsSymbols(board);
            if (!named.isEmpty()) {
                event.setDropCompleted(true);
                event.consume();
                load(named);
                return;
            }
            List<Path> dropped = FileDrop.acceptable(board.getFiles());
            // Source maps are the source-map feature's (its filter on the same node sees this drop too): sniffed
            // here they were opened as a profile as well, and refused in the banner.
            if (dropped.isEmpty() || dropped.stream().allMatch(dev.flint.sourcemaps.SourceMapSet::isMapFileName)) return;
            // Files dropped as links are not opened (the window opens copies); two of them are a comparison, the
            // compare feature's (its filter on the same node sees this drop too): opened here they became tabs as well.
            if (event.getTransferMode() == TransferMode.LINK) return;
            event.setDropCompleted(true);
            event.consume();
            sniffThenOpen(dropped);
        });
    }

    /** Files whose names do not say: nm output saved as .txt is symbols, anything else a profile. */
    private void sniffThenOpen(List<Path> dropped) {
        List<File> files = dropped.stream().map(Path::toFile).toList();
        javafx.concurrent.Task<List<Path>> sniff = new javafx.concurrent.Task<>() {
            @Override
            protected List<Path> call() {
                return symbolFiles(files);
            }
        };
        sniff.setOnSucceeded(e -> {
            if (sniff.getValue().isEmpty()) window.open(dropped);
            else load(sniff.getValue());
        });
        sniff.setOnFailed(e -> window.open(dropped));
        Thread thread = new Thread(sniff, "flint-drop-sniff");
        thread.setDaemon(true);
        thread.start();
    }

    /** The dragged files when every one is named as a symbol file (decided without reading them). */
    static List<Path> namedAsSymbols(Dragboard board) {
        return FileDrop.filesNamed(board, SymbolFiles::hasSymbolFileName);
    }

    static List<Path> symbolFiles(List<File> dropped) {
        List<Path> files = new ArrayList<>();
        for (File file : dropped) {
            if (file == null || !file.isFile() || !SymbolFiles.isSymbolFile(file.toPath())) return List.of();
            files.add(file.toPath().toAbsolutePath());
        }
        return files;
    }

    private void apply(List<SymbolRun.Result> results) {
        int frames = 0;
        int threads = 0;
        for (SymbolRun.Result result : results) {
            // Another profile may have been opened meanwhile: only threads still shown are replaced.
            LoadedProfile loaded = window.profileProperty().get();
            if (loaded == null || !loaded.threads().contains(result.shown())) continue;
            for (TabSession session : window.sessions()) {
                if (session.shows(result.shown())) {
                    frames += SymbolRun.applyTo(session, List.of(result), loading);
                    threads++;
                    break;
                }
            }
        }
        if (threads > 0) window.showStatus(SymbolRun.appliedText(frames, threads));
    }

    private static String messageOf(Throwable failure) {
        String message = failure == null ? null : failure.getMessage();
        return message == null || message.isBlank() ? "The symbols could not be applied" : message;
    }
}
