package dev.flint.ui.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.flint.ui.testing.FreshStage;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.TreeTableCell;
import javafx.scene.control.TreeTableRow;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.testfx.util.WaitForAsyncUtils;

/**
 * After the warm-up the window keeps a spare profile view, built ahead in idle pulses, hidden in the view
 * stack; the next file opened fills that very view where it stands (never moved: a moved node has all its
 * CSS applied again), its call tree fills the row cells made ahead, and it reads exactly as a tab built
 * the old way. Then the next spare is made.
 */
@FreshStage(width = 1200, height = 800)
class SpareViewTest extends FreshWindowTest {

    private static <T> T fx(java.util.concurrent.Callable<T> action) throws Exception {
        return WaitForAsyncUtils.asyncFx(action).get(30, TimeUnit.SECONDS);
    }

    private static List<TreeTableRow<?>> rowCells(ProfileView view) {
        List<TreeTableRow<?>> rows = new ArrayList<>();
        for (Node node : view.callTree().table().lookupAll(".tree-table-row-cell")) {
            if (node instanceof TreeTableRow<?> row) rows.add(row);
        }
        return rows;
    }

    /** The first {@code count} rows as shown: each row's cell texts, in row order. */
    private static List<String> rowTexts(ProfileView view, int count) {
        List<TreeTableRow<?>> shown = new ArrayList<>(rowCells(view).stream()
                .filter(row -> !row.isEmpty() && row.getIndex() >= 0 && row.getIndex() < count).toList());
        shown.sort(java.util.Comparator.comparingInt(TreeTableRow::getIndex));
        List<String> texts = new ArrayList<>();
        for (TreeTableRow<?> row : shown) {
            StringBuilder line = new StringBuilder();
            for (Node node : row.lookupAll(".tree-table-cell")) {
                if (node instanceof TreeTableCell<?, ?> cell) line.append(cell.getText()).append(" | ");
            }
            texts.add(line.toString());
        }
        return texts;
    }

