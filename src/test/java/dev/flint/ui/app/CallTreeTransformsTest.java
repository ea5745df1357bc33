package dev.flint.ui.app;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.flint.calltree.CallNodePath;
import dev.flint.calltree.CallTree;
import dev.flint.calltree.CallTreeText;
import dev.flint.calltree.Transform;
import dev.flint.calltree.TransformStack;
import dev.flint.ui.calltree.CallTreePanel;
import dev.flint.ui.flamechart.TrackLayout;
import dev.flint.ui.testing.FreshStage;
import java.nio.file.Path;
import java.util.List;
import javafx.event.Event;
import javafx.geometry.Bounds;
import javafx.geometry.Point2D;
import javafx.scene.Node;
import javafx.scene.control.TreeTableCell;
import javafx.scene.input.ContextMenuEvent;
import javafx.scene.input.MouseButton;
import javafx.scene.input.PickResult;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Right-click transforms on the seed 001 profile (samples A>B>C>D>E, A>B>C>F>G, A>B>H>F, 1 ms each), the
 * breadcrumbs they add, popping back, and selection between the tree and the flame chart.
 */
@FreshStage(width = 1200, height = 800)
class CallTreeTransformsTest extends FreshWindowTest {
    private static final String BASE = """
            A total=3 self=0
              B total=3 self=0
                C total=2 self=0
                  D total=1 self=0
                    E total=1 self=1
                  F total=1 self=0
                    G total=1 self=1
                H total=1 self=0
                  F total=1 self=1
            """;


    @BeforeEach
    void openSeedProfile() throws Exception {
        Path seed = Fixtures.seed001(folder);
        openAndShow(seed);
    }

    private CallTreePanel panel() {
        return window.callTree();
    }

    private String shownTree() {
        return CallTreeText.format(panel().tree());
    }

    /** What the engine gives for the loaded thread with these transforms. */
    private String engineTree(Transform... transforms) {
        TransformStack stack = TransformStack.of(panel().thread().thread(), panel().options().defaultCategory());
        for (Transform transform : transforms) stack = stack.push(transform);
        return CallTreeText.format(CallTree.build(stack.thread(), panel().options()));
    }

    private int func(String name) {
        var thread = panel().thread().thread();
        for (int f = 0; f < thread.funcs().size(); f++) if (thread.funcName(f).equals(name)) return f;
        throw new AssertionError("no func " + name);
    }

    /** The function-column cell of the row for the node at {@code path} (made visible first). */
    private Node rowCell(FxRobot robot, String... names) {
        int[] funcs = new int[names.length];
        for (int i = 0; i < names.length; i++) funcs[i] = func(names[i]);
        CallNodePath path = CallNodePath.of(funcs);
        robot.interact(() -> panel().selectPath(path));
        int node = panel().tree().find(path);
        return robot.lookup((Node n) -> n instanceof TreeTableCell<?, ?> cell && cell.getTableColumn() != null
                && "Function".equals(cell.getTableColumn().getText()) && cell.getItem() != null
                && cell.getItem().equals(node) && cell.getText() != null).query();
    }

    /** Right-clicks a row and picks a menu entry (Monocle sends no context-menu event by itself). */
    private void rightClickAndPick(FxRobot robot, Node cell, String entry) {
        robot.rightClickOn(cell);
        WaitForAsyncUtils.waitForFxEvents();
        if (!panel().transformMenu().isShowing()) {
            robot.interact(() -> {
                Bounds bounds = cell.getLayoutBounds();
                Point2D screen = cell.localToScreen(bounds.getCenterX(), bounds.getCenterY());
                Event.fireEvent(cell, new ContextMenuEvent(ContextMenuEvent.CONTEXT_MENU_REQUESTED, bounds.getCenterX(),
                        bounds.getCenterY(), screen.getX(), screen.getY(), false,
                        new PickResult(cell, screen.getX(), screen.getY())));
            });
        }
        robot.clickOn(entry);
        Fixtures.waitForIdle(window);
    }

