package dev.flint.realwindow;

import static dev.flint.realwindow.RunningFlint.flag;
import static dev.flint.realwindow.RunningFlint.numbers;
import static dev.flint.realwindow.RunningFlint.string;
import static dev.flint.realwindow.RunningFlint.tabTitles;
import static dev.flint.realwindow.RunningFlint.viewsShown;
import static dev.flint.realwindow.RunningFlint.visibleSpan;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * What a new user meets, in a real window: Xvfb at 1600x1000 with openbox, the app started with the README's
 * command ({@code java -jar target/flint.jar}) for a fresh user, driven by real X input (xdotool keys, clicks,
 * drags; a GTK drag source for drops; the GTK file dialog) and checked on screenshots (window size, a painted
 * chart) and, where a picture cannot tell, on the debug state the window writes. Screenshots of a failed
 * scenario stay in target/real-window/SCENARIO/. Skips without the tools (see {@link RealDisplay}).
 */
class RealWindowTest extends RealWindowScenario {
    /** The jar under test; {@code -Dflint.realwindow.jar} points the suite at another build (an older one). */
    static final Path JAR = Path.of(System.getProperty("flint.realwindow.jar", "target/flint.jar")).toAbsolutePath();
    static final Path OUT = Path.of("target", "real-window").toAbsolutePath();
    /** Real Node captures of the project's testdata, taken 18 minutes apart (0.39 s and 0.52 s long): a fresh clone has them. */
    static final Path NODE_FIB = Path.of("testdata/timeline/node-fib.cpuprofile");
    static final Path NODE_SMALL = Path.of("testdata/cpuprofile/node-small.cpuprofile");
    static final Path DRAG_SOURCE = Path.of("src", "test", "python", "drag_source.py").toAbsolutePath();
    /** Start-up and loads on a busy 2-core machine: generous, a hang still fails. */
    static final long START_MILLIS = 60_000;
    static final long STEP_MILLIS = 20_000;
    /** A drawn flame chart has at least this share of saturated pixels; an empty area has none. */
    static final double PAINTED_SHARE = 0.05;
    static final long PAINT_MILLIS = 10_000;

    @BeforeAll
    static void startDisplay() throws Exception {
        startDisplay(OUT);
    }

    // ***** Scenarios *****

    @Test
    void startsWithTheSampleInAWindowOfMostOfTheScreenAndClosingEndsTheProcess() throws Exception {
        String state = startWithSample();
        String window = flintWindow();
        int[] size = display.geometry(window);
        // About 85 % of 1600x1000 (1360x850), not the 640x420 minimum the window manager left it at.
        assertTrue(size[2] >= 1200 && size[3] >= 760, "window " + size[2] + "x" + size[3] + " on a 1600x1000 screen");
        assertTrue(size[2] <= 1600 && size[3] <= 1000, "window " + size[2] + "x" + size[3]);
        assertTrue(tabTitles(state).get(0).contains("sample"), state);
        // The notice says what the sample is, with its length (0.93 s; it promised "a few seconds": issue 34, item 6).
        assertTrue(string(state, "notice").contains("(0.9 s of a Node.js script)"), state);
        assertPainted("sample", state);

        display.xdotool("windowactivate", "--sync", window);
        display.xdotool("key", "--clearmodifiers", "alt+F4");
        assertTrue(app.waitForExit(15_000), "closing the window ends the process");
    }

    /**
     * Issue 34, item 0: with a CPU hog beside it (two spinning processes on this 2-core machine), the window still
     * opens at most of the screen with a Chrome trace on the command line, three starts in a row. The window
     * manager's shrink to the minimum (JDK-8316423) came seconds late under load, after the old repair's 1.5 s,
     * and the window stayed 638x395 once in five starts.
     */
    @Test
    void underACpuHogTheWindowStillOpensAtMostOfTheScreen() throws Exception {
        Path trace = Path.of("testdata/perfetto/chrome-page.json.gz").toRealPath();
        List<Process> hogs = new java.util.ArrayList<>();
        try {
            for (int i = 0; i < 2; i++) {
                hogs.add(new ProcessBuilder("sh", "-c", "while :; do :; done").redirectErrorStream(true)
                        .redirectOutput(ProcessBuilder.Redirect.DISCARD).start());
            }
            for (int start = 0; start < 3; start++) {
                app = RunningFlint.launch(display, JAR, dir.resolve("home-" + start), trace);
                awaitShown(List.of(trace.getFileName().toString()));
                int[] size = display.geometry(flintWindow());
                assertTrue(size[2] >= 1200 && size[3] >= 760, "start " + start + ": window " + size[2] + "x" + size[3]
                        + " on a 1600x1000 screen under load");
                app.close();
            }
        } finally {
            for (Process hog : hogs) hog.destroyForcibly();
        }
    }