    @Test
    void theNextFileFillsTheSpareViewWhereItStandsAndReadsAsAFreshTab() throws Exception {
        ReadOnlyBooleanProperty done = fx(() -> window.warmUp());
        Fixtures.waitFor(() -> done.get() && window.spareView() != null);
        ProfileView spare = fx(() -> window.spareView());
        Parent stack = spare.getParent();
        assertNotNull(stack);
        assertFalse(spare.isVisible() || spare.isManaged(), "the spare is hidden and out of the layout");
        assertNotNull(fx(() -> spare.lookup("#callTreeSearch")), "its lower half is in the scene already");
        Set<TreeTableRow<?>> madeAhead = Collections.newSetFromMap(new IdentityHashMap<>());
        madeAhead.addAll(fx(() -> rowCells(spare)));
        assertTrue(madeAhead.size() >= 8, "the call tree's row cells are made ahead: " + madeAhead.size());
        // Its rows were made a few per pulse under a held height: the table has its whole place back.
        var table = spare.callTree().table();
        assertEquals(javafx.scene.layout.Region.USE_COMPUTED_SIZE, fx(() -> table.getMaxHeight()), "the table's own maximum height");
        assertEquals(fx(() -> table.getParent().getLayoutBounds().getHeight()), fx(() -> table.getHeight()), 0.5,
                "the table fills the height under its toolbar");
        int rowsShown = fx(() -> (int) Math.floor((table.getHeight() - 40) / table.getFixedCellSize()));
        assertTrue(madeAhead.size() >= rowsShown, madeAhead.size() + " row cells made ahead for " + rowsShown + " rows shown");

        // The line hits' row cells too (hidden behind the Details tab, the table is laid out all the same).
        var hits = spare.lineHits().table();
        int hitRowsAhead = fx(() -> hits.lookupAll(".table-row-cell").size());
        assertTrue(hitRowsAhead >= 6, "the line hits' row cells are made ahead: " + hitRowsAhead);
        assertEquals(javafx.scene.layout.Region.USE_COMPUTED_SIZE, fx(() -> hits.getMaxHeight()), "the line hits' own maximum height");

        javafx.geometry.Bounds sizeAhead = fx(() -> spare.getLayoutBounds());
        Path sample = Fixtures.nodeSample(folder);
        fx(() -> {
            window.open(List.of(sample));
            return null;
        });
        Fixtures.waitFor(() -> window.profileProperty().get() != null && window.callTree().tree() != null);
        Fixtures.waitForIdle(window);
        assertSame(spare, fx(() -> window.current()), "the opened tab's view is the spare");
        assertSame(stack, spare.getParent(), "filled where it stood, not moved");
        assertEquals(null, fx(() -> spare.threadList().getScene()), "a profile of one thread has no thread list, made ahead or not");
        assertEquals(List.of(), fx(() -> hits.getItems().stream().filter(row -> row.total() == 0).toList()),
                "no blank line-hit row made ahead is left");
        assertTrue(spare.isVisible() && spare.isManaged());
        assertEquals(sizeAhead, fx(() -> spare.getLayoutBounds()),
                "laid out ahead at the size it gets (the first tab's headers took no height from it)");
        List<TreeTableRow<?>> filled = fx(() -> rowCells(spare).stream().filter(row -> !row.isEmpty()).toList());
        assertTrue(filled.size() >= 8, "the tree has rows: " + filled.size());
        for (TreeTableRow<?> row : filled) assertTrue(madeAhead.contains(row), "a row cell made ahead shows row " + row.getIndex());

        // A tab built the old way, in a window without spares, shows the same rows.
        MainWindow[] plain = new MainWindow[1];
        fx(() -> {
            Stage stage = new Stage();
            plain[0] = new MainWindow(stage, new Settings(folder.resolve("plain.properties")));
            stage.setWidth(1200);
            stage.setHeight(800);
            stage.show();
            plain[0].open(List.of(sample));
            return null;
        });
        Fixtures.waitFor(() -> plain[0].profileProperty().get() != null && plain[0].callTree().tree() != null);
        Fixtures.waitForIdle(plain[0]);
        assertEquals(null, fx(() -> plain[0].spareView()));
        List<String> expected = fx(() -> rowTexts(plain[0].current(), 30));
        assertTrue(expected.size() >= 6, expected.toString());
        assertEquals(expected, fx(() -> rowTexts(spare, expected.size())));

        // The next spare comes once the open has settled.
        Fixtures.waitFor(() -> window.spareView() != null);
        assertNotSame(spare, fx(() -> window.spareView()));
    }

    /**
     * A trace with threads puts its thread list beside the spare's views, which stay where they are: moved under the
     * list's split pane, every node of the tab was styled again in the pulse that shows the file (about 250 ms of
     * FX CPU over the 4 GB trace's tab).
     */
    @Test
    void aTraceWithThreadsShowsItsListBesideTheSparesViewsWithoutMovingThem() throws Exception {
        ReadOnlyBooleanProperty done = fx(() -> window.warmUp());
        Fixtures.waitFor(() -> done.get() && window.spareView() != null);
        ProfileView spare = fx(() -> window.spareView());
        // The list's row cells are made ahead too, a few per pulse under a held height; then it has its place back.
        var listView = spare.threadList().listView();
        Set<Node> madeAhead = Collections.newSetFromMap(new IdentityHashMap<>());
        madeAhead.addAll(fx(() -> listView.lookupAll(".thread-row")));
        int rowsShown = fx(() -> (int) Math.ceil(listView.getHeight() / listView.getFixedCellSize()));
        assertTrue(rowsShown >= 8 && madeAhead.size() >= rowsShown, madeAhead.size() + " row cells made ahead for " + rowsShown + " rows shown");
        assertEquals(javafx.scene.layout.Region.USE_COMPUTED_SIZE, fx(() -> listView.getMaxHeight()), "the list's own maximum height");
        List<Object> chartScenes = Collections.synchronizedList(new ArrayList<>());
        fx(() -> {
            spare.flameChart().sceneProperty().addListener((obs, old, scene) -> chartScenes.add(scene));
            return null;
        });
        fx(() -> {
            window.open(List.of(ThreadListTest.TRACE));
            return null;
        });
        Fixtures.waitFor(() -> window.profileProperty().get() != null && window.callTree().tree() != null);
        Fixtures.waitForIdle(window);
        assertSame(spare, fx(() -> window.current()));
        assertTrue(fx(() -> spare.threadList().getScene() != null && spare.threadList().getWidth() > 0), "the list is shown");
        List<javafx.scene.control.ListCell<?>> filled = new ArrayList<>();
        for (Node node : fx(() -> listView.lookupAll(".thread-row"))) {
            if (node instanceof javafx.scene.control.ListCell<?> cell && !fx(cell::isEmpty)) filled.add(cell);
        }
        assertTrue(filled.size() >= 2, "the trace's threads have rows: " + filled.size());
        for (var cell : filled) {
            assertTrue(madeAhead.contains(cell), "a row cell made ahead shows row " + cell.getIndex());
            var row = (dev.flint.ui.threads.ThreadListPane.Row) cell.getItem();
            assertTrue(fx(() -> spare.threadList().rows().contains(row)), "the cell shows one of the trace's rows, not a made-up one");
        }
        assertEquals(fx(() -> spare.session().profileProperty().get().threads().size()), fx(() -> spare.threadList().rows().size()),
                "one row per thread: no made-up row is left");
        assertEquals(List.of(), chartScenes, "the chart never left the scene");
    }

