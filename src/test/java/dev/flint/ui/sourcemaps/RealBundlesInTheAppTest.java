package dev.flint.ui.sourcemaps;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.flint.calltree.CallTree;
import dev.flint.model.ProfileThread;
import dev.flint.sourcemaps.OriginalFunctions;
import dev.flint.ui.app.FreshWindowTest;
import dev.flint.ui.testing.FreshStage;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import org.junit.jupiter.api.Test;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Issue 26's acceptance in the app, over the real fixtures of testdata/sourcemaps (see
 * SourceMapsAcceptanceTest for the command line): the call tree the window shows puts at least 95 % of the
 * bundle's self weight on functions declared in the original sources once the maps apply: the Chromium
 * trace's own maps at load, and a node profile's map given as File ▸ Load Source Maps… gives it.
 */
@FreshStage(width = 1200, height = 800)
class RealBundlesInTheAppTest extends FreshWindowTest {
    private static final Path TRACE = Path.of("testdata/sourcemaps/profiles/chromium-esbuild.trace.json.gz").toAbsolutePath();
    private static final Path NODE = Path.of("testdata/sourcemaps/profiles/node-esbuild-external.cpuprofile").toAbsolutePath();
    private static final Path NODE_MAP = Path.of("testdata/sourcemaps/bundles/esbuild-external/app.min.js.map").toAbsolutePath();
    private static final OriginalFunctions ORIGINAL = OriginalFunctions.read();

    private SourceMapsFeature feature;

    @Override
    protected void installFeatures() throws Exception {
        feature = SourceMapsFeature.install(window);
    }

    /** Share of the shown tree's self weight in the bundle (its URL, or its original sources) on declared names. */
    private static double originalShare(CallTree tree) {
        ProfileThread thread = tree.thread();
        double inBundle = 0;
        double named = 0;
        for (int node = 0; node < tree.nodeCount(); node++) {
            int fileName = thread.funcs().fileName(tree.func(node));
            String file = fileName < 0 ? "" : thread.strings().get(fileName);
            if (!file.endsWith("/app.min.js") && !file.contains("app-src/")) continue;
            inBundle += tree.self(node);
            if (ORIGINAL.names().contains(tree.name(node))) named += tree.self(node);
        }
        assertTrue(inBundle > 500, "the bundle's self weight: " + inBundle + " ms");
        return named / inBundle;
    }

    private void openAndWait(Path file) throws Exception {
        WaitForAsyncUtils.asyncFx(() -> window.open(List.of(file)));
        waitFor(() -> window.profileProperty().get() != null && !window.isLoading()
                && !feature.runningProperty().get() && !window.callTree().busyProperty().get()
                && window.callTree().tree() != null);
    }

    @Test
    void theTracesOwnMapsApplyAtLoad() throws Exception {
        openAndWait(TRACE);
        waitFor(() -> window.statusText().contains("mapped through") && !feature.runningProperty().get()
                && !window.callTree().busyProperty().get());
        double share = fx(() -> originalShare(window.callTree().tree()));
        assertTrue(share >= 0.95, "share on original names: " + share);
    }

    @Test
    void aMapLoadedFromTheFileMenuRenamesTheMinifiedProfile() throws Exception {
        openAndWait(NODE);
        double before = fx(() -> originalShare(window.callTree().tree()));
        assertTrue(before < 0.5, "minified, without a map: " + before);

        WaitForAsyncUtils.asyncFx(() -> feature.load(List.of(NODE_MAP)));
        waitFor(() -> !feature.runningProperty().get() && !window.callTree().busyProperty().get()
                && window.statusText().contains("mapped through"));
        double after = fx(() -> originalShare(window.callTree().tree()));
        assertTrue(after >= 0.95, "with the map: " + after);
    }

    private static <T> T fx(java.util.concurrent.Callable<T> call) throws Exception {
        return WaitForAsyncUtils.asyncFx(call).get(10, TimeUnit.SECONDS);
    }

    private static void waitFor(BooleanSupplier condition) throws Exception {
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> WaitForAsyncUtils.asyncFx(condition::getAsBoolean).get());
    }
}
