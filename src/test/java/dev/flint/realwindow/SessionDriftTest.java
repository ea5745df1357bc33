package dev.flint.realwindow;

import static dev.flint.realwindow.RunningFlint.flag;
import static dev.flint.realwindow.RunningFlint.numbers;
import static dev.flint.realwindow.RunningFlint.rows;
import static dev.flint.realwindow.RunningFlint.string;
import static dev.flint.realwindow.RunningFlint.tabTitles;
import static dev.flint.realwindow.RunningFlint.viewsShown;
import static dev.flint.realwindow.RunningFlint.visibleSpan;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.flint.realwindow.RunningFlint.Row;
import dev.flint.testing.SharedTestdata;
import java.nio.file.Path;
import java.util.List;
import java.util.Objects;
import java.util.function.Predicate;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The drift a new user met in one tab's views (issue 32), under a real window manager with real input: one
 * selection, whichever view made it, that a range, Z, Shift+Z, a thread switch or an open menu does not lose or
 * leave behind; and the keys after a tab switch. Read off the debug state ({@code -Dflint.debugState}), which
 * names each view's selection and where its rows are on the screen. Skips without the tools (see
 * {@link RealDisplay}); screenshots of a failed scenario stay in target/real-window/SCENARIO/.
 */
@Tag(SharedTestdata.TAG)
class SessionDriftTest extends RealWindowScenario {
    private static final Path JAR = RealWindowTest.JAR;
    private static final Path OUT = RealWindowTest.OUT;
    /** A 2-core machine shared by many builds loads node-medium in over a minute: generous, a hang still fails. */
    private static final long START_MILLIS = 180_000;
    private static final long STEP_MILLIS = RealWindowTest.STEP_MILLIS;

    @BeforeAll
    static void startDisplay() throws Exception {
        startDisplay(OUT);
    }

    // ***** Scenarios *****

    /** A row the range keeps stays selected through it (this one passed on 574288c too: a guard, not the drift). */
    @Test
    void theCallTreeKeepsItsSelectedRowThroughARangeSelectZAndShiftZ() throws Exception {
        String state = open("cpuprofile/node-medium.cpuprofile");
        String chosen = clickTreeRow(state, 2);

        double[] chart = numbers(state, "chartScreen");
        double wholeSpan = visibleSpan(state);
        dragOnRuler(chart, 0.3, 0.6);
        state = app.awaitState(s -> numbers(s, "selectedRange") != null, STEP_MILLIS);
        state = settled();
        assertNotNull(numbers(state, "selectedRange"), "dragging on the ruler selects a range: " + state);
        assertEquals(chosen, string(state, "treeSelected"), "after the range select: " + state);

        display.xdotool("key", "z");
        state = app.awaitState(s -> RunningFlint.committedRanges(s) == 1, STEP_MILLIS);
        state = settled();
        assertEquals(1, RunningFlint.committedRanges(state), "Z commits the range: " + state);
        assertEquals(chosen, string(state, "treeSelected"), "after Z: " + state);

        display.xdotool("key", "shift+z");
        state = app.awaitState(s -> RunningFlint.committedRanges(s) == 0, STEP_MILLIS);
        state = settled();
        assertEquals(wholeSpan, visibleSpan(state), wholeSpan * 0.01, state);
        assertEquals(chosen, string(state, "treeSelected"), "after Shift+Z: " + state);
    }

    /**
     * The drift as the issue met it: a row whose function the selected range lacks shows no selection while the
     * range holds (there is no such row), but the selection is the session's, not the table's, so it is back
     * after Shift+Z. node-medium's makeDocument (under main > section > jsonRoundTrip > get length) has no
     * sample between 58 % and 80 % of the profile. On the main issue 32 was filed on (574288c) the selection
     * was gone for good after the range select: this failed there ("expected makeDocument but was null").
     */
    @Test
    void aSelectedRowTheRangeLacksIsSelectedAgainAfterShiftZ() throws Exception {
        String state = open("cpuprofile/node-medium.cpuprofile");
        assertEquals("get length", clickTreeRow(state, 5), "the tree opens along main > section > … > get length: " + state);
        display.xdotool("key", "Down");
        state = app.awaitState(s -> "makeDocument".equals(string(s, "treeSelected")), STEP_MILLIS);
        assertEquals("makeDocument", string(state, "treeSelected"), "Down selects the row under get length: " + state);

        dragOnRuler(numbers(state, "chartScreen"), 0.62, 0.74);
        state = app.awaitState(s -> numbers(s, "selectedRange") != null, STEP_MILLIS);
        state = settled();
        assertNull(string(state, "treeSelected"), "the range's tree has no makeDocument row to select: " + state);

        display.xdotool("key", "z");
        state = app.awaitState(s -> RunningFlint.committedRanges(s) == 1, STEP_MILLIS);
        state = settled();
        assertNull(string(state, "treeSelected"), "after Z: " + state);

        display.xdotool("key", "shift+z");
        state = app.awaitState(s -> RunningFlint.committedRanges(s) == 0, STEP_MILLIS);
        state = settled();
        assertEquals("makeDocument", string(state, "treeSelected"), "after Shift+Z the row is selected again: " + state);
    }

