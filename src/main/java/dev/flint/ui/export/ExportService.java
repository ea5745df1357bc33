package dev.flint.ui.export;

import dev.flint.export.Exporter;
import java.nio.file.Path;
import javafx.concurrent.Service;
import javafx.concurrent.Task;

/**
 * Writes one export off the FX thread: building the tree and writing a big file grow with the profile.
 * Set {@link #setJob} before each start; the value is the written file.
 */
public final class ExportService extends Service<Path> {
    /** What to write where. */
    public record Job(Exporter.Request request, Path file) {}

    private volatile Job job;

    public void setJob(Job newJob) {
        job = newJob;
    }

    public Job getJob() {
        return job;
    }

    @Override
    protected Task<Path> createTask() {
        Job current = job;
        return new Task<>() {
            @Override
            protected Path call() throws Exception {
                updateMessage("Exporting " + current.file().getFileName() + "\u2026");
                Exporter.write(current.request(), current.file());
                return current.file();
            }
        };
    }
}
