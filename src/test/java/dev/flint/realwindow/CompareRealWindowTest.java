package dev.flint.realwindow;

import static dev.flint.realwindow.RunningFlint.flag;
import static dev.flint.realwindow.RunningFlint.numbers;
import static dev.flint.realwindow.RunningFlint.string;
import static dev.flint.realwindow.RunningFlint.tabTitles;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The compare window in a real window (same machinery as {@link RealWindowTest}): two builds of one app
 * (testdata/sourcemaps/smapply: esbuild's minified build and the plain one, profiled by node) dragged onto the
 * main window as links open a compare window whose tree is {@code flint diff}'s; the two builds' {@code .map}
 * files dropped on it map both sides, and its tree is then {@code flint diff --source-maps}'s, drawn.
 */
class CompareRealWindowTest extends RealWindowScenario {
    private static final Path DIR = Path.of("testdata/sourcemaps/smapply");

    @BeforeAll
    static void startDisplay() throws Exception {
        startDisplay(RealWindowTest.OUT);
    }

    @Test
    void twoBuildsDroppedAsLinksCompareAndTheirMapsDroppedOnTheWindowMapBothSides() throws Exception {
        Path app = DIR.resolve("app.cpuprofile").toRealPath();
        Path plain = DIR.resolve("plain.cpuprofile").toRealPath();
        Path map = DIR.resolve("dist/app.min.js.map").toRealPath();
        Path plainMap = DIR.resolve("dist-plain/app.js.map").toRealPath();
        this.app = RunningFlint.launch(display, RealWindowTest.JAR, dir.resolve("home"));
        String state = this.app.awaitState(s -> tabTitles(s).equals(List.of("sample.cpuprofile")) && !flag(s, "loading")
                && numbers(s, "chartScreen") != null, RealWindowTest.START_MILLIS);
        double[] chart = numbers(state, "chartScreen");
        assertNotNull(chart, state);

        dropFiles(chart[0] + chart[2] / 2, chart[1] + chart[3] / 2, true, app, plain);
        String compared = this.app.awaitState(s -> flag(s, "compareShown") && !flag(s, "compareBusy")
                && !tree(s).isEmpty(), RealWindowTest.START_MILLIS);
        assertEquals("app.cpuprofile \u2192 plain.cpuprofile \u2014 Flint compare", string(compared, "compareTitle"));
        assertEquals(flint("diff", app.toString(), plain.toString()), tree(compared), "flint diff's tree");
        assertEquals(List.of("sample.cpuprofile"), tabTitles(compared), "the files did not open as tabs");

        double[] window = numbers(compared, "compareScreen");
        assertNotNull(window, compared);
        dropFiles(window[0] + window[2] / 2, window[1] + window[3] / 2, false, map, plainMap);
        String mapped = this.app.awaitState(s -> string(s, "compareStatus") != null
                && string(s, "compareStatus").contains("mapped through") && !flag(s, "compareBusy"),
                RealWindowTest.STEP_MILLIS);
        assertEquals(flint("diff", app.toString(), plain.toString(), "--source-maps", map.toString(),
                "--source-maps", plainMap.toString()), tree(mapped), "flint diff --source-maps's tree");
        assertTrue(tree(mapped).contains(" computeHeavyThing total="), tree(mapped));
        assertEquals("", string(mapped, "compareMessage"), "no warning: " + mapped);
        assertEquals(List.of("sample.cpuprofile"), tabTitles(mapped), "the maps did not go to the main window");

        // The differential flame graph is drawn: the window's upper half has coloured boxes.
        Path shot = dir.resolve("compare-mapped.png");
        double share = 0;
        long end = System.nanoTime() + RealWindowTest.PAINT_MILLIS * 1_000_000;
        do {
            display.screenshot(shot);
            share = display.colourShare(shot, (int) window[0], (int) (window[1] + window[3] * 0.2),
                    (int) window[2], (int) (window[3] * 0.25));
        } while (share < 0.02 && System.nanoTime() < end);
        assertTrue(share >= 0.02, "the graph's area has " + share + " coloured pixels; see " + shot);
    }

    /**
     * The compare window's tree as the debug state writes it, unescaped (read by hand: {@link RunningFlint#string}'s
     * pattern recurses once per character and overflows on a long text).
     */
    private static String tree(String state) {
        String key = "\"compareTree\":\"";
        int at = state.indexOf(key);
        if (at < 0) return "";
        StringBuilder text = new StringBuilder();
        for (int i = at + key.length(); i < state.length() && state.charAt(i) != '"'; i++) {
            char c = state.charAt(i);
            if (c != '\\') {
                text.append(c);
            } else if (state.charAt(i + 1) == 'u') {
                text.append((char) Integer.parseInt(state.substring(i + 2, i + 6), 16));
                i += 5;
            } else {
                text.append(state.charAt(++i));
            }
        }
        return text.toString();
    }

    /** What {@code java -jar flint.jar ARGS} prints. */
    private static String flint(String... args) throws Exception {
        List<String> command = new java.util.ArrayList<>(List.of("java", "-jar", RealWindowTest.JAR.toString()));
        command.addAll(List.of(args));
        Process run = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.DISCARD).start();
        String out = new String(run.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(run.waitFor(60, TimeUnit.SECONDS));
        assertEquals(0, run.exitValue(), String.join(" ", command));
        return out;
    }
}
