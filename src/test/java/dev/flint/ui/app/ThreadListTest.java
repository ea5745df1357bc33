package dev.flint.ui.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.flint.ui.testing.FreshStage;
import dev.flint.ui.threads.ThreadListPane;
import java.nio.file.Path;
import java.util.List;
import javafx.scene.Node;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The thread list on a real Chromium startup trace (testdata/timeline, 77 threads, three with samples,
 * every one with trace events): every thread listed, repeated names with pid:tid, search, picking a thread (the chart and
 * tree follow), hiding, pinning, reordering by keyboard and by dragging a row, and resizing the list.
 */
@FreshStage(width = 1200, height = 800)
class ThreadListTest extends FreshWindowTest {
    static final Path TRACE = Path.of("testdata/timeline/chromium-startup.json.gz").toAbsolutePath();


    @BeforeEach
    void openTrace() throws Exception {
        openAndShow(TRACE);
    }

    private ThreadListPane list() {
        return window.current().threadList();
    }

    private List<String> rowLabels() {
        return list().listView().getItems().stream().map(r -> r.entry().label()).toList();
    }

    private String label(int thread) {
        return window.profileProperty().get().threads().get(thread).label();
    }

    /** The list cell showing row {@code index} (cells are recycled: find it by its index). */
    private static Node rowCell(FxRobot robot, int index) {
        return robot.lookup("#threadListView .thread-row")
                .match((javafx.scene.control.ListCell<?> cell) -> cell.getIndex() == index && !cell.isEmpty()).query();
    }

    private static boolean shownWithItsParents(Node node) {
        for (Node at = node; at != null; at = at.getParent()) {
            if (!at.isVisible()) return false;
        }
        return true;
    }

    @Test
    void threadsWithTraceEventsAreListedAndNamesThatRepeatShowPidTid(FxRobot robot) {
        int all = window.profileProperty().get().threads().size();
        assertTrue(all > 20, "a trace with many threads: " + all);
        // Every loaded thread has samples or trace events: none is hidden, and every one has a track.
        assertEquals(all, rowLabels().size(), "threads with events but no samples are listed: " + rowLabels());
        assertEquals(all, window.flameChart().tracks().size(), "and have tracks");
        assertFalse(list().showEmptyBox().isVisible(), "nothing to hide: " + list().showEmptyBox().getText());
        assertTrue(rowLabels().get(0).startsWith("CrRendererMain"), "busiest first: " + rowLabels());

        robot.clickOn("#threadSearch").write("chrome_iothread");
        assertEquals(1, rowLabels().size(), rowLabels().toString());
        assertTrue(rowLabels().get(0).startsWith("Chrome_IOThread"), rowLabels().toString());
        var io = list().listView().getItems().get(0).entry();
        assertEquals(io.events() + " trace events", ThreadListPane.figuresText(io).replace(",", ""),
                "a thread without samples says how many events it has");
        robot.type(KeyCode.ENTER);
        Fixtures.waitForIdle(window);
        int track = window.flameChart().activeTrackProperty().get();
        assertTrue(window.flameChart().tracks().get(track).title().startsWith("Chrome_IOThread"));
        assertTrue(window.callTree().thread().label().startsWith("Chrome_IOThread"), "the tree follows");

        // The many ThreadPoolForegroundWorker rows of one process tell themselves apart by pid:tid.
        robot.doubleClickOn("#threadSearch").eraseText(20).write("ThreadPoolForegroundWorker");
        List<ThreadListPane.Row> workers = list().listView().getItems();
        assertTrue(workers.size() > 10, "many workers: " + workers.size());
        var shownKeys = new java.util.HashSet<String>();
        // The rows on show: cells the list keeps hidden past its last row may still hold a row's text.
        for (Node cell : robot.lookup("#threadListView .thread-row .thread-figures").match(ThreadListTest::shownWithItsParents).queryAll()) {
            String text = ((javafx.scene.control.Label) cell).getText();
            if (text == null || text.isEmpty()) continue;
            assertTrue(text.matches("\\d+:\\d+  \u00b7  .*"), "pid:tid first: " + text);
            assertTrue(shownKeys.add(text.substring(0, text.indexOf(' '))), "each row's pid:tid is its own: " + text);
        }
        assertFalse(shownKeys.isEmpty());
    }

