package dev.flint.ui.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.flint.ui.testing.FreshStage;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The app opens one file of each next-wave format: a tab with its threads, a call tree with the file's
 * top function, and for a heap profile (no clock) a notice in place of the flame chart.
 */
@FreshStage(width = 1200, height = 800)
class NextWaveFormatsWindowTest extends FreshWindowTest {

    @ParameterizedTest
    @CsvSource({
            "testdata/perf/native.perf.txt, 2, __libc_start_call_main, true",
            "testdata/pprof/cpu.pprof, 1, main.main.func1, true",
            "testdata/jfr/workload.jfr, 3, Workload.main, true",
            "testdata/heapprofile/alloc.heapprofile, 1, '', false",
            "testdata/speedscope/sampled.speedscope.json, 2, main, true",
            "testdata/trace-samples/hermes.json, 1, [root], true"})
    void opensEachFormat(String file, int threads, String topFunction, boolean timeline) throws Exception {
        WaitForAsyncUtils.asyncFx(() -> window.open(List.of(Path.of(file)))).get();
        Fixtures.waitFor(() -> window.current() != null && window.current().profileProperty().get() != null
                && window.current().profileProperty().get().files().contains(Path.of(file)));
        Fixtures.waitForIdle(window);
        ProfileView view = window.current();
        assertEquals(threads, view.profileProperty().get().threads().size());
        var tree = view.callTree();
        Fixtures.waitFor(() -> tree.tree() != null && tree.tree().roots().length > 0);
        int firstRoot = tree.tree().roots()[0];
        assertEquals(topFunction, tree.tree().thread().funcName(tree.tree().func(firstRoot)));
        assertEquals(timeline, view.flameChart().isVisible());
        assertEquals(!timeline, view.noTimelineNotice().isVisible());
        if (!timeline) assertTrue(view.noTimelineNotice().getText().contains("no timeline"));
        else assertFalse(view.noTimelineNotice().isVisible());
    }
}
