package dev.flint.ui.export;

import dev.flint.export.ExportFormat;
import dev.flint.export.ImageSize;
import java.io.File;
import java.nio.file.Path;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.ButtonType;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.stage.FileChooser;
import javafx.stage.Window;

/**
 * File ▸ Export: the format, the file (typed, or picked with Browse…) and, for a picture (SVG, PNG), its size. The file's
 * ending follows the format while the user has not typed one of their own.
 */
public final class ExportDialog extends Dialog<ExportDialog.Choice> {
    /** What the user chose. */
    public record Choice(ExportFormat format, Path file, ImageSize size) {}

    private final ComboBox<ExportFormat> format = new ComboBox<>();
    private final TextField file = new TextField();
    private final TextField size = new TextField(ImageSize.DEFAULT.width() + "x" + ImageSize.DEFAULT.height());
    private final Label problem = new Label();

    /**
     * @param what      the view's description, e.g. "thread Main, 2 transforms, a range, inverted"
     * @param directory where the file goes by default
     * @param baseName  the file's name without its ending
     */
    public ExportDialog(Window owner, String what, Path directory, String baseName, ExportFormat initial) {
        initOwner(owner);
        setTitle("Export");
        setHeaderText("Export " + what);
        format.setId("exportFormat");
        file.setId("exportFile");
        size.setId("exportSize");
        problem.setId("exportProblem");
        problem.getStyleClass().add("export-problem");
        format.getItems().addAll(ExportFormat.values());
        format.setConverter(new javafx.util.StringConverter<>() {
            @Override public String toString(ExportFormat value) { return value == null ? "" : value.title(); }
            @Override public ExportFormat fromString(String text) { return null; }
        });
        format.getSelectionModel().select(initial);
        file.setText(directory.resolve(baseName + "." + initial.extension()).toString());
        file.setPrefColumnCount(36);
        format.valueProperty().addListener((obs, old, chosen) -> {
            file.setText(withExtension(file.getText(), old, chosen));
            size.setDisable(!chosen.isPicture());
        });
        size.setDisable(!initial.isPicture());
        size.setPrefColumnCount(10);
        Button browse = new Button("Browse\u2026");
        browse.setOnAction(e -> browse(owner));
        HBox fileRow = new HBox(6, file, browse);
        // The file field gives way, not the button ("Bro…" under AtlantaFX's wider text).
        browse.setMinWidth(javafx.scene.layout.Region.USE_PREF_SIZE);
        HBox.setHgrow(file, Priority.ALWAYS);

        GridPane grid = new GridPane();
        grid.setHgap(8);
        grid.setVgap(8);
        grid.addRow(0, new Label("Format:"), format);
        grid.addRow(1, new Label("File:"), fileRow);
        grid.addRow(2, new Label("Picture size:"), size);
        // The names keep their width: the fields give way ("PNG s…" under AtlantaFX's wider text).
        for (javafx.scene.Node node : grid.getChildren()) {
            if (node instanceof Label label && Integer.valueOf(0).equals(GridPane.getColumnIndex(label))) label.setMinWidth(javafx.scene.layout.Region.USE_PREF_SIZE);
        }
        grid.add(problem, 1, 3);
        getDialogPane().setContent(grid);
        ButtonType export = new ButtonType("Export", ButtonBar.ButtonData.OK_DONE);
        getDialogPane().getButtonTypes().addAll(export, ButtonType.CANCEL);
        Button exportButton = (Button) getDialogPane().lookupButton(export);
        exportButton.setId("exportButton");
        // A bad size or an empty file name keeps the dialog open with the reason under the fields.
        exportButton.addEventFilter(javafx.event.ActionEvent.ACTION, e -> {
            String reason = problem();
            problem.setText(reason == null ? "" : reason);
            if (reason != null) e.consume();
        });
        setResultConverter(button -> button == export ? choice() : null);
    }

    private String problem() {
        if (file.getText().isBlank()) return "Name the file to write.";
        try {
            Path.of(file.getText().strip());
        } catch (java.nio.file.InvalidPathException e) {
            return "Not a file name: " + e.getReason();
        }
        if (format.getValue().isPicture()) {
            try {
                ImageSize.parse(size.getText().strip());
            } catch (IllegalArgumentException e) {
                return e.getMessage();
            }
        }
        return null;
    }

    private Choice choice() {
        ExportFormat chosen = format.getValue();
        ImageSize imageSize = chosen.isPicture() ? ImageSize.parse(size.getText().strip()) : null;
        return new Choice(chosen, Path.of(file.getText().strip()), imageSize);
    }

    /** The file name with the old format's ending replaced by the new one's (kept when the user changed it). */
    static String withExtension(String text, ExportFormat old, ExportFormat chosen) {
        if (old != null && text.endsWith("." + old.extension())) {
            return text.substring(0, text.length() - old.extension().length()) + chosen.extension();
        }
        return text;
    }

    private void browse(Window owner) {
        FileChooser chooser = new FileChooser();
        chooser.setTitle("Export to");
        ExportFormat chosen = format.getValue();
        chooser.getExtensionFilters().add(new FileChooser.ExtensionFilter(chosen.title(), "*." + chosen.extension()));
        Path current = Path.of(file.getText().isBlank() ? "." : file.getText().strip()).toAbsolutePath();
        if (current.getParent() != null && current.getParent().toFile().isDirectory()) {
            chooser.setInitialDirectory(current.getParent().toFile());
        }
        chooser.setInitialFileName(String.valueOf(current.getFileName()));
        File picked = chooser.showSaveDialog(owner);
        if (picked != null) file.setText(picked.getPath());
    }

    public ComboBox<ExportFormat> formatBox() { return format; }
    public TextField fileField() { return file; }
}
