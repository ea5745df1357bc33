package dev.flint.ui.app;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.flint.ui.common.WholeTextTip;
import dev.flint.ui.testing.FreshStage;
import java.util.List;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The clipped-text check the real-window suite reads from the debug state: a label in a box too narrow for it
 * is listed with what it draws; with a tooltip (or a WholeTextTip not yet hovered), or with room, it is not; hidden nodes are not looked at; a tab
 * header and a column header cut short are listed too.
 */
@FreshStage(width = 600, height = 400)
class ClippedTextsTest {
    private VBox root;

    @Start
    void start(Stage stage) {
        root = new VBox();
        stage.setScene(new Scene(root));
        stage.show();
    }

    /** Shows {@code content} alone in the window and returns what the check finds in every showing window. */
    private List<ClippedTexts.Clipped> shown(FxRobot robot, javafx.scene.Node content) throws Exception {
        robot.interact(() -> root.getChildren().setAll(content));
        WaitForAsyncUtils.waitForFxEvents();
        return WaitForAsyncUtils.asyncFx(ClippedTexts::inShowingWindows).get();
    }

    private static HBox narrow(javafx.scene.Node... children) {
        HBox box = new HBox(children);
        box.setMaxWidth(60);
        for (var child : children) {
            if (child instanceof javafx.scene.control.Control control) control.setMinWidth(0);
        }
        return box;
    }

    @Test
    void aLabelTooNarrowIsListedWithWhatItDraws(FxRobot robot) throws Exception {
        // An icon is a Text node too (an icon font's glyph): the text is the label's own.
        Label label = new Label("CrRendererMain · Renderer", new javafx.scene.text.Text("\u25cf"));
        label.setId("thread");
        List<ClippedTexts.Clipped> found = shown(robot, narrow(label));
        assertEquals(1, found.size(), found.toString());
        assertEquals("CrRendererMain · Renderer", found.get(0).text());
        assertEquals("Label#thread", found.get(0).node());
        String shownText = found.get(0).shown();
        assertEquals(true, shownText.endsWith(label.getEllipsisString()) && shownText.length() < 10, shownText);
    }

    @Test
    void aTooltipGivesTheWholeText(FxRobot robot) throws Exception {
        Label label = new Label("CrRendererMain · Renderer");
        label.setTooltip(new Tooltip("CrRendererMain · Renderer"));
        Button button = new Button("Open in editor");
        Tooltip.install(button, new Tooltip("Open in editor"));
        assertEquals(List.of(), shown(robot, narrow(label, button)));
    }

    @Test
    void aWholeTextTipNotYetHoveredGivesTheWholeTextAndAPlainCutLabelDoesNot(FxRobot robot) throws Exception {
        // WholeTextTip makes its tooltip at the first hover (a036a1d): before it, the label has none set, yet
        // resting the mouse on it shows the whole text (WholeTextTipTest), so it is not a text the user cannot read.
        Label offered = new Label("node:internal/modules/cjs/loader:1003");
        WholeTextTip.install(offered);
        Label plain = new Label("node:internal/modules/run_main:155");
        plain.setId("plain");
        List<ClippedTexts.Clipped> found = shown(robot, narrow(offered, plain));
        assertEquals(1, found.size(), found.toString());
        assertEquals("Label#plain", found.get(0).node());
    }

    @Test
    void wideOrHiddenLabelsAreNotListed(FxRobot robot) throws Exception {
        Label wide = new Label("CrRendererMain · Renderer");
        Label hidden = new Label("CrRendererMain · Renderer");
        hidden.setVisible(false);
        Button mnemonic = new Button("_Open");
        assertEquals(List.of(), shown(robot, new VBox(wide, mnemonic, narrow(hidden))));
    }

    @Test
    void tabAndColumnHeadersCutShortAreListed(FxRobot robot) throws Exception {
        TabPane tabs = new TabPane(new Tab("Line hits of the selected function"));
        tabs.setTabMaxWidth(50);
        TableView<String> table = new TableView<>();
        TableColumn<String, String> column = new TableColumn<>("Self time in the baseline");
        column.setPrefWidth(40);
        table.getColumns().add(column);
        javafx.scene.control.TreeTableView<Integer> tree = new javafx.scene.control.TreeTableView<>();
        javafx.scene.control.TreeTableColumn<Integer, Integer> running = new javafx.scene.control.TreeTableColumn<>("Running time (ms)");
        running.setPrefWidth(50);
        running.setStyle("-fx-alignment: CENTER-RIGHT;");
        tree.getColumns().add(running);
        List<ClippedTexts.Clipped> found = shown(robot, new VBox(tabs, table, tree));
        assertEquals(List.of("Line hits of the selected function", "Self time in the baseline", "Running time (ms)"),
                found.stream().map(ClippedTexts.Clipped::text).toList(), found.toString());
    }
}
