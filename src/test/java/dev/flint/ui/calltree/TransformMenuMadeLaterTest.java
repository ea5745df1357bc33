package dev.flint.ui.calltree;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.flint.ui.session.TabSession;
import dev.flint.ui.testing.FreshStage;
import java.util.List;
import javafx.scene.Scene;
import javafx.scene.control.MenuItem;
import javafx.scene.control.SeparatorMenuItem;
import javafx.scene.control.TreeTableView;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.Start;

/**
 * A transform menu is made when it is first asked for, not with its view (two per tab, 17 rows with an icon each,
 * which most tabs never open): installed on a tree it is not made yet; asked for, it has every row, in order, and
 * it is made once.
 */
@FreshStage(width = 300, height = 200)
class TransformMenuMadeLaterTest {
    private final TabSession session = new TabSession(javafx.application.Platform::runLater);
    private TransformMenu menu;

    @Start
    void start(Stage stage) {
        TreeTableView<Integer> table = new TreeTableView<>();
        menu = new TransformMenu(session, "testMenu");
        menu.install(table);
        stage.setScene(new Scene(table));
        stage.show();
    }

    @Test
    void theMenuIsMadeWhenFirstAskedForWithEveryRow(FxRobot robot) {
        assertFalse(menu.made(), "installed on its tree, the menu is not made yet");
        robot.interact(() -> {
            var made = menu.menu();
            assertTrue(menu.made());
            assertEquals("testMenu", made.getId());
            List<String> rows = made.getItems().stream()
                    .map(item -> item instanceof SeparatorMenuItem ? "-" : item.getId() == null ? "(untransforming)" : item.getId())
                    .toList();
            assertEquals(List.of("transform-m", "transform-M", "transform-p", "transform-d", "-", "transform-F", "transform-f",
                    "transform-S", "transform-g", "-", "transform-c", "transform-C", "transform-r", "transform-R", "transform-i",
                    "-", "(untransforming)", "-", "(untransforming)"), rows, "every row in order: the transforms, pop, copy");
            for (MenuItem item : made.getItems()) {
                if (!(item instanceof SeparatorMenuItem)) assertTrue(item.getOnAction() != null, "each row acts");
            }
            assertSame(made, menu.menu(), "made once");
        });
    }
}
