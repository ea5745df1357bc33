package dev.flint.model;

import java.util.concurrent.atomic.AtomicReference;
import java.util.function.BooleanSupplier;

/**
 * Keeps work that grows with the profile off the UI thread, deterministically rather than by timing.
 * The engine cannot know what a UI thread is (it never imports JavaFX), so the app hands it a predicate
 * at start-up; every engine entry point whose cost grows with the profile (loading, sync tracks, call
 * trees, transforms, search, symbolication, activity curves, line hits) calls {@link #check} first.
 * Without an installed predicate (the CLI, engine tests) nothing is ever refused.
 */
public final class UiThreadGuard {
    private static volatile BooleanSupplier isUiThread = () -> false;
    /** The first refused call since start (or the last {@link #clearViolations}): a UI thread's handler may swallow the exception. */
    private static final AtomicReference<String> firstViolation = new AtomicReference<>();

    private UiThreadGuard() {}

    /** Installs the UI toolkit's "am I on the UI thread" test. */
    public static void install(BooleanSupplier uiThreadTest) {
        isUiThread = uiThreadTest == null ? () -> false : uiThreadTest;
    }

    /**
     * Refuses to run {@code entryPoint} on the UI thread.
     *
     * @throws IllegalStateException naming the entry point, when called on the UI thread
     */
    public static void check(String entryPoint) {
        if (!isUiThread.getAsBoolean()) return;
        String message = entryPoint + " was called on the UI thread: its cost grows with the profile, run it in the background";
        firstViolation.compareAndSet(null, message);
        throw new IllegalStateException(message);
    }

    /** The first refused call's message, or null when nothing was refused. */
    public static String firstViolation() {
        return firstViolation.get();
    }

    public static void clearViolations() {
        firstViolation.set(null);
    }
}
