package dev.flint.realwindow;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Flint started as the README says ({@code java -jar target/flint.jar [FILE...]}) on a real display, with a
 * settings and a runtime folder of its own (XDG_CONFIG_HOME, XDG_RUNTIME_DIR: a fresh user, and a second
 * launch finds this instance and no other) and the debug state file the window writes with
 * {@code -Dflint.debugState}.
 */
final class RunningFlint implements AutoCloseable {
    private final RealDisplay display;
    private final Path jar;
    private final Path home;
    private final Path stateFile;
    private final Process process;

    private RunningFlint(RealDisplay display, Path jar, Path home, Process process) {
        this.display = display;
        this.jar = jar;
        this.home = home;
        this.stateFile = home.resolve("state.json");
        this.process = process;
    }

    static RunningFlint launch(RealDisplay display, Path jar, Path home, Path... files) throws IOException {
        Files.createDirectories(home.resolve("config"));
        Files.createDirectories(home.resolve("runtime"));
        List<String> command = new ArrayList<>(List.of("java", "-Dflint.debugState=" + home.resolve("state.json"),
                "-jar", jar.toString()));
        for (Path file : files) command.add(file.toString());
        Process process = builder(display, home, command).redirectErrorStream(true)
                .redirectOutput(home.resolve("app.log").toFile()).start();
        return new RunningFlint(display, jar, home, process);
    }

    /** A second {@code java -jar target/flint.jar FILE...} while this one runs; returns its output. */
    String launchAgain(Path... files) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of("java", "-jar", jar.toString()));
        for (Path file : files) command.add(file.toString());
        Process second = builder(display, home, command).redirectErrorStream(true).start();
        String out = new String(second.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        if (!second.waitFor(60, TimeUnit.SECONDS)) second.destroyForcibly();
        return out + "(exit " + (second.isAlive() ? "none" : second.exitValue()) + ")";
    }

    private static ProcessBuilder builder(RealDisplay display, Path home, List<String> command) {
        ProcessBuilder builder = new ProcessBuilder(command);
        builder.environment().put("DISPLAY", display.display());
        builder.environment().put("XDG_CONFIG_HOME", home.resolve("config").toString());
        builder.environment().put("XDG_RUNTIME_DIR", home.resolve("runtime").toString());
        builder.environment().remove("JAVA_TOOL_OPTIONS");
        // A fresh user on a desktop that names no theme (a GTK_THEME of the machine's would make the app dark).
        builder.environment().remove("GTK_THEME");
        return builder;
    }

    boolean isAlive() { return process.isAlive(); }

    /** Waits for the process to end; true when it did. */
    boolean waitForExit(long millis) throws InterruptedException {
        return process.waitFor(millis, TimeUnit.MILLISECONDS);
    }

    /** The window's debug state as last written, "" before the first write. */
    String state() {
        try {
            return Files.exists(stateFile) ? Files.readString(stateFile) : "";
        } catch (IOException e) {
            return "";
        }
    }

    /** Waits until the state satisfies {@code condition}; returns the last state read either way. */
    String awaitState(Predicate<String> condition, long millis) throws InterruptedException {
        long end = System.nanoTime() + millis * 1_000_000;
        String state = state();
        while (!condition.test(state) && System.nanoTime() < end && process.isAlive()) {
            Thread.sleep(100);
            state = state();
        }
        return state;
    }

    /** The last lines the app printed (for failure messages). */
    String log() {
        try {
            String text = Files.readString(home.resolve("app.log"));
            return text.length() > 2000 ? text.substring(text.length() - 2000) : text;
        } catch (IOException e) {
            return "";
        }
    }

    @Override
    public void close() throws InterruptedException {
        if (!process.isAlive()) return;
        process.toHandle().descendants().forEach(ProcessHandle::destroy);
        process.destroy();
        if (!process.waitFor(5, TimeUnit.SECONDS)) {
            process.toHandle().descendants().forEach(ProcessHandle::destroyForcibly);
            process.destroyForcibly();
        }
    }

    // ***** Reading the debug state (a flat JSON object; these read its few shapes) *****

    static double number(String state, String name) {
        Matcher m = Pattern.compile("\"" + name + "\":(-?[0-9.]+)").matcher(state);
        return m.find() ? Double.parseDouble(m.group(1)) : Double.NaN;
    }

    static String string(String state, String name) {
        Matcher m = Pattern.compile("\"" + name + "\":\"((?:[^\"\\\\]|\\\\.)*)\"").matcher(state);
        return m.find() ? m.group(1) : null;
    }

    /** {@code text} as the state writes it in a JSON string (its backslashes and quotes escaped). */
    static String json(String text) {
        return text.replace("\\", "\\\\").replace("\"", "\\\"");
    }

    static boolean flag(String state, String name) {
        return state.contains("\"" + name + "\":true");
    }

    /** The tabs' titles, in order. */
    static List<String> tabTitles(String state) {
        List<String> titles = new ArrayList<>();
        Matcher m = Pattern.compile("\"title\":\"((?:[^\"\\\\]|\\\\.)*)\"").matcher(state);
        while (m.find()) titles.add(m.group(1));
        return titles;
    }

    /** Per tab: its view is in the window, visible and laid out. */
    static List<Boolean> viewsShown(String state) {
        List<Boolean> shown = new ArrayList<>();
        Matcher m = Pattern.compile("\"viewShown\":(true|false)").matcher(state);
        while (m.find()) shown.add(Boolean.parseBoolean(m.group(1)));
        return shown;
    }

    /** A [a,b,...] array of numbers, null when absent or null. */
    static double[] numbers(String state, String name) {
        Matcher m = Pattern.compile("\"" + name + "\":\\[([-0-9.,]*)\\]").matcher(state);
        if (!m.find() || m.group(1).isEmpty()) return null;
        String[] parts = m.group(1).split(",");
        double[] values = new double[parts.length];
        for (int i = 0; i < parts.length; i++) values[i] = Double.parseDouble(parts[i]);
        return values;
    }

    /** A shown row of a list the state names ("treeRows", ...): its text and its screen bounds. */
    record Row(String name, double x, double y, double width, double height) {
        double centerX() { return x + width / 2; }
        double centerY() { return y + height / 2; }
    }

    /** The rows of list {@code name}, top to bottom (empty when it shows none). */
    static List<Row> rows(String state, String name) {
        int start = state.indexOf("\"" + name + "\":[");
        if (start < 0) return List.of();
        int end = state.indexOf("]],", start);
        int empty = state.indexOf("[],", start);
        if (empty == start + name.length() + 3 || end < 0) return List.of();
        Matcher m = Pattern.compile("\\[\"((?:[^\"\\\\]|\\\\.)*)\",(-?[0-9.]+),(-?[0-9.]+),(-?[0-9.]+),(-?[0-9.]+)\\]")
                .matcher(state.substring(start, end + 1));
        List<Row> rows = new ArrayList<>();
        while (m.find()) {
            rows.add(new Row(m.group(1), Double.parseDouble(m.group(2)), Double.parseDouble(m.group(3)),
                    Double.parseDouble(m.group(4)), Double.parseDouble(m.group(5))));
        }
        return rows;
    }

    static int committedRanges(String state) {
        Matcher m = Pattern.compile("\"committedRanges\":\\[(.*?)\\],\"loading\"").matcher(state);
        if (!m.find() || m.group(1).isEmpty()) return 0;
        return m.group(1).split("\\],\\[").length;
    }

    static double visibleSpan(String state) {
        return number(state, "visibleEndMicros") - number(state, "visibleStartMicros");
    }
}
