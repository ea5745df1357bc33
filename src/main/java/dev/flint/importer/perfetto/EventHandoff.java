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
     * What an entry is: a track event that is not a slice's end, whose name and categories the assembly finds in
     * its sequence's interned tables, which it keeps ({@link EventCompletion}), and whose kind (only a thread's
     * entry, an event read whole...) it then works out; the end of the last slice opened under its key; the
     * interned event names and categories of a sequence, as the bytes of their InternedData message; a sequence's
     * incremental state cleared. Names go in columns of their own.
     */
    static final byte EVENT = 0, END = 1, INTERNED = 2, CLEARED = 3;
    /**
     * Each batch handed over wakes the caller's thread, which waits for it (the assembly is the faster side): a
     * futex call, some microseconds in a virtual machine. At 1024 events a batch that was 6% of the decoding
     * thread's samples.
     */
    static final int BATCH_EVENTS = 8192;
    /** {@link Batch#categoryRefs}: a list of iids, at the offset added to this. */
    static final long CATEGORY_LIST = Long.MIN_VALUE;

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
    /**
     * Bytes of interned data a batch holds copied before it is handed over: Chrome interns some hundred bytes at a
     * time. An InternedData message longer than {@link #ENTRY_ANNOTATION_BYTES} is handed over in a batch of its own
     * and the decoding waits for the assembly to have read it, so that the batches kept hold one such copy at most.
     */
    static final int BATCH_INTERNED_BYTES = 4 << 20;

    /** Entries in file order, {@code kinds[i]} saying what each is and which columns it fills. */
    static final class Batch {
        final byte[] kinds = new byte[BATCH_EVENTS];
        /** EVENT: its phase ('B', 'X', 'I' or a legacy event's own). */
        final char[] phases = new char[BATCH_EVENTS];
        /** EVENT: its thread (a marker's: the thread of its sequence's descriptor, or 0). */
        final long[] pids = new long[BATCH_EVENTS];
        final long[] tids = new long[BATCH_EVENTS];
        /** EVENT: when it starts; END: when the slice ends; in microseconds. */
        final double[] micros = new double[BATCH_EVENTS];
        /** EVENT: an X's duration, NaN for others. */
        final double[] durations = new double[BATCH_EVENTS];
        /** EVENT whose annotations the decoding read ({@link #legacyJson}): what they give, one of its own. */
        final TraceEventSink.Event[] events = new TraceEventSink.Event[BATCH_EVENTS];
        /** The same: the annotations' whole args document ({@code {"args": ...}} as UTF-8). */
        final byte[][] argsDocuments = new byte[BATCH_EVENTS][];
        /** EVENT and END: the slice's key (its track). */
        final long[] keys = new long[BATCH_EVENTS];
        /** EVENT: whether it is on a thread's track (else on a process's: an async slice). */
        final boolean[] onThread = new boolean[BATCH_EVENTS];
        /**
         * The packet of the entry ({@link PacketPlace}), for the messages of ends, interned data, and events with
         * annotations.
         */
        final long[] packetIndex = new long[BATCH_EVENTS];
        final long[] packetOffset = new long[BATCH_EVENTS];
        final boolean[] inflated = new boolean[BATCH_EVENTS];
        /**
         * EVENT whose annotations the assembly reads ({@link DebugAnnotations#readFrom}): the annotation tables of its
         * packet (null: none, or they are in {@link #events}), and where its annotations end in {@link #annotations}
         * (they start where those of the entry before it with tables ended, or at 0).
         */
        final AnnotationTables[] annotationTables = new AnnotationTables[BATCH_EVENTS];
        final int[] annotationsEnd = new int[BATCH_EVENTS];
        /**
         * EVENT, INTERNED, CLEARED: the packet sequence. EVENT: its name, an interned name's iid (from 0 up) or
         * {@code ~id} of its {@link StringIds} id (the decoding's: a name given as text, or none); its categories, an
         * interned category's iid (from 0 up), {@code ~id} of the joined list's id (categories given as text, or none),
         * or {@link #CATEGORY_LIST} plus where a list of iids starts in {@link #categoryLists}.
         */
        final long[] sequenceIds = new long[BATCH_EVENTS];
        final long[] nameRefs = new long[BATCH_EVENTS];
        final long[] categoryRefs = new long[BATCH_EVENTS];
        /**
         * Lists of category iids: at a list's start the count of its iids, then the iids, then the count of its
         * categories given as text, then their {@link StringIds} ids.
         */
        final dev.flint.model.LongColumn categoryLists = new dev.flint.model.LongColumn();
        /**
         * EVENT whose annotations could not be copied for the assembly (see {@link #hasRoomFor}): what the decoding
         * read of them in {@link #events}, their whole args document in {@link #argsDocuments}, and whether one was
         * legacy JSON.
         */
        final boolean[] legacyJson = new boolean[BATCH_EVENTS];
        /** INTERNED: the InternedData messages, one after the other ({@link CopiedBytes#appendCounted}). */
        final CopiedBytes interned = new CopiedBytes();
        /** EVENT: its legacy event's id, which it keeps if it is taken as an event of its own (null: none). */
        final String[] legacyIds = new String[BATCH_EVENTS];
        /** The annotations of the events with tables, one after the other ({@link DebugAnnotations#copyTo}). */
        final CopiedBytes annotations = new CopiedBytes();
        /**
         * One past the last entry given annotation tables, and one past the last given an event, args document or
         * legacy id: what {@link #recycle} empties (most batches have no such event, and a fill of the whole column
         * per batch was 4% of the assembly's samples).
         */
        int annotatedUntil;
        int objectsUntil;
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
     * ProfileFormatException, a RuntimeException such as a cancelled load, or an Error); and whether events were
     * dropped on tracks that a TrackDescriptor described only after them.
     */
    record End(long packetCount, long skippedFields, Throwable failure, boolean tracksDescribedLater) {}

    /** Thrown on the decoding thread when the caller has stopped waiting (it failed or gave up): the decoding ends. */
    static final class Closed extends RuntimeException {
        Closed() {
            super(null, null, false, false);
        }
    }

    /** Batches handed over and not yet taken, at most. */
    private static final int HANDED_BATCHES = 16;
    /**
     * Every batch a read can have at once: those handed over, the one being assembled and the one being filled.
     * They are made as the decoding first needs them, each when no batch has come back yet (a small trace makes
     * one; made up front, the 18 MB were a stall at the start of every read). Each read's first batches take the
     * branch that makes one, so its profile has both ways and C2 compiles no trap into it (a branch only a read's
     * start took had C2 throw away the compiled TrackEvents.read at every new read's first batches).
     */
    static final int BATCHES = HANDED_BATCHES + 2;
    private final BlockingQueue<Object> handed = new ArrayBlockingQueue<>(HANDED_BATCHES);
    private final BlockingQueue<Batch> free = new ArrayBlockingQueue<>(BATCHES);
    private volatile boolean closed;
    private Thread thread;
    /** The batch the decoding thread is filling. */
    private Batch batch = new Batch();
    /** Batches made so far (the decoding thread's count). */
    private int batchesMade = 1;
    /** The decoding thread's ids of names and categories; their strings go over with the batches. */
    final StringIds ids = new StringIds();

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

    /**
     * A track event of {@code phase} (not an end) for the assembly to complete: its name and categories as
     * {@link Batch#nameRefs} and {@link Batch#categoryRefs} say, of sequence {@code sequenceId}'s tables; its
     * annotations, if any, follow ({@link #annotateLast}, or {@link #readAnnotationsHere}).
     */
    void event(char phase, long key, long pid, long tid, boolean onThread, double micros, double durationMicros,
            long sequenceId, long nameRef, long categoryRef) {
        // (commit's work written out here and in end: C1 does not inline commit, and these two are every event)
        Batch b = batch;
        if (b.count == BATCH_EVENTS) b = handBatchForNext();
        int at = b.count++;
        b.kinds[at] = EVENT;
        b.phases[at] = phase;
        b.keys[at] = key;
        b.pids[at] = pid;
        b.tids[at] = tid;
        b.onThread[at] = onThread;
        b.micros[at] = micros;
        b.durations[at] = durationMicros;
        b.sequenceIds[at] = sequenceId;
        b.nameRefs[at] = nameRef;
        b.categoryRefs[at] = categoryRef;
    }

    /**
     * Starts a list of category iids for the next {@link #event}, into the batch it will be in; returns its
     * {@link Batch#categoryRefs}.
     */
    long categoryList(long[] iids, int iidCount, int[] textIds, int textCount) {
        if (batch.count == BATCH_EVENTS) handBatch();
        dev.flint.model.LongColumn lists = batch.categoryLists;
        long ref = CATEGORY_LIST + lists.size();
        lists.add(iidCount);
        for (int i = 0; i < iidCount; i++) lists.add(iids[i]);
        lists.add(textCount);
        for (int i = 0; i < textCount; i++) lists.add(textIds[i]);
        return ref;
    }

    /**
     * Gives the event just added ({@link #event}) what the decoding read of its annotations ({@code fields}, one of
     * its own), their whole args document, and whether one was legacy JSON: annotations the batch could not copy.
     */
    void readAnnotationsHere(TraceEventSink.Event fields, byte[] argsDocument, boolean legacyJson, PacketPlace where) {
        Batch b = batch;
        int at = b.count - 1;
        b.events[at] = fields;
        b.argsDocuments[at] = argsDocument;
        b.legacyJson[at] = legacyJson;
        b.objectsUntil = at + 1;
        where.into(b, at);
    }

    /** A legacy event's id for the event just added, which it keeps if it is taken as an event of its own. */
    void legacyIdOfLast(String legacyId) {
        Batch b = batch;
        b.legacyIds[b.count - 1] = legacyId;
        b.objectsUntil = b.count;
    }

    /** Sequence {@code sequenceId}'s incremental state was cleared: its interned tables start empty. */
    void cleared(long sequenceId) {
        Batch b = commit(CLEARED);
        b.sequenceIds[b.count - 1] = sequenceId;
    }

    /**
     * The InternedData message of {@code length} bytes at {@code at} of {@code packet}, of sequence
     * {@code sequenceId}, for the assembly's tables of event names and categories.
     */
    void interned(long sequenceId, byte[] packet, int at, int length, PacketPlace where) {
        if (batch.interned.length() > 0 && batch.interned.length() + 4L + length > BATCH_INTERNED_BYTES) handBatch();
        Batch b = commit(INTERNED);
        int i = b.count - 1;
        b.sequenceIds[i] = sequenceId;
        b.interned.appendCounted(packet, at, length);
        where.into(b, i);
        if (length > ENTRY_ANNOTATION_BYTES) {
            // A long message goes over alone, and is read before the decoding goes on (see BATCH_INTERNED_BYTES).
            handBatch();
            awaitAssembled();
        }
    }

    /**
     * Gives the event just added ({@link #event}) the debug annotations of its
     * {@code packet}, which the assembly reads for its args with {@code tables}; {@code where} names its packet in
     * messages.
     */
    void annotateLast(DebugAnnotations annotations, byte[] packet, AnnotationTables tables, PacketPlace where) {
        Batch b = batch;
        int at = b.count - 1;
        b.annotationTables[at] = tables;
        b.annotatedUntil = at + 1;
        if (tables != b.lastTables) {
            b.lastTables = tables;
            b.tablesChanges++;
        }
        annotations.copyTo(packet, b.annotations);
        b.annotationsEnd[at] = b.annotations.length();
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

    /**
     * Ends the slice last opened under {@code key} at {@code micros}, from the packet at {@code where}. A slice
     * whose begin is the entry just before (a slice with nothing inside it: two of a Chromium trace's three) is
     * given over as one complete ({@code X}) event of its duration instead, which the assembly completes as it
     * would a legacy {@code X} event, with no pairing: the same event at the same place in the sequence of events
     * (nothing came between its begin and its end). Only a begin on a thread's track with no annotations, no
     * legacy id and nothing read here is merged, whose end's place no message can name.
     */
    void end(long key, double micros, PacketPlace where) {
        Batch b = batch;
        int last = b.count - 1;
        if (last >= 0 && b.kinds[last] == EVENT && b.phases[last] == 'B' && b.keys[last] == key && b.onThread[last]
                && b.annotationTables[last] == null && b.events[last] == null && b.legacyIds[last] == null) {
            b.phases[last] = 'X';
            b.durations[last] = micros - b.micros[last];
            return;
        }
        if (b.count == BATCH_EVENTS) b = handBatchForNext();
        int at = b.count++;
        b.kinds[at] = END;
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
        Batch b = batch;
        if (b.count == BATCH_EVENTS) b = handBatchForNext();
        b.kinds[b.count++] = kind;
        return b;
    }

    /** Hands over the full batch and returns the next one to fill. */
    private Batch handBatchForNext() {
        handBatch();
        return batch;
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
        if (next == null) {
            next = new Batch();
            batchesMade++;
        }
        batch = next;
    }

    /** Waits until the assembly has taken back every batch handed over: until it has read them. */
    private void awaitAssembled() {
        try {
            while (free.size() < batchesMade - 1) {
                if (closed) throw new Closed();
                Thread.sleep(1);
            }
        } catch (InterruptedException interrupted) {
            Thread.currentThread().interrupt();
            throw new Closed();
        }
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
        java.util.Arrays.fill(done.argsDocuments, 0, done.objectsUntil, null);
        java.util.Arrays.fill(done.events, 0, done.objectsUntil, null);
        java.util.Arrays.fill(done.legacyIds, 0, done.objectsUntil, null);
        java.util.Arrays.fill(done.annotationTables, 0, done.annotatedUntil, null);
        done.objectsUntil = 0;
        done.annotatedUntil = 0;
        done.lastTables = null;
        done.tablesChanges = 0;
        done.annotations.clear();
        done.interned.clear();
        done.categoryLists.clear();
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
