package dev.flint.ui.common;

import java.io.File;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import javafx.scene.Node;
import javafx.scene.input.DragEvent;
import javafx.scene.input.Dragboard;
import javafx.scene.input.TransferMode;

/**
 * Files dropped on the window. {@link #acceptable} is the pure rule (regular files only; the loader
 * decides the format by content, so no extension filter); {@link #install} is the thin JavaFX adapter.
 */
public final class FileDrop {
    private FileDrop() {}

    public static List<Path> acceptable(List<File> files) {
        List<Path> paths = new ArrayList<>();
        if (files == null) return paths;
        for (File file : files) {
            if (file != null && file.isFile()) paths.add(file.toPath().toAbsolutePath());
        }
        return paths;
    }

    /** The style class a target wears while files hover over it (CSS draws the highlight). */
    public static final String HOVER_CLASS = "drop-hover";

    public static void install(Node target, Consumer<List<Path>> onDrop) {
        target.addEventHandler(DragEvent.DRAG_OVER, event -> {
            Dragboard board = event.getDragboard();
            if (board.hasFiles() && !acceptable(board.getFiles()).isEmpty()) {
                event.acceptTransferModes(TransferMode.COPY);
                if (!target.getStyleClass().contains(HOVER_CLASS)) target.getStyleClass().add(HOVER_CLASS);
                event.consume();
            }
        });
        target.addEventHandler(DragEvent.DRAG_EXITED, event -> target.getStyleClass().remove(HOVER_CLASS));
        target.addEventHandler(DragEvent.DRAG_DROPPED, event -> {
            target.getStyleClass().remove(HOVER_CLASS);
            Dragboard board = event.getDragboard();
            List<Path> files = board.hasFiles() ? acceptable(board.getFiles()) : List.of();
            event.setDropCompleted(!files.isEmpty());
            event.consume();
            if (!files.isEmpty()) onDrop.accept(files);
        });
    }

    /** The dragged files when every one is named {@code *.map} (decided by name: a drag-over repeats). */
    public static List<Path> sourceMapFiles(Dragboard board) {
        return filesNamed(board, dev.flint.sourcemaps.SourceMapSet::isMapFileName);
    }

    /** The dragged files when every one's name passes {@code named} (no file is read), else none. */
    public static List<Path> filesNamed(Dragboard board, java.util.function.Predicate<Path> named) {
        if (!board.hasFiles()) return List.of();
        List<Path> files = new ArrayList<>();
        for (File file : board.getFiles()) {
            if (file == null || !named.test(file.toPath())) return List.of();
            files.add(file.toPath().toAbsolutePath());
        }
        return files;
    }
}