    @Test
    void aFunctionSelectedInTheSandwichReachesTheDetailsTheTreeAndTheChart() throws Exception {
        String state = open("cpuprofile/node-medium.cpuprofile");
        double[] button = numbers(state, "showSandwich");
        assertNotNull(button, "the Sandwich switch is on the screen: " + state);
        click(button[0] + button[2] / 2, button[1] + button[3] / 2);
        state = app.awaitState(s -> rows(s, "sandwichRows").size() > 4, STEP_MILLIS);
        state = settled();
        List<Row> shown = rows(state, "sandwichRows");
        assertTrue(shown.size() > 4, "the sandwich lists functions: " + state);
        // Not the first row: the sandwich starts on the function the tree has selected.
        Row row = shown.get(3);
        click(row.centerX(), row.centerY());
        state = app.awaitState(s -> row.name().equals(string(s, "sandwichSelected")), STEP_MILLIS);
        state = settled();
        assertEquals(row.name(), string(state, "sandwichSelected"), state);
        assertEquals(row.name(), string(state, "details"), "the details panel shows the sandwich's function: " + state);
        assertEquals(row.name(), string(state, "treeSelected"), "the tree selects it too: " + state);
        assertEquals(row.name(), string(state, "chartHighlight"), "the chart highlights it: " + state);
    }

    /** A tree row's details leave with its thread (passed on 574288c too; the chart entry's case below did not). */
    @Test
    void theDetailsPanelLeavesTheFunctionOfTheThreadLeft() throws Exception {
        String state = open("chrome-trace/chrome-medium.array.json.gz");
        String first = string(state, "thread");
        String chosen = clickTreeRow(state, 2);
        state = app.awaitState(s -> chosen.equals(string(s, "details")), STEP_MILLIS);
        assertEquals(chosen, string(state, "details"), "the details show the row picked: " + state);
        assertDetailsLeaveWithTheThread(state, first, chosen);
    }

    /**
     * As above, with the function picked in the chart rather than the tree: the details show the chart's entry,
     * and a click on another thread in the thread list must not leave it there. On 574288c this failed: the
     * details kept RunTask of CrRendererMain with the DedicatedWorker thread shown.
     */
    @Test
    void theDetailsPanelLeavesTheChartEntryOfTheThreadLeft() throws Exception {
        String state = open("chrome-trace/chrome-medium.array.json.gz");
        String first = string(state, "thread");
        double[] chart = numbers(state, "chartScreen");
        String picked = null;
        // The active track's rows start under its header: step down the chart's middle until a click hits an entry.
        for (double y = chart[1] + 8; y < chart[1] + Math.min(chart[3], 240) && picked == null; y += 10) {
            click(chart[0] + chart[2] * 0.5, y);
            state = settled();
            picked = string(state, "details");
        }
        assertNotNull(picked, "a click in the chart picks an entry whose details show: " + state);
        assertDetailsLeaveWithTheThread(state, first, picked);
    }

    /**
     * Chooses the worker thread in the thread list; then the details show nothing of {@code first}'s {@code
     * picked} (nothing, or the new thread's selection).
     */
    private void assertDetailsLeaveWithTheThread(String state, String first, String picked) throws Exception {
        Row other = rows(state, "threadRows").stream().filter(r -> r.name().contains("DedicatedWorker"))
                .findFirst().orElseThrow(() -> new AssertionError("no worker thread row in " + app.state()));
        click(other.centerX(), other.centerY());
        state = app.awaitState(s -> !Objects.equals(first, string(s, "thread")), STEP_MILLIS);
        state = settled();
        assertTrue(string(state, "thread").contains("DedicatedWorker"), state);
        String details = string(state, "details");
        assertTrue(details == null || details.equals(string(state, "treeSelected")),
                "the details show nothing of " + first + " (picked " + picked + "), or the new thread's selection: " + state);
    }