    @Test
    void theMenuListsEveryKeyInOneAlignedColumn(FxRobot robot) {
        Node cell = rowCell(robot, "A", "B", "C");
        robot.rightClickOn(cell);
        WaitForAsyncUtils.waitForFxEvents();
        if (!panel().transformMenu().isShowing()) {
            robot.interact(() -> {
                Bounds bounds = cell.getLayoutBounds();
                Point2D screen = cell.localToScreen(bounds.getCenterX(), bounds.getCenterY());
                Event.fireEvent(cell, new ContextMenuEvent(ContextMenuEvent.CONTEXT_MENU_REQUESTED, bounds.getCenterX(),
                        bounds.getCenterY(), screen.getX(), screen.getY(), false,
                        new PickResult(cell, screen.getX(), screen.getY())));
            });
        }
        WaitForAsyncUtils.waitForFxEvents();
        List<javafx.scene.control.Label> keys = robot.lookup(".menu-shortcut").queryAll().stream()
                .map(n -> (javafx.scene.control.Label) n).filter(l -> !l.getText().isEmpty()).toList();
        assertEquals(List.of("m", "M", "p", "d", "F", "f", "S", "g", "c", "C", "r", "R", "i", "\u232b"),
                keys.stream().map(javafx.scene.control.Label::getText).toList(), "every key the tree answers to, in menu order");
        double left = keys.get(0).localToScreen(0, 0).getX();
        for (var key : keys) {
            assertEquals(left, key.localToScreen(0, 0).getX(), 0.5, "the key column of \u201c" + key.getText() + "\u201d");
        }
        double textsLeft = robot.lookup(".menu-text").queryAll().iterator().next().localToScreen(0, 0).getX();
        for (Node text : robot.lookup(".menu-text").queryAll()) {
            var label = (javafx.scene.control.Label) text;
            assertEquals(textsLeft, label.localToScreen(0, 0).getX(), 0.5, "the text column");
            assertTrue(label.getWidth() + 8 <= left - textsLeft + 0.5, "\u201c" + label.getText() + "\u201d ends before the keys");
            assertFalse(label.getText().isEmpty() || ((javafx.scene.text.Text) label.lookup(".text")).getText().endsWith("\u2026"),
                    "\u201c" + label.getText() + "\u201d is shown whole");
        }
        robot.interact(() -> panel().transformMenu().hide());
    }

    @Test
    void mergeHideAndFocusReshapeTheTreeAsTheEngineSaysAndPopBack(FxRobot robot) {
        assertEquals(BASE, shownTree());
        assertEquals(List.of("Complete \u2018seed001.cpuprofile\u2019"), panel().breadcrumbs());

        rightClickAndPick(robot, rowCell(robot, "A", "B", "C"), "Merge function \u201cC\u201d");
        String merged = """
                A total=3 self=0
                  B total=3 self=0
                    D total=1 self=0
                      E total=1 self=1
                    F total=1 self=0
                      G total=1 self=1
                    H total=1 self=0
                      F total=1 self=1
                """;
        assertEquals(merged, shownTree());
        assertEquals(engineTree(new Transform.MergeFunction(func("C"))), shownTree());
        assertEquals("Merge: C", panel().breadcrumbs().get(1));

        rightClickAndPick(robot, rowCell(robot, "A", "B", "H"), "Drop samples with \u201cH\u201d");
        assertEquals(engineTree(new Transform.MergeFunction(func("C")), new Transform.DropFunction(func("H"))), shownTree());
        assertEquals("""
                A total=2 self=0
                  B total=2 self=0
                    D total=1 self=0
                      E total=1 self=1
                    F total=1 self=0
                      G total=1 self=1
                """, shownTree());

        rightClickAndPick(robot, rowCell(robot, "A", "B", "D"), "Focus on subtree only");
        assertEquals("""
                D total=1 self=0
                  E total=1 self=1
                """, shownTree());
        assertEquals(List.of("Complete \u2018seed001.cpuprofile\u2019", "Merge: C", "Drop: H", "Focus node: D"),
                panel().breadcrumbs());

        robot.clickOn("Merge: C");
        Fixtures.waitForIdle(window);
        assertEquals(merged, shownTree());
        assertEquals(2, panel().breadcrumbs().size());
        robot.clickOn("Complete \u2018seed001.cpuprofile\u2019");
        Fixtures.waitForIdle(window);
        assertEquals(BASE, shownTree());
        assertEquals(1, panel().breadcrumbs().size());
    }

