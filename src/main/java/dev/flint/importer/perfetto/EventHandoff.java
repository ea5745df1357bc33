package dev.flint.importer.perfetto;

import dev.flint.importer.TraceEventSink;
import java.io.InterruptedIOException;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * The events the decoding thread makes, on their way in batches to the Chrome trace assembly on the caller's
 * thread, in file order: the packets are decoded on one core while the assembly runs on the other, as the JSON
 * trace reader scans on one and assembles on the other. A batch's events are {@link TraceEventSink.Event}s
 * filled as the sink's own is, each with what to do with it (accept it, accept it with its args' JSON, or name
 * a thread or a process) and the place its messages name; batches go back and forth, so a trace of millions of
 * events makes a few hundred objects. The decoding ends with an {@link End}: what it read, or the exception
 * that ended it, which the caller throws once every event before it has been assembled, as a reader on one
 * thread would have.
 */
final class EventHandoff {
    static final byte ACCEPT = 0, WITH_ARGS = 1, THREAD_NAME = 2, PROCESS_NAME = 3;
    static final int BATCH_EVENTS = 1024;

    /** Events in file order: {@code events[i]} to do as {@code kinds[i]} says. */
    static final class Batch {
        final TraceEventSink.Event[] events = new TraceEventSink.Event[BATCH_EVENTS];
        final byte[] kinds = new byte[BATCH_EVENTS];
        /** An event's args document ({@link #WITH_ARGS}: {@code {"args": ...}} as UTF-8), null for the others. */
        final byte[][] argsDocuments = new byte[BATCH_EVENTS][];
        /** Where the event's messages say it is: its packet for the events with args and the names. */
        final String[] places = new String[BATCH_EVENTS];
        int count;
    }

    /**
     * The decoding's end: the packets read and the top-level fields skipped, or the exception that ended it (a
     * ProfileFormatException, a RuntimeException such as a cancelled load, or an Error).
     */
    record End(long packetCount, long skippedFields, Throwable failure) {}

    /** Thrown on the decoding thread when the caller has stopped waiting (it failed or gave up): the decoding ends. */
    static final class Closed extends RuntimeException {
        Closed() {
            super(null, null, false, false);
        }
    }

    private final BlockingQueue<Object> handed = new ArrayBlockingQueue<>(4);
    private final BlockingQueue<Batch> free = new ArrayBlockingQueue<>(8);
    private volatile boolean closed;
    private Thread thread;
    /** The batch the decoding thread is filling. */
    private Batch batch = new Batch();

    /** Runs {@code decoding} on a thread of its own; it hands its events here and ends with {@link #end}. */
    void start(Runnable decoding, String name) {
        thread = new Thread(() -> {
            try {
                decoding.run();
            } catch (Closed callerGaveUp) {
                // nobody waits for anything more
            }
        }, name);
        thread.setDaemon(true);
        thread.start();
    }

    // ---- the decoding thread's side

    /** Throws {@link Closed} once the caller has stopped waiting: the decoding checks between packets. */
    void checkOpen() {
        if (closed) throw new Closed();
    }

    /** The next event to fill, cleared; it is handed over by {@link #accept} or the like, else filled again. */
    TraceEventSink.Event event() {
        TraceEventSink.Event event = batch.events[batch.count];
        if (event == null) event = batch.events[batch.count] = new TraceEventSink.Event();
        return event.reset();
    }

    /** Hands over the event {@link #event()} gave, to be taken as it is. */
    void accept() {
        commit(ACCEPT, null, null);
    }

    /** Hands over the event {@link #event()} gave with its args document; {@code where} is its packet. */
    void acceptWithArgs(byte[] argsDocument, String where) {
        commit(WITH_ARGS, argsDocument, where);
    }

    /** A thread's name, from the packet at {@code where}. */
    void threadName(long pid, long tid, String name, String where) {
        TraceEventSink.Event event = event();
        event.pid = pid;
        event.tid = tid;
        event.name = name;
        commit(THREAD_NAME, null, where);
    }

    /** A process's name, from the packet at {@code where}. */
    void processName(long pid, String name, String where) {
        TraceEventSink.Event event = event();
        event.pid = pid;
        event.name = name;
        commit(PROCESS_NAME, null, where);
    }

    private void commit(byte kind, byte[] argsDocument, String where) {
        int at = batch.count;
        batch.kinds[at] = kind;
        batch.argsDocuments[at] = argsDocument;
        batch.places[at] = where;
        if (++batch.count == BATCH_EVENTS) handBatch();
    }

    /** Hands over the last events and the end; the decoding thread's last call. */
    void end(End end) {
        handBatch();
        hand(end);
    }

    private void handBatch() {
        if (batch.count == 0) return;
        hand(batch);
        Batch next = free.poll();
        batch = next != null ? next : new Batch();
    }

    private void hand(Object item) {
        try {
            while (!closed && !handed.offer(item, 50, TimeUnit.MILLISECONDS)) {
                // wait for the assembly to catch up, or for close()
            }
        } catch (InterruptedException interrupted) {
            Thread.currentThread().interrupt();
        }
        if (closed) throw new Closed();
    }

    // ---- the caller's side

    /** The next {@link Batch} or the {@link End}, in file order. */
    Object next() throws InterruptedIOException {
        try {
            return handed.take();
        } catch (InterruptedException interrupted) {
            Thread.currentThread().interrupt();
            throw new InterruptedIOException("interrupted while reading");
        }
    }

    /** A batch whose events have been assembled: it is filled again (its strings let go). */
    void recycle(Batch done) {
        java.util.Arrays.fill(done.argsDocuments, 0, done.count, null);
        java.util.Arrays.fill(done.places, 0, done.count, null);
        done.count = 0;
        free.offer(done);
    }

    /** Stops the decoding (when the caller is done or gives up) and waits for it to close its input. */
    void close() {
        closed = true;
        handed.clear();
        if (thread == null) return;
        thread.interrupt();
        try {
            thread.join(10_000);
        } catch (InterruptedException interrupted) {
            Thread.currentThread().interrupt();
        }
    }
}
