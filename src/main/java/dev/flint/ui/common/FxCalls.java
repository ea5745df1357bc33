package dev.flint.ui.common;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.BooleanSupplier;
import javafx.application.Platform;

/**
 * For the command-line tools that drive a window from their main thread (the screenshot makers): run a
 * step on the JavaFX thread and wait for it, or poll a condition there until it holds.
 */
public final class FxCalls {
    private FxCalls() {}

    /** Runs the action on the FX thread and waits; its RuntimeException is rethrown here. */
    public static void run(Runnable action) throws InterruptedException {
        CountDownLatch done = new CountDownLatch(1);
        AtomicReference<RuntimeException> failure = new AtomicReference<>();
        Platform.runLater(() -> {
            try {
                action.run();
            } catch (RuntimeException e) {
                failure.set(e);
            } finally {
                done.countDown();
            }
        });
        if (!done.await(60, TimeUnit.SECONDS)) throw new IllegalStateException("the FX thread did not answer");
        if (failure.get() != null) throw failure.get();
    }

    /** Checks the condition on the FX thread every 100 ms; fails naming {@code what} after the seconds given. */
    public static void waitUntil(BooleanSupplier condition, int seconds, String what) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(seconds);
        while (System.nanoTime() < deadline) {
            boolean[] met = new boolean[1];
            run(() -> met[0] = condition.getAsBoolean());
            if (met[0]) return;
            Thread.sleep(100);
        }
        throw new IllegalStateException("timed out waiting for " + what);
    }
}
