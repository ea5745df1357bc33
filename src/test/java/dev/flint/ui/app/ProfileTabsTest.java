package dev.flint.ui.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.flint.calltree.Transform;
import dev.flint.desktop.PendingFiles;
import dev.flint.ui.common.FileDrop;
import dev.flint.ui.testing.FreshStage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javafx.scene.Node;
import javafx.scene.control.Tab;
import javafx.scene.input.ClipboardContent;
import javafx.scene.input.KeyCode;
import javafx.scene.input.MouseButton;
import javafx.scene.input.TransferMode;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Several open profiles: each file opened while another is shown gets a tab of its own with its own
 * transforms and range; closing tabs (Ctrl+W, middle click); the title follows the tab; the sample is a
 * placeholder the first real file replaces; with no tab the welcome page shows the recent files.
 */
@FreshStage(width = 1200, height = 800)
class ProfileTabsTest extends FreshWindowTest {

    private void openAndWait(List<Path> files, int tabsAfter) throws Exception {
        WaitForAsyncUtils.asyncFx(() -> window.open(files)).get();
        Fixtures.waitFor(() -> window.tabs().getTabs().size() == tabsAfter);
        Fixtures.waitForIdle(window);
    }

    @Test
    void aSecondFileOpensInItsOwnTabAndEachTabKeepsItsState(FxRobot robot) throws Exception {
        Path seed = Fixtures.seed001(folder);
        Path node = Fixtures.nodeSample(folder);
        openAndWait(List.of(seed), 1);
        ProfileView first = window.current();
        // Work in the first tab: a transform and a range.
        robot.interact(() -> first.session().pushTransform(new Transform.FocusFunction(
                window.callTree().transforms().thread().funcs().size() > 1 ? 1 : 0)));
        Fixtures.waitForIdle(window);
        robot.interact(() -> first.overview().selectedRangeProperty().set(new dev.flint.viewmodel.TimeRange(
                first.profileProperty().get().startMicros(), first.profileProperty().get().startMicros() + 1500)));
        Fixtures.waitForIdle(window);
        List<String> firstCrumbs = first.callTree().breadcrumbs();
        assertEquals(2, firstCrumbs.size(), "the transform is on the first tab: " + firstCrumbs);

        // A second launch hands a file over through the desktop queue.
        WaitForAsyncUtils.asyncFx(() -> window.subscribeToPendingFiles(false)).get();
        PendingFiles.get().offer(List.of(node));
        Fixtures.waitFor(() -> window.tabs().getTabs().size() == 2);
        Fixtures.waitForIdle(window);

        ProfileView second = window.current();
        assertNotSame(first, second);
        assertEquals("node-sample.cpuprofile \u2014 Flint", window.stage().getTitle());
        assertEquals(1, second.callTree().breadcrumbs().size(), "a new tab starts with no transforms");
        assertNull(second.overview().selectedRangeProperty().get(), "and no range");
        assertEquals(List.of(node), window.profileProperty().get().files());

        // Back to the first tab: its transform and range are still there, and the title follows.
        robot.interact(() -> window.tabs().getSelectionModel().select(0));
        assertEquals("seed001.cpuprofile \u2014 Flint", window.stage().getTitle());
        assertEquals(firstCrumbs, window.callTree().breadcrumbs());
        assertTrue(window.overview().selectedRangeProperty().get() != null);
        assertEquals(List.of(seed), window.profileProperty().get().files());
    }

    @Test
    void ctrlWAndAMiddleClickCloseTabsAndTheWelcomePageReturns(FxRobot robot) throws Exception {
        Path seed = Fixtures.seed001(folder);
        Path node = Fixtures.nodeSample(folder);
        openAndWait(List.of(seed), 1);
        openAndWait(List.of(node), 2);
        assertEquals("node-sample.cpuprofile \u2014 Flint", window.stage().getTitle());

        robot.clickOn(window.flameChart().canvas());
        robot.press(KeyCode.CONTROL, KeyCode.W).release(KeyCode.W, KeyCode.CONTROL);
        Fixtures.waitFor(() -> window.tabs().getTabs().size() == 1);
        assertEquals("seed001.cpuprofile \u2014 Flint", window.stage().getTitle());
        assertFalse(window.holdsNothing(), "a tab is left open: its memory return stays concurrent");

        Node header = robot.lookup(".tab-header-area .tab").query();
        robot.clickOn(header, MouseButton.MIDDLE);
        Fixtures.waitFor(() -> window.tabs().getTabs().isEmpty());
        assertEquals("Flint", window.stage().getTitle());
        assertNull(window.profileProperty().get());
        assertTrue(window.holdsNothing(), "no tab, no load: the memory return may collect in full");
        assertTrue(robot.lookup("#welcomePage").query().isVisible());
        // It names every format Flint reads (issue 34, item 6: it listed 5 of about 16).
        String formats = robot.lookup("#welcomeFormats").<javafx.scene.control.Label>query().getText();
        for (String format : List.of(".cpuprofile", ".heapprofile", "V8 logs", "Chrome", "Perfetto", "Hermes",
                "JS Self-Profiling", "Firefox Profiler (raw and processed)", "speedscope", "folded stacks", "perf script",
                "perf.data", "pprof", "Flight Recorder", "OpenTelemetry", "DTrace", "macOS sample")) {
            assertTrue(formats.contains(format), format + " in: " + formats);
        }
        String recent = robot.lookup("#welcomeRecent").query().toString();
        List<String> links = robot.lookup("#welcomeRecent .hyperlink").queryAll().stream()
                .map(n -> ((javafx.scene.control.Hyperlink) n).getText()).toList();
        assertEquals(2, links.size(), recent);
        assertTrue(links.get(0).startsWith("node-sample.cpuprofile"), links.toString());

        // A recent file on the welcome page opens again.
        robot.clickOn(robot.lookup("#welcomeRecent .hyperlink").<Node>query());
        Fixtures.waitFor(() -> window.tabs().getTabs().size() == 1);
        Fixtures.waitForIdle(window);
        assertFalse(window.holdsNothing(), "a tab again");
        assertEquals(List.of(node.toAbsolutePath().normalize()), window.profileProperty().get().files().stream()
                .map(p -> p.toAbsolutePath().normalize()).toList());
    }

