package dev.flint.ui.compare;

import dev.flint.ui.common.FileDrop;
import dev.flint.viewmodel.LoadedThread;
import java.nio.file.Path;
import java.util.List;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressBar;
import javafx.scene.input.DragEvent;
import javafx.scene.input.TransferMode;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;
import javafx.stage.Stage;
import javafx.stage.Window;

/**
 * A window comparing two files: it loads them on a {@link CompareLoadService} (a card with progress while
 * it runs), each side as a tab loads its file, then shows a {@link CompareView} over a session per side; a file
 * that cannot be loaded leaves its one-line message. {@code .map} files dropped on it map both
 * sides, as {@code flint diff --source-maps} does; symbol files dropped on it symbolicate both, as a tab's.
 */
public final class CompareWindow {
    private final Stage stage = new Stage();
    private final StackPane content = new StackPane();
    private final CompareLoadService loader = new CompareLoadService();
    private final Label loading = new Label();
    private CompareView view;
    /** The window was closed: a load that finishes after that (its cancel came too late to stop it) is dropped. */
    private boolean closed;

    /** Opens a window over {@code base} and {@code compare}, titled by the two file names. */
    public static CompareWindow open(Window owner, Path base, Path compare) {
        return open(owner, base, compare, null);
    }

    /** As {@link #open(Window, Path, Path)}, the load run by {@code executor} (null: the service's own). */
    static CompareWindow open(Window owner, Path base, Path compare, java.util.concurrent.Executor executor) {
        CompareWindow window = new CompareWindow(owner, base, compare, executor);
        window.stage.show();
        return window;
    }

    private CompareWindow(Window owner, Path base, Path compare, java.util.concurrent.Executor executor) {
        if (owner != null) stage.initOwner(owner);
        stage.setTitle(title(base, compare));
        loading.setId("compareLoading");
        ProgressBar progress = new ProgressBar();
        progress.progressProperty().bind(loader.progressProperty());
        loading.textProperty().bind(loader.messageProperty());
        VBox card = new VBox(8, loading, progress);
        card.setMaxSize(420, 80);
        content.getChildren().add(card);
        Scene scene = new Scene(content, 1100, 760);
        dev.flint.ui.common.Theme.addFlintStylesheet(scene);
        stage.setScene(scene);
        loader.setFiles(base, compare);
        // A cancel cannot stop a task whose work is over: its success is still delivered, a turn later.
        loader.setOnSucceeded(e -> {
            if (closed) return;
            CompareLoadService.Loaded loaded = loader.getValue();
            show(new CompareView(ComparedFiles.open(loaded)));
            view.loadedWith(List.of(loaded.base().maps(), loaded.compare().maps()));
        });
        loader.setOnFailed(e -> {
            loading.textProperty().unbind();
            Throwable failure = loader.getException();
            loading.setText(failure == null || failure.getMessage() == null ? "The files could not be loaded"
                    : failure.getMessage());
            loading.setWrapText(true);
            progress.setVisible(false);
        });
        stage.setOnHidden(e -> {
            closed = true;
            loader.cancel();
        });
        catchSideDrops(scene);
        if (executor != null) loader.setExecutor(executor);
        loader.start();
    }

    /** Source maps or symbol files dropped on the window (once both files show) apply to both sides. */
    private void catchSideDrops(Scene scene) {
        scene.addEventFilter(DragEvent.DRAG_OVER, event -> {
            if (view != null && (!FileDrop.sourceMapFiles(event.getDragboard()).isEmpty()
                    || !symbolFiles(event.getDragboard()).isEmpty())) {
                event.acceptTransferModes(TransferMode.COPY);
                event.consume();
            }
        });
        scene.addEventFilter(DragEvent.DRAG_DROPPED, event -> {
            List<Path> maps = FileDrop.sourceMapFiles(event.getDragboard());
            List<Path> symbols = symbolFiles(event.getDragboard());
            if (view == null || maps.isEmpty() && symbols.isEmpty()) return;
            event.setDropCompleted(true);
            event.consume();
            if (!maps.isEmpty()) loadSourceMaps(maps);
            else loadSymbols(symbols);
        });
    }

    private static List<Path> symbolFiles(javafx.scene.input.Dragboard board) {
        return FileDrop.filesNamed(board, dev.flint.symbols.SymbolFiles::hasSymbolFileName);
    }

    /** Maps both sides through the source maps under {@code paths} (nothing before both files show). */
    public void loadSourceMaps(List<Path> paths) {
        if (view != null) view.loadSourceMaps(paths);
    }

    /** Symbolicates both sides with {@code symbolFiles} (nothing before both files show). */
    public void loadSymbols(List<Path> symbolFiles) {
        if (view != null) view.loadSymbols(symbolFiles);
    }

    private void show(CompareView shown) {
        view = shown;
        view.setOnSwap(this::swap);
        content.getChildren().setAll(view);
        ComparedFiles files = view.files();
        stage.setTitle(title(files.baseFile(), files.compareFile()));
    }

    /** The compare file becomes the base and the base the compare file, each keeping its thread. */
    public void swap() {
        if (view == null) return;
        LoadedThread base = view.baseThreadBox().getValue();
        LoadedThread compare = view.compareThreadBox().getValue();
        CompareView swapped = new CompareView(view.files().swapped());
        swapped.chooseThreads(compare, base);
        swapped.keepMapsTextOf(view);
        show(swapped);
    }

    private static String title(Path base, Path compare) {
        return base.getFileName() + " \u2192 " + compare.getFileName() + " \u2014 Flint compare";
    }

    public Stage stage() { return stage; }
    public CompareLoadService loader() { return loader; }
    /** The view once both files are loaded, null before (or when a file failed). */
    public CompareView view() { return view; }
    /** The loading card's text: progress, or the failure's one line. */
    public String loadingText() { return loading.getText(); }
}
