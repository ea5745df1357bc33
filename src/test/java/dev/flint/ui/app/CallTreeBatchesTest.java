package dev.flint.ui.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.flint.calltree.CallNodePath;
import dev.flint.ui.testing.FreshStage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import javafx.css.PseudoClass;
import javafx.scene.Node;
import javafx.scene.control.TreeItem;
import javafx.scene.control.TreeTableCell;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/**
 * A node with 450 callees: the call tree makes rows for the heaviest 200 and a "… 250 more" row, which
 * loads the next batch when it scrolls into view; selecting a callee beyond the loaded ones loads up to
 * it; search marks matching cells without rebuilding the table's cells.
 */
@FreshStage(width = 1200, height = 800)
class CallTreeBatchesTest extends FreshWindowTest {
    private static final int CALLEES = 450;


    /** main calls f0 .. f449; f{i} has 450 - i samples, so children come f0 first. */
    private void openWideProfile() throws Exception {
        StringBuilder folded = new StringBuilder();
        for (int i = 0; i < CALLEES; i++) folded.append("main;f").append(i).append(' ').append(CALLEES - i).append('\n');
        Path file = folder.resolve("wide.folded");
        Files.writeString(file, folded.toString());
        openAndShow(file);
    }

    private TreeItem<Integer> mainItem() {
        return window.callTree().table().getRoot().getChildren().get(0);
    }

    private String functionText(TreeItem<Integer> item) {
        return window.callTree().tree().name(item.getValue());
    }

    @Test
    void aWideNodeShowsItsHeaviestCalleesThenAMoreRowThatLoadsTheNextBatch(FxRobot robot) throws Exception {
        openWideProfile();
        List<TreeItem<Integer>> children = WaitForAsyncUtils.asyncFx(() -> List.copyOf(mainItem().getChildren())).get();
        assertEquals(201, children.size(), "200 callee rows and one more row");
        assertEquals("f0", functionText(children.get(0)));
        assertEquals("f199", functionText(children.get(199)));
        int moreRow = WaitForAsyncUtils.asyncFx(() -> window.callTree().table().getRow(children.get(200))).get();

        robot.interact(() -> window.callTree().table().scrollTo(moreRow));
        // Then to the very end, as a user's wheel or scroll bar reaches it: in a short table (194 px at this
        // size) scrollTo of the last row left it just out of view, so it got no cell and nothing loaded.
        robot.interact(() -> ((javafx.scene.control.skin.VirtualFlow<?>) window.callTree().table().lookup(".virtual-flow")).scrollPixels(10_000));
        Fixtures.waitFor(() -> mainItem().getChildren().size() > 201);
        Set<String> moreTexts = robot.lookup((Node n) -> n instanceof TreeTableCell<?, ?> cell && cell.getText() != null
                && cell.getText().startsWith("\u2026")).queryAll().stream()
                .map(n -> ((TreeTableCell<?, ?>) n).getText()).collect(Collectors.toSet());
        assertTrue(moreTexts.isEmpty() || moreTexts.equals(Set.of("\u2026 50 more")), "the more row counts what is left: " + moreTexts);
        assertEquals("f200", functionText(WaitForAsyncUtils.asyncFx(() -> mainItem().getChildren().get(200)).get()));
    }

    @Test
    void selectingACalleeBeyondTheLoadedRowsLoadsUpToIt(FxRobot robot) throws Exception {
        openWideProfile();
        var tree = window.callTree().tree();
        int main = tree.roots()[0];
        int last = -1;
        for (int child : tree.children(main)) if (tree.name(child).equals("f449")) last = child;
        CallNodePath path = tree.path(last);
        boolean selected = WaitForAsyncUtils.asyncFx(() -> window.callTree().selectPath(path)).get();
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(selected);
        var chosen = window.callTree().selectedProperty().get();
        assertEquals("f449", chosen.tree().name(chosen.node()));
        assertEquals(CALLEES, WaitForAsyncUtils.asyncFx(() -> mainItem().getChildren().size()).get(),
                "every batch up to f449 loaded, and no more row left");
    }

    @Test
    void searchMarksMatchingCellsAndClearingUnmarksThem(FxRobot robot) throws Exception {
        openWideProfile();
        PseudoClass match = PseudoClass.getPseudoClass("search-match");
        robot.clickOn("#callTreeSearch").write("f1");
        Fixtures.waitFor(() -> !window.callTree().busyProperty().get());
        Fixtures.waitForIdle(window);
        List<String> marked = robot.lookup((Node n) -> n instanceof TreeTableCell<?, ?> cell
                && cell.getPseudoClassStates().contains(match) && cell.getTableColumn() != null
                && "Function".equals(cell.getTableColumn().getText())).queryAll().stream()
                .map(n -> ((TreeTableCell<?, ?>) n).getText()).toList();
        assertFalse(marked.isEmpty(), "visible matches are marked");
        assertTrue(marked.stream().allMatch(text -> text.startsWith("f1")), "only matches are marked: " + marked);

        robot.interact(() -> ((javafx.scene.control.TextField) robot.lookup("#callTreeSearch").query()).clear());
        Fixtures.waitForIdle(window);
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(robot.lookup((Node n) -> n instanceof TreeTableCell<?, ?> cell
                && cell.getPseudoClassStates().contains(match)).queryAll().isEmpty(), "no cell stays marked");
    }
}
