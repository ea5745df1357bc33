package dev.flint.importer.perfetto;

import dev.flint.importer.QueueHandoff;
import dev.flint.importer.TraceEventSink;
import java.io.InterruptedIOException;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;

/**
 * The events the decoding thread makes, on their way in batches to the Chrome trace assembly on the caller's
 * thread, in file order: the packets are decoded on one core while the assembly runs on the other, as the JSON
 * trace reader scans on one and assembles on the other. A batch is columns of numbers: most events (slices and
 * instants that are only a thread's entry) go over as their pid, tid, times and the {@link StringIds} of their
 * name and category, so the decoding stores no object per event into the long-lived batches (each such store
 * costs the garbage collector's barrier a fence); the few events the assembly reads in depth go over as a
 * {@link TraceEventSink.Event} of their own. Batches go back and forth, so a trace of millions of events makes
 * a few hundred of them. The decoding ends with an {@link End}: what it read, or the exception that ended it,
 * which the caller throws once every event before it has been assembled, as a reader on one thread would have.
 */
final class EventHandoff {
    /**
     * What to do with an entry: an {@code X} or {@code I} that is only a thread's entry; an event taken as it is
     * or with its args document; a slice opened by an entry-only begin, by any other begin, or an async slice
     * that is not read; the end of the last slice opened under its key. Names go in columns of their own.
     */
    static final byte ENTRY = 0, ACCEPT = 1, WITH_ARGS = 2, BEGIN = 3, BEGIN_EVENT = 4, BEGIN_UNREAD = 5, END = 6;
    /**
     * Each batch handed over wakes the caller's thread, which waits for it (the assembly is the faster side): a
     * futex call, some microseconds in a virtual machine. At 1024 events a batch that was 6% of the decoding
     * thread's samples.
     */
    static final int BATCH_EVENTS = 8192;
    /** Thread and process names a batch carries, at most (the 525 MB benchmark trace renames 2,439 times). */
    static final int BATCH_NAMES = 1024;
    /**
     * Copies of annotation tables a batch holds, at most: a copy is made each time a sequence's tables change (Chrome:
     * at each clear of its state, every few hundred packets), so a file that changes them between every two events
     * would otherwise keep up to a copy per event alive; past this its entries' annotations are read as they are
     * decoded.
     */
    static final int BATCH_TABLES = 256;
    /**
     * Bytes of annotations a batch holds copied, at most, and an entry's, at most: Chrome's entries carry some
     * hundred bytes; past these an entry's annotations are read as they are decoded, in the packet, so that a file
     * of huge annotations does not have them copied into every batch the handoff keeps.
     */
    static final int BATCH_ANNOTATION_BYTES = 4 << 20, ENTRY_ANNOTATION_BYTES = 64 << 10;

