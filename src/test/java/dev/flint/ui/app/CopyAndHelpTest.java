package dev.flint.ui.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.flint.ui.session.FlameSelection;
import dev.flint.ui.testing.FreshStage;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javafx.scene.input.Clipboard;
import javafx.scene.input.KeyCode;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Ctrl+C on a call-tree row, "Copy stack" of a flame-chart entry, the F1 list as a grid that names every
 * key this session added, and a bundled sample that names no build machine's folders.
 */
@FreshStage(width = 1200, height = 800)
class CopyAndHelpTest extends FreshWindowTest {

    private String clipboard() throws Exception {
        return WaitForAsyncUtils.asyncFx(() -> Clipboard.getSystemClipboard().getString()).get();
    }

    @Test
    void ctrlCCopiesTheSelectedRowAndCopyStackTheEntryAndItsCallers(FxRobot robot) throws Exception {
        Path node = Fixtures.nodeSample(folder);
        openAndShow(node);

        // The heaviest path is expanded on a fresh tree: select a row with a script and copy it.
        var table = window.callTree().table();
        int row = -1;
        for (int i = 0; i < table.getExpandedItemCount(); i++) {
            int n = table.getTreeItem(i).getValue();
            int func = window.callTree().tree().func(n);
            if (window.callTree().tree().thread().funcs().line(func) >= 0
                    && window.callTree().tree().thread().funcs().fileName(func) >= 0) {
                row = i;
                break;
            }
        }
        assertTrue(row >= 0, "a row with a script");
        int chosen = row;
        robot.interact(() -> {
            table.getSelectionModel().select(chosen);
            table.scrollTo(chosen);
            table.requestFocus();
        });
        WaitForAsyncUtils.waitForFxEvents();
        robot.press(KeyCode.CONTROL).type(KeyCode.C).release(KeyCode.CONTROL);
        String copied = clipboard();
        String name = window.callTree().tree().name(table.getTreeItem(chosen).getValue());
        assertTrue(copied.startsWith((name.isEmpty() ? "(anonymous)" : name) + "\t"), copied);
        assertTrue(copied.matches("[^\t]+\t[^\t]+:\\d+\tRunning time \\(ms\\) [\\d.,]+ \\([\\d.]+%\\)\tSelf \\(ms\\) [\\d.,]+"),
                copied);

        // Copy stack: the deepest entry under the chart's first bar, with its callers below it.
        var chart = window.flameChart();
        var track = chart.tracks().get(0);
        int depth = track.depthCount() - 1;
        FlameSelection deepest = new FlameSelection(0, depth, 0);
        String stack = ProfileView.stackText(track, deepest);
        List<String> lines = stack.lines().toList();
        assertEquals(track.name(depth, 0), lines.get(0).replaceAll("  \\(.*\\)$", ""));
        assertTrue(lines.size() >= depth + 1 - 2, "the entry and its callers: " + stack);
        assertEquals(track.name(0, track.entryAt(0, (track.startMicros(depth, 0) + track.endMicros(depth, 0)) / 2)),
                lines.get(lines.size() - 1).replaceAll("  \\(.*\\)$", ""));
    }

    @Test
    void theShortcutListIsAGridThatNamesTheNewKeys() {
        List<String> keys = Shortcuts.SECTIONS.stream().flatMap(s -> s.rows().stream()).map(Shortcuts.Row::keys).toList();
        String all = String.join(" | ", keys);
        for (String expected : new String[] {"Up / Down", "Shift+wheel", "Shift+drag", "Shift+Z", "Esc", "Ctrl+W",
            "Ctrl+C", "Alt+Up", "Middle-click"}) {
            assertTrue(all.contains(expected), expected + " missing from " + all);
        }
        var grid = Shortcuts.grid();
        // Two columns: keys in column 0, actions in column 1, one row each.
        long keyCells = grid.getChildren().stream().filter(n -> n.getStyleClass().contains("shortcut-keys")).count();
        assertEquals(keys.size(), keyCells);
        grid.getChildren().stream().filter(n -> n.getStyleClass().contains("shortcut-keys"))
                .forEach(n -> assertEquals(0, javafx.scene.layout.GridPane.getColumnIndex(n)));
    }

    @Test
    void theBundledSampleNamesItsScriptsWithoutABuildMachinePath() throws IOException {
        String text;
        try (InputStream in = SampleProfile.class.getResourceAsStream(SampleProfile.RESOURCE)) {
            text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        Matcher urls = Pattern.compile("\"url\":\"(file://[^\"]*)\"").matcher(text);
        int count = 0;
        while (urls.find()) {
            assertTrue(urls.group(1).startsWith("file:///flint-sample/"), urls.group(1));
            count++;
        }
        assertTrue(count > 0, "the sample has scripts of its own");
        assertFalse(text.contains("/work/"), "no build-machine folders");
    }
}
