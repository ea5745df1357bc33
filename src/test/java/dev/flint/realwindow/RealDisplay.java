package dev.flint.realwindow;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assumptions;

/**
 * A real X display for the real-window tests: Xvfb at 1600x1000 with the openbox window manager, real input
 * through xdotool (XTEST: the window manager and GTK see it as a user's), screenshots with ImageMagick. The
 * tests skip, saying what is missing, on a machine without these tools.
 */
final class RealDisplay implements AutoCloseable {
    static final int WIDTH = 1600;
    static final int HEIGHT = 1000;
    static final String PYTHON = "/usr/bin/python3";
    private static final List<String> TOOLS = List.of("Xvfb", "openbox", "xdotool", "xprop", "import", "convert");

    private final String display;
    private final Process xvfb;
    private final Process openbox;

    private RealDisplay(String display, Process xvfb, Process openbox) {
        this.display = display;
        this.xvfb = xvfb;
        this.openbox = openbox;
    }

    /** Skips the calling test unless the tools, GTK for Python and the built jar are there. */
    static void assumeAvailable(Path jar) {
        for (String tool : TOOLS) {
            Assumptions.assumeTrue(onPath(tool), "real-window tests need " + tool
                    + " (apt-get install xvfb openbox xdotool x11-utils imagemagick)");
        }
        Assumptions.assumeTrue(Files.isExecutable(Path.of(PYTHON)) && succeeds(List.of(PYTHON, "-c",
                "import gi; gi.require_version('Gtk', '3.0'); from gi.repository import Gtk")),
                "real-window tests need Python's GTK 3 bindings (apt-get install python3-gi gir1.2-gtk-3.0)");
        Assumptions.assumeTrue(Files.isRegularFile(jar), "real-window tests need " + jar
                + " (they run in `mvn verify`, after the jar is built)");
    }

    /**
     * Starts Xvfb and openbox on a display number no other class of this JVM used. A second try on another number
     * when openbox ends at once: it does when the number's X server is another one, still going away, that has a
     * window manager ("another window manager already running"); the CI rehearsal of 37d0519 met that on :108,
     * which the class before had used (every class of one JVM began its search at the same number).
     */
    static RealDisplay start(Path logs) throws IOException, InterruptedException {
        Files.createDirectories(logs);
        try {
            return startOn(freeDisplayNumber(), logs);
        } catch (IOException first) {
            System.err.println("real-window: " + first.getMessage() + "; trying another display");
            return startOn(freeDisplayNumber(), logs);
        }
    }

    private static RealDisplay startOn(int number, Path logs) throws IOException, InterruptedException {
        String display = ":" + number;
        // -noreset: by default an X server resets when its last client leaves, and the probe below is its first
        // client (the plain-clone verify of 0fb1652 saw openbox refused, "Failed to open the display", right after
        // the probe, on two display numbers in a row; not reproduced by hand, so openbox is also tried again).
        Process xvfb = new ProcessBuilder("Xvfb", display, "-screen", "0", WIDTH + "x" + HEIGHT + "x24", "-nolisten", "tcp",
                "-noreset")
                .redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        // Up once a client can talk to it (its socket file appears before it answers).
        RealDisplay probe = new RealDisplay(display, xvfb, null);
        waitUntil(() -> probe.output("xprop", "-root", "_NET_SUPPORTED").contains("_NET_SUPPORTED") || !xvfb.isAlive(), 30_000);
        if (!xvfb.isAlive()) throw new IOException("Xvfb " + display + " did not start");
        Path log = logs.resolve("openbox.log");
        for (int attempt = 1; ; attempt++) {
            RealDisplay real = withWindowManager(display, xvfb, log);
            if (real != null) return real;
            String said = Files.exists(log) ? Files.readString(log, StandardCharsets.UTF_8).strip() : "";
            // A refused connection to a live server is worth another try; anything else goes to another display.
            if (attempt < 3 && xvfb.isAlive() && said.contains("Failed to open the display")) {
                Thread.sleep(500);
                continue;
            }
            xvfb.destroy();
            if (!xvfb.waitFor(5, TimeUnit.SECONDS)) xvfb.destroyForcibly();
            throw new IOException("openbox did not start on " + display + " (Xvfb " + (xvfb.isAlive() ? "running" : "gone")
                    + ", try " + attempt + ")" + (said.isEmpty() ? "" : ": " + said));
        }
    }

    /** Starts openbox on {@code display}: the display with its window manager up, or null (openbox stopped). */
    private static RealDisplay withWindowManager(String display, Process xvfb, Path log) throws IOException, InterruptedException {
        ProcessBuilder wm = new ProcessBuilder("openbox").redirectErrorStream(true).redirectOutput(log.toFile());
        wm.environment().put("DISPLAY", display);
        Process openbox = wm.start();
        RealDisplay real = new RealDisplay(display, xvfb, openbox);
        // The window manager is up once it has announced itself on the root window.
        waitUntil(() -> real.output("xprop", "-root", "_NET_SUPPORTING_WM_CHECK").contains("window id")
                || !openbox.isAlive(), 60_000);
        if (openbox.isAlive() && real.output("xprop", "-root", "_NET_SUPPORTING_WM_CHECK").contains("window id")) return real;
        openbox.destroy();
        openbox.waitFor(5, TimeUnit.SECONDS);
        return null;
    }

    String display() { return display; }

    /** openbox still runs (without it there are no decorations, no Alt+F4, no focus on activation). */
    boolean windowManagerAlive() { return openbox.isAlive(); }

