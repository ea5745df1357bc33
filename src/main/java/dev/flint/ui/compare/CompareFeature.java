package dev.flint.ui.compare;

import dev.flint.ui.FileDrop;
import dev.flint.ui.Icons;
import dev.flint.ui.MainWindow;
import java.io.File;
import java.nio.file.Path;
import java.util.List;
import javafx.scene.Node;
import javafx.scene.control.MenuItem;
import javafx.scene.input.DragEvent;
import javafx.scene.input.Dragboard;
import javafx.scene.input.TransferMode;
import javafx.stage.FileChooser;

/**
 * Compare mode for a main window: File ▸ Compare… asks for the base (before) and then the compare (after)
 * file; two files dropped as a link (Alt while dragging, or Ctrl+Shift on some desktops) open a compare
 * window too, the first of them as the base. A plain drop still opens the files as usual.
 */
public final class CompareFeature {
    private final MainWindow window;

    private CompareFeature(MainWindow window) {
        this.window = window;
    }

    /** Adds the menu item and the drop gesture; call once, on the FX thread, after the scene is set. */
    public static CompareFeature install(MainWindow window) {
        CompareFeature feature = new CompareFeature(window);
        MenuItem item = new MenuItem("Co_mpare\u2026", Icons.of("mdi2c-compare-horizontal"));
        item.setId("compareItem");
        item.setOnAction(e -> feature.chooseAndCompare());
        List<MenuItem> items = window.menus().fileMenu().getItems();
        items.add(Math.min(2, items.size()), item);
        feature.catchLinkDrops(window.stage().getScene().getRoot());
        return feature;
    }

    /** Opens a compare window over the two files. */
    public CompareWindow compare(Path base, Path compare) {
        return CompareWindow.open(window.stage(), base, compare);
    }

    private void chooseAndCompare() {
        File base = choose("Compare: the base profile (before)");
        if (base == null) return;
        File compare = choose("Compare: the profile to compare with " + base.getName() + " (after)");
        if (compare == null) return;
        List<Path> files = FileDrop.acceptable(List.of(base, compare));
        if (files.size() == 2) compare(files.get(0), files.get(1));
    }

    private File choose(String title) {
        FileChooser chooser = new FileChooser();
        chooser.setTitle(title);
        List<Path> recent = window.settings().recentFiles();
        if (!recent.isEmpty() && recent.get(0).getParent() != null && recent.get(0).getParent().toFile().isDirectory()) {
            chooser.setInitialDirectory(recent.get(0).getParent().toFile());
        }
        return chooser.showOpenDialog(window.stage());
    }

    /** Two files dropped as a link compare; anything else falls through to the window's own drop. */
    private void catchLinkDrops(Node root) {
        root.addEventFilter(DragEvent.DRAG_OVER, event -> {
            Dragboard board = event.getDragboard();
            if (board.hasFiles() && FileDrop.acceptable(board.getFiles()).size() == 2
                    && event.getTransferMode() == TransferMode.LINK) {
                event.acceptTransferModes(TransferMode.LINK);
                event.consume();
            }
        });
        root.addEventFilter(DragEvent.DRAG_DROPPED, event -> {
            if (event.getTransferMode() != TransferMode.LINK) return;
            Dragboard board = event.getDragboard();
            List<Path> files = board.hasFiles() ? FileDrop.acceptable(board.getFiles()) : List.of();
            if (files.size() != 2) return;
            event.setDropCompleted(true);
            event.consume();
            compare(files.get(0), files.get(1));
        });
    }
}
