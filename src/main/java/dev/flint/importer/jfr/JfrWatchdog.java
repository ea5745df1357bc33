package dev.flint.importer.jfr;

import dev.flint.importer.ProfileFormatException;
import dev.flint.model.ControlChars;
import java.io.IOException;
import java.util.concurrent.CancellationException;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;

/**
 * Runs the JDK's JFR reader on a thread of its own and gives up when it stops returning events: damage
 * that {@link JfrChunkCheck} does not catch must cost a clear line, not a core spinning forever. The
 * reader's failures become one line without its exception's class name (an
 * ArrayIndexOutOfBoundsException says nothing to the user).
 */
final class JfrWatchdog {
    private JfrWatchdog() {}

    /** Reads a recording; counts every event it gets from the JDK in {@code events}. */
    interface Reading {
        void read(AtomicLong events) throws IOException;
    }

    static void run(Reading reading, String file, long idleMillis) throws ProfileFormatException {
        AtomicLong events = new AtomicLong();
        AtomicReference<Throwable> failure = new AtomicReference<>();
        Thread worker = new Thread(() -> {
            try {
                reading.read(events);
            } catch (Throwable t) {
                failure.set(t);
            }
        }, "flint-jfr-reader");
        worker.setDaemon(true);
        worker.start();
        long seen = -1;
        long lastProgress = System.nanoTime();
        try {
            while (worker.isAlive()) {
                worker.join(100);
                long now = events.get();
                if (now != seen) {
                    seen = now;
                    lastProgress = System.nanoTime();
                } else if (worker.isAlive() && System.nanoTime() - lastProgress > idleMillis * 1_000_000L) {
                    worker.interrupt();
                    throw new ProfileFormatException(file, "", "the JDK's JFR reader returned no event for "
                            + idleMillis / 1000.0 + " s after event " + now + ": the recording is damaged in a way"
                            + " it cannot get out of");
                }
            }
        } catch (InterruptedException e) {
            worker.interrupt();
            Thread.currentThread().interrupt();
            throw new CancellationException("reading " + file + " was interrupted");
        }
        Throwable t = failure.get();
        if (t == null) return;
        if (t instanceof CancellationException c) throw c;
        if (t instanceof OutOfMemoryError o) throw o;
        long count = events.get();
        if (t instanceof IOException) {
            String message = t.getMessage() == null ? "" : ": " + clip(ControlChars.escape(t.getMessage()));
            throw new ProfileFormatException(file, "", count == 0 ? "not a readable JFR recording" + message
                    : "the recording is damaged after " + count + " events" + message);
        }
        if (t instanceof RuntimeException || t instanceof InternalError || t instanceof StackOverflowError) {
            // jdk.jfr's parser has no error type of its own for damaged data
            throw new ProfileFormatException(file, "", "the recording is damaged after " + count
                    + " events (the JDK's JFR reader failed inside the next one)");
        }
        if (t instanceof Error e) throw e;
        throw new IllegalStateException(t);
    }

    private static String clip(String text) {
        return text.length() <= 200 ? text : text.substring(0, 200) + "...";
    }
}
