package dev.flint.realwindow;

import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
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

    /**
     * Drags {@code files} from a real GTK drag source (src/test/python/drag_source.py) to ({@code toX}, {@code toY})
     * on the screen and drops them there; {@code link}: offered as links only, as a file manager's Alt-drag.
     */
    void dropFiles(double toX, double toY, boolean link, Path... files) throws Exception {
        List<String> command = new ArrayList<>(List.of(RealDisplay.PYTHON, RealWindowTest.DRAG_SOURCE.toString()));
        if (link) command.add("--link");
        for (Path file : files) command.add(file.toString());
        ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true);
        builder.environment().put("DISPLAY", display.display());
        Process source = builder.start();
        try {
            String[] window = new String[1];
            RealDisplay.waitUntil(() -> (window[0] = display.findWindow("^flint-drag-source$")) != null,
                    RealWindowTest.STEP_MILLIS);
            assertNotNull(window[0], "the drag source's window");
            int[] from = display.geometry(window[0]);
            int fromX = from[0] + from[2] / 2;
            int fromY = from[1] + from[3] / 2;
            display.xdotool("mousemove", "--sync", pixel(fromX), pixel(fromY));
            display.xdotool("mousedown", "1");
            for (int step = 1; step <= 10; step++) {
                display.xdotool("mousemove", "--sync", pixel(fromX + (toX - fromX) * step / 10.0),
                        pixel(fromY + (toY - fromY) * step / 10.0));
                Thread.sleep(40);
            }
            Thread.sleep(200);
            display.xdotool("mouseup", "1");
            source.waitFor(10, TimeUnit.SECONDS);
        } finally {
            source.destroy();
        }
    }

    /** The main window (titled "... Flint"); fails when it does not show. */
    String flintWindow() throws InterruptedException {
        String window = awaitWindow("Flint$");
        assertNotNull(window, "a window titled ... Flint");
        return window;
    }

    /** The first window whose title matches {@code regex}, waited for; null when none shows. */
    String awaitWindow(String regex) throws InterruptedException {
        String[] found = new String[1];
        RealDisplay.waitUntil(() -> (found[0] = display.findWindow(regex)) != null, RealWindowTest.STEP_MILLIS);
        return found[0];
    }

    static String pixel(double value) {
        return Integer.toString((int) Math.round(value));
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
