package dev.flint.ui.compare;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.function.BiConsumer;
import javafx.geometry.Insets;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.stage.Modality;
import javafx.stage.Stage;
import javafx.stage.Window;

/**
 * File ▸ Compare…: one dialog naming both roles, the base (before) and the compare (after) file, with a
 * swap between them; Compare hands the two paths on. Each side's thread is picked in the compare window,
 * where both files are loaded. Shown with {@code show()}, not {@code showAndWait()}: no nested event loop
 * holds the caller.
 */
public final class CompareDialog {
    private final Stage stage = new Stage();
    private final TextField baseField = new TextField();
    private final TextField compareField = new TextField();
    private final Label error = new Label();
    private final Button compareButton = new Button("Compare");
    private final ProfilePicker picker;
    private final Path initialDirectory;
    private final BiConsumer<Path, Path> onCompare;

    CompareDialog(Window owner, ProfilePicker picker, Path initialDirectory, BiConsumer<Path, Path> onCompare) {
        this.picker = picker;
        this.initialDirectory = initialDirectory;
        this.onCompare = onCompare;
        if (owner != null) {
            stage.initOwner(owner);
            stage.initModality(Modality.WINDOW_MODAL);
        }
        stage.setTitle("Compare two profiles \u2014 Flint");

        baseField.setId("compareBaseField");
        compareField.setId("compareCompareField");
        baseField.setPromptText("the profile before the change");
        compareField.setPromptText("the profile after the change");
        baseField.setPrefColumnCount(40);
        compareField.setPrefColumnCount(40);
        Button chooseBase = chooseButton("compareBaseChoose", baseField, "Compare: the base profile (before)");
        Button chooseCompare = chooseButton("compareCompareChoose", compareField,
                "Compare: the profile to compare with the base (after)");
        Button swap = new Button("\u21c5 Swap base and compare");
        swap.setId("compareSwap");
        swap.setOnAction(e -> swap());

        GridPane grid = new GridPane();
        grid.setHgap(8);
        grid.setVgap(8);
        grid.addRow(0, fieldLabel("Base (before):"), baseField, chooseBase);
        grid.add(swap, 1, 1);
        grid.addRow(2, fieldLabel("Compare (after):"), compareField, chooseCompare);
        GridPane.setHgrow(baseField, Priority.ALWAYS);
        GridPane.setHgrow(compareField, Priority.ALWAYS);

        Label hint = new Label("\u0394 = compare \u2212 base: red where the compare profile spends more (slower), blue "
                + "where it spends less. Both files need the same unit (both time, counts or bytes). Pick each "
                + "side's thread in the compare window.");
        hint.setWrapText(true);
        error.setId("compareDialogError");
        error.getStyleClass().add("compare-message");
        error.setWrapText(true);
        error.managedProperty().bind(error.visibleProperty());
        error.setVisible(false);

        Button cancel = new Button("Cancel");
        cancel.setId("compareCancel");
        cancel.setCancelButton(true);
        cancel.setOnAction(e -> stage.close());
        compareButton.setId("compareOk");
        compareButton.setDefaultButton(true);
        compareButton.disableProperty().bind(baseField.textProperty().isEmpty().or(compareField.textProperty().isEmpty()));
        compareButton.setOnAction(e -> accept());
        Region spacer = new Region();
        HBox.setHgrow(spacer, Priority.ALWAYS);
        HBox buttons = new HBox(8, spacer, cancel, compareButton);

        VBox root = new VBox(10, grid, hint, error, buttons);
        root.setPadding(new Insets(12));
        root.setPrefWidth(640);
        Scene scene = new Scene(root);
        dev.flint.ui.common.Theme.addFlintStylesheet(scene);
        scene.getStylesheets().add(CompareDialog.class.getResource("compare.css").toExternalForm());
        stage.setScene(scene);
    }

    private Button chooseButton(String id, TextField field, String title) {
        Button button = new Button("Choose\u2026");
        button.setMinWidth(javafx.scene.layout.Region.USE_PREF_SIZE);
        button.setId(id);
        button.setOnAction(e -> {
            Path start = initialDirectory;
            Path typed = field.getText().isBlank() ? null : Path.of(field.getText().strip()).getParent();
            if (typed != null && Files.isDirectory(typed)) start = typed;
            Path chosen = picker.pick(title, stage, start);
            if (chosen != null) field.setText(chosen.toAbsolutePath().toString());
        });
        return button;
    }

    /** A field's label that keeps its whole text: the wide fields beside it never squeeze it to "Ba…". */
    private static Label fieldLabel(String text) {
        Label label = new Label(text);
        label.setMinWidth(javafx.scene.layout.Region.USE_PREF_SIZE);
        return label;
    }

    /** Base becomes compare and compare base. */
    public void swap() {
        String base = baseField.getText();
        baseField.setText(compareField.getText());
        compareField.setText(base);
    }

    private void accept() {
        Path base = existingFile(baseField.getText(), "base");
        if (base == null) return;
        Path compare = existingFile(compareField.getText(), "compare");
        if (compare == null) return;
        stage.close();
        onCompare.accept(base, compare);
    }

    private Path existingFile(String text, String role) {
        Path path;
        try {
            path = Path.of(text.strip()).toAbsolutePath();
        } catch (java.nio.file.InvalidPathException e) {
            return fail("The " + role + " file is not a valid path: " + text);
        }
        if (!Files.isRegularFile(path)) return fail("The " + role + " file does not exist: " + path);
        return path;
    }

    private Path fail(String message) {
        error.setText(message);
        error.setVisible(true);
        return null;
    }

    void show() {
        stage.show();
    }

    public Stage stage() { return stage; }
    public TextField baseField() { return baseField; }
    public TextField compareField() { return compareField; }
    /** The validation message shown, "" when none. */
    public String errorText() { return error.isVisible() ? error.getText() : ""; }
}