    @Test
    void aReadySpareTakesTheWindowsNewSizeOnceItSettles() throws Exception {
        ReadOnlyBooleanProperty done = fx(() -> window.warmUp());
        Fixtures.waitFor(() -> done.get() && window.spareView() != null);
        ProfileView spare = fx(() -> window.spareView());
        Parent stack = spare.getParent();
        double oldWidth = fx(() -> spare.getWidth());
        fx(() -> {
            window.stage().setWidth(window.stage().getWidth() - 150);
            return null;
        });
        Fixtures.waitFor(() -> ((javafx.scene.layout.Region) stack).getWidth() < oldWidth - 100);
        Fixtures.waitFor(() -> spare.getWidth() == ((javafx.scene.layout.Region) stack).getWidth());
        javafx.geometry.Bounds fitted = fx(() -> spare.getLayoutBounds());
        Path sample = Fixtures.nodeSample(folder);
        fx(() -> {
            window.open(List.of(sample));
            return null;
        });
        Fixtures.waitFor(() -> window.profileProperty().get() != null);
        Fixtures.waitForIdle(window);
        assertSame(spare, fx(() -> window.current()));
        assertEquals(fitted, fx(() -> spare.getLayoutBounds()), "the open found the spare at its size");
    }

    /**
     * The call tree's rows have one fixed height, the natural one (two ems), so the table never measures rows
     * through a hidden cell: scrolling a searched node into view measured every row above it (30 ms of the
     * search's pulse on a 1 M-sample profile).
     */
    @Test
    void callTreeRowsHaveOneFixedHeightTheirNaturalOne() throws Exception {
        Path sample = Fixtures.nodeSample(folder);
        fx(() -> {
            window.open(List.of(sample));
            return null;
        });
        Fixtures.waitFor(() -> window.callTree().tree() != null);
        Fixtures.waitForIdle(window);
        double fixed = fx(() -> window.callTree().table().getFixedCellSize());
        List<TreeTableRow<?>> rows = fx(() -> rowCells(window.current()).stream().filter(row -> !row.isEmpty()).toList());
        assertTrue(rows.size() >= 6, "rows: " + rows.size());
        assertEquals(2 * rows.get(0).getFont().getSize(), fixed, 0.01, "a fixed row height of two ems");
        for (TreeTableRow<?> row : rows) {
            assertEquals(fixed, row.getHeight(), 0.01);
            // What the row would take on its own: the fixed height cuts nothing off.
            double natural = fx(() -> {
                row.getTreeTableView().setFixedCellSize(-1);
                double height = row.prefHeight(-1);
                row.getTreeTableView().setFixedCellSize(fixed);
                return height;
            });
            assertTrue(natural <= fixed + 0.01, "the natural row height " + natural + " fits in " + fixed);
        }
    }
}