    @Test
    void aPickedThreadBecomesActiveAndRowsHidePinAndReorder(FxRobot robot) {
        // Pick the third row with the mouse: its track is active and the tree shows it.
        Node third = rowCell(robot, 2);
        robot.clickOn(third);
        Fixtures.waitForIdle(window);
        int thread = list().listView().getSelectionModel().getSelectedItem().entry().thread();
        assertSame(window.profileProperty().get().threads().get(thread), window.callTree().thread());
        assertEquals(thread, window.current().shownThreads().get(window.flameChart().activeTrackProperty().get()));

        // Keyboard: P pins it (first row, first track), Space hides it, Alt+Down moves a row.
        robot.type(KeyCode.P);
        assertEquals(label(thread), rowLabels().get(0));
        assertEquals(label(thread), window.flameChart().tracks().get(0).title());
        int tracks = window.flameChart().tracks().size();
        robot.type(KeyCode.SPACE);
        assertEquals(tracks - 1, window.flameChart().tracks().size());
        assertFalse(window.current().shownThreads().contains(thread));
        robot.type(KeyCode.SPACE);
        assertEquals(tracks, window.flameChart().tracks().size());
        robot.type(KeyCode.P);

        List<String> before = rowLabels();
        robot.interact(() -> list().listView().getSelectionModel().select(0));
        robot.press(KeyCode.ALT).type(KeyCode.DOWN).release(KeyCode.ALT);
        assertEquals(List.of(before.get(1), before.get(0), before.get(2)), rowLabels().subList(0, 3));
        assertEquals(rowLabels(), window.current().shownThreads().stream().map(this::label).toList(),
                "the chart follows the list's order");
    }

    @Test
    void theActiveThreadsRowIsSelectedFromTheStart() {
        var selected = list().listView().getSelectionModel().getSelectedItem();
        assertTrue(selected != null, "a row is selected right after the load");
        int activeTrack = window.flameChart().activeTrackProperty().get();
        assertEquals(window.current().shownThreads().get(activeTrack), selected.entry().thread());
        assertSame(window.profileProperty().get().threads().get(selected.entry().thread()), window.callTree().thread(),
                "and it is the tree's thread");
    }

    @Test
    void draggingARowMovesItAndTheChartFollows(FxRobot robot) {
        List<String> before = rowLabels();
        Node first = rowCell(robot, 0);
        Node third = rowCell(robot, 2);
        robot.drag(first, javafx.scene.input.MouseButton.PRIMARY).moveBy(0, 6).moveTo(third)
                .release(javafx.scene.input.MouseButton.PRIMARY);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(List.of(before.get(1), before.get(2), before.get(0)), rowLabels().subList(0, 3), "the first row dropped on the third");
        assertEquals(rowLabels(), window.current().shownThreads().stream().map(this::label).toList(),
                "the chart follows the list's order");
    }

    @Test
    void theListIsResizedByItsDividerKeepsItsWidthAndTheNextWindowOpensWithIt(FxRobot robot) throws Exception {
        javafx.scene.control.SplitPane side = (javafx.scene.control.SplitPane) list().getParent().getParent();
        assertTrue(side.getItems().contains(list()), "the list is a side of a split pane");
        double total = side.getWidth();
        robot.interact(() -> side.setDividerPositions(360 / total));
        Fixtures.layOut(window);
        double width = list().getWidth();
        assertEquals(360, width, 12, "dragged wider");
        double narrower = window.stage().getScene().getWidth() - 200;
        double sideBefore = side.getWidth();
        robot.interact(() -> window.stage().setWidth(window.stage().getWidth() - 200));
        // The platform reports the new size when it gets to it: wait for the scene to have it, then lay out.
        Fixtures.waitFor(() -> Math.abs(window.stage().getScene().getWidth() - narrower) < 1);
        Fixtures.layOut(window);
        assertEquals(sideBefore - 200, side.getWidth(), 2, "the split pane narrowed with the window");
        assertEquals(width, list().getWidth(), 1.5, "the window narrowed, the list kept its width");

        robot.interact(window::saveSettings);
        assertEquals(width, window.settings().getDouble("threads.width", Double.NaN), 1.5);
        MainWindow[] next = new MainWindow[1];
        robot.interact(() -> {
            next[0] = new MainWindow(new Stage(), window.settings());
            next[0].stage().show();
            next[0].open(List.of(TRACE));
        });
        Fixtures.waitFor(() -> next[0].profileProperty().get() != null && next[0].callTree().tree() != null);
        Fixtures.waitForIdle(next[0]);
        assertEquals(width, next[0].current().threadList().getWidth(), 1.5, "the next window's list is as wide");
    }
}
