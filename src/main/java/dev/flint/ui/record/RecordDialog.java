package dev.flint.ui.record;

import dev.flint.record.RecordKind;
import dev.flint.record.RecordRequest;
import dev.flint.record.Recording;
import java.nio.file.Path;
import java.time.Duration;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.function.Consumer;
import javafx.animation.KeyFrame;
import javafx.animation.Timeline;
import javafx.geometry.Insets;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.Label;
import javafx.scene.control.RadioButton;
import javafx.scene.control.TextField;
import javafx.scene.control.TitledPane;
import javafx.scene.control.ToggleGroup;
import javafx.scene.layout.ColumnConstraints;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.stage.FileChooser;
import javafx.stage.Stage;
import javafx.stage.Window;

/**
 * The Record dialog: what to record and where to save it, then Record; while it records, the elapsed time
 * and Stop. It is not modal, so the window stays usable; a failure is one line in the dialog (the tool's own
 * error) and the fields stay as they were for another try. A finished recording is handed to
 * {@code onRecorded} (the window opens it in a new tab) and the dialog closes.
 */
final class RecordDialog extends Stage {
    /** The kinds as radio buttons with mnemonics (Alt+N, Alt+C, Alt+J, Alt+P): one key each, no popup. */
    private final ToggleGroup kinds = new ToggleGroup();
    private final CheckBox attach = new CheckBox("_Attach to a running process");
    private final Label targetLabel = new Label();
    private final TextField target = new TextField();
    private final TextField duration = new TextField();
    private final TextField interval = new TextField();
    private final TextField output = new TextField();
    private final javafx.scene.control.TextArea programOutput = new javafx.scene.control.TextArea();
    private final OutputLines outputLines = new OutputLines(programOutput);
    private final Button record = new Button("Record");
    private final Button stop = new Button("Stop");
    private final Label status = new Label();
    private final RecordService service = new RecordService();
    private final Timeline clock;
    private final Path folder;
    private long startNanos;

    RecordDialog(Window owner, Path folder, Consumer<Recording.Result> onRecorded) {
        this.folder = folder;
        initOwner(owner);
        setTitle("Record");
        HBox kindButtons = new HBox(12);
        for (RecordKind k : RecordKind.values()) {
            RadioButton button = new RadioButton(label(k));
            button.setUserData(k);
            button.setToggleGroup(kinds);
            button.setSelected(k == RecordKind.NODE);
            kindButtons.getChildren().add(button);
        }
        kinds.selectedToggleProperty().addListener((o, was, now) -> {
            if (now == null) was.setSelected(true); // one kind is always chosen
            else kindChanged();
        });
        attach.selectedProperty().addListener((o, was, now) -> kindChanged());
        duration.setPromptText("until Stop or the program ends");
        interval.setPromptText("the profiler's default");
        Button browse = new Button("Browse\u2026");
        browse.setOnAction(e -> browse());
        record.setDefaultButton(true);
        record.setOnAction(e -> start());
        stop.setOnAction(e -> service.stopRecording());
        stop.setDisable(true);
        Button close = new Button("Close");
        close.setCancelButton(true);
        close.setOnAction(e -> close());
        status.setWrapText(true);
        status.setMaxWidth(Double.MAX_VALUE);
        status.setId("record-status");
        target.setId("record-target");

        GridPane grid = new GridPane();
        grid.setHgap(8);
        grid.setVgap(8);
        grid.setPadding(new Insets(14));
        ColumnConstraints labels = new ColumnConstraints();
        ColumnConstraints fields = new ColumnConstraints();
        fields.setHgrow(Priority.ALWAYS);
        grid.getColumnConstraints().addAll(labels, fields);
        grid.addRow(0, new Label("Kind"), kindButtons);
        grid.add(attach, 1, 1);
        grid.addRow(2, targetLabel, target);
        grid.addRow(3, new Label("Duration (s)"), duration);
        grid.addRow(4, new Label("Interval (\u00b5s)"), interval);
        HBox.setHgrow(output, Priority.ALWAYS);
        grid.addRow(5, new Label("Save to"), new HBox(8, output, browse));
        HBox buttons = new HBox(8, record, stop, close);
        grid.add(buttons, 1, 6);
        grid.add(status, 0, 7, 2, 1);
        // What the recorded program and the profiler print: the app has no terminal to show it in.
        programOutput.setId("record-output");
        programOutput.setEditable(false);
        programOutput.setPrefRowCount(8);
        programOutput.getStyleClass().add("record-output");
        programOutput.setPromptText("The program's output shows here while it is recorded.");
        service.setLog(outputLines);
        TitledPane outputPane = new TitledPane("Program output", programOutput);
        outputPane.setId("record-output-pane");
        outputPane.setAnimated(false);
        grid.add(outputPane, 0, 8, 2, 1);
        GridPane.setVgrow(outputPane, Priority.ALWAYS);
        setScene(new Scene(grid, 680, 500));
        // Never collapsed to GTK's 200x200 with every label "…" (issue 34, item 2): a minimum that shows every
        // field, and the shown size given back when the window manager shrinks it as it maps (the main window's fix).
        setMinWidth(560);
        setMinHeight(380);
        dev.flint.ui.common.ShownSizeKeeper.install(this);
        if (owner.getScene() != null) getScene().getStylesheets().setAll(owner.getScene().getStylesheets());

        clock = new Timeline(new KeyFrame(javafx.util.Duration.millis(100), e -> showElapsed()));
        clock.setCycleCount(Timeline.INDEFINITE);
        service.setOnSucceeded(e -> {
            finished();
            Recording.Result result = service.getValue();
            status.setText("Recorded " + result.file() + " (" + result.format() + ", " + result.samples() + " samples)");
            onRecorded.accept(result);
            // What the program printed stays readable (it may say why the run went as it did); else the dialog's job is done.
            if (programOutput.getText().isBlank()) close();
            else status.setText(status.getText() + " \u2014 opened in a new tab");
        });
        service.setOnFailed(e -> {
            finished();
            Throwable failure = service.getException();
            String line = failure instanceof dev.flint.record.RecordingException ? failure.getMessage()
                    : "Flint failed (" + failure + ")";
            status.setText(line.replace('\n', ' '));
        });
        // Closing the dialog while it records stops the recording; the whole file still opens.
        setOnHidden(e -> {
            if (service.isRunning()) service.stopRecording();
        });
        kindChanged();
        setOnShown(e -> target.requestFocus());
    }

