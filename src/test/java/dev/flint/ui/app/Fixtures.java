package dev.flint.ui.app;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import org.testfx.util.WaitForAsyncUtils;

/** Files and waits the UI tests share (public for the tests of the ui subpackages). */
public final class Fixtures {
    private Fixtures() {}

    /** The seed 001 samples A>B>C>D>E, A>B>C>F>G, A>B>H>F as a V8 CPU profile, 1 ms each. */
    static Path seed001(Path folder) throws IOException {
        return copy("/dev/flint/ui/seed001.cpuprofile", folder.resolve("seed001.cpuprofile"));
    }

    /** A real Node capture: the sample profile the app bundles. */
    static Path nodeSample(Path folder) throws IOException {
        return copy(SampleProfile.RESOURCE, folder.resolve("node-sample.cpuprofile"));
    }

    private static Path copy(String resource, Path target) throws IOException {
        try (InputStream in = Fixtures.class.getResourceAsStream(resource)) {
            if (in == null) throw new IOException("missing test resource " + resource);
            Files.copy(in, target, StandardCopyOption.REPLACE_EXISTING);
        }
        return target;
    }

    /** The names of a call tree's roots as the tree shows them (and {@code flint tree} prints them), in order. */
    static java.util.List<String> rootNames(dev.flint.calltree.CallTree tree) {
        return java.util.Arrays.stream(tree.roots())
                .mapToObj(root -> dev.flint.calltree.CallTreeText.displayName(tree.name(root))).toList();
    }

    /**
     * Runs a drag through Monocle's drag loop. Monocle 17.0.10 (the last Monocle for Java 17; 21.0.2 needs Java
     * 21) calls {@code View.notifyDragLeave} on a view without a drop target when the drag passes over another
     * window, and the NullPointerException reached TestFX, which printed its stack trace in every green run. Only
     * that exception is dropped, on the FX thread, for the drag's length; any other still reaches TestFX and
     * fails the test. The real drop from a GTK drag source is tested in the real-window suite.
     */
    public static void monocleDrag(Runnable drag) {
        Thread fx;
        try {
            fx = WaitForAsyncUtils.asyncFx(Thread::currentThread).get();
        } catch (Exception e) {
            throw new AssertionError("the FX thread did not answer", e);
        }
        Thread.UncaughtExceptionHandler before = fx.getUncaughtExceptionHandler();
        fx.setUncaughtExceptionHandler((thread, thrown) -> {
            if (isMonocleDragLeaveBug(thrown)) return;
            Thread.UncaughtExceptionHandler fallback = Thread.getDefaultUncaughtExceptionHandler();
            if (fallback != null) fallback.uncaughtException(thread, thrown);
        });
        try {
            drag.run();
            WaitForAsyncUtils.waitForFxEvents();
        } finally {
            fx.setUncaughtExceptionHandler(before == fx.getThreadGroup() ? null : before);
        }
    }

    private static boolean isMonocleDragLeaveBug(Throwable thrown) {
        if (!(thrown instanceof NullPointerException)) return false;
        for (StackTraceElement frame : thrown.getStackTrace()) {
            if (frame.getClassName().equals("com.sun.glass.ui.View") && frame.getMethodName().equals("notifyDragLeave")) {
                return true;
            }
        }
        return false;
    }

    /** Waits (checking on the FX thread) until {@code condition} holds. */
    public static void waitFor(BooleanSupplier condition) {
        waitFor(condition, 30);
    }

    /** Waits (checking on the FX thread) until {@code condition} holds, at most {@code seconds}. */
    public static void waitFor(BooleanSupplier condition, int seconds) {
        try {
            WaitForAsyncUtils.waitFor(seconds, TimeUnit.SECONDS, () -> {
                boolean[] met = new boolean[1];
                WaitForAsyncUtils.asyncFx(() -> met[0] = condition.getAsBoolean()).get();
                return met[0];
            });
        } catch (Exception e) {
            throw new AssertionError("timed out waiting for the window", e);
        }
        WaitForAsyncUtils.waitForFxEvents();
    }

    /** Waits for a load and the call tree built after it. */
    static void waitForIdle(MainWindow window) {
        waitFor(() -> !window.isLoading() && !window.callTree().busyProperty().get()
                && !window.lineHits().countingProperty().get());
        layOut(window);
    }

    /**
     * A pulse's CSS and layout pass, run now on the FX thread, twice with the tasks the first posted in
     * between (a divider correction, a batch of rows): what a test reads next (cells, widths) is there
     * without hoping that a pulse came in the meantime (under load one often had not).
     */
    static void layOut(MainWindow window) {
        for (int pass = 0; pass < 2; pass++) {
            try {
                WaitForAsyncUtils.asyncFx(() -> {
                    javafx.scene.Parent root = window.stage().getScene().getRoot();
                    root.applyCss();
                    root.layout();
                }).get(30, TimeUnit.SECONDS);
            } catch (Exception e) {
                throw new AssertionError("the layout pass failed", e);
            }
            WaitForAsyncUtils.waitForFxEvents();
        }
    }
}
