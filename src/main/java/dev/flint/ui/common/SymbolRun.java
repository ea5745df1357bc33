package dev.flint.ui.common;

import dev.flint.model.ProfileThread;
import dev.flint.symbols.FuncMap;
import dev.flint.symbols.SymbolFileException;
import dev.flint.symbols.SymbolFiles;
import dev.flint.symbols.SymbolTable;
import dev.flint.symbols.Symbolication;
import dev.flint.symbols.Symbolicator;
import dev.flint.ui.session.TabSession;
import dev.flint.viewmodel.LoadedThread;
import dev.flint.viewmodel.ThreadPreparer;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads symbol files and applies each to every given thread with native frames of its library, on the calling
 * (background) thread. Several files are applied one after another; a thread's old-func maps are composed so the
 * view state maps in one step. A tab's symbols ({@code ui.symbols}) and each side of a compare window run
 * through here and reach their {@link TabSession} alike ({@link #applyTo}).
 */
public final class SymbolRun {
    /** One thread that changed: the shown thread, its new version (track rebuilt), and how its funcs moved. */
    public record Result(LoadedThread shown, LoadedThread replacement, ComposedFuncMap funcMap, int resolvedFrames) {}

    /** Where a run says what it does, and whether it is to stop. */
    public interface Progress {
        void message(String text);

        boolean isCancelled();
    }

    private SymbolRun() {}

    /**
     * The threads of {@code shown} that {@code symbolFiles} resolve frames of, symbolicated.
     *
     * @throws SymbolFileException with a user-facing message when no file fits any thread
     */
    public static List<Result> run(List<Path> symbolFiles, List<LoadedThread> shown, Progress progress)
            throws SymbolFileException {
        List<ProfileThread> current = new ArrayList<>();
        List<ComposedFuncMap> maps = new ArrayList<>();
        int[] resolved = new int[shown.size()];
        for (LoadedThread thread : shown) {
            current.add(thread.thread());
            maps.add(ComposedFuncMap.IDENTITY);
        }
        List<String> misfits = new ArrayList<>();
        for (Path file : symbolFiles) {
            progress.message("Reading " + file.getFileName());
            SymbolTable table = SymbolFiles.read(file);
            boolean fitted = false;
            String lastMisfit = null;
            for (int t = 0; t < shown.size(); t++) {
                if (progress.isCancelled()) return List.of();
                try {
                    Symbolication result = Symbolicator.apply(current.get(t), table);
                    if (result.resolvedFrames() == 0) continue;
                    current.set(t, result.thread());
                    maps.set(t, maps.get(t).then(result.funcMap()));
                    resolved[t] += result.resolvedFrames();
                    fitted = true;
                } catch (SymbolFileException notThisThread) {
                    lastMisfit = notThisThread.getMessage();
                }
            }
            if (!fitted) misfits.add(file + ": " + (lastMisfit != null ? lastMisfit : "no frame of the shown threads is in its range"));
        }
        List<Result> results = new ArrayList<>();
        for (int t = 0; t < shown.size(); t++) {
            if (progress.isCancelled()) return List.of();
            if (resolved[t] > 0) {
                progress.message("Rebuilding the timeline of " + shown.get(t).label());
                results.add(new Result(shown.get(t), ThreadPreparer.rebuilt(shown.get(t), current.get(t)),
                        maps.get(t), resolved[t]));
            }
        }
        if (results.isEmpty()) throw new SymbolFileException(String.join("; ", misfits));
        return results;
    }

    /**
     * Replaces the changed threads in {@code session} (on the FX thread), {@code symbolFiles} recorded as applied;
     * a thread the session no longer shows is left alone. Returns the frames resolved in the threads replaced.
     */
    public static int applyTo(TabSession session, List<Result> results, List<Path> symbolFiles) {
        int frames = 0;
        for (Result result : results) {
            if (!session.shows(result.shown())) continue;
            session.replaceThread(result.shown(), result.replacement(), result.funcMap()::newFuncs, symbolFiles);
            frames += result.resolvedFrames();
        }
        return frames;
    }

    /** "Symbols applied: 1,234 frames resolved in 2 threads". */
    public static String appliedText(int frames, int threads) {
        return String.format(java.util.Locale.ROOT, "Symbols applied: %,d frame%s resolved in %d thread%s",
                frames, frames == 1 ? "" : "s", threads, threads == 1 ? "" : "s");
    }

    /** Old funcs to new funcs across several tables applied in turn (each map is over the previous thread). */
    public static final class ComposedFuncMap {
        static final ComposedFuncMap IDENTITY = new ComposedFuncMap(List.of());
        private final List<FuncMap> steps;

        private ComposedFuncMap(List<FuncMap> steps) {
            this.steps = steps;
        }

        ComposedFuncMap then(FuncMap next) {
            List<FuncMap> longer = new ArrayList<>(steps);
            longer.add(next);
            return new ComposedFuncMap(longer);
        }

        /** What {@code dev.flint.calltree.FuncRemap} asks: the final funcs, or null when unchanged. */
        public int[] newFuncs(int oldFunc) {
            int[] funcs = {oldFunc};
            boolean changed = false;
            for (FuncMap step : steps) {
                List<Integer> next = new ArrayList<>();
                for (int func : funcs) {
                    int[] mapped = step.newFuncs(func);
                    if (mapped == null) {
                        next.add(func);
                    } else {
                        changed = true;
                        for (int f : mapped) next.add(f);
                    }
                }
                funcs = next.stream().mapToInt(Integer::intValue).toArray();
            }
            return changed ? funcs : null;
        }
    }
}