    @Test
    void afterAClickOnATabHeaderTheChartTakesTheKeysAndCtrlTabSwitchesTabs() throws Exception {
        Path first = SharedTestdata.file("cpuprofile/node-medium.cpuprofile").toRealPath();
        Path second = SharedTestdata.file("cpuprofile/chrome-cdp.cpuprofile").toRealPath();
        app = RunningFlint.launch(display, JAR, dir.resolve("home"), first);
        awaitShown(List.of(first.getFileName().toString()));
        app.launchAgain(second);
        String state = awaitShown(List.of(first.getFileName().toString(), second.getFileName().toString()));

        double[] strip = numbers(state, "tabStripScreen");
        assertNotNull(strip, state);
        click(strip[0] + 60, strip[1] + strip[3] / 2);
        state = app.awaitState(s -> RunningFlint.number(s, "selectedTab") == 0 && viewsShown(s).get(0), STEP_MILLIS);
        state = settled();
        assertEquals(0, (int) RunningFlint.number(state, "selectedTab"), state);
        assertKeysZoom(state, "after a click on the tab header");

        display.xdotool("key", "ctrl+Tab");
        state = app.awaitState(s -> RunningFlint.number(s, "selectedTab") == 1, STEP_MILLIS);
        assertEquals(1, (int) RunningFlint.number(state, "selectedTab"), "Ctrl+Tab switches to the next tab: " + state);
        state = settled();
        assertKeysZoom(state, "after Ctrl+Tab");

        display.xdotool("key", "ctrl+Page_Up");
        state = app.awaitState(s -> RunningFlint.number(s, "selectedTab") == 0, STEP_MILLIS);
        assertEquals(0, (int) RunningFlint.number(state, "selectedTab"), "Ctrl+PgUp switches back: " + state);
    }

    @Test
    void aMenuActsOnTheNodeItWasOpenedForWhateverTheSelectionDoesMeanwhile() throws Exception {
        String state = open("cpuprofile/node-medium.cpuprofile");
        List<Row> shown = rows(state, "treeRows");
        assertTrue(shown.size() > 4, state);
        // A row whose name differs from the one above it: Up must visibly change the selection.
        int at = 3;
        while (at < shown.size() - 1 && (shown.get(at).name().isEmpty() || shown.get(at).name().equals(shown.get(at - 1).name()))) at++;
        Row row = shown.get(at);
        display.xdotool("mousemove", "--sync", str(row.x() + row.width() * 0.3), str(row.centerY()));
        display.xdotool("click", "3");
        state = app.awaitState(s -> numbers(s, "transform-m") != null, STEP_MILLIS);
        assertEquals(row.name(), string(state, "treeSelected"), "the right click selects the row: " + state);
        double[] merge = numbers(state, "transform-m");
        assertNotNull(merge, "the menu shows: " + state);

        // The user presses Up (in one session it reached the table under the open menu), then picks the item.
        display.xdotool("key", "Up");
        state = settled();
        assertNotNull(numbers(state, "transform-m"), "the menu is still open after Up: " + state);
        click(merge[0] + merge[2] / 2, merge[1] + merge[3] / 2);
        state = app.awaitState(s -> Objects.requireNonNullElse(string(s, "breadcrumbs"), "").contains(">"), STEP_MILLIS);
        state = settled();
        String crumbs = string(state, "breadcrumbs");
        assertTrue(crumbs != null && crumbs.endsWith("Merge: " + row.name()), "merged " + row.name() + ", the node the menu was"
                + " opened for: " + state);
    }

    @Test
    void aFindingChosenInInsightsIsShownInTheChartTheTreeAndTheDetails() throws Exception {
        // the project's own recording (testdata/insights/make-node.sh): checksum() is a planted hot function
        Path path = Path.of("testdata/insights/node-planted.cpuprofile").toRealPath();
        app = RunningFlint.launch(display, JAR, dir.resolve("home"), path);
        String state = awaitShown(List.of(path.getFileName().toString()));
        state = app.awaitState(s -> rows(s, "treeRows").size() > 4 && !flag(s, "busy"), STEP_MILLIS);
        double wholeSpan = visibleSpan(state);
        double[] button = numbers(state, "showInsights");
        assertNotNull(button, "the Insights switch is on the screen: " + state);
        click(button[0] + button[2] / 2, button[1] + button[3] / 2);
        Predicate<Row> hotChecksum = r -> r.name().equals("hot-function checksum");
        state = app.awaitState(s -> rows(s, "insightsRows").stream().anyMatch(hotChecksum), STEP_MILLIS);
        state = settled();
        Row row = rows(state, "insightsRows").stream().filter(hotChecksum).findFirst()
                .orElseThrow(() -> new AssertionError("no hot checksum among the findings: " + app.state()));
        click(row.x() + row.width() * 0.3, row.centerY());
        state = app.awaitState(s -> "checksum".equals(string(s, "treeSelected")), STEP_MILLIS);
        state = settled();
        assertEquals("checksum", string(state, "treeSelected"), "the tree selects the finding's function: " + state);
        assertEquals("checksum", string(state, "details"), "the details show it: " + state);
        assertEquals("checksum", string(state, "chartHighlight"), "the chart highlights its calls: " + state);
        assertTrue(visibleSpan(state) < wholeSpan * 0.5, "the chart shows the finding's worst range, not the whole"
                + " profile (" + wholeSpan + " µs): " + state);
    }

