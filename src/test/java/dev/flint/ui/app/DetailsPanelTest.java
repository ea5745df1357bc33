package dev.flint.ui.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.flint.ui.details.DetailsPanel;
import dev.flint.ui.details.EntryDetails;
import dev.flint.ui.session.FlameSelection;
import dev.flint.ui.testing.FreshStage;
import dev.flint.viewmodel.FlameTrack;
import java.nio.file.Files;
import java.nio.file.Path;
import javafx.scene.Node;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;

/**
 * The details panel: a call-tree row picked by the user (seed 001: A>B>C>D>E, A>B>C>F>G, A>B>H>F), a
 * flame-chart entry, a trace event with its args (the project's Chromium capture), the stack copied, and
 * "Open in editor" running the command template with the entry's file and line.
 */
@FreshStage(width = 1200, height = 800)
class DetailsPanelTest extends FreshWindowTest {

    private void open(Path file) throws Exception {
        openAndShow(file);
    }

    private EntryDetails shown() {
        return window.current().details().detailsProperty().get();
    }

    private Node treeCell(FxRobot robot, String name) {
        return robot.lookup(".tree-table-cell").match(node -> node instanceof javafx.scene.control.TreeTableCell<?, ?> cell
                && "Function".equals(cell.getTableColumn().getText()) && name.equals(cell.getText())).query();
    }

    @Test
    void aTreeRowShowsItsFunctionTimesAndStackAndOpensInTheEditor(FxRobot robot) throws Exception {
        open(Fixtures.seed001(folder));
        robot.interact(() -> window.callTree().selectPath(dev.flint.calltree.CallNodePath.of(
                window.callTree().tree().thread().funcs().size() > 0 ? funcs("A", "B", "C") : new int[0])));
        Fixtures.waitForIdle(window);
        robot.clickOn(treeCell(robot, "C"));
        Fixtures.waitForIdle(window);
        EntryDetails details = shown();
        assertEquals("C", details.name());
        assertEquals("file:///seed/app.js:10:1", details.where(), "V8's 0-based line 9 is shown as 10");
        assertEquals("C  (file:///seed/app.js:10:1)\nB  (file:///seed/app.js:6:1)\nA  (file:///seed/app.js:2:1)\n",
                details.stack());
        assertEquals("2.0 ms (66.7%)", details.total());
        assertEquals("0.00 ms", details.self());
        DetailsPanel panel = window.current().details();
        assertEquals(details.stack(), panel.stackText());

        robot.clickOn("#detailsCopyStack");
        String[] clipboard = new String[1];
        robot.interact(() -> clipboard[0] = javafx.scene.input.Clipboard.getSystemClipboard().getString());
        assertEquals(details.stack(), clipboard[0]);

        // The template runs as a program with arguments: mkdir makes a folder named after file and line.
        Path out = Files.createTempDirectory(folder, "editor");
        robot.interact(() -> panel.setTemplateStore(() -> "mkdir -p " + out + "{file}-{line}", template -> {}));
        robot.clickOn("#detailsOpenInEditor");
        Fixtures.waitFor(() -> panel.lastLaunchProperty().get() != null);
        assertTrue(panel.lastLaunchProperty().get().startsWith("Started mkdir"), panel.lastLaunchProperty().get());
        Fixtures.waitFor(() -> Files.isDirectory(out.resolve("seed/app.js-10")));
    }

    private int[] funcs(String... names) {
        var thread = window.callTree().tree().thread();
        int[] result = new int[names.length];
        for (int i = 0; i < names.length; i++) {
            for (int f = 0; f < thread.funcs().size(); f++) if (thread.funcName(f).equals(names[i])) result[i] = f;
        }
        return result;
    }

    @Test
    void aTraceEventShowsTheArgsTheImporterKeptAndKeepsThemWhenTheTreeFollows(FxRobot robot) throws Exception {
        open(Path.of("testdata/markers/chrome-user-timing.json.gz").toAbsolutePath());
        var chart = window.flameChart();
        FlameSelection[] found = new FlameSelection[1];
        robot.interact(() -> {
            for (int t = 0; t < chart.tracks().size() && found[0] == null; t++) {
                FlameTrack track = chart.tracks().get(t);
                for (int d = 0; d < track.depthCount() && found[0] == null; d++) {
                    for (int i = 0; i < track.size(d); i++) {
                        if (track.func(d, i) < 0 && track.name(d, i).equals("EvaluateScript")) {
                            found[0] = new FlameSelection(t, d, i);
                            break;
                        }
                    }
                }
            }
        });
        assertTrue(found[0] != null, "the capture has an EvaluateScript event");
        assertTrue(robot.lookup("#detailsArgs").queryAll().isEmpty(), "no args area before an event with args");
        robot.interact(() -> {
            chart.canvas().requestFocus();
            chart.select(found[0]);
        });
        Fixtures.waitForIdle(window);
        EntryDetails details = shown();
        assertEquals("EvaluateScript", details.name());
        assertEquals("trace event", details.kind());
        assertTrue(details.args().startsWith("cat: devtools.timeline\nph: X\ndata.url: file:///"), details.args());
        // Chrome writes an event's own line and column 1-based (the <script> of user-timing.html opens on line
        // 4 and its code starts at column 9; the args say lineNumber 4, columnNumber 9): shown as written.
        assertEquals("file:///work/wt/markers/testdata/markers/user-timing.html:4:9", details.where());
        assertTrue(details.args().contains("data.lineNumber: 4\n"), details.args());
        assertTrue(details.stack().startsWith("EvaluateScript\n"), details.stack());
        assertEquals(details.args(), window.current().details().argsText());
        javafx.scene.control.TextArea argsArea = robot.lookup("#detailsArgs").queryAs(javafx.scene.control.TextArea.class);
        assertTrue(argsArea.isVisible() && argsArea.getHeight() > 0, "the args area joined the panel, shown");
        assertEquals(details.args(), argsArea.getText());
        // A JS call's stack names where each function is (seed-like check on the capture's fib).
        FlameSelection[] fib = new FlameSelection[1];
        robot.interact(() -> {
            FlameTrack track = chart.tracks().get(found[0].track());
            for (int d = 0; d < track.depthCount() && fib[0] == null; d++) {
                for (int i = 0; i < track.size(d); i++) {
                    if (track.name(d, i).equals("fib")) {
                        fib[0] = new FlameSelection(found[0].track(), d, i);
                        break;
                    }
                }
            }
            chart.select(fib[0]);
        });
        Fixtures.waitForIdle(window);
        assertEquals("JS call", shown().kind());
        assertTrue(shown().stack().startsWith("fib  (file:///"), shown().stack());
        assertTrue(shown().where().matches("file:///.*/user-timing\\.html:8:\\d+"), shown().where());
    }
}
