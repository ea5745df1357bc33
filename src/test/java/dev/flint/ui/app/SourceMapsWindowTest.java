package dev.flint.ui.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.flint.calltree.CallNodePath;
import dev.flint.model.ProfileThread;
import dev.flint.model.UiThreadGuard;
import dev.flint.ui.source.SourceListing;
import dev.flint.ui.sourcemaps.SourceMapsFeature;
import dev.flint.ui.testing.FreshStage;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Source maps applied to an open tab (testdata/lines-maps: an esbuild bundle minified to one line and its
 * map): the selection stays on its function through the mapping, the status bar counts what was mapped, and
 * the source view shows the original function's lines with V8's ticks on its first line.
 */
@FreshStage(width = 1200, height = 800)
class SourceMapsWindowTest extends FreshWindowTest {
    private static final Path MIN = Path.of("testdata/lines-maps/min.cpuprofile").toAbsolutePath();
    private static final Path MAP = Path.of("testdata/lines-maps/min.js.map").toAbsolutePath();

    private Stage stage;

    @AfterEach
    void noProfileWorkRanOnTheFxThread() {
        assertNull(UiThreadGuard.firstViolation(), "profile-sized work ran on the FX thread");
    }

    @Start
    void start(Stage stage) {
        this.stage = stage;
    }

    /** The path of the first sample whose leaf is named {@code leaf}, root first. */
    private static CallNodePath pathTo(ProfileThread thread, String leaf) {
        for (int sample = 0; sample < thread.samples().size(); sample++) {
            int stack = thread.samples().stack(sample);
            if (stack < 0 || !thread.funcName(thread.frames().func(thread.stacks().frame(stack))).equals(leaf)) continue;
            List<Integer> funcs = new ArrayList<>();
            for (int s = stack; s >= 0; s = thread.stacks().prefix(s)) funcs.add(0, thread.frames().func(thread.stacks().frame(s)));
            return CallNodePath.of(funcs.stream().mapToInt(Integer::intValue).toArray());
        }
        throw new AssertionError("no sample in " + leaf);
    }

    private String selectedName() {
        var panel = window.callTree();
        return panel.thread().thread().funcName(panel.selectedPath().func(panel.selectedPath().length() - 1));
    }

    @Test
    void mapsLoadedLaterKeepTheSelectionOnItsFunctionAndTheSourceViewShowsItsLines(FxRobot robot) throws Exception {
        WaitForAsyncUtils.asyncFx(() -> window.open(List.of(MIN))).get();
        Fixtures.waitFor(() -> window.callTree().tree() != null);
        Fixtures.waitForIdle(window);
        // The minified countVowels is "l" (min.js); select it before any map is applied.
        CallNodePath minified = pathTo(window.callTree().thread().thread(), "l");
        robot.interact(() -> window.session().selectUntransformedPath(minified));
        Fixtures.waitForIdle(window);
        assertEquals("l", selectedName());

        SourceMapsFeature[] feature = new SourceMapsFeature[1];
        robot.interact(() -> {
            feature[0] = SourceMapsFeature.install(window);
            feature[0].load(List.of(MAP));
        });
        Fixtures.waitFor(() -> !feature[0].runningProperty().get());
        Fixtures.waitForIdle(window);
        assertEquals("countVowels", selectedName());
        assertTrue(window.statusText().matches("\\d+ frames mapped through 1 map"), window.statusText());
        assertEquals(List.of(MAP), window.session().sourceMapPaths());
        // The script column keeps the end of the original path, file name and line, when it is too narrow.
        robot.interact(() -> stage.setWidth(640));
        Fixtures.waitForIdle(window);
        List<String> shownScripts = robot.lookup(".tree-table-cell").queryAll().stream()
                .filter(cell -> cell instanceof javafx.scene.control.Labeled labeled && labeled.getText() != null
                        && labeled.getText().contains("lines-maps/src/work.js:"))
                .map(cell -> ((javafx.scene.text.Text) cell.lookup(".text")).getText())
                .toList();
        assertTrue(!shownScripts.isEmpty() && shownScripts.stream().allMatch(text -> text.matches("\\.\\.\\..*\\.js:\\d+")),
                shownScripts.toString());
        // Line hits place the ticks through the map too (not on min.js's generated line 1).
        Fixtures.waitFor(() -> !window.lineHits().countingProperty().get());
        var rows = window.lineHits().table().getItems();
        assertEquals(1, rows.size());
        assertEquals(10, rows.get(0).line());

        robot.interact(() -> window.current().showSource());
        // The source has the column's whole height (it shared it with the details: five lines showed).
        Fixtures.waitForIdle(window);
        double listHeight = window.current().source().list().getHeight();
        assertTrue(listHeight > window.current().getHeight() * 0.6, "source list " + listHeight + " px of a tab "
                + window.current().getHeight() + " px high");
        Fixtures.waitFor(() -> !window.current().source().loadingProperty().get()
                && !window.current().source().listingProperty().get().sourceName().isEmpty());
        SourceListing listing = window.current().source().listingProperty().get();
        assertTrue(listing.sourceName().endsWith("testdata/lines-maps/src/work.js"), listing.sourceName());
        // One minified line holds every original line: the ticks go to countVowels' first line, 10.
        assertEquals(10, listing.editorLine());
        SourceListing.Line hottest = listing.lines().get(listing.hottest());
        assertEquals(10, hottest.number());
        assertEquals(hottest.self(), hottest.total());
        assertTrue(hottest.self() > 200, "countVowels' milliseconds: " + hottest.self());
        assertEquals(listing.hottest(), window.current().source().list().getSelectionModel().getSelectedIndex());
    }

