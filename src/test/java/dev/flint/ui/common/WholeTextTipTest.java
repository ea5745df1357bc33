package dev.flint.ui.common;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import dev.flint.ui.testing.FreshStage;
import javafx.event.Event;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.input.MouseEvent;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.Start;

/**
 * A cut text's tooltip is made when the mouse first comes over it, not with the text (a long list's or table's
 * cells are many and most are never hovered); from then on it follows the text, and goes while there is none.
 */
@FreshStage(width = 300, height = 100)
class WholeTextTipTest {
    private final Label label = new Label();

    @Start
    void start(Stage stage) {
        WholeTextTip.install(label);
        stage.setScene(new Scene(label));
        stage.show();
    }

    @Test
    void theTooltipIsMadeAtTheFirstHoverThenFollowsTheText(FxRobot robot) {
        robot.interact(() -> label.setText("ThreadPoolForegroundWorker  \u00b7  Renderer"));
        robot.interact(() -> assertNull(label.getTooltip(), "no tooltip before the mouse comes over the text"));
        robot.interact(() -> label.setText("CrRendererMain  \u00b7  Renderer"));
        robot.interact(() -> Event.fireEvent(label, entered()));
        robot.interact(() -> assertEquals("CrRendererMain  \u00b7  Renderer", label.getTooltip().getText()));
        robot.interact(() -> label.setText("Compositor"));
        robot.interact(() -> assertEquals("Compositor", label.getTooltip().getText(), "a reused cell's new text"));
        robot.interact(() -> label.setText(""));
        robot.interact(() -> assertNull(label.getTooltip(), "no empty tooltip"));
        robot.interact(() -> label.setText("VizCompositorThread"));
        robot.interact(() -> assertEquals("VizCompositorThread", label.getTooltip().getText()));
    }

    /** The mouse itself, through the window: it comes over the text, rests, and the whole text shows. */
    @Test
    void aRestingMouseShowsTheWholeText(FxRobot robot) throws Exception {
        robot.interact(() -> label.setText("ThreadPoolForegroundWorker  \u00b7  Renderer"));
        robot.moveTo(label);
        robot.moveBy(3, 0);
        org.testfx.util.WaitForAsyncUtils.waitFor(10, java.util.concurrent.TimeUnit.SECONDS,
                () -> label.getTooltip() != null && label.getTooltip().isShowing());
        robot.interact(() -> assertEquals("ThreadPoolForegroundWorker  \u00b7  Renderer", label.getTooltip().getText()));
    }

    private static MouseEvent entered() {
        return new MouseEvent(MouseEvent.MOUSE_ENTERED, 5, 5, 5, 5, javafx.scene.input.MouseButton.NONE, 0, false, false,
                false, false, false, false, false, false, false, false, null);
    }
}
