package dev.flint.ui.compare;

import dev.flint.ui.common.AppWindow;
import dev.flint.ui.common.FileDrop;
import dev.flint.ui.common.Icons;
import java.nio.file.Path;
import java.util.List;
import javafx.scene.Node;
import javafx.scene.control.MenuItem;
import javafx.scene.input.DragEvent;
import javafx.scene.input.Dragboard;
import javafx.scene.input.TransferMode;

/**
 * Compare mode for a main window: File ▸ Compare… opens a {@link CompareDialog} naming the base (before)
 * and the compare (after) file; two files dropped as a link (Alt while dragging, or Ctrl+Shift on some desktops) open a compare
 * window too, the first of them as the base. A plain drop still opens the files as usual.
 */
public final class CompareFeature {
    private final AppWindow window;
    private ProfilePicker picker = ProfilePicker.FILE_CHOOSER;
    private CompareDialog lastDialog;
    private CompareWindow lastWindow;

    private CompareFeature(AppWindow window) {
        this.window = window;
    }

    /** Adds the menu item and the drop gesture; call once, on the FX thread, after the scene is set. */
    public static CompareFeature install(AppWindow window) {
        CompareFeature feature = new CompareFeature(window);
        MenuItem item = Icons.inMenu(new MenuItem("Co_mpare\u2026"), "mdi2c-compare-horizontal");
        item.setId("compareItem");
        item.setOnAction(e -> feature.chooseAndCompare());
        List<MenuItem> items = window.fileMenu().getItems();
        items.add(Math.min(2, items.size()), item);
        feature.catchLinkDrops(window.stage().getScene().getRoot());
        return feature;
    }

    /** Opens a compare window over the two files. */
    public CompareWindow compare(Path base, Path compare) {
        lastWindow = CompareWindow.open(window.stage(), base, compare);
        return lastWindow;
    }

    /** File ▸ Compare…: the dialog that names the base and the compare file (its Compare opens the window). */
    public CompareDialog chooseAndCompare() {
        List<Path> recent = window.recentFiles();
        Path start = recent.isEmpty() ? null : recent.get(0).getParent();
        lastDialog = new CompareDialog(window.stage(), picker, start, this::compare);
        lastDialog.show();
        return lastDialog;
    }

    /** How the dialog's Choose… buttons pick a file (the platform's file chooser unless a test sets one). */
    public void setPicker(ProfilePicker picker) {
        this.picker = picker == null ? ProfilePicker.FILE_CHOOSER : picker;
    }

    /** The dialog File ▸ Compare… opened last, null before. */
    public CompareDialog lastDialog() { return lastDialog; }

    /** The compare window opened last (menu or drop), null before. */
    public CompareWindow lastWindow() { return lastWindow; }

    /**
     * A link drop: the platform proposes LINK (Alt, or Ctrl+Shift, while dragging), or the source offers
     * nothing but links (then a plain drop could not copy the files anyway).
     */
    private static boolean isLink(DragEvent event) {
        return event.getTransferMode() == TransferMode.LINK
                || event.getDragboard().getTransferModes().equals(java.util.Set.of(TransferMode.LINK));
    }

    /** Two files dropped as a link compare; anything else falls through to the window's own drop. */
    private void catchLinkDrops(Node root) {
        root.addEventFilter(DragEvent.DRAG_OVER, event -> {
            Dragboard board = event.getDragboard();
            if (board.hasFiles() && FileDrop.acceptable(board.getFiles()).size() == 2 && isLink(event)) {
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
