package dev.flint.ui.compare;

import dev.flint.calltree.Implementation;
import dev.flint.diff.CompareSideTree;
import dev.flint.diff.Comparison;
import dev.flint.diff.DiffTree;
import dev.flint.flamegraph.FlameGraphLayout;
import java.util.function.Supplier;
import javafx.concurrent.Service;
import javafx.concurrent.Task;

/**
 * Builds a comparison's view off the FX thread: the step that makes the comparison (aligning two threads,
 * pushing a transform onto both sides), the merged tree and the differential flame graph's layout.
 */
final class DiffService extends Service<DiffResult> {
    /** What the next run does; each runs in the background. */
    record Request(Supplier<Comparison> comparison, Implementation implementation, boolean inverted,
                   boolean normalize) {}

    private Request request;

    void setRequest(Request next) {
        request = next;
    }

    @Override
    protected Task<DiffResult> createTask() {
        Request asked = request;
        return new Task<>() {
            @Override
            protected DiffResult call() {
                Comparison comparison = asked.comparison().get();
                DiffTree tree = comparison.tree(asked.implementation(), asked.inverted(), asked.normalize());
                FlameGraphLayout layout = FlameGraphLayout.of(new CompareSideTree(tree));
                return new DiffResult(comparison, tree, layout);
            }
        };
    }
}
