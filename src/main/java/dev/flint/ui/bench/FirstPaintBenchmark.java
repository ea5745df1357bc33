package dev.flint.ui.bench;

import dev.flint.desktop.PendingFiles;
import dev.flint.ui.MainWindow;
import dev.flint.ui.Settings;
import dev.flint.ui.flamechart.FlameChartView;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Locale;
import javafx.animation.AnimationTimer;
import javafx.application.Application;
import javafx.application.Platform;
import javafx.scene.Node;
import javafx.stage.Stage;

/**
 * The app's cold start as a user sees it: the real window opens FILE the way {@code flint FILE} does, and
 * this prints the milliseconds from process start to the window's first pulse and to the first pulse after
 * the flame chart holds the file's tracks (the chart drew them in the pulse before), then exits.
 * Not a test: a figure for {@code tools/bench-cold.sh}.
 * <pre>
 * xvfb-run -a -s "-screen 0 1920x1080x24" java -cp 'target/flint.jar:target/lib/*' dev.flint.ui.bench.FirstPaintBenchmark FILE
 * </pre>
 */
public final class FirstPaintBenchmark {
    private static Instant processStart;

    private FirstPaintBenchmark() {}

    public static void main(String[] args) {
        if (args.length != 1) {
            System.err.println("usage: FirstPaintBenchmark FILE");
            System.exit(2);
        }
        processStart = ProcessHandle.current().info().startInstant().orElse(Instant.now());
        PendingFiles.get().offer(List.of(Path.of(args[0]).toAbsolutePath()));
        Application.launch(App.class);
    }

    /** A nested Application: JavaFX on the classpath refuses a main class that extends Application. */
    public static final class App extends Application {
    @Override
    public void start(Stage stage) {
        MainWindow window = new MainWindow(stage, Settings.forCurrentUser());
        stage.show();
        window.subscribeToPendingFiles(false);
        new AnimationTimer() {
            private boolean windowReported;
            private boolean drawn;

            @Override
            public void handle(long now) {
                if (!windowReported) {
                    windowReported = true;
                    System.out.println("window-ms " + sinceStart());
                }
                if (drawn) {
                    System.out.println("first-paint-ms " + sinceStart());
                    stop();
                    Platform.exit();
                    System.exit(0);
                }
                for (Node node : stage.getScene().getRoot().lookupAll(".flame-chart")) {
                    if (node instanceof FlameChartView view && node.isVisible() && view.getWidth() > 0
                            && view.tracks().stream().anyMatch(t -> t.depthCount() > 0)) {
                        drawn = true; // the redraw it asked for ran in this pulse; the next pulse follows its paint
                    }
                }
            }
        }.start();
    }
    }

    private static String sinceStart() {
        return String.format(Locale.ROOT, "%d", Duration.between(processStart, Instant.now()).toMillis());
    }
}
