package dev.flint.ui.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.flint.ui.common.Theme;
import dev.flint.ui.session.TabSession;
import dev.flint.ui.testing.FreshStage;
import dev.flint.viewmodel.ThreadEntry;
import dev.flint.ui.threads.ThreadListPane;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import javafx.scene.Scene;
import javafx.scene.control.ListCell;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Jumps across a thread list as long as the 4 GB trace's (9,025 threads), styled as the app styles it: a cell
 * keeps its row's nodes as its graphic (a graphic taken out and put back is styled again whole), and the list
 * fills only the cells it shows (its rows have a fixed height, so no hidden cell is filled to measure each row a
 * jump passes). Both were most of a jump's FX-thread time.
 */
@FreshStage(width = 300, height = 800)
class ThreadListJumpTest {
    private static final int THREADS = 9_025;
    private static final int JUMPS = 10;
    private final ThreadListPane pane = new ThreadListPane(new TabSession(javafx.application.Platform::runLater));
    private final List<ListCell<ThreadListPane.Row>> cells = new ArrayList<>();
    private final AtomicInteger graphicChanges = new AtomicInteger();
    private final AtomicInteger itemChanges = new AtomicInteger();

    @Start
    void start(Stage stage) {
        List<ThreadEntry> entries = new ArrayList<>();
        for (int t = 0; t < THREADS; t++) {
            boolean sampled = t % 10 == 0;
            entries.add(new ThreadEntry(t, "ThreadPoolForegroundWorker", (1000 + t) + ":" + t, true, sampled ? 1_234 : 0,
                    50 + t, sampled ? 0.001 : 0, sampled ? t : -1));
        }
        var made = pane.listView().getCellFactory();
        pane.listView().setCellFactory(view -> {
            ListCell<ThreadListPane.Row> cell = made.call(view);
            cells.add(cell);
            cell.graphicProperty().addListener((obs, old, now) -> graphicChanges.incrementAndGet());
            cell.itemProperty().addListener((obs, old, now) -> itemChanges.incrementAndGet());
            return cell;
        });
        pane.setEntries(entries);
        Theme.of(false).apply();
        Scene scene = new Scene(pane);
        Theme.addFlintStylesheet(scene);
        stage.setScene(scene);
        stage.show();
    }

    @Test
    void aJumpFillsOnlyTheShownCellsAndRestylesNoRow() throws Exception {
        int[] shown = new int[1];
        WaitForAsyncUtils.asyncFx(() -> {
            pane.applyCss();
            pane.layout();
            shown[0] = (int) pane.lookupAll(".thread-row").stream()
                    .filter(node -> node instanceof ListCell<?> cell && !cell.isEmpty() && cell.isVisible()).count();
            graphicChanges.set(0);
            itemChanges.set(0);
        }).get();
        assertTrue(shown[0] > 10, "a list 800 px tall shows rows: " + shown[0]);
        for (int jump = 1; jump <= JUMPS; jump++) {
            int row = (int) ((long) (THREADS - 1) * jump / JUMPS);
            WaitForAsyncUtils.asyncFx(() -> {
                pane.listView().scrollTo(row);
                pane.applyCss();
                pane.layout();
            }).get();
        }
        assertEquals(0, graphicChanges.get(), "no cell's row nodes were taken out and put back");
        // Each jump gives every shown cell a new row, and a cell or two at the edges; no cell is filled to measure.
        assertTrue(itemChanges.get() <= JUMPS * (shown[0] + 3),
                itemChanges.get() + " rows given to cells in " + JUMPS + " jumps, " + shown[0] + " cells shown");
        WaitForAsyncUtils.asyncFx(() -> {
            for (ListCell<ThreadListPane.Row> cell : cells) {
                if (cell.isEmpty() || cell.getGraphic() == null) continue;
                // The fixed height holds the row's two lines whole.
                assertTrue(cell.getGraphic().prefHeight(-1) <= cell.getHeight(),
                        "row " + cell.getIndex() + ": " + cell.getGraphic().prefHeight(-1) + " px in a " + cell.getHeight() + " px cell");
            }
        }).get();
    }
}