    /** Entries in file order, {@code kinds[i]} saying what each is and which columns it fills. */
    static final class Batch {
        final byte[] kinds = new byte[BATCH_EVENTS];
        /** ENTRY: 'X' or 'I'. */
        final char[] phases = new char[BATCH_EVENTS];
        /** ENTRY and BEGIN: the thread, the start, the name's and category's ids, the args' data (null: none). */
        final long[] pids = new long[BATCH_EVENTS];
        final long[] tids = new long[BATCH_EVENTS];
        /** ENTRY and BEGIN: when the event starts; END: when the slice ends; in microseconds. */
        final double[] micros = new double[BATCH_EVENTS];
        /** ENTRY: an X's duration, NaN for an I. */
        final double[] durations = new double[BATCH_EVENTS];
        final int[] names = new int[BATCH_EVENTS];
        final int[] categories = new int[BATCH_EVENTS];
        final dev.flint.model.TraceEventTable.EventData[] data = new dev.flint.model.TraceEventTable.EventData[BATCH_EVENTS];
        /** ACCEPT, WITH_ARGS, BEGIN_EVENT and the names: the event, one of its own. */
        final TraceEventSink.Event[] events = new TraceEventSink.Event[BATCH_EVENTS];
        /** An event's args document ({@code {"args": ...}} as UTF-8), null when the event is taken without. */
        final byte[][] argsDocuments = new byte[BATCH_EVENTS][];
        /** A slice's key (its track), for begins and ends. */
        final long[] keys = new long[BATCH_EVENTS];
        /** BEGIN_EVENT: whether the slice is on a thread's track (else it is an async marker). */
        final boolean[] onThread = new boolean[BATCH_EVENTS];
        /** The packet of the entry ({@link PacketPlace}), for the messages of ends, events with args and names. */
        final long[] packetIndex = new long[BATCH_EVENTS];
        final long[] packetOffset = new long[BATCH_EVENTS];
        final boolean[] inflated = new boolean[BATCH_EVENTS];
        /**
         * ENTRY and BEGIN whose args data the assembly reads ({@link DebugAnnotations#readFrom}): the annotation tables
         * of its packet (null: the data, if any, is in {@link #data}), and where its annotations end in
         * {@link #annotations} (they start where those of the entry before it with tables ended, or at 0).
         */
        final AnnotationTables[] annotationTables = new AnnotationTables[BATCH_EVENTS];
        final int[] annotationsEnd = new int[BATCH_EVENTS];
        /** An entry with tables: its legacy event's id, which it keeps if it is taken as an event (null: none). */
        final String[] legacyIds = new String[BATCH_EVENTS];
        /** The annotations of the entries with tables, one after the other ({@link DebugAnnotations#copyTo}). */
        final CopiedBytes annotations = new CopiedBytes();
        /** The tables of the last entry given tables, and how many times they changed in this batch. */
        AnnotationTables lastTables;
        int tablesChanges;
        /** The strings given ids since the batch before ({@link StringIds#takeNew}), null when none. */
        java.util.List<String> newStrings;
        int count;
        /**
         * The thread (tid >= 0) and process (tid -1) names given while the batch was filled, in file order, beside
         * its events rather than among them: the assembly reads names only once the read is done (a thread's name,
         * the order in which threads and processes were first named), so applying a batch's names before its events
         * gives the same profile. Among the events, each renaming cut the batch short (Chrome names a renderer by
         * turns by its command line and "Renderer", 2,439 times in 525 MB) and a case of the events' switch that
         * mostly a read's start takes is compiled by the JIT as a trap.
         */
        final long[] namePids = new long[BATCH_NAMES];
        final long[] nameTids = new long[BATCH_NAMES];
        final String[] nameStrings = new String[BATCH_NAMES];
        /** The (uncompressed) packet that gave each name, for its messages. */
        final long[] namePacketIndex = new long[BATCH_NAMES];
        final long[] namePacketOffset = new long[BATCH_NAMES];
        int nameCount;

        /** Where entry {@code i}'s messages say it is. */
        String place(int i) {
            return PacketPlace.describe(packetIndex[i], packetOffset[i], inflated[i]);
        }

