package dev.flint.ui.bench;

import dev.flint.desktop.PendingFiles;
import dev.flint.ui.app.FlintApp;
import dev.flint.ui.app.MainWindow;
import dev.flint.ui.flamechart.FlameChartView;
import dev.flint.viewmodel.LoadedProfile;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Locale;
import javafx.application.Application;
import javafx.application.Platform;
import javafx.stage.Stage;

/**
 * The app's cold start as a user sees it: the real window ({@link FlintApp#openWindow}) opens FILE the way
 * {@code flint FILE} does, and this prints milliseconds from process start, one line each, then exits:
 * {@code jvm-ms} (main entered), {@code toolkit-ms} (JavaFX started, the window being built),
 * {@code window-ms} (the window's first pulse), {@code load-done-ms} (the file read and its tracks built:
 * the load task's result on the FX thread; {@code load-task-ms} is the task's own duration), and
 * {@code first-paint-ms} (the first pulse after the flame chart's first whole frame with bars of the file: that
 * frame is on screen). Process start is {@link ProcessStart}'s, to the 10 ms (ProcessHandle's is early by up to
 * a second on Linux). After each moment a {@code cpu MOMENT ...} line gives the CPU the process had used by then, by
 * kind of thread ({@link ThreadCpu}). Not a test: a figure for {@code tools/bench-cold.sh}.
 * <pre>
 * xvfb-run -a -s "-screen 0 1920x1080x24" java -cp 'target/flint.jar:target/flint-bench.jar:target/lib/*:target/bench-lib/*' dev.flint.ui.bench.FirstPaintBenchmark FILE
 * </pre>
 * Through the app's start command, the relaunch included (the moments then count from the first,
 * relaunching process's start, and {@code relaunched} says whether there was a child); the app runs
 * this class instead of its own window ({@link dev.flint.ui.AppLauncher#LAUNCH_INSTEAD}):
 * <pre>
 * xvfb-run -a -s "-screen 0 1920x1080x24" java -Dflint.launchInstead=dev.flint.ui.bench.FirstPaintBenchmark \
 *     -cp 'target/flint.jar:target/flint-bench.jar:target/lib/*:target/bench-lib/*' dev.flint.Main --new-instance FILE
 * </pre>
 */
public final class FirstPaintBenchmark implements Runnable {
    private static Instant processStart;
    private static Path file;

    /** For {@link dev.flint.ui.AppLauncher#LAUNCH_INSTEAD}. */
    public FirstPaintBenchmark() {}

    public static void main(String[] args) {
        if (args.length != 1) {
            System.err.println("usage: FirstPaintBenchmark FILE");
            System.exit(2);
        }
        processStart = ProcessStart.of(ProcessHandle.current());
        System.out.println("jvm-ms " + sinceStart());
        file = Path.of(args[0]).toAbsolutePath();
        PendingFiles.get().offer(List.of(file));
        dev.flint.ui.app.AppLauncher.launch(App.class, new String[0]);
    }

    /** Run by {@code Main} in place of the app's window: the launch's one file is queued already. */
    @Override
    public void run() {
        List<Path> queued = PendingFiles.get().queuedFiles();
        if (queued.size() != 1) {
            System.err.println("first-paint benchmark: give exactly one FILE");
            System.exit(2);
        }
        // A relaunched child counts from its parent's start: that is when the user pressed Enter.
        ProcessHandle self = ProcessHandle.current();
        boolean relaunched = System.getProperty("flint.relaunched") != null;
        ProcessHandle first = relaunched ? self.parent().orElse(self) : self;
        processStart = ProcessStart.of(first);
        System.out.println("relaunched " + relaunched);
        System.out.println("jvm-ms " + sinceStart());
        file = queued.get(0).toAbsolutePath();
        dev.flint.ui.app.AppLauncher.launch(App.class, new String[0]);
    }

    /** A nested Application: JavaFX on the classpath refuses a main class that extends Application. */
    public static final class App extends Application {
        @Override
        public void start(Stage stage) {
            System.out.println("toolkit-ms " + sinceStart());
            printCpu("toolkit");
            MainWindow window = FlintApp.openWindow(stage);
            window.loader().valueProperty().addListener((obs, old, loaded) -> {
                if (loaded != null && !loaded.isEmpty()) reportLoad(loaded.get(0));
            });
            // Each pulse is looked at, but none is asked for until the file's tab shows: an AnimationTimer (as here
            // until 29 Nov) pulses 60 times a second, and during a long load those pulses were FX-thread work the app
            // itself never does (its pulses follow the load's progress, a few a second).
            stage.getScene().addPostLayoutPulseListener(new Runnable() {
                private boolean windowReported;
                private boolean drawn;
                private boolean done;

                @Override
                public void run() {
                    if (done) return;
                    if (!windowReported) {
                        windowReported = true;
                        System.out.println("window-ms " + sinceStart());
                        printCpu("window");
                    }
                    if (drawn) {
                        done = true;
                        System.out.println("first-paint-ms " + sinceStart());
                        printCpu("first-paint");
                        Platform.exit();
                        System.exit(0);
                    }
                    // The selected tab's chart showing FILE: the start-up warm-up builds a hidden tab of the
                    // bundled sample in the same scene, whose chart must not count. Drawn: a whole frame of it
                    // has bars (a big file's frame is painted over several pulses and shown when whole; this
                    // tab's chart never drew anything but FILE), so the next pulse follows its paint.
                    // The chart is asked for only once FILE's tab is shown: before, the window would make a
                    // detached view to answer (a whole tab's view, on the FX thread, which the app never makes).
                    LoadedProfile shown = window.profileProperty().get();
                    if (shown == null || !shown.files().equals(List.of(file))) return;
                    FlameChartView view = window.flameChart();
                    if (view.isVisible() && view.getWidth() > 0 && view.getScene() == stage.getScene()
                            && view.lastDrawStats().rects() > 0) {
                        drawn = true;
                    }
                    // From the tab's showing on, pulses until the chart's frame is on screen (a frame painted in
                    // this pulse's later listeners is seen in the next one).
                    Platform.requestNextPulse();
                }
            });
        }
    }

    private static void reportLoad(LoadedProfile loaded) {
        if (!loaded.files().equals(List.of(file))) return; // the warm-up's sample
        System.out.println("load-done-ms " + sinceStart());
        System.out.println("load-task-ms " + loaded.loadMillis());
        printCpu("load-done");
    }

    /**
     * {@code cpu MOMENT fx N load N ...}: the child process's CPU ms at a moment, by kind of thread ({@link ThreadCpu});
     * on a shared machine what changed shows there when wall times scatter. Nothing where /proc cannot be read.
     */
    private static void printCpu(String moment) {
        String figures = ThreadCpu.describe();
        if (!figures.isEmpty()) System.out.println("cpu " + moment + " " + figures);
    }

    private static String sinceStart() {
        return String.format(Locale.ROOT, "%d", Duration.between(processStart, Instant.now()).toMillis());
    }
}
