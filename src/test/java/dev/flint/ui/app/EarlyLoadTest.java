package dev.flint.ui.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.flint.importer.ProfileFormatException;
import dev.flint.ui.common.ProfileLoading;
import dev.flint.viewmodel.LoadedProfile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CancellationException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The launch's files start loading before the window exists; the window's first load of the same files
 * takes that load over once (its result, its failure, its cancel), and any other load does not see it.
 */
class EarlyLoadTest {
    private static final Path PROFILE = Path.of("testdata/cpuprofile/node-small.cpuprofile").toAbsolutePath();

    /** Records what a load task would show. */
    private static final class Recorder implements ProfileLoading.Progress {
        volatile boolean cancel;
        volatile String lastMessage = "";
        volatile double lastFraction = -1;

        @Override public void message(String text) { lastMessage = text; }
        @Override public void fraction(double done) { lastFraction = done; }
        @Override public boolean isCancelled() { return cancel; }
    }

    @Test
    void theWindowsFirstLoadOfTheSameFilesTakesTheEarlyLoadOver() throws Exception {
        EarlyLoad.start(List.of(PROFILE));
        EarlyLoad early = EarlyLoad.take(List.of(PROFILE));
        assertNotNull(early);
        assertNull(EarlyLoad.take(List.of(PROFILE)), "handed over once");
        Recorder progress = new Recorder();
        List<LoadedProfile> loads = early.await(progress);
        assertEquals(1, loads.size());
        LoadedProfile loaded = loads.get(0);
        assertEquals(List.of(PROFILE), loaded.files());
        assertEquals(1, loaded.threads().size());
        assertTrue(loaded.threads().get(0).thread().samples().size() > 100);
        assertTrue(progress.lastFraction >= 0, "progress was passed on");
    }

    @Test
    void aBadFileFailsWithItsOneLine(@TempDir Path temp) throws Exception {
        Path bad = Files.writeString(temp.resolve("bad.cpuprofile"), "{\"nodes\": [}");
        EarlyLoad.start(List.of(bad));
        EarlyLoad early = EarlyLoad.take(List.of(bad));
        ProfileFormatException failure = assertThrows(ProfileFormatException.class, () -> early.await(new Recorder()));
        assertTrue(failure.getMessage().startsWith(bad + ": "), failure.getMessage());
    }

    @Test
    void aCancelledTaskCancelsTheEarlyLoad() {
        EarlyLoad.start(List.of(PROFILE));
        EarlyLoad early = EarlyLoad.take(List.of(PROFILE));
        Recorder progress = new Recorder();
        progress.cancel = true;
        assertThrows(CancellationException.class, () -> early.await(progress));
        assertTrue(early.isCancelled(), "the load's own progress listener now says cancelled");
    }

    @Test
    void aFirstLoadOfOtherFilesDropsTheEarlyLoad() throws Exception {
        EarlyLoad.start(List.of(PROFILE));
        EarlyLoad early = EarlyLoad.take(List.of(PROFILE));
        assertNotNull(early);
        EarlyLoad.start(List.of(PROFILE));
        assertNull(EarlyLoad.take(List.of(PROFILE.resolveSibling("other.cpuprofile"))), "other files load on their own");
        assertNull(EarlyLoad.take(List.of(PROFILE)), "the early load was dropped");
        early.await(new Recorder());
    }

    @Test
    void noFilesNoEarlyLoad() {
        EarlyLoad.start(List.of());
        assertNull(EarlyLoad.take(List.of()));
    }
}
