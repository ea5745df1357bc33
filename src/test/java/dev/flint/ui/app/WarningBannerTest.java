package dev.flint.ui.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.flint.model.LoadWarning;
import dev.flint.model.Profile;
import dev.flint.model.ProfileFormat;
import dev.flint.ui.testing.FreshStage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/** What a load repaired or dropped shows in a yellow banner, as the CLI's warning lines, until dismissed. */
@FreshStage(width = 1200, height = 800)
class WarningBannerTest extends FreshWindowTest {

    /** Seed 001's profile with one more sample, on node 99, which the profile does not have. */
    private static Path sampleOnAnUnknownNode() throws IOException {
        String seed = Files.readString(Fixtures.seed001(folder));
        String text = seed.replaceFirst("\"samples\"\\s*:\\s*\\[", "\"samples\": [99, ")
                .replaceFirst("\"timeDeltas\"\\s*:\\s*\\[", "\"timeDeltas\": [0, ");
        if (text.equals(seed)) throw new AssertionError("seed001 has no samples array to extend");
        return Files.writeString(folder.resolve("unknown-node.cpuprofile"), text);
    }

    @Test
    void aSampleOnAnUnknownNodeIsAWarningUntilDismissed(FxRobot robot) throws Exception {
        Path file = sampleOnAnUnknownNode();
        WaitForAsyncUtils.asyncFx(() -> window.open(List.of(file))).get();
        Fixtures.waitFor(() -> window.profileProperty().get() != null);
        Fixtures.waitForIdle(window);
        Profile profile = window.profileProperty().get().profiles().get(0);
        assertEquals(1, profile.warnings().size(), "the importer reports the sample it dropped");
        assertEquals(file + ": " + profile.warnings().get(0).describe(), window.warningText());
        assertTrue(window.warningText().endsWith("(1 samples affected)"), window.warningText());
        assertTrue(robot.lookup("#warningBanner").query().isVisible());
        assertEquals("", window.bannerText(), "a warning is not an error: the profile loaded");

        robot.clickOn("#warningClose");
        assertFalse(robot.lookup("#warningBanner").query().isVisible());
        assertEquals("", window.warningText());
    }

    @Test
    void aCleanLoadHidesTheWarningsOfThePreviousOne() throws Exception {
        Path file = sampleOnAnUnknownNode();
        WaitForAsyncUtils.asyncFx(() -> window.open(List.of(file))).get();
        Fixtures.waitFor(() -> window.profileProperty().get() != null);
        Fixtures.waitForIdle(window);
        assertFalse(window.warningText().isEmpty());
        Path seed = Fixtures.seed001(folder);
        WaitForAsyncUtils.asyncFx(() -> window.open(List.of(seed))).get();
        Fixtures.waitFor(() -> window.profileProperty().get().files().equals(List.of(seed)));
        Fixtures.waitForIdle(window);
        assertEquals("", window.warningText());
    }

    @Test
    void theBannerBelongsToTheTabWhoseFileItDescribes(FxRobot robot) throws Exception {
        Path file = sampleOnAnUnknownNode();
        WaitForAsyncUtils.asyncFx(() -> window.open(List.of(file))).get();
        Fixtures.waitFor(() -> window.profileProperty().get() != null);
        Fixtures.waitForIdle(window);
        String warned = window.warningText();
        assertTrue(warned.startsWith(file + ": "), warned);
        Path seed = Fixtures.seed001(folder);
        WaitForAsyncUtils.asyncFx(() -> window.open(List.of(seed))).get();
        Fixtures.waitFor(() -> window.profileProperty().get().files().equals(List.of(seed)));
        Fixtures.waitForIdle(window);
        assertEquals("", window.warningText(), "the clean file's tab has no warnings");

        robot.interact(() -> window.tabs().getSelectionModel().select(0));
        assertEquals(warned, window.warningText(), "back on the first tab, its warnings again");
        assertTrue(robot.lookup("#warningBanner").query().isVisible());
        robot.clickOn("#warningClose");
        robot.interact(() -> window.tabs().getSelectionModel().select(1));
        robot.interact(() -> window.tabs().getSelectionModel().select(0));
        assertEquals("", window.warningText(), "closed on this tab, it stays closed there");
        assertFalse(robot.lookup("#warningBanner").query().isVisible());
    }

    /**
     * A Chromium proto recording (testdata/perfetto) warns of what every recording has: slices open at its start
     * and end, flows, a few events on global tracks. The command line says so; the banner stays down.
     */
    @Test
    void aNormalChromiumProtoRecordingRaisesNoBanner() throws Exception {
        Path file = Path.of("testdata/perfetto/chrome-page.pftrace.gz");
        Profile profile = dev.flint.importer.ProfileLoader.load(file);
        assertEquals(List.of(
                "traceEvents: B events without a matching E, shown with duration 0 (30 events affected)",
                "track events: flow arrows between slices are not shown (2649 events affected)",
                "track events: slice ends without a begin on their track, dropped (208 events affected)",
                "track events: slices and instants on a process's tracks rather than a thread's (async ones) are not shown,"
                        + " but for markers (2591 events affected)",
                "track events: events on a track that belongs to no thread or process, dropped (4 events affected)"),
                profile.warnings().stream().map(LoadWarning::describe).toList());
        assertEquals(List.of(), WarningBanner.lines(file.toString(), profile));
    }

    @Test
    void atMostFiveLinesPerFileThenHowManyMore() {
        List<LoadWarning> warnings = new ArrayList<>();
        for (int i = 1; i <= 7; i++) warnings.add(new LoadWarning("samples", "problem " + i, i, LoadWarning.SAMPLES));
        Profile profile = new Profile(ProfileFormat.CPUPROFILE, List.of(), new dev.flint.model.Categories(), false, warnings);
        assertEquals(List.of(
                "a.cpuprofile: samples: problem 1 (1 samples affected)",
                "a.cpuprofile: samples: problem 2 (2 samples affected)",
                "a.cpuprofile: samples: problem 3 (3 samples affected)",
                "a.cpuprofile: samples: problem 4 (4 samples affected)",
                "a.cpuprofile: samples: problem 5 (5 samples affected)",
                "a.cpuprofile: and 2 more"), WarningBanner.lines("a.cpuprofile", profile));
    }
}