        /** Where name {@code i}'s messages say it is. */
        String namePlace(int i) {
            return PacketPlace.describe(namePacketIndex[i], namePacketOffset[i], false);
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

    /** Batches handed over and not yet taken, at most. */
    private static final int HANDED_BATCHES = 4;
    /**
     * Every batch a read can have at once: those handed over, the one being assembled and the one being filled.
     * All are made with the handoff, so that the decoding thread always finds a free batch after handing one over
     * (at most {@code HANDED_BATCHES + 1} are elsewhere then): a batch made when none is free is what only a read's
     * start did, and C2 compiled that branch as a trap that threw away the compiled TrackEvents.read (with all it
     * inlines) at every new read's first batches.
     */
    static final int BATCHES = HANDED_BATCHES + 2;
    private final BlockingQueue<Object> handed = new ArrayBlockingQueue<>(HANDED_BATCHES);
    private final BlockingQueue<Batch> free = new ArrayBlockingQueue<>(BATCHES);
    private volatile boolean closed;
    private Thread thread;
    /** The batch the decoding thread is filling. */
    private Batch batch = new Batch();
    /** The decoding thread's ids of names and categories; their strings go over with the batches. */
    final StringIds ids = new StringIds();

    EventHandoff() {
        for (int i = 1; i < BATCHES; i++) free.add(new Batch());
    }

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

    /** An {@code X} ({@code durationMicros}) or {@code I} (NaN) event that is only its thread's entry. */
    void entry(char phase, long pid, long tid, int name, int category, double micros, double durationMicros,
            dev.flint.model.TraceEventTable.EventData data) {
        Batch b = commitEntry(ENTRY, pid, tid, name, category, micros, data);
        b.phases[b.count - 1] = phase;
        b.durations[b.count - 1] = durationMicros;
    }

    /** Adds an entry of {@code kind} with a thread's entry's columns; returns its batch, as {@link #commit}. */
    private Batch commitEntry(byte kind, long pid, long tid, int name, int category, double micros,
            dev.flint.model.TraceEventTable.EventData data) {
        Batch b = commit(kind);
        int at = b.count - 1;
        b.pids[at] = pid;
        b.tids[at] = tid;
        b.names[at] = name;
        b.categories[at] = category;
        b.micros[at] = micros;
        if (data != null) b.data[at] = data;
        return b;
    }

    /** Hands over {@code event} (one of its own), to be taken as it is. */
    void accept(TraceEventSink.Event event) {
        Batch b = commit(ACCEPT);
        b.events[b.count - 1] = event;
    }

    /** Hands over {@code event} (one of its own) with its args document. */
    void acceptWithArgs(TraceEventSink.Event event, byte[] argsDocument, PacketPlace where) {
        Batch b = commit(WITH_ARGS);
        int at = b.count - 1;
        b.events[at] = event;
        b.argsDocuments[at] = argsDocument;
        where.into(b, at);
    }

    /** Opens a slice under {@code key} (a thread's track) whose begin is only its thread's entry. */
    void begin(long key, long pid, long tid, int name, int category, double micros,
            dev.flint.model.TraceEventTable.EventData data) {
        Batch b = commitEntry(BEGIN, pid, tid, name, category, micros, data);
        b.keys[b.count - 1] = key;
    }

    /** Opens a slice under {@code key} with {@code event} (one of its own) and its args document, or null. */
    void begin(long key, TraceEventSink.Event event, byte[] argsDocument, boolean onThread) {
        Batch b = commit(BEGIN_EVENT);
        int at = b.count - 1;
        b.events[at] = event;
        b.argsDocuments[at] = argsDocument;
        b.keys[at] = key;
        b.onThread[at] = onThread;
    }

    /**
     * Gives the entry just added ({@link #entry} or a begin of an entry, without data) the debug annotations of its
     * {@code packet}, which the assembly reads for its args with {@code tables}; {@code legacyId} is its legacy
     * event's id (null: none), {@code where} names its packet in messages.
     */
    void annotateLast(DebugAnnotations annotations, byte[] packet, AnnotationTables tables, String legacyId,
            PacketPlace where) {
        Batch b = batch;
        int at = b.count - 1;
        b.annotationTables[at] = tables;
        if (tables != b.lastTables) {
            b.lastTables = tables;
            b.tablesChanges++;
        }
        annotations.copyTo(packet, b.annotations);
        b.annotationsEnd[at] = b.annotations.length();
        if (legacyId != null) b.legacyIds[at] = legacyId;
        where.into(b, at);
    }

    /**
     * Whether the batch being filled can take an entry with {@code tables} and these {@code annotations} to copy
     * ({@link #BATCH_TABLES}, {@link #BATCH_ANNOTATION_BYTES}).
     */
    boolean hasRoomFor(AnnotationTables tables, DebugAnnotations annotations) {
        Batch b = batch;
        if (tables != b.lastTables && b.tablesChanges >= BATCH_TABLES) return false;
        long bytes = annotations.copiedLength();
        return bytes <= ENTRY_ANNOTATION_BYTES && b.annotations.length() + bytes <= BATCH_ANNOTATION_BYTES;
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
        b.micros[at] = micros;
        where.into(b, at);
    }

    /** A thread's name, from the (uncompressed) packet {@code index} at byte {@code offset}. */
    void threadName(long pid, long tid, String name, long index, long offset) {
        named(pid, tid, name, index, offset);
    }

    /** A process's name, from the (uncompressed) packet {@code index} at byte {@code offset}. */
    void processName(long pid, String name, long index, long offset) {
        named(pid, -1, name, index, offset);
    }

    /** Adds a name to the batch being filled, which is handed over first if it has no room left for names. */
    private void named(long pid, long tid, String name, long index, long offset) {
        if (batch.nameCount == BATCH_NAMES) handBatch();
        Batch b = batch;
        int at = b.nameCount++;
        b.namePids[at] = pid;
        b.nameTids[at] = tid;
        b.nameStrings[at] = name;
        b.namePacketIndex[at] = index;
        b.namePacketOffset[at] = offset;
    }

    /**
     * Adds an entry of {@code kind}; returns the batch it is in, at {@code count - 1}. A full batch is handed over
     * at the next entry, not now, so that the caller can still fill this one.
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
        if (batch.count == 0 && batch.nameCount == 0) return;
        batch.newStrings = ids.takeNew();
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

    /** A batch whose events have been assembled: it is filled again (its objects let go). */
    void recycle(Batch done) {
        java.util.Arrays.fill(done.argsDocuments, 0, done.count, null);
        java.util.Arrays.fill(done.events, 0, done.count, null);
        java.util.Arrays.fill(done.data, 0, done.count, null);
        java.util.Arrays.fill(done.annotationTables, 0, done.count, null);
        java.util.Arrays.fill(done.legacyIds, 0, done.count, null);
        done.lastTables = null;
        done.tablesChanges = 0;
        done.annotations.clear();
        java.util.Arrays.fill(done.nameStrings, 0, done.nameCount, null);
        done.newStrings = null;
        done.count = 0;
        done.nameCount = 0;
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
