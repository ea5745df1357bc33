package dev.flint.ui.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.flint.model.UiThreadGuard;
import dev.flint.ui.bench.LargeNativeProfile;
import dev.flint.ui.symbols.SymbolsFeature;
import dev.flint.ui.testing.FreshStage;
import java.util.List;
import java.util.function.BooleanSupplier;
import javafx.scene.control.Label;
import javafx.scene.input.KeyCode;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/**
 * A user's session on a 300,000-sample native profile with the UI-thread guard on: open, zoom, pan,
 * search, select, push and pop transforms, invert, filter, load symbols, resize. Any engine work that
 * grows with the profile and runs on the FX thread is refused by {@link UiThreadGuard}, which fails the
 * step (and the test, through its record of the first refusal).
 */
@FreshStage(width = 1200, height = 800)
class ScriptedSessionTest extends FreshWindowTest {
    static final int SAMPLES = 300_000;

    private SymbolsFeature symbols;

    @Override
    protected void installFeatures() throws Exception {
        symbols = SymbolsFeature.install(window);
    }

    @Test
    void aWholeSessionOnALargeProfileNeverRunsProfileWorkOnTheFxThread(FxRobot robot) throws Exception {
        UiThreadGuard.clearViolations();
        LargeNativeProfile.Files2 files = LargeNativeProfile.write(folder, SAMPLES, 2_000, 1);

        // Open.
        robot.interact(() -> window.open(List.of(files.profile())));
        waitForIdle();
        assertEquals(SAMPLES, window.profileProperty().get().totalSamples());
        int rootFuncs = rootFuncCount(window.profileProperty().get().threads().get(0).thread());
        assertEquals(rootFuncs, window.callTree().tree().roots().length, "a root per function at a stack's root");

        // Zoom and pan with the keyboard and the wheel.
        var viewport = window.flameChart().getViewport();
        robot.clickOn(window.flameChart().canvas());
        robot.type(KeyCode.W, 4).type(KeyCode.D, 2);
        robot.moveTo(window.flameChart().canvas()).scroll(3, javafx.geometry.VerticalDirection.UP);
        waitForIdle();
        assertNotEquals(viewport, window.flameChart().getViewport(), "zoomed and panned");

        // Search (typed: one search after the typing pauses), then the next match.
        robot.clickOn("#callTreeSearch").write("0x10");
        waitForIdle();
        String matches = robot.lookup(".call-tree-toolbar .label").queryAs(Label.class).getText();
        assertTrue(matches.endsWith("matches"), matches);
        robot.type(KeyCode.ENTER);
        waitForIdle();
        assertTrue(window.callTree().selectedPath() != null, "a match is selected");

        // Select a row and push, then pop, a transform from the keyboard.
        robot.interact(() -> window.callTree().table().getSelectionModel().select(0));
        robot.interact(() -> window.callTree().table().requestFocus());
        robot.type(KeyCode.M);
        waitForIdle();
        assertEquals(2, window.callTree().breadcrumbs().size(), String.valueOf(window.callTree().breadcrumbs()));
        robot.type(KeyCode.BACK_SPACE);
        waitForIdle();
        assertEquals(1, window.callTree().breadcrumbs().size());

        // Invert and back, with the shortcut.
        robot.press(KeyCode.CONTROL).type(KeyCode.I).release(KeyCode.CONTROL);
        waitForIdle();
        assertTrue(window.callTree().options().inverted());
        robot.press(KeyCode.CONTROL).type(KeyCode.I).release(KeyCode.CONTROL);
        waitForIdle();

        // The implementation filter: JS only (nothing here is JS), then all again.
        robot.clickOn("#implementationJs");
        waitForIdle();
        assertEquals(0, window.callTree().tree().roots().length, "a native profile has no JS");
        robot.clickOn("#implementationAll");
        waitForIdle();
        assertEquals(rootFuncs, window.callTree().tree().roots().length);

        // Load symbols: names resolve, one call per function in the flame chart.
        robot.interact(() -> symbols.load(List.of(files.symbols())));
        waitFor(() -> !symbols.isRunning());
        waitForIdle();
        assertTrue(window.statusText().startsWith("Symbols applied: "), window.statusText());
        String root = window.callTree().tree().name(window.callTree().tree().roots()[0]);
        assertTrue(root.startsWith("function"), root);
        assertTrue(window.flameChart().tracks().get(0).name(0, 0).startsWith("function"));

        // Resize: the overview and the chart re-lay out without rescanning samples.
        robot.interact(() -> {
            window.stage().setWidth(1100);
            window.stage().setHeight(760);
        });
        waitForIdle();
        robot.interact(() -> window.stage().setWidth(1000));
        waitForIdle();

        assertEquals("", window.bannerText());
        assertNull(UiThreadGuard.firstViolation(), "profile-sized work ran on the FX thread");
    }

    private void waitForIdle() {
        waitFor(() -> !window.isLoading() && !window.callTree().busyProperty().get()
                && !window.lineHits().countingProperty().get());
        WaitForAsyncUtils.waitForFxEvents();
        assertNull(UiThreadGuard.firstViolation(), "profile-sized work ran on the FX thread");
    }

    private static void waitFor(BooleanSupplier condition) {
        Fixtures.waitFor(condition, 120);
    }

    /** How many functions are at the root of a sampled stack: the unfiltered call tree's roots, counted without it. */
    private static int rootFuncCount(dev.flint.model.ProfileThread thread) {
        java.util.Set<Integer> funcs = new java.util.HashSet<>();
        for (int sample = 0; sample < thread.samples().size(); sample++) {
            int stack = thread.samples().stack(sample);
            if (stack < 0) continue;
            while (thread.stacks().prefix(stack) >= 0) stack = thread.stacks().prefix(stack);
            funcs.add(thread.frames().func(thread.stacks().frame(stack)));
        }
        return funcs.size();
    }
}
