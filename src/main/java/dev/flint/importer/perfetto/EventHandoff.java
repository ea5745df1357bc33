package dev.flint.importer.perfetto;

import dev.flint.importer.QueueHandoff;
import dev.flint.importer.TraceEventSink;
import java.io.InterruptedIOException;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;

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
    /**
     * What to do with an entry: take its event as it is or with its args; open a slice with it (one whose begin
     * is read, or an async one that is not); end the last slice opened under its key; name a thread or process.
     */
    static final byte ACCEPT = 0, WITH_ARGS = 1, BEGIN = 2, BEGIN_UNREAD = 3, END = 4, THREAD_NAME = 5, PROCESS_NAME = 6;
    static final int BATCH_EVENTS = 1024;

    /**
     * Entries in file order, {@code kinds[i]} saying what each is. Slice ends, the commonest, carry only numbers:
     * the slices are paired on the caller's side ({@link OpenSlices}).
     */
    static final class Batch {
        final byte[] kinds = new byte[BATCH_EVENTS];
        /** The event of an entry that has one (not {@link #BEGIN_UNREAD} nor {@link #END}). */
        final TraceEventSink.Event[] events = new TraceEventSink.Event[BATCH_EVENTS];
        /** An event's args document ({@code {"args": ...}} as UTF-8), null when the event is taken without. */
        final byte[][] argsDocuments = new byte[BATCH_EVENTS][];
        /** A slice's key (its track), for begins and ends. */
        final long[] keys = new long[BATCH_EVENTS];
        /** When a slice ends, in microseconds. */
        final double[] endMicros = new double[BATCH_EVENTS];
        /** Whether a begun slice is on a thread's track (else it is an async marker). */
        final boolean[] onThread = new boolean[BATCH_EVENTS];
        /** The packet of the entry ({@link PacketPlace}), for the messages of ends, events with args and names. */
        final long[] packetIndex = new long[BATCH_EVENTS];
        final long[] packetOffset = new long[BATCH_EVENTS];
        final boolean[] inflated = new boolean[BATCH_EVENTS];
        int count;

        /** Where entry {@code i}'s messages say it is. */
        String place(int i) {
            return PacketPlace.describe(packetIndex[i], packetOffset[i], inflated[i]);
        }
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
        if (batch.count == BATCH_EVENTS) handBatch();
        TraceEventSink.Event event = batch.events[batch.count];
        if (event == null) event = batch.events[batch.count] = new TraceEventSink.Event();
        return event.reset();
    }

    /** Hands over the event {@link #event()} gave, to be taken as it is. */
    void accept() {
        commit(ACCEPT);
    }

    /** Hands over the event {@link #event()} gave with its args document. */
    void acceptWithArgs(byte[] argsDocument, PacketPlace where) {
        Batch b = commit(WITH_ARGS);
        b.argsDocuments[b.count - 1] = argsDocument;
        where.into(b, b.count - 1);
    }

    /** Opens a slice under {@code key} with the event {@link #event()} gave (and its args document, or null). */
    void begin(long key, byte[] argsDocument, boolean onThread) {
        Batch b = commit(BEGIN);
        int at = b.count - 1;
        b.argsDocuments[at] = argsDocument;
        b.keys[at] = key;
        b.onThread[at] = onThread;
    }

    /** Opens an async slice under {@code key} that is not read: its end only pairs with it. */
    void beginUnread(long key) {
        Batch b = commit(BEGIN_UNREAD);
        b.keys[b.count - 1] = key;
    }

    /** Ends the slice last opened under {@code key} at {@code micros}, from the packet at {@code where}. */
    void end(long key, double micros, PacketPlace where) {
        Batch b = commit(END);
        int at = b.count - 1;
        b.keys[at] = key;
        b.endMicros[at] = micros;
        where.into(b, at);
    }

    /** A thread's name, from the (uncompressed) packet {@code index} at byte {@code offset}. */
    void threadName(long pid, long tid, String name, long index, long offset) {
        TraceEventSink.Event event = event();
        event.pid = pid;
        event.tid = tid;
        event.name = name;
        named(commit(THREAD_NAME), index, offset);
    }

    /** A process's name, from the (uncompressed) packet {@code index} at byte {@code offset}. */
    void processName(long pid, String name, long index, long offset) {
        TraceEventSink.Event event = event();
        event.pid = pid;
        event.name = name;
        named(commit(PROCESS_NAME), index, offset);
    }

    private static void named(Batch b, long index, long offset) {
        int at = b.count - 1;
        b.packetIndex[at] = index;
        b.packetOffset[at] = offset;
        b.inflated[at] = false;
    }

    /**
     * Adds an entry of {@code kind} (its event, if it has one, is the one {@link #event()} gave); returns the
     * batch it is in, at {@code count - 1}. A full batch is handed over at the next entry, not now, so that the
     * caller can still fill this one.
     */
    private Batch commit(byte kind) {
        if (batch.count == BATCH_EVENTS) handBatch();
        Batch b = batch;
        b.kinds[b.count++] = kind;
        return b;
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
        QueueHandoff.offer(handed, item, () -> closed);
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
