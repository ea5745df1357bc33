package dev.flint.ui.compare;

import dev.flint.symbols.SymbolFileException;
import dev.flint.ui.common.SourceMapService;
import dev.flint.ui.common.SymbolRun;
import dev.flint.ui.session.AppliedMaps;
import dev.flint.viewmodel.LoadedThread;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.concurrent.Executors;
import java.util.function.Supplier;
import javafx.application.Platform;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;

/**
 * Source maps and symbols for both sides of a comparison, as a tab applies them to its threads: worked out off
 * the FX thread for each side, then each side's threads replaced in its session. One change at a time (each
 * starts from the threads the one before made); a change asked for meanwhile waits its turn.
 */
final class SideChanges {
    /** What the compare view hears, on the FX thread. */
    interface Listener {
        /** The index in each side's threads of the thread it compares (asked before the threads change). */
        int[] chosenThreads();

        /** The sides' threads changed; {@code notice} is a warning for the message line, or null. */
        void changed(int[] chosenThreads, String notice);

        /** Nothing changed: the one line why. */
        void failed(String message);
    }

    /** One daemon thread works out the compare windows' changes, one after another. */
    private static final Executor WORKER = Executors.newSingleThreadExecutor(runnable -> {
        Thread thread = new Thread(runnable, "flint-compare-sides");
        thread.setDaemon(true);
        return thread;
    });

    private final ComparedFiles files;
    private final Listener listener;
    private final ReadOnlyBooleanWrapper running = new ReadOnlyBooleanWrapper(this, "running");
    private final ArrayDeque<Runnable> waiting = new ArrayDeque<>();
    private String mapsText = "";
    private String symbolsText = "";

    SideChanges(ComparedFiles files, Listener listener) {
        this.files = files;
        this.listener = listener;
    }

    ReadOnlyBooleanProperty runningProperty() {
        return running.getReadOnlyProperty();
    }

    /** What was applied here, for the status line ("12 frames mapped through 2 maps", "Symbols applied: ..."); "" for nothing. */
    String appliedText() {
        return mapsText.isEmpty() ? symbolsText : symbolsText.isEmpty() ? mapsText : mapsText + "   \u00b7 " + symbolsText;
    }

    /** The other's applied text (the same sessions, swapped). */
    void keepAppliedTextOf(SideChanges other) {
        mapsText = other.mapsText;
        symbolsText = other.symbolsText;
    }

    /** What the maps each side found on its own did at load: the frames they mapped. */
    void loadedWith(List<SourceMapService.Outcome> outcomes) {
        long frames = 0;
        int maps = 0;
        for (SourceMapService.Outcome outcome : outcomes) {
            frames += outcome.framesMapped();
            maps = Math.max(maps, outcome.mapsUsed());
        }
        if (frames > 0) mapsText = SourceMapService.appliedText(frames, maps);
    }

    /**
     * Maps both sides through the source maps under {@code paths} (files or folders) and those given before, as
     * {@code flint diff --source-maps} maps both files: each side takes the maps that match its scripts, and a
     * map of the other build is no warning.
     */
    void loadSourceMaps(List<Path> paths) {
        if (paths.isEmpty()) return;
        if (queued(() -> loadSourceMaps(paths))) return;
        List<Path> all = new ArrayList<>();
        for (CompareSide side : sides()) {
            for (Path path : side.session().sourceMapPaths()) if (!all.contains(path)) all.add(path);
        }
        for (Path path : paths) {
            Path absolute = path.toAbsolutePath();
            if (!all.contains(absolute)) all.add(absolute);
        }
        List<Supplier<SourceMapService.Outcome>> work = new ArrayList<>();
        for (CompareSide side : sides()) {
            List<LoadedThread> threads = side.threads();
            Map<LoadedThread, AppliedMaps> previous = new IdentityHashMap<>();
            for (LoadedThread thread : threads) previous.put(thread, side.session().appliedMaps(thread));
            work.add(() -> SourceMapService.run(threads, previous::get, all, true));
        }
        run(() -> List.of(work.get(0).get(), work.get(1).get()), this::mapped, "The source maps could not be applied");
    }