    @Test
    void keysApplyTransformsAndSelectionFollowsThePath(FxRobot robot) {
        robot.clickOn(rowCell(robot, "A", "B", "C", "D", "E"));
        robot.type(javafx.scene.input.KeyCode.M);
        Fixtures.waitForIdle(window);
        assertEquals(engineTree(new Transform.MergeFunction(func("E"))), shownTree());
        assertEquals("Merge: E", panel().breadcrumbs().get(1));
        // E's time went to its caller, and so did the selection.
        assertEquals(CallNodePath.of(func("A"), func("B"), func("C"), func("D")), panel().selectedPath());
        robot.type(javafx.scene.input.KeyCode.BACK_SPACE);
        Fixtures.waitForIdle(window);
        assertEquals(BASE, shownTree());
        assertEquals(1, panel().breadcrumbs().size());
    }

    @Test
    void aPathFollowsAMergeOfItsAncestor(FxRobot robot) {
        rowCell(robot, "A", "B", "C", "D", "E");
        robot.interact(() -> panel().session().pushTransform(new Transform.MergeCallNode(
                CallNodePath.of(func("A"), func("B"), func("C")), panel().options().implementation())));
        Fixtures.waitForIdle(window);
        assertEquals(CallNodePath.of(func("A"), func("B"), func("D"), func("E")), panel().selectedPath());
        assertEquals("E", panel().table().getSelectionModel().getSelectedItem() == null ? null
                : panel().tree().name(panel().table().getSelectionModel().getSelectedItem().getValue()));
    }

    @Test
    void selectionFollowsBetweenTheFlameChartAndTheTree(FxRobot robot) {
        var chart = window.flameChart();
        // The C call spans 0..2 ms at depth 2: click it in the flame chart.
        double x = chart.getViewport().xOf(1_000);
        double y = TrackLayout.RULER_PX + chart.layoutOfTracks().rowTopPx(0, 2) + TrackLayout.ROW_PX / 2;
        robot.clickOn(chart.canvas().localToScreen(x, y), MouseButton.PRIMARY);
        Fixtures.waitForIdle(window);
        assertEquals(CallNodePath.of(func("A"), func("B"), func("C")), panel().selectedPath());

        // Selecting H in the tree fades every flame-chart entry that is not a call of H.
        robot.clickOn(rowCell(robot, "A", "B", "H"));
        assertArrayEquals(new int[] {0, func("H")}, chart.getHighlight());
        assertEquals("Line hits \u2014 H", ((javafx.scene.control.Label) window.lineHits().getTop()).getText());
    }

    @Test
    void aRangeDraggedInTheOverviewRestrictsTheTree(FxRobot robot) {
        var overview = window.overview().lookup("#overviewCanvas");
        var bounds = overview.localToScreen(overview.getBoundsInLocal());
        // The profile spans 0..3 ms: drag from 60 % leftwards past the start (the range clamps to 0),
        // which keeps the samples at 0 and 1 ms and drops the one at 2 ms.
        robot.drag(new Point2D(bounds.getMinX() + bounds.getWidth() * 0.6, bounds.getCenterY()), MouseButton.PRIMARY)
                .moveTo(new Point2D(bounds.getMinX() - 30, bounds.getCenterY()))
                .release(MouseButton.PRIMARY);
        Fixtures.waitForIdle(window);
        var range = window.overview().selectedRangeProperty().get();
        assertEquals(new dev.flint.calltree.SampleRange(range.startMicros(), range.endMicros()), panel().options().range());
        assertEquals("""
                A total=2 self=0
                  B total=2 self=0
                    C total=2 self=0
                      D total=1 self=0
                        E total=1 self=1
                      F total=1 self=0
                        G total=1 self=1
                """, shownTree());
        robot.doubleClickOn(overview, MouseButton.PRIMARY);
        Fixtures.waitForIdle(window);
        assertEquals(BASE, shownTree());
    }

    @Test
    void invertingKeepsARelatedSelection(FxRobot robot) {
        rowCell(robot, "A", "B", "C", "D", "E");
        robot.interact(() -> panel().session().setInverted(true));
        Fixtures.waitForIdle(window);
        assertEquals(CallNodePath.of(func("E")), panel().selectedPath(), "E's own row, leaf first");
        assertEquals("E", panel().tree().name(panel().table().getSelectionModel().getSelectedItem().getValue()));
        robot.interact(() -> panel().session().setInverted(false));
        Fixtures.waitForIdle(window);
        assertEquals(CallNodePath.of(func("A"), func("B"), func("C"), func("D"), func("E")), panel().selectedPath());
    }
}
