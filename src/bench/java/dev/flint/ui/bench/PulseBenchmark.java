package dev.flint.ui.bench;

import dev.flint.model.UiThreadGuard;
import dev.flint.ui.app.MainWindow;
import dev.flint.ui.app.Settings;
import dev.flint.ui.symbols.SymbolsFeature;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import java.util.function.Supplier;
import javafx.animation.AnimationTimer;
import javafx.application.Platform;
import javafx.event.Event;
import javafx.event.EventDispatcher;
import javafx.scene.Node;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.input.ScrollEvent;
import javafx.stage.Stage;

/**
 * How long the FX thread is kept busy while a user works through the scripted session of
 * {@code ScriptedSessionTest} (open, zoom, pan, search typed key by key, select, push and pop transforms,
 * invert, filter, load symbols, resize) on a synthetic 1 M-sample native profile. It records
 * <ul>
 *   <li>every pulse: the time from one pulse's start to the next one's, less the 1/60 s frame period
 *       (the time the FX thread spent on the pulse and on whatever ran between pulses);</li>
 *   <li>every event: the time the window took to dispatch it through all its filters and handlers;</li>
 *   <li>FX-thread latency: how late a probe posted every 5 ms ran (the longest stall of any kind);</li>
 * </ul>
 * and prints median, p99 and max of each, and how many went over 50 ms; then the same pulses by the FX
 * thread's CPU time (its own work, without the wait for the render thread that a GPU mostly removes) and by
 * the render thread's CPU time. Not a test: figures, not verdicts.
 * <pre>
 * xvfb-run -a -s "-screen 0 1920x1080x24" java -Xmx4g -XX:MaxGCPauseMillis=20 -cp 'target/flint.jar:target/flint-bench.jar:target/lib/*:target/bench-lib/*' dev.flint.ui.bench.PulseBenchmark [SAMPLES]
 * </pre>
 * (the app's collector setting, as the README's start command and the package's launcher have it).
 * {@code -Dpulse.step=STEP} also lists every pulse of one step (open, spare, zoom, search, ...) with its FX CPU;
 * {@code -Dpulse.where=deep} names the innermost frame of each stack sample too.
 * <p>With a file instead of a sample count ({@code PulseBenchmark /tmp/trace-4gb.json.gz}) the session opens that
 * file (the symbols step is left out; the call tree's search types {@code -Dpulse.search=TEXT}, default
 * {@code draw}) and, when the tab lists more than one thread, works the thread list too: a search typed key by
 * key, a row picked (its thread becomes the active one), hidden with Space and shown again, pinned with P and
 * unpinned, and the list scrolled from top to bottom in ten steps; then the flame graph, the sandwich and the
 * call tree shown in turn, and a tenth of the profile selected as a range, zoomed into and out of.
 * <pre>
 * </pre>
 */
public final class PulseBenchmark {
    private static final double FRAME_MS = 1000.0 / 60;

    private final List<Double> pulseMs = Collections.synchronizedList(new ArrayList<>());
    private final List<Double> eventMs = Collections.synchronizedList(new ArrayList<>());
    private final List<Double> latencyMs = Collections.synchronizedList(new ArrayList<>());
    private volatile boolean recording;
    /** The script step running now, and per step the longest FX-thread stall seen by the probe (ms). */
    private volatile String currentStep = "start";
    private final java.util.Map<String, Double> worstLatencyByStep = new java.util.concurrent.ConcurrentHashMap<>();
    /** Per script step, the CPU time the FX thread used (ms): unlike wall time, other load barely moves it. */
    private final java.util.Map<String, Double> fxCpuByStep = new java.util.LinkedHashMap<>();
    private final java.lang.management.ThreadMXBean threads = java.lang.management.ManagementFactory.getThreadMXBean();
    private long fxThreadId;
    private final GcPauses gcPauses = new GcPauses();
    private MainWindow window;
    private SymbolsFeature symbols;
    private PulseLog pulseLog;

    private PulseBenchmark() {}

    public static void main(String[] args) throws Exception {
        Path folder = Files.createTempDirectory("flint-pulse");
        LargeNativeProfile.Files2 files;
        if (args.length > 0 && !args[0].matches("[0-9_]+")) {
            files = new LargeNativeProfile.Files2(Path.of(args[0]), null);
            System.out.printf(Locale.ROOT, "profile: %s, %,d bytes%n", files.profile(), Files.size(files.profile()));
        } else {
            int samples = args.length > 0 ? Integer.parseInt(args[0].replace("_", "")) : 1_000_000;
            long genStart = System.nanoTime();
            files = LargeNativeProfile.write(folder, samples, 4_000, 1);
            System.out.printf(Locale.ROOT, "profile: %,d samples, %,d bytes, written in %.1f s%n", samples,
                    Files.size(files.profile()), (System.nanoTime() - genStart) / 1e9);
        }
        System.setProperty("flint.settingsDir", folder.resolve("settings").toString());
        Platform.startup(() -> {});
        PulseBenchmark bench = new PulseBenchmark();
        try {
            bench.run(files);
        } finally {
            Platform.exit();
        }
    }

