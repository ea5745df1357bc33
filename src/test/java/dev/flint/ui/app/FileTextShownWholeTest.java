package dev.flint.ui.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.flint.calltree.CallNodePath;
import dev.flint.calltree.Transform;
import dev.flint.flamegraph.FlameGraphLayout;
import dev.flint.ui.calltree.CallTreePanel;
import dev.flint.ui.testing.FreshStage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javafx.scene.Node;
import javafx.scene.control.Labeled;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TreeTableCell;
import javafx.scene.text.Text;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;

/**
 * Text from the file is shown as written and whole (issue 22 item 11): crumbs keep underscores (no mnemonic
 * parsing), the % column fits "100.0%", the sandwich's function column fits the table, and the details
 * panel lets go of a node a transform removed.
 */
@FreshStage(width = 1280, height = 800)
class FileTextShownWholeTest extends FreshWindowTest {

    @BeforeEach
    void openProfile() throws Exception {
        Path profile = folder.resolve("under_scores.folded");
        Files.writeString(profile, "main_loop;gen_alpha_125;leaf_one 89\nmain_loop;gen_alpha_125;leaf_two 8\n"
                + "main_loop;other_fn 3\n");
        openAndShow(profile);
    }

    private CallTreePanel panel() { return window.callTree(); }

    private CallNodePath path(String... names) {
        var thread = panel().thread().thread();
        int[] funcs = new int[names.length];
        for (int i = 0; i < names.length; i++) {
            for (int f = 0; f < thread.funcs().size(); f++) if (thread.funcName(f).equals(names[i])) funcs[i] = f;
        }
        return CallNodePath.of(funcs);
    }

    /** What a labelled control draws: its skin's text node (mnemonics taken out, ellipsis put in). */
    private static String shown(Labeled labeled) {
        Text text = (Text) labeled.lookup(".text");
        return text == null ? null : text.getText();
    }

    @Test
    void crumbsKeepUnderscores(FxRobot robot) {
        robot.clickOn("Flame graph");
        Fixtures.waitFor(() -> window.current().flameGraph().graph().layoutProperty().get() != null
                && window.current().flameGraph().graph().layoutProperty().get().tree() == panel().tree());
        FlameGraphLayout layout = window.current().flameGraph().graph().layoutProperty().get();
        int box = layout.boxOf(layout.tree().find(path("main_loop", "gen_alpha_125")));
        robot.interact(() -> window.current().flameGraph().graph().zoomTo(box));
        Fixtures.waitForIdle(window);
        Labeled crumb = robot.lookup("#flameGraphCrumb2").queryAs(Labeled.class);
        assertEquals("gen_alpha_125", shown(crumb));
        assertEquals("main_loop", shown(robot.lookup("#flameGraphCrumb1").queryAs(Labeled.class)));

        robot.interact(() -> panel().session().pushTransform(new Transform.MergeFunction(path("leaf_one").last())));
        Fixtures.waitForIdle(window);
        List<String> transformCrumbs = new ArrayList<>();
        for (Node node : robot.lookup("#transformBar .button").queryAll()) transformCrumbs.add(shown((Labeled) node));
        assertTrue(transformCrumbs.stream().anyMatch(text -> text != null && text.contains("leaf_one")),
                "the transform's crumb names leaf_one as written: " + transformCrumbs);
    }

    @Test
    void thePercentColumnShowsWholeFigures(FxRobot robot) {
        robot.interact(() -> panel().selectPath(path("main_loop", "gen_alpha_125", "leaf_one")));
        Fixtures.waitForIdle(window);
        int checked = 0;
        for (Node node : robot.lookup("#callTree .tree-table-cell").queryAll()) {
            TreeTableCell<?, ?> cell = (TreeTableCell<?, ?>) node;
            if (cell.getTableColumn() == null || !"%".equals(cell.getTableColumn().getText())) continue;
            if (cell.getText() == null || cell.getText().isEmpty()) continue;
            assertEquals(cell.getText(), shown(cell), "not cut to \u201c89\u2026\u201d");
            checked++;
        }
        assertTrue(checked >= 3, checked + " % cells");
    }

    @Test
    void theSandwichsFunctionColumnFitsTheTable(FxRobot robot) {
        robot.clickOn("Sandwich");
        Fixtures.waitForIdle(window);
        var table = window.current().sandwich().table();
        Fixtures.waitFor(() -> !table.getItems().isEmpty());
        robot.interact(() -> table.layout());
        double columns = 0;
        for (TableColumn<Integer, ?> column : table.getColumns()) columns += column.getWidth();
        TableColumn<Integer, ?> function = table.getColumns().get(table.getColumns().size() - 1);
        assertEquals("Function", function.getText());
        assertTrue(columns <= table.getWidth(), "columns " + columns + " px in a table of " + table.getWidth());
        assertTrue(function.getWidth() >= 150, "the function column is " + function.getWidth() + " px");
        // The figures show whole too ("10,847.2 ms  100.0%" was cut to "10,847.2 ms ..." by a narrower column).
        int figures = 0;
        for (Node node : robot.lookup("#sandwichTable .table-cell").queryAll()) {
            var cell = (javafx.scene.control.TableCell<?, ?>) node;
            if (cell.getTableColumn() == function || cell.getText() == null || cell.getText().isEmpty()) continue;
            assertEquals(cell.getText(), shown(cell));
            figures++;
        }
        assertTrue(figures >= 4, figures + " figure cells");
    }

    @Test
    void theDetailsLetGoOfANodeATransformRemoved(FxRobot robot) {
        robot.interact(() -> panel().selectPath(path("main_loop", "gen_alpha_125", "leaf_one")));
        Fixtures.waitForIdle(window);
        assertNotNull(window.current().details().detailsProperty().get(), "the selected node's details");
        robot.interact(() -> panel().session().pushTransform(new Transform.DropFunction(path("leaf_one").last())));
        Fixtures.waitForIdle(window);
        assertNull(panel().selectedProperty().get(), "the node is gone");
        assertNull(window.current().details().detailsProperty().get(), "and so are its details");
    }
}
