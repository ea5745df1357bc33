package dev.flint.ui.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.flint.calltree.CallNodePath;
import dev.flint.calltree.CallTree;
import dev.flint.calltree.CallTreeText;
import dev.flint.calltree.Transform;
import dev.flint.calltree.TransformStack;
import dev.flint.flamegraph.FlameGraphLayout;
import dev.flint.flamegraph.FlameGraphText;
import dev.flint.sandwich.Sandwich;
import dev.flint.ui.calltree.CallTreePanel;
import dev.flint.ui.common.FlameGraphCanvas;
import dev.flint.ui.session.FlameSelection;
import dev.flint.ui.flamegraph.FlameGraphView;
import dev.flint.ui.sandwich.SandwichView;
import dev.flint.ui.testing.FreshStage;
import dev.flint.viewmodel.FlameTrack;
import java.nio.file.Path;
import java.util.List;
import javafx.event.Event;
import javafx.geometry.Point2D;
import javafx.scene.input.ContextMenuEvent;
import javafx.scene.input.MouseButton;
import javafx.scene.input.PickResult;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The Call tree | Flame graph | Sandwich tabs on the seed 001 profile (samples A>B>C>D>E, A>B>C>F>G,
 * A>B>H>F, 1 ms each): one tree state behind all three, right-click transforms in the flame graph, zoom
 * breadcrumbs, hover, search, inversion, and the sandwich following selections from the tree and the chart.
 */
@FreshStage(width = 1200, height = 800)
class TreeViewsTest extends FreshWindowTest {

    @BeforeEach
    void openSeedProfile() throws Exception {
        Path seed = Fixtures.seed001(folder);
        openAndShow(seed);
    }

    private CallTreePanel panel() { return window.callTree(); }
    private FlameGraphView flameGraph() { return window.current().flameGraph(); }
    private SandwichView sandwich() { return window.current().sandwich(); }

    private int func(String name) {
        var thread = panel().thread().thread();
        for (int f = 0; f < thread.funcs().size(); f++) if (thread.funcName(f).equals(name)) return f;
        throw new AssertionError("no func " + name);
    }

    private CallNodePath path(String... names) {
        int[] funcs = new int[names.length];
        for (int i = 0; i < names.length; i++) funcs[i] = func(names[i]);
        return CallNodePath.of(funcs);
    }

    private void showTab(FxRobot robot, String title) {
        robot.clickOn(title);
        WaitForAsyncUtils.waitForFxEvents();
    }

    /** Waits until the flame graph shows a layout of the tree the panel shows. */
    private FlameGraphLayout shownLayout() {
        Fixtures.waitFor(() -> {
            FlameGraphLayout layout = flameGraph().graph().layoutProperty().get();
            return !panel().busyProperty().get() && layout != null && layout.tree() == panel().tree();
        });
        return flameGraph().graph().layoutProperty().get();
    }

    private Point2D onScreen(FlameGraphCanvas graph, int box) {
        Point2D local = graph.centerOf(box);
        return graph.canvas().localToScreen(local);
    }

    private int boxOf(FlameGraphLayout layout, CallNodePath path) {
        return layout.boxOf(layout.tree().find(path));
    }

    @Test
    void theFlameGraphDrawsTheTreeAndClickingZoomsAndSelects(FxRobot robot) {
        showTab(robot, "Flame graph");
        FlameGraphLayout layout = shownLayout();
        assertEquals("""
                0 0 3 A
                1 0 3 B
                2 0 2 C
                2 2 1 H
                3 0 1 D
                3 1 1 F
                3 2 1 F
                4 0 1 E
                4 1 1 G
                """, FlameGraphText.format(layout));
        assertTrue(flameGraph().graph().lastStats().rects() > 0 || flameGraph().graph().redrawNow().rects() > 0);

        robot.moveTo(onScreen(flameGraph().graph(), boxOf(layout, path("A", "B", "H"))));
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals("H \u2014 total 1.0 ms (33.3%), self 0.0 ms", flameGraph().statusText());

        robot.clickOn(onScreen(flameGraph().graph(), boxOf(layout, path("A", "B", "C"))), MouseButton.PRIMARY);
        Fixtures.waitForIdle(window);
        assertEquals(path("A", "B", "C"), panel().selectedPath());
        assertEquals(List.of("All", "A", "B", "C"), flameGraph().breadcrumbLabels());
        double[] span = flameGraph().graph().viewSpan();
        assertEquals(0, span[0]);
        assertEquals(2, span[1], "C's span fills the width");
        assertEquals(boxOf(layout, path("A", "B", "C")), flameGraph().graph().selectedBox());

        robot.clickOn("#flameGraphCrumb2");
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(List.of("All", "A", "B"), flameGraph().breadcrumbLabels());
        robot.clickOn("#flameGraphCrumb0");
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(List.of("All"), flameGraph().breadcrumbLabels());
        assertEquals(3, flameGraph().graph().viewSpan()[1]);
    }

