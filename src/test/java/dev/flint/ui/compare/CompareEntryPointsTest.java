package dev.flint.ui.compare;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.flint.cli.Cli;
import dev.flint.diff.DiffText;
import dev.flint.diff.DiffTree;
import dev.flint.flamegraph.FlameGraphLayout;
import dev.flint.ui.app.FreshWindowTest;
import dev.flint.ui.testing.FreshStage;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import javafx.geometry.Point2D;
import javafx.scene.control.Label;
import javafx.scene.control.MenuItem;
import javafx.scene.control.TreeTableRow;
import javafx.scene.image.PixelReader;
import javafx.scene.image.WritableImage;
import javafx.scene.input.ClipboardContent;
import javafx.scene.input.MouseButton;
import javafx.scene.input.TransferMode;
import javafx.scene.layout.BorderPane;
import javafx.scene.paint.Color;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The app's own ways into compare mode, in a real main window with {@link CompareFeature} installed as
 * the app does: File ▸ Compare… (its dialog's Choose… buttons fed through {@link ProfilePicker}, as
 * headless Monocle has no file chooser), an Alt (link) drop of two files, a mixed-unit pair and a second
 * comparison asked for while the first still loads. Every test opens real compare windows (second
 * stages); they close after it, as every window does ({@link FreshStage}).
 */
@FreshStage(width = 1200, height = 800)
class CompareEntryPointsTest extends FreshWindowTest {
    private static final Path BEFORE = Path.of("testdata/diff/before.folded").toAbsolutePath();
    private static final Path AFTER = Path.of("testdata/diff/after.folded").toAbsolutePath();
    private static final Path AFTER_PROFILE = Path.of("testdata/diff/after.cpuprofile").toAbsolutePath();
    private static final String MAIN = "(anonymous);executeUserEntryPoint;Module._load;Module.load;"
            + "Module._extensions..js;Module._compile;(anonymous);main";

    private CompareFeature feature;
    private final Deque<Path> picks = new ArrayDeque<>();

    @Override
    protected void installFeatures() throws Exception {
        feature = CompareFeature.install(window);
        feature.setPicker((title, owner, initialDirectory) -> picks.poll());
    }

    // ***** helpers *****

    private static void waitFor(BooleanSupplier condition) {
        dev.flint.ui.app.Fixtures.waitFor(condition);
    }

    private static void fx(Runnable action) throws Exception {
        WaitForAsyncUtils.asyncFx(action).get(30, TimeUnit.SECONDS);
        WaitForAsyncUtils.waitForFxEvents();
    }

    private MenuItem compareItem() {
        return window.menus().fileMenu().getItems().stream()
                .filter(item -> "compareItem".equals(item.getId())).findFirst().orElseThrow();
    }

    /** File ▸ Compare…, Choose… for each side, Compare: the window it opens once its tree is shown. */
    private CompareWindow compareThroughTheMenu(FxRobot robot, Path base, Path compare) throws Exception {
        fx(() -> compareItem().fire());
        CompareDialog dialog = feature.lastDialog();
        assertTrue(dialog.stage().isShowing());
        picks.add(base);
        robot.clickOn("#compareBaseChoose");
        picks.add(compare);
        robot.clickOn("#compareCompareChoose");
        assertEquals(base.toString(), dialog.baseField().getText());
        assertEquals(compare.toString(), dialog.compareField().getText());
        robot.clickOn("#compareOk");
        assertFalse(dialog.stage().isShowing());
        return loaded(feature.lastWindow());
    }

    private static CompareWindow loaded(CompareWindow compareWindow) {
        waitFor(() -> compareWindow.view() != null && !compareWindow.view().busyProperty().get()
                && (compareWindow.view().tree() != null || !compareWindow.view().messageText().isEmpty()));
        return compareWindow;
    }

    /** What {@code flint diff ARGS} prints (it must succeed). */
    static String flintDiff(String... args) {
        String[] all = new String[args.length + 1];
        all[0] = "diff";
        System.arraycopy(args, 0, all, 1, args.length);
        return flint(all);
    }

