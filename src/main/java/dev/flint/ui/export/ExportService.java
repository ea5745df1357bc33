package dev.flint.ui.export;

import dev.flint.export.Exporter;
import java.nio.file.Path;
import java.util.List;
import javafx.concurrent.Service;
import javafx.concurrent.Task;

/**
 * Writes one export off the FX thread: building the tree and writing a big file grow with the profile.
 * Set {@link #setJob} before each start; the value is the written file and the export's warnings.
 */
public final class ExportService extends Service<ExportService.Written> {
    /** What to write where. */
    public record Job(Exporter.Request request, Path file) {}

    /** The file written and what the export could not hold ({@link Exporter#write}), empty for nothing. */
    public record Written(Path file, List<String> warnings) {}

    private volatile Job job;

    public void setJob(Job newJob) {
        job = newJob;
    }

    public Job getJob() {
        return job;
    }

    @Override
    protected Task<Written> createTask() {
        Job current = job;
        return new Task<>() {
            @Override
            protected Written call() throws Exception {
                updateMessage("Exporting " + current.file().getFileName() + "\u2026");
                return new Written(current.file(), Exporter.write(current.request(), current.file()));
            }
        };
    }
}