    // ***** Steps *****

    private String open(String file) throws Exception {
        Path path = SharedTestdata.file(file).toRealPath();
        app = RunningFlint.launch(display, JAR, dir.resolve("home"), path);
        String state = awaitShown(List.of(path.getFileName().toString()));
        state = app.awaitState(s -> rows(s, "treeRows").size() > 4 && !flag(s, "busy"), STEP_MILLIS);
        assertTrue(rows(state, "treeRows").size() > 4, "the call tree shows rows: " + state);
        return state;
    }

    /** Clicks row {@code index} of the call tree and waits until it is the selected one; returns its name. */
    private String clickTreeRow(String state, int index) throws Exception {
        Row row = rows(state, "treeRows").get(index);
        click(row.x() + row.width() * 0.3, row.centerY());
        String selected = app.awaitState(s -> row.name().equals(string(s, "treeSelected")), STEP_MILLIS);
        assertEquals(row.name(), string(selected, "treeSelected"), "a click selects the row: " + selected);
        return row.name();
    }

    /** W zooms the shown tab's chart at once (no click in it first). */
    private void assertKeysZoom(String state, String when) throws Exception {
        double before = visibleSpan(state);
        display.xdotool("key", "w");
        String after = app.awaitState(s -> visibleSpan(s) < before * 0.9, STEP_MILLIS);
        assertEquals(before / 1.25, visibleSpan(after), before * 0.01,
                "W zooms " + when + " (focus: " + string(after, "focusOwner") + ")");
    }

    /** As a hand drags on the ruler, from {@code from} to {@code to} of the chart's width. */
    private void dragOnRuler(double[] chart, double from, double to) throws Exception {
        double y = chart[1] + 8;
        display.xdotool("mousemove", "--sync", str(chart[0] + chart[2] * from - 20), str(y));
        Thread.sleep(300);
        display.xdotool("mousemove", "--sync", str(chart[0] + chart[2] * from), str(y));
        Thread.sleep(500);
        display.xdotool("mousedown", "1");
        Thread.sleep(300);
        for (double at = from + 0.02; at < to; at += 0.04) {
            display.xdotool("mousemove", "--sync", str(chart[0] + chart[2] * at), str(y));
            Thread.sleep(80);
        }
        Thread.sleep(300);
        display.xdotool("mouseup", "1");
    }

    private void click(double x, double y) throws Exception {
        display.xdotool("mousemove", "--sync", str(x), str(y));
        display.xdotool("click", "1");
    }

    /**
     * The state once it holds still and no change is being applied: a loaded machine's FX thread works through
     * queued input and rebuilds late, so a check waits for the end of them, not a fixed time.
     */
    private String settled() throws Exception {
        String state = app.awaitState(s -> !flag(s, "busy"), STEP_MILLIS);
        for (String previous = ""; !state.equals(previous) || flag(state, "busy"); ) {
            previous = state;
            Thread.sleep(1000);
            state = app.state();
        }
        return state;
    }

    /** Waits until exactly these tabs are open, loaded, the selected one's view shown; fails with the state. */
    private String awaitShown(List<String> titles) throws Exception {
        Predicate<String> done = s -> tabTitles(s).equals(titles) && !flag(s, "loading")
                && viewsShown(s).get((int) RunningFlint.number(s, "selectedTab"))
                && numbers(s, "chartScreen") != null;
        String state = app.awaitState(done, START_MILLIS);
        if (!done.test(state)) throw new AssertionError("expected tabs " + titles + " shown; state " + state + "\nlog: " + app.log());
        return settled();
    }

    private static String str(double value) {
        return Integer.toString((int) Math.round(value));
    }
}