    @Test
    void aFileOpenedOverTheSampleThroughTheFileDialogIsDrawnAndTakesKeys() throws Exception {
        startWithSample();
        Path file = NODE_FIB.toRealPath();
        display.xdotool("windowactivate", "--sync", flintWindow());
        display.xdotool("key", "--clearmodifiers", "ctrl+o");
        String dialog = awaitWindow("^Open");
        assertNotNull(dialog, "Ctrl+O opens the file dialog");
        display.xdotool("windowactivate", "--sync", dialog);
        // Ctrl+L opens the GTK dialog's location field (a typed "/" does too, but eats the next keys).
        display.xdotool("key", "--clearmodifiers", "ctrl+l");
        Thread.sleep(500);
        display.xdotool("type", "--delay", "15", file.toString());
        Thread.sleep(300);
        display.xdotool("key", "Return");
        // The dialog opens in a folder now (the last one, or the sample's): GTK's location field may show its
        // completion popup, which takes the first Return. While the dialog stays, one more Return opens the file.
        RealDisplay.waitUntil(() -> display.findWindow("^Open") == null, 5_000);
        if (display.findWindow("^Open") != null) {
            try {
                display.xdotool("windowactivate", "--sync", dialog);
                display.xdotool("key", "Return");
            } catch (RuntimeException closedMeanwhile) {
                // the dialog went as the key was sent: the first Return did open the file
            }
        }
        String state = awaitShown(List.of(file.getFileName().toString()));
        assertPainted("opened", state);
        assertKeysZoomWithoutAClick(state);
    }

    @Test
    void aFileDroppedOverTheSampleIsDrawnAndTakesKeys() throws Exception {
        startWithSample();
        Path file = NODE_SMALL.toRealPath();
        dropOnChart(file);
        String state = awaitShown(List.of(file.getFileName().toString()));
        assertPainted("dropped", state);
        // The drag source had the focus: the user comes back to Flint's window (not a click in the chart).
        display.xdotool("windowactivate", "--sync", flintWindow());
        assertKeysZoomWithoutAClick(app.state());
    }

    @Test
    void aSecondLaunchOpensOverTheSampleThenInASecondTabAndTabsSwitch() throws Exception {
        startWithSample();
        Path first = NODE_FIB.toRealPath();
        Path second = NODE_SMALL.toRealPath();
        String out = app.launchAgain(first);
        assertTrue(out.contains("opened 1 file in the running window") && out.contains("(exit 0)"), out);
        String state = awaitShown(List.of(first.getFileName().toString()));
        assertPainted("first", state);

        out = app.launchAgain(second);
        assertTrue(out.contains("(exit 0)"), out);
        state = awaitShown(List.of(first.getFileName().toString(), second.getFileName().toString()));
        assertEquals(1, (int) RunningFlint.number(state, "selectedTab"), state);
        assertPainted("second", state);

        // A click on the first tab's header shows it again, drawn.
        double[] strip = numbers(state, "tabStripScreen");
        assertNotNull(strip, state);
        display.xdotool("mousemove", "--sync", pixel(strip[0] + 60), pixel(strip[1] + strip[3] / 2));
        display.xdotool("click", "1");
        state = app.awaitState(s -> RunningFlint.number(s, "selectedTab") == 0, STEP_MILLIS);
        assertEquals(0, (int) RunningFlint.number(state, "selectedTab"), state);
        assertEquals(List.of(true, false), viewsShown(state), state);
        assertPainted("switched", state);
    }

