package dev.flint.ui.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.flint.ui.testing.FreshStage;
import javafx.geometry.Bounds;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The loading card's drop shadow is on a cached node of its own, behind the card and of its size: on the card, whose
 * texts and bar change with every progress report, it was blurred again in software at each of those frames.
 */
@FreshStage(width = 1200, height = 800)
class LoadingCardShadowTest extends FreshWindowTest {

    @Test
    void theShadowIsCachedBehindTheCardAndTheCardHasNone(FxRobot robot) throws Exception {
        LoadingOverlay overlay = (LoadingOverlay) robot.lookup("#loadingOverlay").query();
        Bounds[] bounds = new Bounds[2];
        WaitForAsyncUtils.asyncFx(() -> {
            overlay.applyCss();
            overlay.resize(800, 600);
            overlay.layout();
            bounds[0] = overlay.card().getBoundsInParent();
            bounds[1] = overlay.shadow().getLayoutBounds();
            bounds[1] = new javafx.geometry.BoundingBox(overlay.shadow().getLayoutX(), overlay.shadow().getLayoutY(),
                    bounds[1].getWidth(), bounds[1].getHeight());
        }).get();
        assertNull(overlay.card().getEffect(), "the card itself has no effect");
        assertNotNull(overlay.shadow().getEffect(), "the shadow node has the card's drop shadow");
        assertTrue(overlay.shadow().isCache(), "and is cached");
        assertTrue(overlay.getChildren().indexOf(overlay.shadow()) < overlay.getChildren().indexOf(overlay.card()), "behind the card");
        assertTrue(bounds[0].getWidth() > 300, "the card was laid out: " + bounds[0]);
        assertEquals(overlay.card().getLayoutX(), bounds[1].getMinX(), 1e-9);
        assertEquals(overlay.card().getLayoutY(), bounds[1].getMinY(), 1e-9);
        assertEquals(overlay.card().getWidth(), bounds[1].getWidth(), 1e-9);
        assertEquals(overlay.card().getHeight(), bounds[1].getHeight(), 1e-9);
    }
}
