package dev.flint.ui.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.flint.insights.Finding;
import dev.flint.insights.FindingKind;
import dev.flint.ui.testing.FreshStage;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The Insights view of a tab on testdata/insights/node-planted.cpuprofile: its findings once shown, and a
 * chosen finding selecting its function in the call tree (where it costs most) and its worst range in the chart.
 */
@FreshStage(width = 1200, height = 800)
class InsightsViewTest extends FreshWindowTest {

    @BeforeEach
    void openPlanted() throws Exception {
        Path planted = Path.of("testdata/insights/node-planted.cpuprofile");
        openAndShow(planted);
    }

    @Test
    void choosingAHotFunctionSelectsItInTheTreeAndShowsItsRunInTheChart() throws Exception {
        ProfileView tab = window.current();
        WaitForAsyncUtils.asyncFx(() -> tab.showTreeView(3)).get();
        Fixtures.waitFor(() -> !tab.insights().busyProperty().get() && !tab.insights().findings().isEmpty());
        Finding hot = tab.insights().findings().stream()
                .filter(f -> f.kind() == FindingKind.HOT_FUNCTION && f.functions().get(0).name().equals("checksum"))
                .findFirst().orElseThrow(() -> new AssertionError(tab.insights().findings().toString()));
        int row = tab.insights().findings().indexOf(hot);
        WaitForAsyncUtils.asyncFx(() -> {
            tab.insights().list().getSelectionModel().select(row);
            tab.insights().list().fireEvent(new javafx.scene.input.KeyEvent(javafx.scene.input.KeyEvent.KEY_PRESSED,
                    "", "", javafx.scene.input.KeyCode.ENTER, false, false, false, false));
        }).get();
        Fixtures.waitFor(() -> window.callTree().selectedProperty().get() != null
                && "checksum".equals(selectedName()));
        var shown = tab.flameChart().getViewport();
        var worst = hot.ranges().get(0);
        assertEquals(worst.startMicros(), shown.startMicros(), 1, "the chart shows the finding's worst range");
        assertEquals(worst.endMicros(), shown.endMicros(), 1);
        assertTrue(tab.insights().findings().stream().anyMatch(f -> f.kind() == FindingKind.THIRD_PARTY));
    }

    private String selectedName() {
        var selected = window.callTree().selectedProperty().get();
        var thread = window.callTree().thread().thread();
        return thread.funcName(selected.path().func(selected.path().length() - 1));
    }
}