    @Test
    void aRightClickTransformInTheFlameGraphAndSwitchingViewsKeepState(FxRobot robot) {
        robot.interact(() -> panel().selectPath(path("A", "B", "C", "F")));
        showTab(robot, "Flame graph");
        FlameGraphLayout layout = shownLayout();
        assertEquals(boxOf(layout, path("A", "B", "C", "F")), flameGraph().graph().selectedBox(),
                "the tree's selection shows in the graph");

        FlameGraphCanvas graph = flameGraph().graph();
        int h = boxOf(layout, path("A", "B", "H"));
        robot.rightClickOn(onScreen(graph, h));
        WaitForAsyncUtils.waitForFxEvents();
        if (!flameGraph().transformMenu().isShowing()) {
            robot.interact(() -> {
                // Monocle sends no context-menu event on a right-click: send the one a desktop would.
                Point2D local = graph.centerOf(h);
                Point2D scene = graph.canvas().localToScene(local);
                Point2D screen = graph.canvas().localToScreen(local);
                Event.fireEvent(graph.canvas(), new ContextMenuEvent(ContextMenuEvent.CONTEXT_MENU_REQUESTED,
                        scene.getX(), scene.getY(), screen.getX(), screen.getY(), false,
                        new PickResult(graph.canvas(), scene.getX(), scene.getY())));
            });
        }
        assertEquals(path("A", "B", "H"), panel().selectedPath(), "the right-clicked box's node is selected");
        robot.clickOn("Drop samples with \u201cH\u201d");
        Fixtures.waitForIdle(window);

        TransformStack expected = TransformStack.of(panel().thread().thread(), panel().options().defaultCategory())
                .push(new Transform.DropFunction(func("H")));
        CallTree engineTree = CallTree.build(expected.thread(), panel().options());
        assertEquals(CallTreeText.format(engineTree), CallTreeText.format(panel().tree()));
        FlameGraphLayout after = shownLayout();
        assertEquals("""
                0 0 2 A
                1 0 2 B
                2 0 2 C
                3 0 1 D
                3 1 1 F
                4 0 1 E
                4 1 1 G
                """, FlameGraphText.format(after));

        robot.clickOn(onScreen(graph, boxOf(after, path("A", "B", "C", "F", "G"))), MouseButton.PRIMARY);
        Fixtures.waitForIdle(window);
        showTab(robot, "Call tree");
        assertEquals(List.of("Complete \u2018seed001.cpuprofile\u2019", "Drop: H"), panel().breadcrumbs());
        assertEquals(path("A", "B", "C", "F", "G"), panel().selectedPath());
        assertEquals(path("A", "B", "C", "F", "G"), panel().tree().path(panel().table().getSelectionModel().getSelectedItem().getValue()));

        showTab(robot, "Sandwich");
        Fixtures.waitFor(() -> sandwich().selectedFuncProperty().get() == func("G") && !sandwich().busyProperty().get());
        assertEquals("Callers of G", sandwich().callersTitle());
        showTab(robot, "Flame graph");
        assertEquals(List.of("Complete \u2018seed001.cpuprofile\u2019", "Drop: H"), panel().breadcrumbs());
        assertEquals(boxOf(shownLayout(), path("A", "B", "C", "F", "G")), graph.selectedBox());
    }