    private void run(LargeNativeProfile.Files2 files) throws Exception {
        onFx(() -> {
            Stage stage = new Stage();
            window = new MainWindow(stage, Settings.forCurrentUser());
            symbols = SymbolsFeature.install(window);
            stage.setWidth(1600);
            stage.setHeight(1000);
            stage.show();
            instrument(stage);
            fxThreadId = Thread.currentThread().getId();
            return null;
        });
        // As the app does at start-up (FlintApp): the first-use costs of a tab are paid before the user's file.
        var warmedUp = onFx(() -> window.warmUp());
        waitFor(warmedUp::get);
        // A user takes longer than this to pick a file: the spare view the warm-up leaves is ready.
        waitFor(() -> window.spareView() != null);
        Thread probe = new Thread(this::probeLatency, "latency-probe");
        probe.setDaemon(true);
        recording = true;
        gcPauses.start();
        probe.start();
        pulseLog.startSampling();
        long start = System.nanoTime();

        long openStart = System.nanoTime();
        step("open", () -> window.open(List.of(files.profile())));
        System.out.printf(Locale.ROOT, "opened in %.1f s%n", (System.nanoTime() - openStart) / 1e9);
        System.out.println(onFx(() -> nodeCensus(window.current())));
        // The next spare view is built in the pulses after the open: its own step, so its pulses are named.
        currentStep = "spare";
        long spareCpu = fxCpuNanos();
        waitFor(() -> window.spareView() != null);
        waitForIdle();
        fxCpuByStep.merge("spare", (fxCpuNanos() - spareCpu) / 1e6, Double::sum);
        Node chart = window.flameChart();
        for (int i = 0; i < 6; i++) step("zoom", () -> key(chart, KeyCode.W));
        for (int i = 0; i < 4; i++) step("pan", () -> key(chart, KeyCode.D));
        for (int i = 0; i < 5; i++) step("wheel", () -> Event.fireEvent(window.flameChart().canvas(), wheel(40)));
        // Typing: one character every 80 ms, as a person types.
        currentStep = "search";
        long searchCpu = fxCpuNanos();
        String searched = files.symbols() == null ? System.getProperty("pulse.search", "draw") : "0x1a";
        for (char c : searched.toCharArray()) {
            onFx(() -> {
                var field = (javafx.scene.control.TextField) window.stage().getScene().lookup("#callTreeSearch");
                field.setText(field.getText() + c);
                return null;
            });
            Thread.sleep(80);
        }
        waitForIdle();
        fxCpuByStep.merge("search", (fxCpuNanos() - searchCpu) / 1e6, Double::sum);
        step("select", () -> window.callTree().table().getSelectionModel().select(0));
        step("push", () -> key(window.callTree().table(), KeyCode.M));
        step("push", () -> {
            window.callTree().table().getSelectionModel().select(1);
            key(window.callTree().table(), KeyCode.F);
        });
        step("pop", () -> window.callTree().session().popTransformsTo(0));
        step("invert", () -> window.callTree().session().setInverted(true));
        step("invert", () -> window.callTree().session().setInverted(false));
        step("filter", () -> window.callTree().session().setImplementation(dev.flint.calltree.Implementation.JS));
        step("filter", () -> window.callTree().session().setImplementation(dev.flint.calltree.Implementation.COMBINED));
        if (files.symbols() != null) {
            step("symbols", () -> symbols.load(List.of(files.symbols())));
            waitFor(() -> !symbols.isRunning());
            waitForIdle();
        } else {
            workTheThreadList();
            workTheOtherViews();
        }
        for (int width : new int[] {1200, 1400, 1000, 1600}) step("resize", () -> window.stage().setWidth(width));

        recording = false;
        gcPauses.stop();
        pulseLog.stopSampling();
        double seconds = (System.nanoTime() - start) / 1e9;
        System.out.printf(Locale.ROOT, "session: %.1f s, guard refusals: %s, banner: \"%s\"%n", seconds,
                UiThreadGuard.firstViolation() == null ? "none" : UiThreadGuard.firstViolation(), window.bannerText());
        System.out.println(window.statusText());
        print("pulse (frame time over 1/60 s)", pulseMs);
        // The same pulses by CPU time: the FX thread's own work, without waiting on the render thread (with a
        // GPU that wait mostly goes) or on the machine; and the render thread's (here prism draws in software).
        print("FX-thread CPU per pulse", new ArrayList<>(pulseLog.fxCpuPerPulseMs()));
        print("render-thread CPU per pulse", new ArrayList<>(pulseLog.renderCpuPerPulseMs()));
        print("event dispatch", eventMs);
        print("FX-thread latency (5 ms probe)", latencyMs);
        StringBuilder worst = new StringBuilder("longest FX-thread stall per step:");
        worstLatencyByStep.forEach((step, ms) -> worst.append(String.format(Locale.ROOT, " %s %.0f ms,", step, ms)));
        System.out.println(worst.substring(0, worst.length() - 1));
        StringBuilder cpu = new StringBuilder("FX-thread CPU per step (all repeats):");
        fxCpuByStep.forEach((step, ms) -> cpu.append(String.format(Locale.ROOT, " %s %.0f ms,", step, ms)));
        System.out.println(cpu.substring(0, cpu.length() - 1));
        System.out.println(gcPauses.summary());
        pulseLog.printLongSpans(50, gcPauses.pauses(), 40);
        pulseLog.printMostFxCpu(10, gcPauses.pauses());
        String step = System.getProperty("pulse.step");
        if (step != null) pulseLog.printStep(step, gcPauses.pauses());
        System.out.printf(Locale.ROOT, "load average at the end: %.2f%n",
                java.lang.management.ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage());
    }