    @Test
    void aRangeDraggedOnTheRulerZoomsInWithZAndOutWithShiftZ() throws Exception {
        Path file = NODE_FIB.toRealPath();
        app = RunningFlint.launch(display, JAR, dir.resolve("home"), file);
        String state = awaitShown(List.of(file.getFileName().toString()));
        double[] chart = numbers(state, "chartScreen");
        double wholeSpan = visibleSpan(state);
        double y = chart[1] + 8;
        // As a hand does it: rest on the ruler, press, pause, move (a loaded machine's FX thread lags behind X).
        display.xdotool("mousemove", "--sync", pixel(chart[0] + chart[2] * 0.3 - 20), pixel(y));
        Thread.sleep(300);
        display.xdotool("mousemove", "--sync", pixel(chart[0] + chart[2] * 0.3), pixel(y));
        Thread.sleep(500);
        display.xdotool("mousedown", "1");
        Thread.sleep(300);
        for (double at = 0.32; at < 0.61; at += 0.04) {
            display.xdotool("mousemove", "--sync", pixel(chart[0] + chart[2] * at), pixel(y));
            Thread.sleep(80);
        }
        Thread.sleep(300);
        display.xdotool("mouseup", "1");
        // The state is polled: wait for the drag's end, not its first steps.
        state = app.awaitState(s -> numbers(s, "selectedRange") != null
                && Math.abs(numbers(s, "selectedRange")[1] - numbers(s, "selectedRange")[0]) > wholeSpan * 0.05, STEP_MILLIS);
        // A loaded machine's FX thread works through the queued moves late: read the range once it holds still.
        for (String previous = ""; !state.equals(previous); ) {
            previous = state;
            Thread.sleep(1000);
            state = app.state();
        }
        double[] range = numbers(state, "selectedRange");
        assertNotNull(range, "dragging on the ruler selects a range: " + state);
        double rangeSpan = Math.abs(range[1] - range[0]);
        // Under load X coalesces the moves: the range ends where the last move the app saw was, not always at 0.6.
        assertTrue(rangeSpan / wholeSpan > 0.05 && rangeSpan / wholeSpan < 0.35, "range of " + rangeSpan / wholeSpan
                + " of the whole: " + state);

        display.xdotool("key", "z");
        state = app.awaitState(s -> RunningFlint.committedRanges(s) == 1, STEP_MILLIS);
        assertEquals(1, RunningFlint.committedRanges(state), "Z commits the range: " + state);
        assertEquals(rangeSpan, visibleSpan(state), rangeSpan * 0.01, "Z zooms into it: " + state);
        assertPainted("zoomed", state);

        display.xdotool("key", "shift+z");
        state = app.awaitState(s -> RunningFlint.committedRanges(s) == 0, STEP_MILLIS);
        assertEquals(0, RunningFlint.committedRanges(state), "Shift+Z backs out: " + state);
        assertEquals(wholeSpan, visibleSpan(state), wholeSpan * 0.01, state);
    }

    @Test
    void aBadFileDroppedSaysSoInOneLineAndTheAppStaysUsable() throws Exception {
        startWithSample();
        Path bad = Path.of("testdata/hostile/refuse/devtools-recording.json").toRealPath();
        dropOnChart(bad);
        String state = app.awaitState(s -> !"".equals(string(s, "banner")) && !flag(s, "loading"), STEP_MILLIS);
        String banner = string(state, "banner");
        assertTrue(banner != null && !banner.isEmpty() && !banner.contains("\\n"), "one line: " + state);
        assertTrue(banner.contains("devtools-recording.json"), "names the file: " + banner);
        assertTrue(tabTitles(state).get(0).contains("sample"), "the sample stays: " + state);
        display.xdotool("windowactivate", "--sync", flintWindow());
        assertKeysZoomWithoutAClick(state);
        assertTrue(app.isAlive());
    }

