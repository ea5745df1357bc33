package dev.flint.ui.compare;

import dev.flint.model.Profile;
import dev.flint.model.ProfileThread;
import dev.flint.ui.common.ProfileLoading;
import dev.flint.ui.common.SourceMapService;
import dev.flint.viewmodel.LoadedProfile;
import dev.flint.viewmodel.ThreadSelector;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CancellationException;
import javafx.concurrent.Service;
import javafx.concurrent.Task;

/**
 * Loads the two files of a comparison off the FX thread, each as a tab loads its file ({@link ProfileLoading}),
 * with the source maps each finds on its own mapped as a tab maps them after its load ({@link SourceMapService});
 * the window opens a session per side over them ({@link CompareSide#open}). A bad file fails with its one line.
 */
final class CompareLoadService extends Service<CompareLoadService.Loaded> {
    /**
     * One side as loaded, before it has a session.
     *
     * @param defaultThread the index in {@code loaded}'s threads of the thread {@code flint diff} compares without
     *                      {@code --thread} (the one the file names, else the one with the most samples)
     * @param maps          the maps the file finds on its own, applied to its threads (not yet to a session)
     */
    record Side(Path file, LoadedProfile loaded, int defaultThread, SourceMapService.Outcome maps) {}

    /** Both sides: the base (before) and the compare (after). */
    record Loaded(Side base, Side compare) {}

    private Path baseFile;
    private Path compareFile;

    void setFiles(Path base, Path compare) {
        baseFile = base;
        compareFile = compare;
    }

    @Override
    protected Task<Loaded> createTask() {
        Path base = baseFile;
        Path compare = compareFile;
        return new Task<>() {
            @Override
            protected Loaded call() throws Exception {
                return new Loaded(load(base, progress(0)), load(compare, progress(1)));
            }

            /** The task's progress for side {@code index}: the first half for the base, the second for the compare. */
            private ProfileLoading.Progress progress(int index) {
                Task<?> task = this;
                return new ProfileLoading.Progress() {
                    @Override public void message(String text) { updateMessage(text); }
                    @Override public void fraction(double done) { updateProgress((index + done) / 2, 1); }
                    @Override public boolean isCancelled() { return task.isCancelled(); }
                };
            }
        };
    }

    /** Loads one side on the calling (background) thread. */
    static Side load(Path file, ProfileLoading.Progress progress) throws Exception {
        List<LoadedProfile> loads = ProfileLoading.load(List.of(file), progress);
        if (progress.isCancelled()) throw new CancellationException();
        // One file is one clock: one result.
        LoadedProfile loaded = loads.get(0);
        SourceMapService.Outcome maps = SourceMapService.run(loaded.threads(), thread -> null, List.of(), true);
        return new Side(file, loaded, defaultThread(loaded), maps);
    }

    private static int defaultThread(LoadedProfile loaded) {
        Profile profile = loaded.profiles().get(0);
        ProfileThread chosen = profile.threads().isEmpty() ? null : ThreadSelector.select(profile, null);
        for (int i = 0; i < loaded.threads().size(); i++) {
            if (loaded.threads().get(i).thread() == chosen) return i;
        }
        for (int i = 0; i < loaded.threads().size(); i++) {
            if (loaded.threads().get(i).thread().samples().size() > 0) return i;
        }
        return 0;
    }
}
