package dev.flint.ui.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.flint.ui.session.TabSession;
import dev.flint.ui.testing.FreshStage;
import dev.flint.viewmodel.ThreadEntry;
import dev.flint.ui.threads.ThreadListPane;
import java.util.ArrayList;
import java.util.List;
import javafx.scene.Scene;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.Start;

/**
 * The thread list's hiding rule on its own: only a thread with neither samples nor events hides behind the
 * count, a thread with events only is listed, and the search finds a hidden thread and picking it reveals it.
 */
@FreshStage(width = 300, height = 400)
class ThreadListHiddenTest {
    private final TabSession session = new TabSession(javafx.application.Platform::runLater);
    private final ThreadListPane pane = new ThreadListPane(session);
    /** The chart's orders the session went through. */
    private final List<List<Integer>> orders = new ArrayList<>();

    @Start
    void start(Stage stage) {
        session.stateProperty().addListener((obs, old, state) -> orders.add(state.tracks().order()));
        pane.setEntries(List.of(
                new ThreadEntry(0, "CrRendererMain", "1:1", false, 900, 40, 1.0, 0),
                new ThreadEntry(1, "VizCompositorThread", "2:7", false, 0, 2501, 0, -1),
                new ThreadEntry(2, "MemoryInfra", "2:9", false, 0, 0, 0, -1)));
        stage.setScene(new Scene(pane));
        stage.show();
    }

    private List<String> labels() {
        return pane.listView().getItems().stream().map(r -> r.entry().label()).toList();
    }

    @Test
    void onlyThreadsWithNeitherSamplesNorEventsHideAndSearchRevealsThem(FxRobot robot) {
        assertEquals(List.of("CrRendererMain", "VizCompositorThread"), labels(), "a thread with events only is listed");
        assertEquals("1 thread without samples or events hidden", pane.showEmptyBox().getText());
        assertEquals(List.of(0, 1), pane.chartOrder());

        robot.clickOn("#threadSearch").write("memory");
        assertEquals(List.of("MemoryInfra"), labels(), "the search looks through hidden threads too");
        robot.type(javafx.scene.input.KeyCode.ENTER);
        assertEquals(List.of(0, 1, 2), pane.chartOrder(), "picking the match reveals it in the chart");
        assertEquals(List.of(0, 1, 2), orders.get(orders.size() - 1));

        robot.clickOn("#threadSearch").eraseText(6).write("viz");
        assertEquals(List.of("VizCompositorThread"), labels());
        assertTrue(pane.listView().getPlaceholder() != null);
    }

    /**
     * A keystroke of the search and a thread shown again give the list's placeholder and the count's tooltip new
     * texts, not new controls (a Tooltip made at each one was most of a hide's FX time over 9,000 threads).
     */
    @Test
    void searchingAndShowingKeepThePlaceholderAndTheTooltipWithNewTexts(FxRobot robot) {
        javafx.scene.Node placeholder = pane.listView().getPlaceholder();
        javafx.scene.control.Tooltip tip = pane.showEmptyBox().getTooltip();
        robot.clickOn("#threadSearch").write("nothing like it");
        assertEquals("No thread matches \u201cnothing like it\u201d", ((javafx.scene.control.Label) pane.listView().getPlaceholder()).getText());
        robot.clickOn("#threadSearch").eraseText(15).write("memory");
        robot.type(javafx.scene.input.KeyCode.ENTER);
        assertEquals(List.of(0, 1, 2), pane.chartOrder(), "the hidden thread picked is shown");
        assertEquals(pane.hiddenNote(), pane.showEmptyBox().getTooltip().getText());
        org.junit.jupiter.api.Assertions.assertSame(placeholder, pane.listView().getPlaceholder(), "the same placeholder");
        org.junit.jupiter.api.Assertions.assertSame(tip, pane.showEmptyBox().getTooltip(), "the same tooltip");
    }
}
