package dev.flint.ui.symbols;

import dev.flint.symbols.SymbolFileException;
import dev.flint.ui.common.SymbolRun;
import dev.flint.viewmodel.LoadedThread;
import java.nio.file.Path;
import java.util.List;
import javafx.concurrent.Service;
import javafx.concurrent.Task;

/**
 * Symbolicates a tab's threads off the FX thread ({@link SymbolRun}); fails with a user-facing message when no
 * file fits any thread.
 */
final class SymbolicationService extends Service<List<SymbolRun.Result>> {
    private List<Path> files = List.of();
    private List<LoadedThread> threads = List.of();

    void setInput(List<Path> symbolFiles, List<LoadedThread> shownThreads) {
        files = List.copyOf(symbolFiles);
        threads = List.copyOf(shownThreads);
    }

    @Override
    protected Task<List<SymbolRun.Result>> createTask() {
        List<Path> symbolFiles = files;
        List<LoadedThread> shown = threads;
        return new Task<>() {
            @Override
            protected List<SymbolRun.Result> call() throws SymbolFileException {
                Task<?> task = this;
                return SymbolRun.run(symbolFiles, shown, new SymbolRun.Progress() {
                    @Override public void message(String text) { updateMessage(text); }
                    @Override public boolean isCancelled() { return task.isCancelled(); }
                });
            }
        };
    }
}
