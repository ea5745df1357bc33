package dev.flint.ui.compare;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.flint.calltree.Transform;
import dev.flint.diff.DiffText;
import dev.flint.diff.DiffTree;
import dev.flint.flamegraph.FlameGraphLayout;
import dev.flint.ui.testing.FreshStage;
import java.nio.file.Path;
import java.util.function.BooleanSupplier;
import javafx.geometry.Point2D;
import javafx.scene.Scene;
import javafx.scene.control.MenuItem;
import javafx.scene.control.TreeItem;
import javafx.scene.control.TreeTableCell;
import javafx.scene.image.PixelReader;
import javafx.scene.image.WritableImage;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Compare mode on testdata/diff (one workload profiled before and after replacing slowHash by cachedHash,
 * as folded stacks): the window's tree holds the deltas {@code flint diff} prints, a right-click transform
 * applies to both profiles, the differential flame graph paints the new function red and the faster one
 * blue, and the tree and the graph share the selection.
 */
@FreshStage(width = 1100, height = 760)
class CompareWindowTest {
    private static final Path BEFORE = Path.of("testdata/diff/before.folded").toAbsolutePath();
    private static final Path AFTER = Path.of("testdata/diff/after.folded").toAbsolutePath();
    private static final Path AFTER_PROFILE = Path.of("testdata/diff/after.cpuprofile").toAbsolutePath();

    private Stage owner;

    @Start
    void start(Stage stage) {
        owner = stage;
    }

    /**
     * The view in the test's own stage: a second Stage per test makes later tests' pulses wait forever
     * under headless Monocle, so the compare window itself (a Stage around this view) is not opened here.
     */
    private CompareView open(Path base, Path compare) throws Exception {
        return open(owner, base, compare);
    }

    /** A compare view over the two files, loaded as the compare window loads them, in {@code stage}; built. */
    static CompareView open(Stage stage, Path base, Path compare) throws Exception {
        CompareLoadService.Loaded loaded = loadSides(base, compare);
        CompareView view = WaitForAsyncUtils.asyncFx(() -> {
            CompareView shown = new CompareView(ComparedFiles.open(loaded));
            stage.setScene(new Scene(shown, 1100, 760));
            stage.show();
            return shown;
        }).get();
        waitFor(() -> !view.busyProperty().get() && (view.tree() != null || !view.messageText().isEmpty()));
        return view;
    }

    /** Both sides loaded as the compare window loads them (here, on the test's thread). */
    static CompareLoadService.Loaded loadSides(Path base, Path compare) throws Exception {
        dev.flint.ui.common.ProfileLoading.Progress quiet = new dev.flint.ui.common.ProfileLoading.Progress() {
            @Override public void message(String text) {}
            @Override public void fraction(double done) {}
            @Override public boolean isCancelled() { return false; }
        };
        return new CompareLoadService.Loaded(CompareLoadService.load(base, quiet), CompareLoadService.load(compare, quiet));
    }

    private static void waitFor(BooleanSupplier condition) {
        dev.flint.ui.app.Fixtures.waitFor(condition);
    }

    private static void waitForRebuild(CompareView view, DiffTree before) {
        waitFor(() -> view.tree() != before && !view.busyProperty().get());
    }

    private static int node(DiffTree tree, String pathOfNames) {
        int found = -1;
        for (String name : pathOfNames.split(";")) {
            int[] candidates = found < 0 ? tree.roots() : tree.children(found);
            int next = -1;
            for (int candidate : candidates) if (tree.name(candidate).equals(name)) next = candidate;
            if (next < 0) throw new AssertionError("no node " + name + " in " + pathOfNames);
            found = next;
        }
        return found;
    }

    private static String nameOf(FlameGraphLayout layout, int box) {
        return layout.tree().name(layout.node(box));
    }

    @Test
    void theTreeShowsTheDeltasAndATransformAppliesToBothSides(FxRobot robot) throws Exception {
        CompareView view = open(BEFORE, AFTER);
        assertEquals("", view.messageText());
        DiffTree whole = view.tree();
        // The same engine as flint diff: focus on main, as DiffCommandTest's folded pair.
        WaitForAsyncUtils.asyncFx(() -> view.push(new Transform.FocusFunction(
                whole.func(node(whole, "(anonymous);executeUserEntryPoint;Module._load;Module.load;"
                        + "Module._extensions..js;Module._compile;(anonymous);main"))))).get();
        waitForRebuild(view, whole);
        assertEquals("""
                main total=-90 self=-3 base=181 compare=91
                  checksum total=-92 self=-83 base=116 compare=24
                    slowHash total=-26 self=-26 base=26 compare=0
                    cachedHash total=17 self=17 base=0 compare=17
                  parseRecords total=5 self=5 base=39 compare=44
                  sortScores total=2 self=2 base=14 compare=16
                    (anonymous) total=0 self=0 base=6 compare=6
                  render total=-2 self=-2 base=6 compare=4
                """, DiffText.format(view.tree()));

        // The table's rows: main is expanded, its children carry the deltas, coloured by sign.
        WaitForAsyncUtils.asyncFx(() -> view.select(node(view.tree(), "main;checksum;cachedHash"))).get();
        WaitForAsyncUtils.waitForFxEvents();
        TreeTableCell<?, ?> slower = deltaCell(robot, "+17");
        assertTrue(slower.getStyleClass().contains(DiffTable.SLOWER), slower.getStyleClass().toString());
        TreeTableCell<?, ?> faster = deltaCell(robot, "\u221290");
        assertTrue(faster.getStyleClass().contains(DiffTable.FASTER), faster.getStyleClass().toString());

        // Right-click > Merge function on checksum: pushed onto both profiles' stacks.
        DiffTree focused = view.tree();
        WaitForAsyncUtils.asyncFx(() -> view.select(node(focused, "main;checksum"))).get();
        MenuItem merge = view.transformMenu().getItems().stream()
                .filter(item -> "compare-merge-function".equals(item.getId())).findFirst().orElseThrow();
        WaitForAsyncUtils.asyncFx(merge::fire).get();
        waitForRebuild(view, focused);
        assertEquals(2, view.comparison().baseStack().size());
        assertEquals(2, view.comparison().compareStack().size());
        assertEquals("""
                main total=-90 self=-86 base=181 compare=91
                  slowHash total=-26 self=-26 base=26 compare=0
                  cachedHash total=17 self=17 base=0 compare=17
                  parseRecords total=5 self=5 base=39 compare=44
                  sortScores total=2 self=2 base=14 compare=16
                    (anonymous) total=0 self=0 base=6 compare=6
                  render total=-2 self=-2 base=6 compare=4
                """, DiffText.format(view.tree()));

        // The breadcrumbs pop both sides back.
        DiffTree merged = view.tree();
        WaitForAsyncUtils.asyncFx(() -> view.popTo(1)).get();
        waitForRebuild(view, merged);
        assertEquals(1, view.comparison().baseStack().size());
        assertEquals(1, view.comparison().compareStack().size());
    }

