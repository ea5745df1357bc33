package dev.flint.ui.symbols;

import dev.flint.symbols.SymbolFiles;
import dev.flint.ui.Icons;
import dev.flint.ui.LoadedProfile;
import dev.flint.ui.LoadedThread;
import dev.flint.ui.MainWindow;
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
 * background service; the results replace the shown threads through {@link MainWindow#replaceThread},
 * so the flame chart's names update and the call tree keeps its transforms, selection and expansion on
 * the same functions. Failures are one line in the window's message banner.
 */
public final class SymbolsFeature {
    private final MainWindow window;
    private final SymbolicationService service = new SymbolicationService();

    private SymbolsFeature(MainWindow window) {
        this.window = window;
        service.setOnSucceeded(e -> apply(service.getValue()));
        service.setOnFailed(e -> window.showMessage(messageOf(service.getException())));
    }

    /** Adds the menu item and the drop handling to {@code window}; call once, on the FX thread. */
    public static SymbolsFeature install(MainWindow window) {
        SymbolsFeature feature = new SymbolsFeature(window);
        MenuItem item = new MenuItem("Load _Symbols\u2026", Icons.of("mdi2t-tag-text-outline"));
        item.setId("loadSymbolsItem");
        item.setAccelerator(KeyCombination.keyCombination("Shortcut+Shift+S"));
        item.setOnAction(e -> feature.chooseAndLoad());
        item.disableProperty().bind(window.profileProperty().isNull());
        List<MenuItem> items = window.menus().fileMenu().getItems();
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

    /** Event filters: they see a drop before the window's handler and keep symbol files from it. */
    private void catchDrops(Node root) {
        root.addEventFilter(DragEvent.DRAG_OVER, event -> {
            if (window.profileProperty().get() != null && !symbolFiles(event.getDragboard()).isEmpty()) {
                event.acceptTransferModes(TransferMode.COPY);
                event.consume();
            }
        });
        root.addEventFilter(DragEvent.DRAG_DROPPED, event -> {
            List<Path> files = symbolFiles(event.getDragboard());
            if (files.isEmpty() || window.profileProperty().get() == null) return;
            event.setDropCompleted(true);
            event.consume();
            load(files);
        });
    }

    /** The dropped files when every one is a symbol file; empty otherwise (then it is a profile drop). */
    static List<Path> symbolFiles(Dragboard board) {
        if (!board.hasFiles()) return List.of();
        return symbolFiles(board.getFiles());
    }

    static List<Path> symbolFiles(List<File> dropped) {
        List<Path> files = new ArrayList<>();
        for (File file : dropped) {
            if (file == null || !file.isFile() || !SymbolFiles.isSymbolFile(file.toPath())) return List.of();
            files.add(file.toPath().toAbsolutePath());
        }
        return files;
    }

    private void apply(List<SymbolicationService.Result> results) {
        LoadedProfile loaded = window.profileProperty().get();
        for (SymbolicationService.Result result : results) {
            // Another profile may have been opened meanwhile: only threads still shown are replaced.
            if (loaded == null || !window.profileProperty().get().threads().contains(result.shown())) continue;
            window.replaceThread(result.shown(), result.thread(), result.funcMap()::newFuncs);
        }
    }

    private static String messageOf(Throwable failure) {
        String message = failure == null ? null : failure.getMessage();
        return message == null || message.isBlank() ? "The symbols could not be applied" : message;
    }
}