    /** The thread list's steps (a file given on the command line): search, pick, hide, pin, scroll. */
    private void workTheThreadList() throws Exception {
        var threadList = onFx(() -> window.current().threadList());
        if (onFx(() -> threadList.rows().size()) < 2) return;
        currentStep = "thread search";
        long searchCpu = fxCpuNanos();
        for (char c : "Renderer".toCharArray()) {
            onFx(() -> {
                threadList.searchField().setText(threadList.searchField().getText() + c);
                return null;
            });
            Thread.sleep(80);
        }
        waitForIdle();
        step("thread search", () -> threadList.searchField().setText(""));
        fxCpuByStep.merge("thread search", (fxCpuNanos() - searchCpu) / 1e6, Double::sum);
        var list = threadList.listView();
        int middle = onFx(() -> list.getItems().size() / 2);
        step("thread pick", () -> {
            list.scrollTo(middle);
            list.getSelectionModel().select(middle);
        });
        step("thread hide", () -> key(list, KeyCode.SPACE));
        step("thread hide", () -> key(list, KeyCode.SPACE));
        step("thread pin", () -> key(list, KeyCode.P));
        step("thread pin", () -> key(list, KeyCode.P));
        int rows = onFx(() -> list.getItems().size());
        for (int i = 0; i <= 10; i++) {
            int row = (int) ((long) rows * i / 10);
            step("thread scroll", () -> list.scrollTo(Math.min(row, rows - 1)));
        }
    }

    /**
     * The flame graph and the sandwich shown in turn, then the call tree again; a tenth of the profile selected
     * as a range, zoomed into and out of (a file given on the command line).
     */
    private void workTheOtherViews() throws Exception {
        for (String view : new String[] {"#showFlameGraph", "#showSandwich", "#showCallTree"}) {
            step("views", () -> ((javafx.scene.control.ToggleButton) window.stage().getScene().lookup(view)).fire());
            Thread.sleep(500);
            waitForIdle();
        }
        var session = onFx(() -> window.current().session());
        double start = onFx(() -> session.profileProperty().get().startMicros());
        double end = onFx(() -> session.profileProperty().get().endMicros());
        step("range", () -> session.ranges().previewProperty().set(
                new dev.flint.viewmodel.TimeRange(start + (end - start) * 0.45, start + (end - start) * 0.55)));
        step("range", () -> session.ranges().commitPreview());
        step("range", () -> session.ranges().popTo(0));
    }

    /** How many nodes the opened tab holds, by class, the commonest first (what CSS and layout walk). */
    private static String nodeCensus(javafx.scene.Parent root) {
        java.util.Map<String, Integer> byClass = new java.util.HashMap<>();
        java.util.ArrayDeque<Node> todo = new java.util.ArrayDeque<>(List.of(root));
        int total = 0;
        int hidden = 0;
        while (!todo.isEmpty()) {
            Node node = todo.pop();
            total++;
            if (!node.isVisible()) hidden++;
            byClass.merge(node.getClass().getSimpleName(), 1, Integer::sum);
            if (node instanceof javafx.scene.Parent parent) todo.addAll(parent.getChildrenUnmodifiable());
        }
        StringBuilder text = new StringBuilder(String.format(Locale.ROOT, "tab after open: %d nodes (%d invisible roots of subtrees or leaves):", total, hidden));
        byClass.entrySet().stream().sorted(java.util.Map.Entry.<String, Integer>comparingByValue().reversed()).limit(12)
                .forEach(e -> text.append(' ').append(e.getKey()).append(' ').append(e.getValue()).append(','));
        return text.substring(0, text.length() - 1);
    }

