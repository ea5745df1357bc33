package dev.flint.ui.record;

import dev.flint.export.ExportTarget;
import dev.flint.record.RecordRequest;
import dev.flint.record.Recording;
import dev.flint.record.RecordingException;
import dev.flint.record.StopSwitch;
import java.io.IOException;
import java.nio.file.Path;
import java.util.function.Consumer;
import javafx.concurrent.Service;
import javafx.concurrent.Task;

/**
 * One recording at a time, off the JavaFX thread: the output checked as an export's, then
 * {@link Recording#run}. {@link #stopRecording} ends it early and it still writes a whole file. A failure is
 * a {@link RecordingException} whose message is the one line the dialog shows.
 */
final class RecordService extends Service<Recording.Result> {
    private RecordRequest request;
    private Path target;
    private volatile StopSwitch stop = new StopSwitch();
    private Consumer<String> log = line -> { };

    void setJob(RecordRequest request, Path target) {
        this.request = request;
        this.target = target;
    }

    /** Where the recording's lines go (the dialog's output pane: a {@link dev.flint.record.ProgramOutput}). */
    void setLog(Consumer<String> lines) {
        log = lines;
    }

    void stopRecording() {
        stop.stop();
    }

    @Override
    protected Task<Recording.Result> createTask() {
        RecordRequest job = request;
        Path file = target;
        Consumer<String> lines = log;
        StopSwitch switchOfThisRun = new StopSwitch();
        stop = switchOfThisRun;
        return new Task<>() {
            @Override
            protected Recording.Result call() throws Exception {
                Path resolved;
                try {
                    resolved = ExportTarget.resolve(file, false, "a recording");
                } catch (IOException e) {
                    throw new RecordingException(file + ": cannot write the recording: " + e.getMessage());
                }
                return Recording.run(job, switchOfThisRun, resolved, lines);
            }

            @Override
            protected void cancelled() {
                switchOfThisRun.stop();
            }
        };
    }
}
