package dev.flint.ui.app;

import java.util.List;
import javafx.scene.control.Alert;
import javafx.scene.control.ButtonType;
import javafx.scene.control.TextArea;
import javafx.stage.Window;

/**
 * The shown tab's warnings, every one (the CLI's lines), in a window of their own: the banner shows what changes
 * the picture and at most five lines per file; this list has the rest, selectable to copy into a bug report.
 */
final class WarningsList {
    private WarningsList() {}

    static void show(Window owner, String title, List<String> lines) {
        Alert alert = new Alert(Alert.AlertType.NONE, "", ButtonType.CLOSE);
        alert.initOwner(owner);
        alert.setTitle("Warnings \u2014 " + title);
        alert.setHeaderText(lines.size() == 1 ? "1 warning while loading" : lines.size() + " warnings while loading");
        TextArea text = new TextArea(String.join("\n", lines));
        text.setId("warningsListText");
        text.setEditable(false);
        text.setWrapText(true);
        text.setPrefColumnCount(90);
        text.setPrefRowCount(Math.min(20, Math.max(4, lines.size() * 2)));
        alert.getDialogPane().setContent(text);
        alert.setResizable(true);
        alert.show();
    }
}
