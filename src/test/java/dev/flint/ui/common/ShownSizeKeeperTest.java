package dev.flint.ui.common;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.flint.ui.testing.FreshStage;
import javafx.event.Event;
import javafx.scene.Scene;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.Pane;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The shrinks a window manager answers a fresh GTK window with (JDK-8316423) are undone, each of them: under
 * openbox the window goes to 200x200 before it is managed, then, once its first undoing has run, to its minimum
 * size (a test here plays both, as the size changes the stage reports). A shrink after the user's first key,
 * or a resize that is not to the minimum, stays.
 */
@FreshStage(width = 1024, height = 700)
class ShownSizeKeeperTest {
    private Stage stage;

    @Start
    void start(Stage stage) {
        this.stage = stage;
        stage.setScene(new Scene(new Pane(), 1024, 700));
        stage.setMinWidth(640);
        stage.setMinHeight(420);
        ShownSizeKeeper.install(stage);
        stage.show();
    }

    private void resize(FxRobot robot, double width, double height) {
        robot.interact(() -> {
            stage.setWidth(width);
            stage.setHeight(height);
        });
        // the undoing runs in a later event
        WaitForAsyncUtils.waitForFxEvents();
    }

    private String sceneSize(FxRobot robot) {
        String[] size = new String[1];
        robot.interact(() -> size[0] = (int) stage.getScene().getWidth() + "x" + (int) stage.getScene().getHeight());
        return size[0];
    }

    @Test
    void theShrinkBeforeTheWindowIsManagedAndTheMinimumAfterItAreBothUndone(FxRobot robot) {
        resize(robot, 200, 200);
        assertEquals("1024x700", sceneSize(robot), "GTK's 200x200 undone");
        resize(robot, 640, 420);
        assertEquals("1024x700", sceneSize(robot), "openbox's minimum, after the first undoing ran, undone too");
    }

    @Test
    void aResizeThatIsNotToTheMinimumStays(FxRobot robot) {
        resize(robot, 900, 420);
        assertEquals("900x420", sceneSize(robot));
    }

    @Test
    void afterTheUsersFirstKeyTheMinimumIsTheirs(FxRobot robot) {
        robot.interact(() -> Event.fireEvent(stage.getScene().getRoot(),
                new KeyEvent(KeyEvent.KEY_PRESSED, "", "", KeyCode.A, false, false, false, false)));
        resize(robot, 640, 420);
        assertEquals("640x420", sceneSize(robot));
    }

    @Test
    void aWindowManagerThatInsistsWins(FxRobot robot) {
        for (int shrink = 0; shrink < ShownSizeKeeper.MAX_UNDOS; shrink++) {
            // Monocle's stage keeps reporting the shrunk size after an undoing: each shrink reports a new one.
            resize(robot, 640 + shrink % 2 * 10, 420);
            assertEquals("1024x700", sceneSize(robot), "shrink " + shrink + " undone");
        }
        resize(robot, 660, 420);
        assertEquals("660x420", sceneSize(robot), "the keeper gave way");
    }
}
