package dev.flint.ui.symbols;

import dev.flint.model.ProfileThread;
import dev.flint.symbols.FuncMap;
import dev.flint.symbols.SymbolFileException;
import dev.flint.symbols.SymbolFiles;
import dev.flint.symbols.SymbolTable;
import dev.flint.symbols.Symbolication;
import dev.flint.symbols.Symbolicator;
import dev.flint.viewmodel.LoadedThread;
import dev.flint.viewmodel.ThreadPreparer;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javafx.concurrent.Service;
import javafx.concurrent.Task;

/**
 * Reads symbol files and applies each to every given thread with native frames of its library, off the
 * FX thread. Several files are applied one after another; a thread's old-func maps are composed so the
 * view state maps in one step. Fails with a user-facing message when no file fits any thread.
 */
final class SymbolicationService extends Service<List<SymbolicationService.Result>> {
    /** One thread that changed: the shown thread, its new version (track rebuilt), and how its funcs moved. */
    record Result(LoadedThread shown, LoadedThread replacement, ComposedFuncMap funcMap, int resolvedFrames) {}

    private List<Path> files = List.of();
    private List<LoadedThread> threads = List.of();

    void setInput(List<Path> symbolFiles, List<LoadedThread> shownThreads) {
        files = List.copyOf(symbolFiles);
        threads = List.copyOf(shownThreads);
    }

    @Override
    protected Task<List<Result>> createTask() {
        List<Path> symbolFiles = files;
        List<LoadedThread> shown = threads;
        return new Task<>() {
            @Override
            protected List<Result> call() throws SymbolFileException {
                List<ProfileThread> current = new ArrayList<>();
                List<ComposedFuncMap> maps = new ArrayList<>();
                int[] resolved = new int[shown.size()];
                for (LoadedThread thread : shown) {
                    current.add(thread.thread());
                    maps.add(ComposedFuncMap.IDENTITY);
                }
                List<String> misfits = new ArrayList<>();
                for (Path file : symbolFiles) {
                    updateMessage("Reading " + file.getFileName());
                    SymbolTable table = SymbolFiles.read(file);
                    boolean fitted = false;
                    String lastMisfit = null;
                    for (int t = 0; t < shown.size(); t++) {
                        if (isCancelled()) return List.of();
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
                    if (isCancelled()) return List.of();
                    if (resolved[t] > 0) {
                        updateMessage("Rebuilding the timeline of " + shown.get(t).label());
                        results.add(new Result(shown.get(t), ThreadPreparer.rebuilt(shown.get(t), current.get(t)),
                                maps.get(t), resolved[t]));
                    }
                }
                if (results.isEmpty()) throw new SymbolFileException(String.join("; ", misfits));
                return results;
            }
        };
    }

    /** Old funcs to new funcs across several tables applied in turn (each map is over the previous thread). */
    static final class ComposedFuncMap {
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
        int[] newFuncs(int oldFunc) {
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