    private long fxCpuNanos() {
        return threads.getThreadCpuTime(fxThreadId);
    }

    private void instrument(Stage stage) {
        var scene = stage.getScene();
        pulseLog = new PulseLog(scene);
        new AnimationTimer() {
            private long lastNanos;

            @Override
            public void handle(long now) {
                long wall = System.nanoTime();
                pulseLog.pulse(currentStep, recording);
                if (lastNanos != 0 && recording) pulseMs.add(Math.max(0, (wall - lastNanos) / 1e6 - FRAME_MS));
                lastNanos = wall;
            }
        }.start();
        EventDispatcher original = scene.getEventDispatcher();
        scene.setEventDispatcher((event, tail) -> {
            long begin = System.nanoTime();
            Event result = original.dispatchEvent(event, tail);
            long took = System.nanoTime() - begin;
            pulseLog.eventDispatched(took);
            if (recording) eventMs.add(took / 1e6);
            return result;
        });
    }

    private void probeLatency() {
        while (true) {
            long posted = System.nanoTime();
            CompletableFuture<Void> ran = new CompletableFuture<>();
            Platform.runLater(() -> {
                if (recording) {
                    double late = (System.nanoTime() - posted) / 1e6;
                    latencyMs.add(late);
                    worstLatencyByStep.merge(currentStep, late, Math::max);
                }
                ran.complete(null);
            });
            try {
                ran.get(60, TimeUnit.SECONDS);
                Thread.sleep(5);
            } catch (Exception e) {
                return;
            }
        }
    }

    private static void key(Node target, KeyCode code) {
        target.requestFocus();
        Event.fireEvent(target, new KeyEvent(KeyEvent.KEY_PRESSED, "", "", code, false, false, false, false));
    }

    private static ScrollEvent wheel(double deltaY) {
        return new ScrollEvent(ScrollEvent.SCROLL, 400, 200, 400, 200, false, false, false, false, false, false,
                0, deltaY, 0, deltaY, ScrollEvent.HorizontalTextScrollUnits.NONE, 0,
                ScrollEvent.VerticalTextScrollUnits.NONE, 0, 0, null);
    }

    private void step(String name, Runnable action) throws Exception {
        currentStep = name;
        long cpuBefore = fxCpuNanos();
        onFx(() -> {
            action.run();
            return null;
        });
        waitForIdle();
        fxCpuByStep.merge(name, (fxCpuNanos() - cpuBefore) / 1e6, Double::sum);
    }

    private void waitForIdle() throws Exception {
        waitFor(() -> !window.isLoading() && !window.callTree().busyProperty().get()
                && !window.lineHits().countingProperty().get());
        Thread.sleep(100);
    }

    private static void waitFor(BooleanSupplier condition) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(5);
        while (!onFx(condition::getAsBoolean)) {
            if (System.nanoTime() > deadline) throw new IllegalStateException("the window did not settle in 5 minutes");
            Thread.sleep(20);
        }
    }

    private static <T> T onFx(Supplier<T> action) throws Exception {
        CompletableFuture<T> result = new CompletableFuture<>();
        Platform.runLater(() -> {
            try {
                result.complete(action.get());
            } catch (Throwable e) {
                result.completeExceptionally(e);
            }
        });
        return result.get(5, TimeUnit.MINUTES);
    }

    private static void print(String what, List<Double> values) {
        List<Double> sorted;
        synchronized (values) {
            sorted = new ArrayList<>(values);
        }
        Collections.sort(sorted);
        if (sorted.isEmpty()) {
            System.out.println(what + ": none recorded");
            return;
        }
        long over = sorted.stream().filter(v -> v > 50).count();
        System.out.printf(Locale.ROOT, "%-34s n=%,7d  median %7.2f ms  p99 %7.2f ms  max %7.2f ms  over 50 ms: %d%n", what,
                sorted.size(), percentile(sorted, 0.5), percentile(sorted, 0.99), sorted.get(sorted.size() - 1), over);
    }

    private static double percentile(List<Double> sorted, double q) {
        int index = (int) Math.min(sorted.size() - 1, Math.max(0, Math.ceil(q * sorted.size()) - 1));
        return sorted.get(index);
    }
}