    @Test
    void aSourceMapDroppedOnAMinifiedProfileAppliesAndSaysSo() throws Exception {
        startWithSample();
        // The project's own fixtures (issue 26): a node profile of an esbuild bundle, and the bundle's map.
        Path profile = Path.of("testdata/sourcemaps/profiles/node-esbuild-external.cpuprofile").toRealPath();
        Path map = Path.of("testdata/sourcemaps/bundles/esbuild-external/app.min.js.map").toRealPath();
        dropOnChart(profile);
        String before = awaitShown(List.of(profile.getFileName().toString()));
        assertFalse(string(before, "status").contains("mapped through"), "no map applied yet: " + before);
        dropOnChart(map);
        String state = app.awaitState(s -> string(s, "status").contains("mapped through") && !flag(s, "loading"), STEP_MILLIS);
        assertTrue(string(state, "status").matches(".*\\d frames? mapped through 1 map.*"), "the status says so: " + state);
        assertEquals("", string(state, "banner"), "no refusal: " + state);
        assertEquals(List.of(profile.getFileName().toString()), tabTitles(state), "the map is not opened as a profile");
        assertPainted("source-map-dropped", state);
    }

    @Test
    void twoUnrelatedFilesDroppedTogetherAreEachDrawnAtTheirOwnScale() throws Exception {
        // Two Node profiles taken 18 minutes apart (0.39 s and 0.52 s long): on one absolute axis each is a sliver.
        Path fib = NODE_FIB.toRealPath();
        Path small = NODE_SMALL.toRealPath();
        startWithSample();
        dropOnChart(fib, small);
        String state = app.awaitState(s -> !flag(s, "loading") && s.contains(fib.toString()) && s.contains(small.toString())
                && viewsShown(s).stream().allMatch(b -> b), START_MILLIS);
        assertTrue(state.contains(fib.toString()) && state.contains(small.toString()), state);
        assertPainted("both", state);
        double visible = visibleSpan(state);
        for (double own : List.of(ownSpanMicros(fib), ownSpanMicros(small))) {
            assertTrue(own / visible >= 0.1, "a file of " + own / 1e6 + " s in a visible range of " + visible / 1e6
                    + " s is a sliver: " + state);
        }
    }

    @Test
    void eachFormatOfIssue25OpensDrawnAndNamedAndAnUnreadOneIsRefusedByName() throws Exception {
        // perf.data goes through perf script; without perf the same program's perf script text stands in
        boolean perf = RealDisplay.onPath("perf");
        Map<Path, String> formats = new LinkedHashMap<>();
        formats.put(Path.of(perf ? "testdata/perf-data/loop.perf.data" : "testdata/perf/native.perf.txt"),
                perf ? "perf-data" : "perf-script");
        formats.put(Path.of("testdata/v8-log/work.v8.log.gz"), "v8-log");
        formats.put(Path.of("testdata/v8-preprocess/main.preprocess.json.gz"), "v8-preprocess");
        formats.put(Path.of("testdata/dtrace/ustack.txt"), "dtrace");
        formats.put(Path.of("testdata/macos-sample/two-threads.txt"), "macos-sample");
        // and issue 36's OpenTelemetry profile (async-profiler's jfr-converter output)
        formats.put(Path.of("testdata/otlp/converter.otlp"), "otlp");
        startWithSample();
        List<String> titles = new java.util.ArrayList<>();
        for (Map.Entry<Path, String> entry : formats.entrySet()) {
            Path file = entry.getKey().toRealPath();
            String name = file.getFileName().toString();
            // The README's command while the window runs: the first file takes the sample's place, the others a tab each
            String out = app.launchAgain(file);
            assertTrue(out.contains("(exit 0)"), out);
            titles.add(name);
            String state = awaitShown(titles);
            assertEquals(titles.size() - 1, (int) RunningFlint.number(state, "selectedTab"), state);
            assertTrue(state.contains(RunningFlint.json(file.toString())), "the tab holds " + file + ": " + state);
            if (name.equals("loop.perf.data")) {
                // Its binary was in a temporary folder of the machine it was recorded on: said once, with the fix
                // (issue 34, item 6: every frame showed as [loop] with no word why).
                String banner = string(state, "warnings");
                assertTrue(banner != null && banner.contains("not found on this machine") && banner.contains("[loop]")
                        && banner.contains("perf buildid-cache"), name + " names its missing binary: " + state);
                // The window counts what the engine warns of on this machine: besides the missing binary, perf
                // itself adds a line when this kernel is not the recording's ("No kallsyms or vmlinux with
                // build-id ..."), as on a machine booted from another kernel than the one loop.perf.data met.
                int warned = dev.flint.importer.ProfileLoader.load(file).warnings().size();
                assertEquals(warned + (warned == 1 ? " warning" : " warnings"), string(state, "warningCount"), state);
            } else {
                assertEquals("", string(state, "banner"), name + " loads without an error line: " + state);
            }
            assertTrue(string(state, "status").startsWith(name + "  \u00b7  " + entry.getValue() + "  \u00b7  "),
                    "the status line names the file and its format: " + state);
            assertNotNull(display.findWindow("^" + name.replace(".", "\\.") + " .* Flint$"), "the window's title names " + name);
            assertPainted(entry.getValue(), state);
        }
        // A profiler's file Flint recognises but does not read: one line naming what it is, the tabs stay
        Path unread = Path.of("testdata/hostile/refuse/xctrace-export.xml").toRealPath();
        String out = app.launchAgain(unread);
        assertTrue(out.contains("(exit 0)"), out);
        String state = app.awaitState(s -> !"".equals(string(s, "banner")) && !flag(s, "loading"), STEP_MILLIS);
        String banner = string(state, "banner");
        assertTrue(banner != null && banner.contains("xctrace-export.xml") && banner.contains("Instruments")
                && !banner.contains("\\n"), "one line naming the file and the format: " + state);
        assertEquals(titles, tabTitles(state), state);
        display.xdotool("windowactivate", "--sync", flintWindow());
        assertKeysZoomWithoutAClick(state);
        assertPainted("after-refusal", app.state());
        assertTrue(app.isAlive());
    }

