package dev.flint.realwindow;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.TestInfo;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.extension.TestWatcher;

/**
 * What every real-window test class shares: one display (Xvfb and openbox) for the class, started by the
 * class's {@code @BeforeAll} through {@link #startDisplay} and closed after it; per scenario a fresh user (its
 * folder emptied, so an earlier run's settings and debug state are not read as this run's), and after it a
 * screenshot of how the screen ended ({@code last.png}) and the app closed. A scenario's folder is deleted when
 * it passed and kept, with its screenshots, when it failed.
 */
abstract class RealWindowScenario {
    static RealDisplay display;
    /** The app the scenario started; closed after it. */
    RunningFlint app;
    /** The scenario's folder: the user's home and the screenshots. */
    Path dir;

    @RegisterExtension
    final TestWatcher keepShotsOfFailures = new TestWatcher() {
        @Override
        public void testSuccessful(ExtensionContext context) {
            deleteTree(dir);
        }
    };

    /** Starts the class's display, its logs in {@code out}; skips the class, saying why, without the tools. */
    static void startDisplay(Path out) throws Exception {
        RealDisplay.assumeAvailable(RealWindowTest.JAR);
        display = RealDisplay.start(out);
    }

    @AfterAll
    static void stopDisplay() {
        if (display != null) display.close();
        display = null;
    }

    /** Where the scenario named {@code scenario} keeps its user and screenshots. */
    Path scenarioFolder(String scenario) {
        return RealWindowTest.OUT.resolve(scenario);
    }

    @BeforeEach
    void freshUser(TestInfo test) throws IOException {
        assertTrue(display.windowManagerAlive(), "openbox ended (see its openbox.log)");
        dir = scenarioFolder(test.getTestMethod().orElseThrow().getName());
        deleteTree(dir);
        Files.createDirectories(dir);
    }

    @AfterEach
    void stopApp() throws Exception {
        if (display != null && dir != null) display.screenshot(dir.resolve("last.png"));
        if (app != null) app.close();
    }

    static void deleteTree(Path root) {
        if (root == null || !Files.exists(root)) return;
        try (var walk = Files.walk(root)) {
            walk.sorted(java.util.Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        } catch (IOException e) {
            // Leftovers under target/ do no harm.
        }
    }
}