    @Test
    void theSampleSaysWhatItIsAndTheFirstRealFileTakesItsPlace() throws Exception {
        WaitForAsyncUtils.asyncFx(() -> window.openSample()).get();
        Fixtures.waitFor(() -> window.tabs().getTabs().size() == 1);
        Fixtures.waitForIdle(window);
        javafx.scene.control.Label notice = (javafx.scene.control.Label) window.current().lookup("#profileNotice");
        assertTrue(notice != null && notice.getText().contains("sample profile bundled with Flint"));
        // Its length as it is (0.93 s), not "a few seconds" (issue 34, item 6).
        assertTrue(notice.getText().contains("(0.9 s of a Node.js script)"), notice.getText());

        Path seed = Fixtures.seed001(folder);
        openAndWait(List.of(seed), 1);
        Fixtures.waitFor(() -> window.profileProperty().get().files().equals(List.of(seed)));
        Tab only = window.tabs().getTabs().get(0);
        assertEquals("seed001.cpuprofile", only.getText());
        assertNull(window.current().lookup("#profileNotice"));
        // The new tab's view is in the window and shown (it used to be dropped while the sample's tab went).
        ProfileView shown = window.current();
        assertTrue(shown.getScene() == window.stage().getScene() && shown.isVisible() && shown.getHeight() > 0,
                "the first real file's view is shown: scene " + shown.getScene() + ", height " + shown.getHeight());
    }

    @Test
    void theChartTakesKeysRightAfterAnOpenAndWZoomsAroundThePointer(FxRobot robot) throws Exception {
        openAndWait(List.of(Fixtures.seed001(folder)), 1);
        var chart = window.flameChart();
        double span = chart.getViewport().spanMicros();
        // No click first: the opened tab's chart has the keys.
        robot.type(KeyCode.W);
        Fixtures.waitForIdle(window);
        assertEquals(span / 1.25, chart.getViewport().spanMicros(), span * 1e-9,
                "W zooms at once after an open (focus owner: " + window.stage().getScene().getFocusOwner() + ")");
        // With the pointer over the chart's left quarter, the time under it stays put.
        javafx.geometry.Bounds bounds = chart.canvas().localToScreen(chart.canvas().getBoundsInLocal());
        // The pointer lands on a whole screen pixel: the chart's x of that pixel (the chart may start between pixels).
        double screenX = Math.round(bounds.getMinX() + bounds.getWidth() / 4);
        double x = screenX - bounds.getMinX();
        robot.moveTo(new javafx.geometry.Point2D(screenX, Math.round(bounds.getMinY() + bounds.getHeight() / 2)));
        double underPointer = chart.getViewport().microsAt(x);
        robot.type(KeyCode.W);
        Fixtures.waitForIdle(window);
        assertEquals(underPointer, chart.getViewport().microsAt(x), chart.getViewport().spanMicros() * 1e-6,
                "W keeps the time under the pointer");
    }

    @Test
    void filesDroppedTogetherAreTracksOfOneTabAndTheWindowHighlightsWhileTheyHover(FxRobot robot) throws Exception {
        Path seed = Fixtures.seed001(folder);
        // Files of one clock (files whose times do not overlap open in a tab each: FilesOpenedTogetherTest).
        Path node = Files.copy(seed, folder.resolve("seed001-again.cpuprofile"), java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        openAndWait(List.of(seed), 1);
        javafx.scene.control.Label source = new javafx.scene.control.Label("drag me");
        source.setId("dragSource");
        source.setOnDragDetected(event -> {
            ClipboardContent content = new ClipboardContent();
            content.putFiles(List.of(seed.toFile(), node.toFile()));
            source.startDragAndDrop(TransferMode.COPY).setContent(content);
            event.consume();
        });
        robot.interact(() -> ((javafx.scene.layout.BorderPane) window.stage().getScene().getRoot()).setLeft(source));
        robot.interact(() -> {
            window.stage().setX(0);
            window.stage().setY(0);
            window.stage().toFront();
        });
        robot.clickOn("#dragSource");
        Node root = window.stage().getScene().getRoot();
        boolean[] hovering = new boolean[1];
        Fixtures.monocleDrag(() -> {
            var drag = robot.drag("#dragSource", MouseButton.PRIMARY).moveBy(30, 0).moveTo("#flameCanvas");
            hovering[0] = root.getStyleClass().contains(FileDrop.HOVER_CLASS);
            drag.drop();
        });
        Fixtures.waitFor(() -> window.tabs().getTabs().size() == 2);
        Fixtures.waitForIdle(window);
        assertTrue(hovering[0], "the window is highlighted while files hover over it");
        assertFalse(root.getStyleClass().contains(FileDrop.HOVER_CLASS), "and not after the drop");
        assertEquals(2, window.profileProperty().get().files().size(), "both files in one tab");
        assertEquals("seed001.cpuprofile + 1 more", window.tabs().getSelectionModel().getSelectedItem().getText());
    }
}