    private static TreeTableCell<?, ?> deltaCell(FxRobot robot, String text) {
        return robot.lookup(".tree-table-cell").match(node -> node instanceof TreeTableCell<?, ?> cell
                && text.equals(cell.getText()) && cell.getTableColumn() != null
                && cell.getTableColumn().getText().equals("\u0394")).query();
    }

    @Test
    void theGraphPaintsSlowerRedAndFasterBlueAndSharesTheSelection(FxRobot robot) throws Exception {
        CompareView view = open(BEFORE, AFTER);
        DiffTree whole = view.tree();
        WaitForAsyncUtils.asyncFx(() -> view.push(new Transform.FocusFunction(whole.func(node(whole,
                "(anonymous);executeUserEntryPoint;Module._load;Module.load;Module._extensions..js;"
                        + "Module._compile;(anonymous);main"))))).get();
        waitForRebuild(view, whole);
        DiffTree tree = view.tree();
        FlameGraphLayout layout = view.graphLayout();
        int cachedHash = layout.boxOf(node(tree, "main;checksum;cachedHash"));
        int render = layout.boxOf(node(tree, "main;render"));
        assertEquals("cachedHash", nameOf(layout, cachedHash));
        // slowHash only runs in the base: the graph has the compare profile's widths, so no box.
        assertEquals(-1, layout.boxOf(node(tree, "main;checksum;slowHash")));

        WritableImage image = WaitForAsyncUtils.asyncFx(() -> {
            view.graph().redrawNow();
            return view.graph().canvas().snapshot(null, null);
        }).get();
        PixelReader pixels = image.getPixelReader();
        Point2D red = WaitForAsyncUtils.asyncFx(() -> view.graph().centerOf(cachedHash)).get();
        Point2D blue = WaitForAsyncUtils.asyncFx(() -> view.graph().centerOf(render)).get();
        // Near the top of each box, above its label.
        javafx.scene.paint.Color slower = pixels.getColor((int) red.getX(), (int) red.getY() - 7);
        javafx.scene.paint.Color faster = pixels.getColor((int) blue.getX(), (int) blue.getY() - 7);
        // A red tint for the new function, a blue one for render (its self time fell); the shade grows with
        // the change against the largest one (checksum's self, -83).
        assertTrue(slower.getRed() > 0.9 && slower.getGreen() < 0.8 && slower.getBlue() < 0.8, slower.toString());
        assertTrue(faster.getBlue() > 0.9 && faster.getRed() < 0.9 && faster.getGreen() < 0.9, faster.toString());

        // A click on the box selects its row; selecting a row selects its box.
        Point2D onScreen = WaitForAsyncUtils.asyncFx(() -> view.graph().canvas().localToScreen(red)).get();
        robot.clickOn(onScreen);
        waitFor(() -> view.selectedNode() == layout.node(cachedHash));
        TreeItem<Integer> row = view.table().getSelectionModel().getSelectedItem();
        assertEquals("cachedHash", tree.name(row.getValue()));
        int parseRecords = node(tree, "main;parseRecords");
        WaitForAsyncUtils.asyncFx(() -> view.table().getSelectionModel().select(
                view.table().getRow(findRow(view, parseRecords)))).get();
        waitFor(() -> view.graph().selectedBox() == layout.boxOf(parseRecords));
    }

    private static TreeItem<Integer> findRow(CompareView view, int node) {
        for (int row = 0; row < view.table().getExpandedItemCount(); row++) {
            TreeItem<Integer> item = view.table().getTreeItem(row);
            if (item != null && item.getValue() == node) return item;
        }
        throw new AssertionError("no row for node " + node);
    }

    @Test
    void profilesOfDifferentUnitsAreOneMessage() throws Exception {
        CompareView view = open(BEFORE, AFTER_PROFILE);
        assertEquals("the profiles have different units: the base is in sample counts, the compare profile in "
                + "milliseconds; compare two profiles of one unit (both time, both counts or both bytes)",
                view.messageText());
    }
}
