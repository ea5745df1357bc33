package dev.flint.ui.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.flint.calltree.CallNodePath;
import dev.flint.model.ProfileThread;
import dev.flint.model.UiThreadGuard;
import dev.flint.ui.source.SourceListing;
import dev.flint.ui.source.SourceView;
import dev.flint.ui.testing.FreshStage;
import java.nio.file.Path;
import java.util.List;
import javafx.scene.control.Label;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The Source tab on a JFR capture (testdata/jfr/workload.jfr; Workload.java beside it): without a sources
 * folder it lists the lines with hits and says the text was not found; with the folder chosen (and kept in
 * the settings) it shows the file, the hottest line selected, and follows the tree's selection.
 */
@FreshStage(width = 1200, height = 800)
class SourceViewTest extends FreshWindowTest {
    private static final Path JFR = Path.of("testdata/jfr/workload.jfr").toAbsolutePath();


    @AfterEach
    void noProfileWorkRanOnTheFxThread() {
        assertNull(UiThreadGuard.firstViolation(), "profile-sized work ran on the FX thread");
    }

    private CallNodePath path(String... names) {
        ProfileThread thread = window.callTree().thread().thread();
        int[] funcs = new int[names.length];
        for (int i = 0; i < names.length; i++) {
            for (int f = 0; f < thread.funcs().size(); f++) if (thread.funcName(f).equals(names[i])) funcs[i] = f;
        }
        return CallNodePath.of(funcs);
    }

    private SourceView source() {
        return window.current().source();
    }

    private SourceListing settled(String function) {
        Fixtures.waitFor(() -> !source().loadingProperty().get()
                && ((Label) source().lookup("#sourceTitle")).getText().startsWith("Source \u2014 " + function));
        return source().listingProperty().get();
    }

    @Test
    void showsTheSelectedFunctionsFileOnceASourcesFolderIsChosen(FxRobot robot) throws Exception {
        WaitForAsyncUtils.asyncFx(() -> window.open(List.of(JFR))).get();
        Fixtures.waitFor(() -> window.callTree().tree() != null);
        Fixtures.waitForIdle(window);
        robot.interact(() -> window.session().selectUntransformedPath(path("Workload.main", "Workload.middle", "Workload.leaf")));
        Fixtures.waitForIdle(window);
        robot.interact(() -> window.current().showSource());

        SourceListing unfound = settled("Workload.leaf");
        assertFalse(unfound.found());
        assertEquals(List.of(9, 10), unfound.lines().stream().map(SourceListing.Line::number).toList());
        assertTrue(((Label) source().lookup("#sourceNotice")).getText().startsWith("Source text not found"));

        Path sources = Path.of("testdata/jfr").toAbsolutePath();
        robot.interact(() -> source().setFolder(sources));
        Fixtures.waitFor(() -> !source().loadingProperty().get() && source().listingProperty().get().found());
        SourceListing found = source().listingProperty().get();
        assertEquals(sources.toString(), window.setting(SourceView.FOLDER_KEY, ""));
        assertEquals(10, found.lines().get(found.hottest()).number());
        assertEquals(found.hottest(), source().list().getSelectionModel().getSelectedIndex());
        assertEquals("        for (int i = 0; i < n; i++) s += Math.sqrt(i) * 0.5;",
                source().list().getSelectionModel().getSelectedItem().text());

        // Another row selected in the tree: the view follows it (Workload.middle calls leaf on line 15).
        robot.interact(() -> window.session().selectUntransformedPath(path("Workload.main", "Workload.middle")));
        Fixtures.waitForIdle(window);
        SourceListing middle = settled("Workload.middle");
        SourceListing.Line hottest = middle.lines().get(middle.hottest());
        assertEquals(15, hottest.number());
        assertEquals(472, hottest.total());
        assertEquals("        return leaf(n) + leaf(n / 2);", hottest.text());
    }
}
