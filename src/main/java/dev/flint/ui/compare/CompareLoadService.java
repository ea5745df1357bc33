package dev.flint.ui.compare;

import dev.flint.importer.ProfileFormatException;
import dev.flint.importer.ProfileLoader;
import dev.flint.importer.ProgressListener;
import dev.flint.model.Profile;
import java.nio.file.Path;
import java.util.concurrent.CancellationException;
import javafx.concurrent.Service;
import javafx.concurrent.Task;

/** Loads the two files of a comparison off the FX thread; a bad file fails with its one-line message. */
final class CompareLoadService extends Service<ComparedFiles> {
    private Path baseFile;
    private Path compareFile;

    void setFiles(Path base, Path compare) {
        baseFile = base;
        compareFile = compare;
    }

    @Override
    protected Task<ComparedFiles> createTask() {
        Path base = baseFile;
        Path compare = compareFile;
        return new Task<>() {
            @Override
            protected ComparedFiles call() throws Exception {
                Profile baseProfile = load(base, 0, this);
                Profile compareProfile = load(compare, 1, this);
                return new ComparedFiles(base, baseProfile, compare, compareProfile);
            }

            private Profile load(Path file, int index, Task<?> task) throws ProfileFormatException {
                updateMessage("Loading " + file.getFileName() + "\u2026");
                ProgressListener listener = new ProgressListener() {
                    @Override
                    public void progress(long done, long total) {
                        double fraction = total > 0 ? Math.min(1, (double) done / total) : 0;
                        updateProgress((index + fraction) / 2, 1);
                    }

                    @Override
                    public boolean isCancelled() {
                        return task.isCancelled();
                    }
                };
                try {
                    return ProfileLoader.load(file, listener);
                } catch (ProfileFormatException | CancellationException e) {
                    throw e;
                } catch (RuntimeException | StackOverflowError | OutOfMemoryError e) {
                    String detail = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
                    throw new ProfileFormatException(file.toString(), "", "could not be loaded (" + detail + ")", e);
                }
            }
        };
    }
}
