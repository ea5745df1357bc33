package dev.flint.ui.common;

import dev.flint.importer.ProfileFormatException;
import dev.flint.importer.ProfileLoader;
import dev.flint.importer.ProgressListener;
import dev.flint.model.Profile;
import dev.flint.timeline.ClockGroups;
import dev.flint.viewmodel.CpuActivity;
import dev.flint.viewmodel.LoadProgressText;
import dev.flint.viewmodel.LoadedProfile;
import dev.flint.viewmodel.LoadedThread;
import dev.flint.viewmodel.ThreadPreparer;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CancellationException;

/**
 * How a window loads files, on the calling (background) thread: each through {@link ProfileLoader} (progress
 * in bytes read, cancellable), then {@link ThreadPreparer} builds what the window shows. A tab's load service
 * and each side of a compare window load through here, so both show a file alike. A file that cannot be loaded
 * fails with a {@link ProfileFormatException} whose message is the one line the user sees.
 */
public final class ProfileLoading {
    private ProfileLoading() {}

    /**
     * A load's progress is passed on at most this often (and at the end of the file): the reader reports each megabyte
     * read, and each report the window shows is a pulse that lays out the loading card's and the status bar's texts and
     * renders a frame, on the FX and render threads that share two cores with the load (the 4 GB trace, 368 MB
     * gzipped: about 18 a second).
     */
    public static final long SHOWN_EVERY_NANOS = 250_000_000L;

    /** Where a load reports to: a load service's task, or a load begun before the window that a task takes over. */
    public interface Progress {
        void message(String text);
        /** 0 to 1. */
        void fraction(double done);
        boolean isCancelled();
    }

    /**
     * Loads {@code toLoad} and builds what the window shows, on the calling (background) thread: one result
     * per group of files with overlapping clocks (one result for one file, or for a trace and its workers).
     */
    public static List<LoadedProfile> load(List<Path> toLoad, Progress progress) throws Exception {
        long startNanos = System.nanoTime();
        List<Profile> profiles = new ArrayList<>();
        List<List<LoadedThread>> threadsByFile = new ArrayList<>();
        for (int i = 0; i < toLoad.size(); i++) {
            Path file = toLoad.get(i);
            int fileIndex = i;
            progress.message("Loading " + file.getFileName() + "\u2026");
            LoadProgressText text = new LoadProgressText(file.getFileName().toString(), System.nanoTime());
            ProgressListener listener = new ProgressListener() {
                private long shownNanos = System.nanoTime() - SHOWN_EVERY_NANOS;

                @Override
                public void progress(long done, long total) {
                    long now = System.nanoTime();
                    boolean fileRead = total > 0 && done >= total;
                    if (!fileRead && now - shownNanos < SHOWN_EVERY_NANOS) return;
                    shownNanos = now;
                    // Reading is most of the work; the last tenth is the timeline and call tree.
                    double fraction = total > 0 ? Math.min(1, (double) done / total) : 0;
                    progress.fraction((fileIndex + 0.9 * fraction) / toLoad.size());
                    progress.message(text.text(done, total, now));
                }

                @Override
                public boolean isCancelled() {
                    return progress.isCancelled();
                }
            };
            Profile profile = loadOne(file, listener);
            if (progress.isCancelled()) throw new CancellationException();
            progress.message("Building the timeline of " + file.getFileName() + "\u2026");
            profiles.add(profile);
            threadsByFile.add(ThreadPreparer.prepare(profile, file, toLoad.size() > 1));
            progress.fraction((fileIndex + 1.0) / toLoad.size());
        }
        if (threadsByFile.stream().allMatch(List::isEmpty)) {
            throw new ProfileFormatException(toLoad.get(0).toString(), "", "has no thread with samples or events to show");
        }
        double[] starts = new double[toLoad.size()];
        double[] ends = new double[toLoad.size()];
        for (int i = 0; i < toLoad.size(); i++) {
            double[] span = span(threadsByFile.get(i));
            starts[i] = span[0] > span[1] ? Double.NaN : span[0];
            ends[i] = span[0] > span[1] ? Double.NaN : span[1];
        }
        long millis = (System.nanoTime() - startNanos) / 1_000_000;
        List<LoadedProfile> loads = new ArrayList<>();
        for (int[] group : ClockGroups.of(starts, ends)) {
            List<Path> files = new ArrayList<>();
            List<Profile> groupProfiles = new ArrayList<>();
            List<LoadedThread> threads = new ArrayList<>();
            for (int file : group) {
                files.add(toLoad.get(file));
                groupProfiles.add(profiles.get(file));
                threads.addAll(threadsByFile.get(file));
            }
            loads.add(loaded(files, groupProfiles, threads, millis));
        }
        return loads;
    }

    /** Earliest start and latest end of {@code threads}' tracks (start above end when none has times). */
    private static double[] span(List<LoadedThread> threads) {
        double start = Double.POSITIVE_INFINITY;
        double end = Double.NEGATIVE_INFINITY;
        for (LoadedThread thread : threads) {
            if (!Double.isNaN(thread.track().minMicros())) start = Math.min(start, thread.track().minMicros());
            if (!Double.isNaN(thread.track().maxMicros())) end = Math.max(end, thread.track().maxMicros());
        }
        return new double[] {start, end};
    }

    /** One tab's load: its files, their threads on one time axis, and the overview's activity. */
    private static LoadedProfile loaded(List<Path> files, List<Profile> profiles, List<LoadedThread> threads, long millis) {
        double[] span = span(threads);
        double start = span[0];
        double end = span[1];
        if (start > end) {
            start = 0;
            end = 1;
        }
        CpuActivity activity = new CpuActivity(threads, start, end);
        return new LoadedProfile(files, profiles, threads, start, end, millis, activity);
    }

    private static Profile loadOne(Path file, ProgressListener listener) throws ProfileFormatException {
        try {
            return ProfileLoader.load(file, listener);
        } catch (ProfileFormatException | CancellationException e) {
            throw e;
        } catch (RuntimeException | StackOverflowError | OutOfMemoryError e) {
            // A bug or a file beyond our limits: still one line for the user, never a stack trace.
            String detail = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
            throw new ProfileFormatException(file.toString(), "", "could not be loaded (" + detail + ")", e);
        }
    }

    /** The line to show for a failed load. */
    public static String messageOf(Throwable failure, List<Path> files) {
        if (failure instanceof ProfileFormatException) return failure.getMessage();
        String file = files.isEmpty() ? "" : files.get(0) + ": ";
        String detail = failure == null || failure.getMessage() == null
                ? (failure == null ? "unknown error" : failure.getClass().getSimpleName()) : failure.getMessage();
        return file + "could not be loaded (" + detail + ")";
    }
}