    /** What {@code flint ARGS} prints (it must succeed). */
    static String flint(String... all) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int status = Cli.run(all, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8));
        assertEquals(0, status);
        return out.toString(StandardCharsets.UTF_8);
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

    // ***** the tests *****

    @Test
    void fileCompareShowsTheDeltasTransformsBothSidesAndPaintsRedAndBlue(FxRobot robot) throws Exception {
        CompareWindow compareWindow = compareThroughTheMenu(robot, BEFORE, AFTER);
        CompareView view = compareWindow.view();
        assertEquals(BEFORE, view.files().baseFile());
        assertEquals(AFTER, view.files().compareFile());
        assertEquals("", view.messageText());
        assertEquals(flintDiff(BEFORE.toString(), AFTER.toString()), DiffText.format(view.tree()));

        // Right-click main's row > Focus on function: pushed onto both profiles.
        DiffTree whole = view.tree();
        int main = node(whole, MAIN);
        fx(() -> view.select(main));
        TreeTableRow<?> row = robot.lookup(".tree-table-row-cell").match(n -> n instanceof TreeTableRow<?> r
                && r.getItem() != null && r.getItem().equals(main)).query();
        robot.rightClickOn(row);
        WaitForAsyncUtils.waitForFxEvents();
        if (!view.transformMenu().isShowing()) {
            // Monocle sends no context-menu event for a right click: the one the platform would send.
            robot.interact(() -> {
                javafx.geometry.Bounds bounds = row.getLayoutBounds();
                Point2D screen = row.localToScreen(bounds.getCenterX(), bounds.getCenterY());
                javafx.event.Event.fireEvent(row, new javafx.scene.input.ContextMenuEvent(
                        javafx.scene.input.ContextMenuEvent.CONTEXT_MENU_REQUESTED, bounds.getCenterX(),
                        bounds.getCenterY(), screen.getX(), screen.getY(), false,
                        new javafx.scene.input.PickResult(row, screen.getX(), screen.getY())));
            });
        }
        robot.clickOn("Focus on function");
        waitFor(() -> view.tree() != whole && !view.busyProperty().get());
        assertEquals(1, view.comparison().baseStack().size());
        assertEquals(1, view.comparison().compareStack().size());
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

        // The differential flame graph: cachedHash (new, +17 self) red, render (-2 self) blue, checksum
        // (-83 self, the largest change) the deepest blue; slowHash has no compare width, so no box.
        DiffTree tree = view.tree();
        FlameGraphLayout layout = view.graphLayout();
        int cachedHash = layout.boxOf(node(tree, "main;checksum;cachedHash"));
        int render = layout.boxOf(node(tree, "main;render"));
        int checksum = layout.boxOf(node(tree, "main;checksum"));
        assertEquals(-1, layout.boxOf(node(tree, "main;checksum;slowHash")));
        WritableImage image = WaitForAsyncUtils.asyncFx(() -> {
            view.graph().redrawNow();
            return view.graph().canvas().snapshot(null, null);
        }).get();
        PixelReader pixels = image.getPixelReader();
        Color red = colorAbove(view, pixels, cachedHash);
        Color blue = colorAbove(view, pixels, render);
        Color deepBlue = colorAbove(view, pixels, checksum);
        assertTrue(red.getRed() > 0.9 && red.getGreen() < 0.8 && red.getBlue() < 0.8, red.toString());
        assertTrue(blue.getBlue() > 0.9 && blue.getRed() < 0.9 && blue.getGreen() < 0.9, blue.toString());
        assertTrue(deepBlue.getBlue() > 0.6 && deepBlue.getRed() < blue.getRed(), deepBlue + " vs " + blue);

        // The window's Swap: the compare file becomes the base, the deltas flip sign.
        robot.clickOn("#compareViewSwap");
        CompareWindow swapped = loaded(compareWindow);
        assertNotSame(view, swapped.view());
        waitFor(() -> swapped.view().tree() != null && !swapped.view().busyProperty().get());
        assertEquals(AFTER, swapped.view().files().baseFile());
        assertEquals(flintDiff(AFTER.toString(), BEFORE.toString()), DiffText.format(swapped.view().tree()));
        assertTrue(swapped.stage().getTitle().startsWith("after.folded \u2192 before.folded"),
                swapped.stage().getTitle());
    }

    /** The colour a few pixels above a box's centre (above its label). */
    private static Color colorAbove(CompareView view, PixelReader pixels, int box) throws Exception {
        Point2D center = WaitForAsyncUtils.asyncFx(() -> view.graph().centerOf(box)).get();
        return pixels.getColor((int) center.getX(), (int) center.getY() - 7);
    }

    @Test
    void theDialogNamesBothRolesSwapsThemAndRefusesAMissingFile(FxRobot robot) throws Exception {
        fx(() -> compareItem().fire());
        CompareDialog dialog = feature.lastDialog();
        picks.add(BEFORE);
        robot.clickOn("#compareBaseChoose");
        picks.add(AFTER);
        robot.clickOn("#compareCompareChoose");
        robot.clickOn("#compareSwap");
        assertEquals(AFTER.toString(), dialog.baseField().getText());
        assertEquals(BEFORE.toString(), dialog.compareField().getText());
        // Cancelling the chooser keeps what was there.
        robot.clickOn("#compareBaseChoose");
        assertEquals(AFTER.toString(), dialog.baseField().getText());

        Path missing = folder.resolve("no-such.cpuprofile");
        fx(() -> dialog.compareField().setText(missing.toString()));
        robot.clickOn("#compareOk");
        assertEquals("The compare file does not exist: " + missing, dialog.errorText());
        assertTrue(dialog.stage().isShowing());
        assertNull(feature.lastWindow());

        fx(() -> dialog.compareField().setText(BEFORE.toString()));
        robot.clickOn("#compareOk");
        CompareWindow compareWindow = loaded(feature.lastWindow());
        assertEquals(AFTER, compareWindow.view().files().baseFile());
        assertEquals(flintDiff(AFTER.toString(), BEFORE.toString()), DiffText.format(compareWindow.view().tree()));
    }

    @Test
    void anAltDropOfTwoFilesComparesTheFirstAgainstTheSecond(FxRobot robot) throws Exception {
        Label source = new Label("two profiles");
        source.setId("dragSource");
        source.setOnDragDetected(event -> {
            ClipboardContent content = new ClipboardContent();
            content.putFiles(List.of(BEFORE.toFile(), AFTER.toFile()));
            // Alt while dragging asks the platform for a link; Monocle always proposes MOVE, so the source
            // offers only links, which CompareFeature takes as a link drop too.
            source.startDragAndDrop(TransferMode.LINK).setContent(content);
            event.consume();
        });
        fx(() -> {
            ((BorderPane) window.stage().getScene().getRoot()).setLeft(source);
            window.stage().setX(0);
            window.stage().setY(0);
            window.stage().toFront();
        });
        robot.clickOn("#dragSource");
        dev.flint.ui.app.Fixtures.monocleDrag(() -> robot.drag("#dragSource", MouseButton.PRIMARY).moveBy(40, 0)
                .moveTo(window.stage().getScene().getRoot()).drop());
        waitFor(() -> feature.lastWindow() != null);
        CompareWindow compareWindow = loaded(feature.lastWindow());
        assertEquals(BEFORE, compareWindow.view().files().baseFile());
        assertEquals(AFTER, compareWindow.view().files().compareFile());
        assertEquals(flintDiff(BEFORE.toString(), AFTER.toString()), DiffText.format(compareWindow.view().tree()));
        assertNull(window.profileProperty().get(), "a link drop compares; it does not open the files as usual");
    }

    @Test
    void aMixedUnitPairIsOneMessageAndTheAppStaysUsable(FxRobot robot) throws Exception {
        CompareWindow mixed = compareThroughTheMenu(robot, BEFORE, AFTER_PROFILE);
        assertNull(mixed.view().tree());
        assertEquals("the profiles have different units: the base is in sample counts, the compare profile in "
                + "milliseconds; compare two profiles of one unit (both time, both counts or both bytes)",
                mixed.view().messageText());
        // Its own thread pickers still work (a pick is one more message, not an error dialog)...
        assertTrue(mixed.stage().isShowing());
        // ...and the app goes on: another comparison, and a file opened in the main window.
        CompareWindow good = compareThroughTheMenu(robot, BEFORE, AFTER);
        assertEquals(flintDiff(BEFORE.toString(), AFTER.toString()), DiffText.format(good.view().tree()));
        fx(() -> window.open(List.of(AFTER_PROFILE)));
        waitFor(() -> window.profileProperty().get() != null);
        assertEquals(List.of(AFTER_PROFILE), window.profileProperty().get().files());
    }

    /**
     * The race behind a closed window that still showed its comparison: the load's work was over (its result
     * on the way to the FX thread) when the window closed, so the cancel could not stop it. Made certain here
     * by an executor that returns only when the load's work is done: the close comes after it, in the same turn.
     */
    @Test
    void aWindowClosedAfterItsLoadsWorkWasDoneDropsTheResult() throws Exception {
        CompareWindow[] closed = new CompareWindow[1];
        java.util.concurrent.Executor finishesFirst = task -> {
            Thread worker = new Thread(task, "compare-load");
            worker.start();
            try {
                worker.join();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        };
        fx(() -> {
            closed[0] = CompareWindow.open(window.stage(), BEFORE, AFTER, finishesFirst);
            assertTrue(closed[0].loader().isRunning(), "the result has not reached the FX thread yet");
            closed[0].stage().close();
        });
        waitFor(() -> !closed[0].loader().isRunning());
        assertEquals(javafx.concurrent.Worker.State.SUCCEEDED,
                WaitForAsyncUtils.asyncFx(() -> closed[0].loader().getState()).get(30, TimeUnit.SECONDS),
                "the cancel came after the work: the load still succeeded");
        assertNull(closed[0].view(), "but the closed window does not show it");
    }

    @Test
    void aSecondCompareWhileTheFirstIsStillLoading(FxRobot robot) throws Exception {
        CompareWindow[] windows = new CompareWindow[3];
        // One FX turn: the first two windows are still loading when the next is asked for (their results
        // arrive in later turns), and the third is closed before it finishes.
        fx(() -> {
            compareItem().fire();
            feature.lastDialog().baseField().setText(BEFORE.toString());
            feature.lastDialog().compareField().setText(AFTER.toString());
            ((javafx.scene.control.Button) feature.lastDialog().stage().getScene().lookup("#compareOk")).fire();
            windows[0] = feature.lastWindow();
            assertNull(windows[0].view());
            compareItem().fire();
            feature.lastDialog().baseField().setText(AFTER.toString());
            feature.lastDialog().compareField().setText(BEFORE.toString());
            ((javafx.scene.control.Button) feature.lastDialog().stage().getScene().lookup("#compareOk")).fire();
            windows[1] = feature.lastWindow();
            windows[2] = feature.compare(BEFORE, AFTER_PROFILE);
            windows[2].stage().close();
        });
        assertNotSame(windows[0], windows[1]);
        loaded(windows[0]);
        loaded(windows[1]);
        assertEquals(flintDiff(BEFORE.toString(), AFTER.toString()), DiffText.format(windows[0].view().tree()));
        assertEquals(flintDiff(AFTER.toString(), BEFORE.toString()), DiffText.format(windows[1].view().tree()));
        waitFor(() -> !windows[2].loader().isRunning());
        assertNull(windows[2].view(), "a window closed while loading drops its load");
        assertTrue(windows[0].stage().isShowing() && windows[1].stage().isShowing());
    }
}
