package dev.flint.ui.app;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.flint.ui.testing.FreshStage;
import dev.flint.viewmodel.LoadedProfile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Files dropped (or opened) together: seed 001 (a 3 ms profile whose clock starts at 0) and the Node sample (a
 * 0.93 s capture at 11,664 s of its machine's monotonic clock) do not overlap, so each opens in its own tab
 * on its own axis; on main they shared one tab and an axis of 11,664 s in which both were slivers. Two
 * files with one clock (seed 001 and a copy) stay together, tracks of one tab.
 */
@FreshStage(width = 1200, height = 800)
class FilesOpenedTogetherTest extends FreshWindowTest {

    private void openTogether(List<Path> files) throws Exception {
        WaitForAsyncUtils.asyncFx(() -> window.open(files)).get();
        Fixtures.waitFor(() -> window.profileProperty().get() != null && !window.isLoading());
        Fixtures.waitForIdle(window);
    }

    private LoadedProfile loadIn(int tab) {
        return window.tabs().getTabs().get(tab).getProperties().get(ProfileView.class) instanceof ProfileView view
                ? view.profileProperty().get() : null;
    }

    @Test
    void filesWhoseClocksDoNotOverlapOpenInATabEachOnTheirOwnAxis() throws Exception {
        Path seed = Fixtures.seed001(folder);
        Path node = Fixtures.nodeSample(folder);
        openTogether(List.of(seed, node));
        assertEquals(2, window.tabs().getTabs().size(), "a tab per clock");
        assertEquals(List.of(seed), loadIn(0).files());
        assertEquals(List.of(node), loadIn(1).files());
        // Each axis spans its own file: 3 ms, and the Node sample's 0.93 s.
        assertEquals(3_000, loadIn(0).endMicros() - loadIn(0).startMicros(), 1);
        assertEquals(928_841, loadIn(1).endMicros() - loadIn(1).startMicros(), 5_000);
        ProfileView second = (ProfileView) window.tabs().getTabs().get(1).getProperties().get(ProfileView.class);
        javafx.scene.control.Label notice = (javafx.scene.control.Label) second.lookup("#profileNotice");
        assertEquals("Opened together with seed001.cpuprofile, in a tab of its own: their times do not overlap"
                + " (separate recordings), so each has its own time axis.", notice.getText());
    }

    @Test
    void filesOfOneClockShareATab() throws Exception {
        Path seed = Fixtures.seed001(folder);
        Path copy = Files.copy(seed, folder.resolve("seed001-copy.cpuprofile"), java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        openTogether(List.of(seed, copy));
        assertEquals(1, window.tabs().getTabs().size());
        assertEquals(List.of(seed, copy), loadIn(0).files());
        assertEquals(2, loadIn(0).threads().size(), "one track per file, on one axis");
    }
}