    /** Runs a tool on this display and returns its standard output ("" when it failed). */
    String output(String... command) {
        try {
            ProcessBuilder builder = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.DISCARD);
            builder.environment().put("DISPLAY", display);
            Process process = builder.start();
            byte[] out = process.getInputStream().readAllBytes();
            if (!process.waitFor(30, TimeUnit.SECONDS)) process.destroyForcibly();
            return new String(out, StandardCharsets.UTF_8);
        } catch (IOException e) {
            return "";
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return "";
        }
    }

    void xdotool(String... arguments) {
        List<String> command = new ArrayList<>(List.of("xdotool"));
        command.addAll(List.of(arguments));
        output(command.toArray(String[]::new));
    }

    /** The first window whose title matches {@code regex}, null when there is none. */
    String findWindow(String regex) {
        String ids = output("xdotool", "search", "--onlyvisible", "--name", regex).trim();
        return ids.isEmpty() ? null : ids.lines().findFirst().orElse(null);
    }

    /** x, y, width and height of a window's client area, as the window manager placed it. */
    int[] geometry(String window) {
        String shell = output("xdotool", "getwindowgeometry", "--shell", window);
        int[] values = new int[4];
        String[] names = {"X", "Y", "WIDTH", "HEIGHT"};
        for (String line : shell.lines().toList()) {
            for (int i = 0; i < names.length; i++) {
                if (line.startsWith(names[i] + "=")) values[i] = Integer.parseInt(line.substring(names[i].length() + 1));
            }
        }
        return values;
    }

    /** The whole screen as a PNG file. */
    void screenshot(Path file) throws IOException {
        Files.createDirectories(file.getParent());
        output("import", "-window", "root", file.toString());
    }

    /**
     * The share of a screen area's pixels that are saturated colour (a drawn flame chart's bars; the app's
     * greys and whites, a blank area, count nothing), read from a screenshot.
     */
    double colourShare(Path screenshot, int x, int y, int width, int height) throws IOException {
        return mean(screenshot, x, y, width, height, rgb -> {
            int r = (rgb >> 16) & 0xff;
            int g = (rgb >> 8) & 0xff;
            int b = rgb & 0xff;
            return Math.max(r, Math.max(g, b)) - Math.min(r, Math.min(g, b)) > 12 ? 1 : 0;
        });
    }

    /** The mean WCAG relative luminance (0 black, 1 white) of a screen area, read from a screenshot. */
    double meanLuminance(Path screenshot, int x, int y, int width, int height) throws IOException {
        return mean(screenshot, x, y, width, height, dev.flint.timeline.Palette::luminance);
    }

    /** The mean of {@code perPixel} (given 0xRRGGBB) over a screen area of a screenshot; 0 for an empty area. */
    private static double mean(Path screenshot, int x, int y, int width, int height,
                               java.util.function.IntToDoubleFunction perPixel) throws IOException {
        byte[] rgb = rgbOf(screenshot, x, y, width, height);
        int pixels = rgb.length / 3;
        if (pixels == 0) return 0;
        double sum = 0;
        for (int i = 0; i + 2 < rgb.length; i += 3) {
            sum += perPixel.applyAsDouble((rgb[i] & 0xff) << 16 | (rgb[i + 1] & 0xff) << 8 | (rgb[i + 2] & 0xff));
        }
        return sum / pixels;
    }

    /** A screen area of a screenshot as 8-bit RGB triples, row by row (ImageMagick's convert). */
    private static byte[] rgbOf(Path screenshot, int x, int y, int width, int height) throws IOException {
        ProcessBuilder builder = new ProcessBuilder("convert", screenshot.toString(), "-crop",
                width + "x" + height + "+" + x + "+" + y, "+repage", "-depth", "8", "rgb:-")
                .redirectError(ProcessBuilder.Redirect.DISCARD);
        return builder.start().getInputStream().readAllBytes();
    }

    @Override
    public void close() {
        if (openbox == null) return;
        openbox.destroy();
        xvfb.destroy();
        try {
            openbox.waitFor(5, TimeUnit.SECONDS);
            xvfb.waitFor(5, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        openbox.destroyForcibly();
        xvfb.destroyForcibly();
    }

    /** The next display number this JVM tries: each start goes on from the last one's, never back to it. */
    private static int nextDisplayNumber = 90 + (int) (ProcessHandle.current().pid() % 50);

    private static synchronized int freeDisplayNumber() {
        for (int number = nextDisplayNumber; number < 300; number++) {
            if (!Files.exists(Path.of("/tmp/.X" + number + "-lock")) && !Files.exists(Path.of("/tmp/.X11-unix/X" + number))) {
                nextDisplayNumber = number + 1;
                return number;
            }
        }
        throw new IllegalStateException("no free X display number from :" + nextDisplayNumber + " to :299");
    }

    static boolean onPath(String tool) {
        String path = System.getenv("PATH");
        if (path == null) return false;
        for (String dir : path.split(java.io.File.pathSeparator)) {
            if (!dir.isEmpty() && Files.isExecutable(Path.of(dir, tool))) return true;
        }
        return false;
    }

    private static boolean succeeds(List<String> command) {
        try {
            Process process = new ProcessBuilder(command).redirectErrorStream(true)
                    .redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
            return process.waitFor(30, TimeUnit.SECONDS) && process.exitValue() == 0;
        } catch (IOException e) {
            return false;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }

    static void waitUntil(java.util.function.BooleanSupplier condition, long millis) throws InterruptedException {
        long end = System.nanoTime() + millis * 1_000_000;
        while (!condition.getAsBoolean() && System.nanoTime() < end) Thread.sleep(100);
    }
}