    @Test
    void aChromiumPerfettoTraceOpenedOnTheCommandLineShowsItsThreadsWithoutABanner() throws Exception {
        // Chromium 156's proto recording over the DevTools protocol, opened with the README's start command
        String name = "chrome-page.pftrace.gz";
        String state = launchOn("testdata/perfetto/" + name);
        assertEquals("", string(state, "banner"), "it loads without an error line: " + state);
        assertEquals("", string(state, "warnings"), "and without a yellow banner (its warnings are a recording's shape): " + state);
        assertTrue(string(state, "status").startsWith(name + "  \u00b7  perfetto  \u00b7  "),
                "the status line names the file and its format: " + state);
        // The renderer whose page ran the workload, its worker and the browser's threads are in the thread list
        List<String> threads = RunningFlint.rows(state, "threadRows").stream().map(RunningFlint.Row::name).toList();
        assertTrue(threads.size() >= 5, "the thread list shows the trace's threads: " + threads);
        assertTrue(threads.stream().anyMatch(t -> t.contains("CrRendererMain")), "CrRendererMain: " + threads);
        assertTrue(threads.stream().anyMatch(t -> t.contains("DedicatedWorker thread")), "the worker: " + threads);
        assertTrue(string(state, "thread") != null && !string(state, "thread").isEmpty(), "a thread is shown: " + state);
        // The page idled for its first 6 of 11 s: about 3 % of the chart is drawn (a blank chart has none)
        assertPainted("perfetto", state, 0.015);
        display.xdotool("windowactivate", "--sync", flintWindow());
        assertKeysZoomWithoutAClick(state);
    }

    /**
     * Issue 34, item 7: a Chrome recording cut at its end (B events without their E, as Chrome writes every
     * recording) raises no yellow banner, but its warning stays reachable: the status bar counts it and opens the
     * tab's warnings list. On the main the issue was filed on, the banner showed this line for every such trace.
     */
    @Test
    void anOrdinaryChromeTraceRaisesNoBannerAndItsWarningIsInTheStatusBarsList() throws Exception {
        String state = launchOn("testdata/perfetto/chrome-page.json.gz");
        assertEquals("", string(state, "warnings"), "no banner for the normal shape of a recording: " + state);
        assertEquals("1 warning", string(state, "warningCount"), "the status bar counts it: " + state);
        double[] link = numbers(state, "warningsLinkScreen");
        assertNotNull(link, state);
        display.xdotool("mousemove", "--sync", pixel(link[0] + link[2] / 2), pixel(link[1] + link[3] / 2));
        display.xdotool("click", "1");
        String list = null;
        for (long end = System.currentTimeMillis() + STEP_MILLIS; list == null && System.currentTimeMillis() < end; ) {
            list = display.findWindow("^Warnings .*chrome-page");
            if (list == null) Thread.sleep(200);
        }
        assertNotNull(list, "the link opens the tab's warnings list");
        assertTrue(app.isAlive());
    }