    private String mapped(List<SourceMapService.Outcome> outcomes) {
        int applied = 0;
        long frames = 0;
        int maps = 0;
        List<String> warnings = new ArrayList<>();
        for (int i = 0; i < 2; i++) {
            SourceMapService.Outcome outcome = outcomes.get(i);
            applied += outcome.applyTo(sides().get(i).session());
            frames += outcome.framesMapped();
            maps = Math.max(maps, outcome.mapsUsed());
            for (String warning : outcome.warnings()) if (!warnings.contains(warning)) warnings.add(warning);
        }
        String warning = warnings.isEmpty() ? null
                : warnings.get(0) + (warnings.size() > 1 ? " (and " + (warnings.size() - 1) + " more)" : "");
        if (applied == 0) throw new NothingApplied(warning != null ? warning : "No frame of these profiles is in those source maps");
        mapsText = SourceMapService.appliedText(frames, maps);
        return warning;
    }

    /**
     * Symbolicates both sides' threads with {@code symbolFiles} (Breakpad .sym or nm output), as Load Symbols…
     * does a tab's: each side takes the files that fit its libraries.
     */
    void loadSymbols(List<Path> symbolFiles) {
        if (symbolFiles.isEmpty()) return;
        if (queued(() -> loadSymbols(symbolFiles))) return;
        List<Path> given = symbolFiles.stream().map(Path::toAbsolutePath).toList();
        List<Supplier<SideSymbols>> work = new ArrayList<>();
        for (CompareSide side : sides()) {
            List<LoadedThread> threads = side.threads();
            work.add(() -> SideSymbols.of(given, threads));
        }
        run(() -> List.of(work.get(0).get(), work.get(1).get()), sides -> symbolicated(sides, given),
                "The symbols could not be applied");
    }

    /** One side's symbolication: its results, or why no file fitted it. */
    private record SideSymbols(List<SymbolRun.Result> results, String misfit) {
        static SideSymbols of(List<Path> files, List<LoadedThread> threads) {
            try {
                return new SideSymbols(SymbolRun.run(files, threads, QUIET), null);
            } catch (SymbolFileException e) {
                return new SideSymbols(List.of(), e.getMessage());
            }
        }
    }

    private static final SymbolRun.Progress QUIET = new SymbolRun.Progress() {
        @Override public void message(String text) {}
        @Override public boolean isCancelled() { return false; }
    };

    private String symbolicated(List<SideSymbols> results, List<Path> given) {
        int frames = 0;
        int threads = 0;
        for (int i = 0; i < 2; i++) {
            frames += SymbolRun.applyTo(sides().get(i).session(), results.get(i).results(), given);
            threads += results.get(i).results().size();
        }
        if (threads == 0) {
            String misfit = results.get(0).misfit() != null ? results.get(0).misfit() : results.get(1).misfit();
            throw new NothingApplied(misfit == null || misfit.isBlank() ? "The symbols could not be applied" : misfit);
        }
        symbolsText = SymbolRun.appliedText(frames, threads);
        return null;
    }

    /** A change that applied nothing: its one line. */
    private static final class NothingApplied extends RuntimeException {
        NothingApplied(String message) {
            super(message, null, false, false);
        }
    }

    private interface Apply<T> {
        /** Applies the worked-out change to the sessions; returns a notice or null; throws NothingApplied. */
        String to(T worked);
    }

    /** True when a change is under way: {@code change} then runs after it (and the others waiting). */
    private boolean queued(Runnable change) {
        if (!running.get()) return false;
        waiting.add(change);
        return true;
    }

    /** Works {@code work} out off the FX thread, then applies it there and tells the listener. */
    private <T> void run(Supplier<T> work, Apply<T> apply, String failurePrefix) {
        running.set(true);
        CompletableFuture.supplyAsync(work, WORKER).whenComplete((worked, failure) -> Platform.runLater(() -> {
            if (failure != null) {
                Throwable cause = failure.getCause() != null ? failure.getCause() : failure;
                listener.failed(failurePrefix + ": " + (cause.getMessage() == null ? cause : cause.getMessage()));
            } else {
                int[] chosen = listener.chosenThreads();
                try {
                    String notice = apply.to(worked);
                    listener.changed(chosen, notice);
                } catch (NothingApplied nothing) {
                    listener.failed(nothing.getMessage());
                }
            }
            Runnable next = waiting.poll();
            running.set(false);
            if (next != null) next.run();
        }));
    }

    private List<CompareSide> sides() {
        return List.of(files.base(), files.compare());
    }
}
