package dev.flint.ui.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import javafx.scene.Scene;
import javafx.scene.control.TextField;
import javafx.scene.layout.StackPane;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.junit.jupiter.api.ClassOrderer;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestClassOrder;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.Start;

/**
 * Two TestFX classes in a row, as surefire runs them: the first resizes and moves its stage, opens a second
 * window with the focus in it and leaves it open; the second must see none of that, only a stage of its own
 * size with the focus. On TestFX's ApplicationExtension (one primary stage for every class) the second saw the
 * first's stage at 333 x 222 and its window still open.
 */
@TestClassOrder(ClassOrderer.OrderAnnotation.class)
@FreshStage(width = 640, height = 480)
class FreshStageTest {
    /** What the first class left behind, for the second to look for. */
    private static Stage firstStage;
    private static Stage leftOpen;

    @Nested
    @Order(1)
    @FreshStage(width = 700, height = 500)
    class LeavesAMess {
        private Stage stage;

        @Start
        void start(Stage stage) {
            this.stage = stage;
            stage.setScene(new Scene(new StackPane()));
            stage.show();
        }

        @Test
        void resizesItsStageAndLeavesAFocusedWindowOpen(FxRobot robot) {
            assertEquals(700, stage.getScene().getWidth(), "its own size, from its annotation");
            assertEquals(500, stage.getScene().getHeight());
            robot.interact(() -> {
                firstStage = stage;
                stage.setX(300);
                stage.setY(200);
                stage.setWidth(333);
                stage.setHeight(222);
                TextField field = new TextField();
                leftOpen = new Stage();
                leftOpen.setScene(new Scene(new StackPane(field), 200, 100));
                leftOpen.show();
                leftOpen.requestFocus();
                field.requestFocus();
            });
            assertTrue(leftOpen.isShowing());
        }
    }

    @Nested
    @Order(2)
    @FreshStage(width = 900, height = 600)
    class SeesItsOwnStage {
        private Stage stage;

        @Start
        void start(Stage stage) {
            this.stage = stage;
            stage.setScene(new Scene(new StackPane(new TextField())));
            stage.show();
        }

        @Test
        void seesOnlyItsStageAtItsSizeWithTheFocus(FxRobot robot) {
            assertNotNull(firstStage, "the first class ran before this one");
            assertNotSame(firstStage, stage, "a new stage, not the one the first class resized");
            assertEquals(900, stage.getScene().getWidth(), "its own size, not the first class's 333 x 222");
            assertEquals(600, stage.getScene().getHeight());
            assertEquals(0, stage.getX());
            assertEquals(0, stage.getY());
            assertFalse(leftOpen.isShowing(), "the first class's window was closed");
            List<Window> showing = robot.listWindows().stream().filter(Window::isShowing).toList();
            assertEquals(List.of(stage), showing, "its stage is the only window open");
            assertTrue(stage.isFocused(), "its stage has the focus");
            assertEquals(stage, robot.targetWindow(), "TestFX's robot looks in this stage first");
        }
    }
}
