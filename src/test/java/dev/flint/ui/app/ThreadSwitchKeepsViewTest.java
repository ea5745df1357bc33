package dev.flint.ui.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.flint.calltree.CallNodePath;
import dev.flint.calltree.CallTree;
import dev.flint.calltree.Implementation;
import dev.flint.calltree.Transform;
import dev.flint.ui.calltree.CallTreePanel;
import dev.flint.ui.testing.FreshStage;
import java.util.List;
import java.util.Set;
import javafx.scene.Node;
import javafx.scene.control.TextField;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;

/**
 * Each thread of a tab keeps its view: on a real Chromium startup trace (three threads with samples), the
 * busiest thread gets a transform, a selection, the inverted tree and a search; picking another thread in the
 * thread list shows that one afresh, and picking the first again shows it exactly as it was left.
 */
@FreshStage(width = 1200, height = 800)
class ThreadSwitchKeepsViewTest extends FreshWindowTest {

    /** The thread list's cell of row {@code index} (cells are recycled: found by index). */
    private static Node rowCell(FxRobot robot, int index) {
        return robot.lookup("#threadListView .thread-row")
                .match((javafx.scene.control.ListCell<?> cell) -> cell.getIndex() == index && !cell.isEmpty()).query();
    }

    private int rowThread(int index) {
        return window.current().threadList().listView().getItems().get(index).entry().thread();
    }

    private void pickRow(FxRobot robot, int index) {
        robot.clickOn(rowCell(robot, index));
        Fixtures.waitForIdle(window);
        assertSame(window.profileProperty().get().threads().get(rowThread(index)), window.callTree().thread());
    }

    @Test
    void aThreadPickedAgainInTheThreadListIsShownAsItWasLeft(FxRobot robot) throws Exception {
        openAndShow(ThreadListTest.TRACE);
        CallTreePanel tree = window.callTree();
        pickRow(robot, 0);

        // The busiest thread: focus on the subtree of its first root that calls anything, select a child there, invert, search.
        CallTree before = tree.tree();
        int withCallees = java.util.Arrays.stream(before.roots()).filter(r -> before.children(r).length > 0).findFirst().orElseThrow();
        CallNodePath root = before.path(withCallees);
        Transform focus = new Transform.FocusSubtree(root, Implementation.COMBINED, false);
        robot.interact(() -> window.session().pushTransform(focus));
        Fixtures.waitForIdle(window);
        CallTree focused = tree.tree();
        int child = focused.children(focused.roots()[0])[0];
        robot.interact(() -> assertTrue(window.session().selectPath(focused.path(child))));
        robot.clickOn("#invertedToggle");
        Fixtures.waitForIdle(window);
        String name = focused.thread().funcName(focused.func(child));
        String typed = name.substring(0, Math.min(4, name.length()));
        robot.clickOn("#callTreeSearch").write(typed);
        Fixtures.waitForIdle(window);
        TextField search = robot.lookup("#callTreeSearch").queryAs(TextField.class);

        List<Transform> transforms = tree.transforms().transforms();
        List<String> crumbs = tree.breadcrumbs();
        assertEquals(2, crumbs.size(), crumbs.toString());
        assertEquals(List.of(focus), transforms);
        assertTrue(tree.options().inverted());
        CallNodePath selected = tree.selectedPath();
        assertNotNull(selected, "a node is selected");
        Set<CallNodePath> expanded = tree.expandedPaths();
        Set<Integer> matches = window.session().searchMatchesProperty().get();
        assertTrue(!matches.isEmpty(), "the search matches nodes: " + typed);

        // Another thread: its own view, no transforms, no search.
        pickRow(robot, 1);
        assertNotEquals(rowThread(0), rowThread(1));
        assertEquals(List.of(), tree.transforms().transforms());
        assertEquals("", search.getText());
        assertEquals(Set.of(), window.session().searchMatchesProperty().get());

        // Back: as it was left.
        pickRow(robot, 0);
        assertEquals(transforms, tree.transforms().transforms());
        assertEquals(crumbs, tree.breadcrumbs());
        assertTrue(tree.options().inverted());
        assertTrue(robot.lookup("#invertedToggle").queryAs(javafx.scene.control.ToggleButton.class).isSelected());
        assertEquals(selected, tree.selectedPath());
        assertEquals(selected, window.session().selectedProperty().get().path());
        assertEquals(expanded, tree.expandedPaths());
        assertEquals(typed, search.getText());
        assertEquals(matches, window.session().searchMatchesProperty().get());
    }
}
