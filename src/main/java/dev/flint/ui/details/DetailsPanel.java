package dev.flint.ui.details;

import dev.flint.ui.common.EditorCommand;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.Supplier;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.geometry.Insets;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.TextArea;
import javafx.scene.control.TextInputDialog;
import javafx.scene.input.Clipboard;
import javafx.scene.input.ClipboardContent;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;

/**
 * The details of the selected flame-chart entry or call-tree node: name, where (script or library with
 * line:column), self and total, the stack (selectable, with a Copy button) and a trace event's args.
 * "Open in editor" runs the command template (settings key {@link EditorCommand#SETTINGS_KEY}) in the
 * background; "Editor…" changes the template.
 */
public final class DetailsPanel extends VBox {
    private final ObjectProperty<EntryDetails> details = new SimpleObjectProperty<>(this, "details");
    private final Label name = new Label("Select a flame-chart entry or a call-tree row");
    private final Label kind = new Label();
    private final Label where = new Label();
    private final Label times = new Label();
    private final TextArea stack = new TextArea();
    private final Label argsTitle = new Label("Args");
    private final TextArea args = new TextArea();
    private final Button copyStack = new Button("Copy stack");
    private final Button openInEditor = new Button("Open in editor");
    private final Button editorSettings = new Button("Editor…");
    private final Label status = new Label();
    private Supplier<String> templateSource = () -> EditorCommand.DEFAULT_TEMPLATE;
    private Consumer<String> templateSink = template -> {};
    /** What the last editor launch ended with, for tests and the status line. */
    private final ObjectProperty<String> lastLaunch = new SimpleObjectProperty<>(this, "lastLaunch");

    public DetailsPanel() {
        getStyleClass().add("details-panel");
        setId("detailsPanel");
        setSpacing(4);
        setPadding(new Insets(6));
        name.setId("detailsName");
        name.getStyleClass().add("details-name");
        name.setStyle("-fx-font-weight: bold;");
        name.setWrapText(true);
        kind.setId("detailsKind");
        where.setId("detailsWhere");
        where.setWrapText(true);
        times.setId("detailsTimes");
        // A narrow column wraps the kind and the figures ("Self 0.55 ms · Total 1,003 ms (9…" at 1024 px).
        kind.setWrapText(true);
        times.setWrapText(true);
        stack.setId("detailsStack");
        stack.setEditable(false);
        stack.setPrefRowCount(6);
        args.setId("detailsArgs");
        args.setEditable(false);
        args.setPrefRowCount(3);
        copyStack.setId("detailsCopyStack");
        openInEditor.setId("detailsOpenInEditor");
        editorSettings.setId("detailsEditorSettings");
        status.setId("detailsStatus");
        status.setWrapText(true);
        // Wrapped lines keep their height: the stack's text area gives way, not the name cut to "…".
        for (Label label : List.of(name, kind, where, times, status)) label.setMinHeight(javafx.scene.layout.Region.USE_PREF_SIZE);
        copyStack.setOnAction(e -> {
            ClipboardContent content = new ClipboardContent();
            content.putString(stack.getText());
            Clipboard.getSystemClipboard().setContent(content);
        });
        openInEditor.setOnAction(e -> openInEditor());
        editorSettings.setOnAction(e -> askForTemplate());
        // The buttons wrap to a second row in a narrow column rather than cut their labels ("Copy s…").
        javafx.scene.layout.FlowPane actions = new javafx.scene.layout.FlowPane(6, 4, copyStack, openInEditor, editorSettings);
        VBox.setVgrow(stack, Priority.ALWAYS);
        // The args (trace events' only) join when first shown: a text area's skin and styles were a third of
        // the panel's first pulse in every new tab (and in the spare view built ahead).
        getChildren().addAll(name, kind, where, times, stack, actions, status);
        details.addListener((obs, old, value) -> show(value));
        show(null);
    }

    /** Where the command template is read from and written to (the app's settings). */
    public void setTemplateStore(Supplier<String> source, Consumer<String> sink) {
        templateSource = source;
        templateSink = sink;
    }

    public ObjectProperty<EntryDetails> detailsProperty() { return details; }
    public ObjectProperty<String> lastLaunchProperty() { return lastLaunch; }
    public String stackText() { return stack.getText(); }
    public String argsText() { return args.getText(); }

    private void show(EntryDetails value) {
        boolean any = value != null;
        name.setText(any ? value.name() : "Select a flame-chart entry or a call-tree row");
        kind.setText(any ? value.kind() : "");
        where.setText(any ? value.where() : "");
        times.setText(any ? "Self " + value.self() + " · Total " + value.total() : "");
        stack.setText(any ? value.stack() : "");
        boolean hasArgs = any && !value.args().isEmpty();
        if (hasArgs && args.getParent() == null) getChildren().addAll(getChildren().indexOf(stack) + 1, List.of(argsTitle, args));
        args.setText(hasArgs ? value.args() : "");
        args.setVisible(hasArgs);
        args.setManaged(hasArgs);
        argsTitle.setVisible(hasArgs);
        argsTitle.setManaged(hasArgs);
        copyStack.setDisable(!any);
        openInEditor.setDisable(!any || value.location().isEmpty());
        status.setText("");
    }

    private void openInEditor() {
        EntryDetails value = details.get();
        if (value == null || value.location().isEmpty()) return;
        List<String> argv;
        try {
            argv = EditorCommand.argv(templateSource.get(), value.location(), value.line(), value.column());
        } catch (IllegalArgumentException e) {
            status.setText(e.getMessage());
            return;
        }
        status.setText("Running " + String.join(" ", argv));
        EditorCommand.launch(argv, outcome -> {
            status.setText(outcome);
            lastLaunch.set(outcome);
        });
    }

    private void askForTemplate() {
        TextInputDialog dialog = new TextInputDialog(templateSource.get());
        dialog.setTitle("Open in editor");
        dialog.setHeaderText("Command that opens a file at a line; {file}, {line} and {column} are replaced.\n"
                + "It runs as a program with arguments, not through a shell.");
        dialog.initOwner(getScene() == null ? null : getScene().getWindow());
        dialog.showAndWait().ifPresent(template -> {
            if (!template.isBlank()) templateSink.accept(template.trim());
        });
    }
}
