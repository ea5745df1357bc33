package dev.flint.ui.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.flint.ui.testing.FreshStage;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.scene.Node;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The start-up warm-up builds its throwaway tab inside the window's scene (so the CSS caches it fills are
 * the ones the first real tab uses), hidden, and leaves nothing behind: no extra node, no key handler
 * that answers for it.
 */
@FreshStage(width = 1200, height = 800)
class WarmupTest extends FreshWindowTest {

    @Test
    void theThrowawayTabIsBuiltHiddenInTheWindowAndLeavesNothingBehind(FxRobot robot) throws Exception {
        List<Node> before = new ArrayList<>();
        AtomicBoolean seenInScene = new AtomicBoolean();
        AtomicBoolean seenShowing = new AtomicBoolean();
        ReadOnlyBooleanProperty[] done = new ReadOnlyBooleanProperty[1];
        WaitForAsyncUtils.asyncFx(() -> {
            before.addAll(window.stage().getScene().getRoot().getChildrenUnmodifiable());
            // Seen at a pulse: the throwaway view is in this scene, and nothing of it shows.
            window.stage().getScene().addPostLayoutPulseListener(() -> {
                for (Node node : window.stage().getScene().getRoot().lookupAll(".profile-view")) {
                    if (node != window.current()) {
                        seenInScene.set(true);
                        if (node.isVisible() || node.isManaged()) seenShowing.set(true);
                    }
                }
            });
            done[0] = window.warmUp();
        }).get();
        Fixtures.waitFor(() -> done[0].get());
        assertTrue(seenInScene.get(), "the warm-up tab was built in the window's scene");
        assertTrue(!seenShowing.get(), "the warm-up tab stayed hidden and out of the layout");
        WaitForAsyncUtils.asyncFx(() -> {
            assertEquals(before, window.stage().getScene().getRoot().getChildrenUnmodifiable());
            // Only the spare view the warm-up leaves for the next file (SpareViewTest), hidden.
            for (Node node : window.stage().getScene().getRoot().lookupAll(".profile-view")) {
                assertTrue(node == window.spareView() && !node.isVisible(), "no profile view but the spare is left in the scene");
            }
        }).get();

        // Ctrl+F then reaches the real tab's search field.
        Path sample = Fixtures.nodeSample(folder);
        WaitForAsyncUtils.asyncFx(() -> window.open(List.of(sample))).get();
        Fixtures.waitForIdle(window);
        robot.clickOn(window.flameChart());
        robot.press(KeyCode.CONTROL, KeyCode.F).release(KeyCode.F, KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
        TextField search = (TextField) window.stage().getScene().lookup("#callTreeSearch");
        assertTrue(search.isFocused(), "Ctrl+F focuses the open tab's search");
    }
}