    /**
     * The theme (issue 34 item 8): a fresh user on a desktop that says nothing is light; Ctrl+Shift+D turns the
     * whole window dark (Primer Dark: menus, panes and the chart, measured as the window's mean luminance on the
     * screen) and a restart keeps the pick.
     */
    @Test
    void ctrlShiftDTurnsTheWindowDarkAndARestartKeepsIt() throws Exception {
        Path file = NODE_FIB.toRealPath();
        app = RunningFlint.launch(display, JAR, dir.resolve("home"), file);
        // Drawn first: a window not yet painted is as white as a light one.
        assertPainted("light", awaitShown(List.of(file.getFileName().toString())));
        double light = windowLuminance("light");
        assertTrue(light > 0.6, "a fresh window is light: mean luminance " + light);
        display.xdotool("windowactivate", "--sync", flintWindow());
        display.xdotool("key", "--clearmodifiers", "ctrl+shift+d");
        double dark = awaitDarkWindow("dark");
        assertTrue(dark <= 0.2, "Ctrl+Shift+D: mean luminance " + dark);

        display.xdotool("key", "--clearmodifiers", "alt+F4");
        assertTrue(app.waitForExit(15_000), "closing the window ends the process");
        app = RunningFlint.launch(display, JAR, dir.resolve("home"), file);
        awaitShown(List.of(file.getFileName().toString()));
        double restarted = awaitDarkWindow("restarted");
        assertTrue(restarted <= 0.2, "the pick is remembered: mean luminance " + restarted);
    }

    /** The window's mean luminance once it is dark, or after {@link #STEP_MILLIS} (a loaded machine paints late). */
    private double awaitDarkWindow(String step) throws Exception {
        long end = System.nanoTime() + STEP_MILLIS * 1_000_000;
        double luminance;
        do {
            luminance = windowLuminance(step);
        } while (luminance > 0.2 && System.nanoTime() < end);
        return luminance;
    }

    /** The mean relative luminance of Flint's window on the screen, 0 (black) to 1 (white). */
    private double windowLuminance(String step) throws Exception {
        int[] window = display.geometry(flintWindow());
        double luminance = display.meanLuminance(shot(step), window[0], window[1], window[2], window[3]);
        System.out.printf("real-window %s: mean luminance %.3f%n", step, luminance);
        return luminance;
    }

    /** The two newest formats open by drop as by the command line: an OTLP profile over the sample, then a Perfetto trace. */
    @Test
    void anOtlpProfileAndAPerfettoTraceDroppedOnTheWindowOpenAsTabs() throws Exception {
        startWithSample();
        Path otlp = Path.of("testdata/otlp/converter.otlp").toRealPath();
        dropOnChart(otlp);
        String state = awaitShown(List.of(otlp.getFileName().toString()));
        assertTrue(string(state, "status").startsWith(otlp.getFileName() + "  \u00b7  otlp  \u00b7  "), state);
        assertPainted("dropped-otlp", state);
        Path perfetto = Path.of("testdata/perfetto/chrome-page.pftrace.gz").toRealPath();
        dropOnChart(perfetto);
        state = awaitShown(List.of(otlp.getFileName().toString(), perfetto.getFileName().toString()));
        assertTrue(string(state, "status").startsWith(perfetto.getFileName() + "  \u00b7  perfetto  \u00b7  "), state);
        assertEquals("", string(state, "banner"), "no error line: " + state);
    }

    // ***** Steps *****

    private String startWithSample() throws Exception {
        app = RunningFlint.launch(display, JAR, dir.resolve("home"));
        return awaitShown(List.of("sample.cpuprofile"));
    }

    /** Waits until exactly these tabs are open, loaded, the selected one's view shown; fails with the state. */
    private String awaitShown(List<String> titles) throws Exception {
        Predicate<String> done = s -> tabTitles(s).equals(titles) && !flag(s, "loading")
                && viewsShown(s).get((int) RunningFlint.number(s, "selectedTab"))
                && numbers(s, "chartScreen") != null;
        String state = app.awaitState(done, START_MILLIS);
        if (!done.test(state)) {
            shot("timeout");
            throw new AssertionError("expected tabs " + titles + " shown; state " + state + "\nlog: " + app.log());
        }
        // The window paints the chart a pulse or two after the tab shows.
        Thread.sleep(700);
        return app.state();
    }