    private RecordKind kind() {
        return (RecordKind) kinds.getSelectedToggle().getUserData();
    }

    private static String label(RecordKind k) {
        return switch (k) {
            case NODE -> "_Node.js";
            case CHROME -> "_Chromium page";
            case JVM -> "_JVM (JFR)";
            case PERF -> "Native (_perf)";
        };
    }

    private void kindChanged() {
        RecordKind k = kind();
        boolean canAttach = k == RecordKind.NODE || k == RecordKind.JVM;
        attach.setDisable(!canAttach);
        if (!canAttach) attach.setSelected(false);
        boolean attaching = attach.isSelected();
        targetLabel.setText(attaching ? (k == RecordKind.NODE ? "Inspector" : "Process id")
                : k == RecordKind.CHROME ? "URL" : "Command");
        target.setPromptText(attaching ? (k == RecordKind.NODE ? "127.0.0.1:9229" : "pid of a JVM of yours")
                : switch (k) {
                    case NODE -> "node app.js ARGS";
                    case CHROME -> "https://example.org/ or file:///path/page.html";
                    case JVM -> "java -cp app.jar Main ARGS";
                    case PERF -> "./program ARGS";
                });
        output.setText(folder.resolve(k.id() + "-" + LocalDateTime.now().format(DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss"))
                + "." + k.extension(attaching)).toString());
        // Later: an arrow key in the kinds moves the focus to the chosen button after this listener runs.
        javafx.application.Platform.runLater(target::requestFocus);
    }

    private void browse() {
        FileChooser chooser = new FileChooser();
        chooser.setTitle("Save the recording as");
        Path current = Path.of(output.getText().isBlank() ? folder.toString() : output.getText());
        if (current.getParent() != null && current.getParent().toFile().isDirectory()) {
            chooser.setInitialDirectory(current.getParent().toFile());
        }
        chooser.setInitialFileName(current.getFileName() == null ? "" : current.getFileName().toString());
        java.io.File chosen = chooser.showSaveDialog(this);
        if (chosen != null) output.setText(chosen.getPath());
    }

    /** Starts the recording the fields describe; a field that does not parse is the status line. */
    void start() {
        if (service.isRunning()) return;
        RecordRequest request;
        try {
            request = request();
        } catch (IllegalArgumentException e) {
            status.setText(e.getMessage());
            return;
        }
        service.setJob(request, Path.of(output.getText().strip()));
        record.setDisable(true);
        stop.setDisable(false);
        startNanos = System.nanoTime();
        outputLines.clear();
        status.setText("Recording\u2026");
        clock.play();
        service.restart();
    }

    RecordRequest request() {
        RecordKind k = kind();
        String text = target.getText().strip();
        if (text.isEmpty()) throw new IllegalArgumentException(targetLabel.getText() + ": nothing given");
        if (output.getText().isBlank()) throw new IllegalArgumentException("Save to: no file given");
        Duration limit = duration.getText().isBlank() ? null : Duration.ofMillis(Math.round(1000 * positive(duration, "Duration")));
        int micros = interval.getText().isBlank() ? 0 : (int) Math.min(Integer.MAX_VALUE, positive(interval, "Interval"));
        if (attach.isSelected() && k == RecordKind.JVM) {
            return new RecordRequest(k, List.of(), (long) positive(target, "Process id"), null, limit, micros, null, null);
        }
        if (attach.isSelected()) return new RecordRequest(k, List.of(), -1, text, limit, micros, null, null);
        List<String> command = k == RecordKind.CHROME ? List.of(text) : dev.flint.process.CommandWords.split(text, true);
        return new RecordRequest(k, command, -1, null, limit, micros, null, null);
    }

    private static double positive(TextField field, String name) {
        try {
            double value = Double.parseDouble(field.getText().strip());
            if (value > 0 && value < 1e12) return value;
        } catch (NumberFormatException e) {
            // below
        }
        throw new IllegalArgumentException(name + ": a number above 0, not \"" + field.getText().strip() + "\"");
    }

    private void showElapsed() {
        double seconds = (System.nanoTime() - startNanos) / 1e9;
        status.setText(String.format("Recording\u2026 %.1f s", seconds));
    }

    private void finished() {
        clock.stop();
        record.setDisable(false);
        stop.setDisable(true);
    }

    /** The status line (tests). */
    String statusText() {
        return status.getText();
    }

    TextField targetField() { return target; }
    TextField durationField() { return duration; }
    TextField outputField() { return output; }
    /** The program output pane's text (tests). */
    String programOutputText() { return programOutput.getText(); }
}