    @Test
    void theSandwichFollowsTheTreeAndTheChart(FxRobot robot) {
        showTab(robot, "Sandwich");
        Fixtures.waitFor(() -> sandwich().functionsProperty().get() != null && !sandwich().busyProperty().get());
        assertEquals(8, sandwich().table().getItems().size(), "A B C D E F G H");
        assertEquals("A", sandwich().table().getColumns().get(2).getCellData(0), "heaviest running first");

        robot.interact(() -> panel().selectPath(path("A", "B", "H", "F")));
        Fixtures.waitFor(() -> sandwich().selectedFuncProperty().get() == func("F") && !sandwich().busyProperty().get()
                && sandwich().callers().layoutProperty().get() != null);
        TransformStack stack = panel().transforms();
        assertEquals(FlameGraphText.format(FlameGraphLayout.of(Sandwich.callers(stack, panel().options(), func("F")))),
                FlameGraphText.format(sandwich().callers().layoutProperty().get()));
        assertEquals("""
                0 0 2 F
                1 0 1 C
                1 1 1 H
                2 0 1 B
                2 1 1 B
                3 0 1 A
                3 1 1 A
                """, FlameGraphText.format(sandwich().callers().layoutProperty().get()));
        assertEquals("0 0 2 F\n1 0 1 G\n", FlameGraphText.format(sandwich().callees().layoutProperty().get()));
        assertEquals("F", sandwich().table().getColumns().get(2).getCellData(sandwich().table().getSelectionModel().getSelectedIndex()));
        assertEquals(sandwich().functionsProperty().get().rowOf(func("F")), sandwich().table().getSelectionModel().getSelectedItem());
        // Sorted by name, the selection stays on F's row.
        robot.interact(() -> {
            var nameColumn = sandwich().table().getColumns().get(2);
            sandwich().table().getSortOrder().setAll(List.of(nameColumn));
            sandwich().showFunction(func("H"));
        });
        assertEquals("H", sandwich().table().getColumns().get(2).getCellData(sandwich().table().getSelectionModel().getSelectedIndex()));
        assertEquals(7, sandwich().table().getSelectionModel().getSelectedIndex(), "H is last by name");
        robot.interact(() -> sandwich().showFunction(func("F")));

        // An entry clicked in the flame chart: its node is selected in the tree, and the sandwich follows.
        FlameTrack track = window.flameChart().tracks().get(0);
        FlameSelection entryOfE = null;
        for (int depth = 0; depth < track.depthCount() && entryOfE == null; depth++) {
            for (int i = 0; i < track.size(depth); i++) {
                if (track.func(depth, i) >= 0 && track.name(depth, i).equals("E")) entryOfE = new FlameSelection(0, depth, i);
            }
        }
        assertNotNull(entryOfE);
        FlameSelection chosen = entryOfE;
        robot.interact(() -> window.flameChart().select(chosen));
        Fixtures.waitFor(() -> sandwich().selectedFuncProperty().get() == func("E") && !sandwich().busyProperty().get());
        assertEquals("Callers of E", sandwich().callersTitle());
        assertEquals("0 0 1 E\n", FlameGraphText.format(sandwich().callees().layoutProperty().get()));

        // A row picked in the table.
        robot.interact(() -> sandwich().search().setText("g"));
        assertEquals(1, sandwich().table().getItems().size());
        robot.interact(() -> sandwich().table().getSelectionModel().select(0));
        Fixtures.waitFor(() -> sandwich().selectedFuncProperty().get() == func("G") && !sandwich().busyProperty().get());
    }

    @Test
    void invertedGivesTheBottomUpGraphAndSearchFadesTheRest(FxRobot robot) {
        showTab(robot, "Flame graph");
        shownLayout();
        assertNull(flameGraph().graph().matches());
        robot.clickOn("#callTreeSearch").write("F");
        Fixtures.waitFor(() -> flameGraph().graph().matches() != null);
        FlameGraphLayout layout = flameGraph().graph().layoutProperty().get();
        boolean[] matches = flameGraph().graph().matches();
        var searched = panel().searchMatchesProperty().get();
        assertTrue(searched.contains(layout.tree().find(path("A", "B", "H", "F"))));
        for (int box = 0; box < layout.boxCount(); box++) {
            assertEquals(searched.contains(layout.node(box)), matches[layout.node(box)], "box " + box);
        }
        robot.interact(() -> panel().session().setInverted(true));
        Fixtures.waitForIdle(window);
        FlameGraphLayout inverted = shownLayout();
        assertTrue(inverted.tree().inverted());
        assertEquals("""
                0 0 1 E
                0 1 1 F
                0 2 1 G
                1 0 1 D
                1 1 1 H
                1 2 1 F
                2 0 1 C
                2 1 1 B
                2 2 1 C
                3 0 1 B
                3 1 1 A
                3 2 1 B
                4 0 1 A
                4 2 1 A
                """, FlameGraphText.format(inverted));
    }
}
