package dev.flint.ui.flamechart;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import javafx.application.Platform;

/**
 * The one background thread that builds flame-chart tracks' rows (of every chart in the window), and the FX thread's
 * count of the builds handed to it and not yet finished, so that other background work of the window's can wait for it
 * ({@link #afterBuilds}). On two cores with software rendering, the FX, render and builder threads share two cores:
 * after a big trace's first frame the tracks below the screen are built one after another for seconds, and the spare
 * view built in those seconds (SpareView: a full-window repaint per pulse, 35-50 ms of render CPU each) made the
 * pulses wait on the render thread.
 */
public final class TrackBuilder {
    private static final ExecutorService THREAD = Executors.newSingleThreadExecutor(runnable -> {
        Thread thread = new Thread(runnable, "flint-track-rows");
        thread.setDaemon(true);
        return thread;
    });

    /** The longest rest of the builder between two builds. */
    private static final long MAX_REST_MILLIS = 100;

    /** Builds handed to the builder and not yet finished (FX thread only). */
    private static int unfinished;
    /** What waits for the builder to have nothing left (FX thread only). */
    private static final List<Runnable> waiting = new ArrayList<>();

    private TrackBuilder() {}

    /**
     * Runs {@code build} on the builder thread, then {@code done} on the FX thread (also when {@code build} throws).
     * Called on the FX thread.
     */
    static void submit(Runnable build, Runnable done) {
        unfinished++;
        THREAD.execute(() -> {
            long startNanos = System.nanoTime();
            try {
                build.run();
            } finally {
                Platform.runLater(() -> {
                    try {
                        done.run();
                    } finally {
                        finished();
                    }
                });
            }
            restAfter(System.nanoTime() - startNanos);
        });
    }

    private static void finished() {
        unfinished--;
        if (unfinished > 0 || waiting.isEmpty()) return;
        List<Runnable> steps = List.copyOf(waiting);
        waiting.clear();
        for (Runnable step : steps) step.run();
    }

    /** Whether builds are queued or running (FX thread). */
    public static boolean busy() {
        return unfinished > 0;
    }

    /** Runs {@code step} on the FX thread once no build is queued or running: now when none is. */
    public static void afterBuilds(Runnable step) {
        if (unfinished == 0) step.run();
        else waiting.add(step);
    }

    /**
     * The builder rests as long as its last build took (at most {@link #MAX_REST_MILLIS}), so that it takes at most
     * half a core: after a big trace's first frame it builds the tracks below the screen back to back, and on two
     * cores it took one from the FX and render threads throughout (PulseBenchmark on the 4.2 GB trace, idle, software
     * rendering: the frames right after the open waited on the render thread, 17-20 pulses over 50 ms of wall time
     * against 5-6 when those tracks were built before the first frame).
     */
    private static void restAfter(long builtNanos) {
        long restMillis = Math.min(MAX_REST_MILLIS, builtNanos / 1_000_000);
        if (restMillis <= 0) return;
        try {
            Thread.sleep(restMillis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