    /** Opens {@code profile} in the window, then loads {@code maps} through the feature and waits for them. */
    private SourceMapsFeature openWithMaps(FxRobot robot, Path profile, Path maps) throws Exception {
        WaitForAsyncUtils.asyncFx(() -> window.open(List.of(profile))).get();
        Fixtures.waitFor(() -> window.callTree().tree() != null);
        Fixtures.waitForIdle(window);
        SourceMapsFeature[] feature = new SourceMapsFeature[1];
        robot.interact(() -> {
            feature[0] = SourceMapsFeature.install(window);
            feature[0].load(List.of(maps));
        });
        Fixtures.waitFor(() -> !feature[0].runningProperty().get());
        Fixtures.waitForIdle(window);
        return feature[0];
    }

    @Test
    void oneTransformFromTheMenuMergesTheIgnoreListedCodeIntoItsCallers(FxRobot robot) throws Exception {
        // testdata/sourcemaps/smapply: spin comes from src/vendor/lib.js, which the map's ignoreList names.
        Path app = Path.of("testdata/sourcemaps/smapply/app.cpuprofile").toAbsolutePath();
        Path maps = Path.of("testdata/sourcemaps/smapply/dist").toAbsolutePath();
        openWithMaps(robot, app, maps);
        CallNodePath toSpin = pathTo(window.callTree().thread().thread(), "spin");
        robot.interact(() -> window.session().selectUntransformedPath(toSpin));
        Fixtures.waitForIdle(window);
        assertEquals("spin", selectedName());
        assertTrue(dev.flint.calltree.CallTreeText.format(window.callTree().tree()).contains("spin"));

        // The key, as the menu shows it, typed into the focused tree (a click would select another row).
        robot.interact(() -> robot.lookup("#callTree").query().requestFocus());
        robot.write("i");
        Fixtures.waitFor(() -> window.callTree().transforms() != null && window.callTree().transforms().size() == 1);
        Fixtures.waitForIdle(window);
        String tree = dev.flint.calltree.CallTreeText.format(window.callTree().tree());
        assertTrue(!tree.contains("spin"), tree);
        assertTrue(tree.contains("computeHeavyThing"), tree);
        // The selection moves to the caller that took spin's time.
        assertEquals("main", selectedName());
    }

    @Test
    void theViewMenusGeneratedNamesSetTheMapsAsideAndOriginalNamesBringThemBackKeepingTheSelection(FxRobot robot)
            throws Exception {
        SourceMapsFeature feature = openWithMaps(robot, MIN, MAP);
        CallNodePath original = pathTo(window.callTree().thread().thread(), "countVowels");
        robot.interact(() -> window.session().selectUntransformedPath(original));
        Fixtures.waitForIdle(window);
        assertEquals("countVowels", selectedName());

        // The View menu's items, as a user picks them.
        javafx.scene.control.RadioMenuItem generated = (javafx.scene.control.RadioMenuItem) window.viewMenu().getItems()
                .stream().filter(item -> "generatedNamesItem".equals(item.getId())).findFirst().orElseThrow();
        javafx.scene.control.RadioMenuItem originalItem = (javafx.scene.control.RadioMenuItem) window.viewMenu()
                .getItems().stream().filter(item -> "originalNamesItem".equals(item.getId())).findFirst().orElseThrow();
        assertTrue(originalItem.isSelected());
        robot.interact(generated::fire);
        Fixtures.waitFor(() -> !feature.runningProperty().get());
        Fixtures.waitForIdle(window);
        assertEquals("l", selectedName());
        assertNull(window.session().appliedMaps(window.callTree().thread()));
        assertTrue(!dev.flint.calltree.CallTreeText.format(window.callTree().tree()).contains("countVowels"));
        assertEquals(List.of(MAP), window.session().sourceMapPaths());
        assertTrue(generated.isSelected());

        robot.interact(originalItem::fire);
        Fixtures.waitFor(() -> !feature.runningProperty().get());
        Fixtures.waitForIdle(window);
        assertEquals("countVowels", selectedName());
        assertTrue(window.statusText().matches("\\d+ frames mapped through 1 map"), window.statusText());
    }
}