    /**
     * The chart area of a screenshot has drawn bars (a blank tab has none). Screenshots are taken until it
     * has or {@link #PAINT_MILLIS} pass: a loaded machine presents frames late.
     */
    /** Starts the app with the README's command on {@code file} (under the checkout) and waits until its tab shows. */
    private String launchOn(String file) throws Exception {
        Path path = Path.of(file).toRealPath();
        app = RunningFlint.launch(display, JAR, dir.resolve("home"), path);
        return awaitShown(List.of(path.getFileName().toString()));
    }

    private void assertPainted(String step, String state) throws Exception {
        assertPainted(step, state, PAINTED_SHARE);
    }

    /** As {@link #assertPainted(String, String)}, for a chart whose file is mostly idle: at least {@code least} coloured. */
    private void assertPainted(String step, String state, double least) throws Exception {
        double[] chart = numbers(state, "chartScreen");
        assertNotNull(chart, "no chart in " + state);
        long end = System.nanoTime() + PAINT_MILLIS * 1_000_000;
        Path shot;
        double share;
        int x, y, w, h;
        do {
            // Where the chart is now: the state a step waited for may be from a layout pass before the last one
            // (a loaded machine lays the window out late), and its rectangle then holds other panes.
            double[] now = numbers(app.state(), "chartScreen");
            if (now != null) chart = now;
            // The tracks below the ruler, over the chart's width.
            x = (int) chart[0];
            y = (int) chart[1] + 24;
            w = (int) chart[2];
            h = (int) Math.max(1, chart[3] - 24);
            shot = shot(step);
            share = display.colourShare(shot, x, y, w, h);
        } while (share < least && System.nanoTime() < end);
        System.out.printf("real-window %s: %.4f of the chart area coloured%n", step, share);
        assertTrue(share >= least, step + ": the chart area (" + w + "x" + h + "+" + x + "+" + y + ") has "
                + String.format("%.4f", share) + " coloured pixels; see " + shot);
    }

    /** W (no click first) zooms in; the debug state's visible range shrinks by the key's factor. */
    private void assertKeysZoomWithoutAClick(String state) throws Exception {
        double before = visibleSpan(state);
        display.xdotool("key", "w");
        String after = app.awaitState(s -> visibleSpan(s) < before * 0.9, STEP_MILLIS);
        assertEquals(before / 1.25, visibleSpan(after), before * 0.01,
                "W zooms at once (focus: " + string(after, "focusOwner") + ")");
    }

    /** Drags files from a real GTK drag source onto the middle of the chart. */
    private void dropOnChart(Path... files) throws Exception {
        double[] chart = numbers(app.state(), "chartScreen");
        dropFiles(chart[0] + chart[2] / 2, chart[1] + chart[3] / 2, false, files);
    }

    private Path shot(String step) throws IOException {
        Path file = dir.resolve(step + ".png");
        display.screenshot(file);
        return file;
    }

    /** A file's own time span, from `flint info` (the threads' earliest start to latest end). */
    private static double ownSpanMicros(Path file) throws Exception {
        Process info = new ProcessBuilder("java", "-jar", JAR.toString(), "info", file.toString())
                .redirectError(ProcessBuilder.Redirect.DISCARD).start();
        String json = new String(info.getInputStream().readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
        info.waitFor(60, TimeUnit.SECONDS);
        double start = Double.MAX_VALUE;
        double end = -Double.MAX_VALUE;
        var starts = java.util.regex.Pattern.compile("\"startMicros\": (-?[0-9]+)").matcher(json);
        while (starts.find()) start = Math.min(start, Double.parseDouble(starts.group(1)));
        var ends = java.util.regex.Pattern.compile("\"endMicros\": (-?[0-9]+)").matcher(json);
        while (ends.find()) end = Math.max(end, Double.parseDouble(ends.group(1)));
        assertFalse(end < start, json);
        return end - start;
    }


}
