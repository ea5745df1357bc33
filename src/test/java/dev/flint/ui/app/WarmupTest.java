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
 * the ones the first real tab uses), and a thread list whose cells take rows across it (the sample has one thread,
 * so its tab shows no list), all hidden, and leaves nothing behind: no extra node, no key handler
 * that answers for it.
 */
@FreshStage(width = 1200, height = 800)
class WarmupTest extends FreshWindowTest {

    /** Whether {@code node} and every parent up to the root are visible. */
    private static boolean isShowing(Node node) {
        for (Node at = node; at != null; at = at.getParent()) {
            if (!at.isVisible()) return false;
        }
        return true;
    }

    @Test
    void theThrowawayTabIsBuiltHiddenInTheWindowAndLeavesNothingBehind(FxRobot robot) throws Exception {
        List<Node> before = new ArrayList<>();
        AtomicBoolean seenInScene = new AtomicBoolean();
        AtomicBoolean seenShowing = new AtomicBoolean();
        java.util.Set<Object> threadRowsSeen = new java.util.HashSet<>();
        ReadOnlyBooleanProperty[] done = new ReadOnlyBooleanProperty[1];
        WaitForAsyncUtils.asyncFx(() -> {
            before.addAll(window.stage().getScene().getRoot().getChildrenUnmodifiable());
            // Seen at a pulse: the throwaway view is in this scene, and nothing of it shows.
            window.stage().getScene().addPostLayoutPulseListener(() -> {
                // The thread list's cells, as a file with threads shows them, taking new rows as a jump does.
                for (Node node : window.stage().getScene().getRoot().lookupAll(".thread-row")) {
                    if (node instanceof javafx.scene.control.ListCell<?> cell && cell.getItem() != null) {
                        threadRowsSeen.add(cell.getItem());
                        if (isShowing(node)) seenShowing.set(true);
                    }
                }
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
        assertTrue(threadRowsSeen.size() > 100, "the warm-up's thread list showed rows across the list: " + threadRowsSeen.size());
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
