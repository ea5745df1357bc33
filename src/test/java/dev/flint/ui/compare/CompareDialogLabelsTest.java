package dev.flint.ui.compare;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.flint.ui.testing.FreshStage;
import java.nio.file.Path;
import javafx.scene.Node;
import javafx.scene.control.Labeled;
import javafx.scene.text.Text;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** The compare dialog's labels and buttons show their whole text at a normal width ("Base (befo…" was cut). */
@FreshStage(width = 560, height = 400)
class CompareDialogLabelsTest {
    private CompareDialog dialog;

    @Start
    void start(Stage stage) {
        dialog = new CompareDialog(null, (title, owner, start) -> null, Path.of("."), (base, compare) -> {});
    }

    @Test
    void everyLabelAndButtonShowsItsWholeText(FxRobot robot) {
        robot.interact(() -> {
            dialog.stage().show();
            dialog.stage().setWidth(560);
        });
        WaitForAsyncUtils.waitForFxEvents();
        robot.interact(() -> dialog.stage().getScene().getRoot().layout());
        int checked = 0;
        for (Node node : robot.from(dialog.stage().getScene().getRoot()).lookup((Node n) -> n instanceof Labeled).queryAll()) {
            Labeled labeled = (Labeled) node;
            if (labeled.getText() == null || labeled.getText().isEmpty() || !labeled.isVisible()) continue;
            Text shown = (Text) labeled.lookup(".text");
            if (shown == null || labeled.isWrapText()) continue;
            assertEquals(labeled.getText(), shown.getText(), "shown whole");
            checked++;
        }
        assertTrue(checked >= 5, checked + " labels and buttons checked");
        robot.interact(() -> dialog.stage().close());
    }
}
