package dev.flint.importer.perfetto;

import dev.flint.importer.ProfileFormatException;
import dev.flint.importer.TraceEventSink;
import dev.flint.model.LongColumn;
import dev.flint.model.TraceEventTable.EventData;
import java.io.IOException;
import java.util.HashMap;
import java.util.Map;

/**
 * The assembly's side of a track event that is not a slice's end ({@link EventHandoff#EVENT}): the decoding read
 * its fields and found its thread; here its name and categories are found, what kind of event it is (only its
 * thread's entry, an event whose whole args are read, another), and it goes to the slices or the sink. The
 * interned event names and categories of each sequence are kept here, read from the InternedData messages the
 * decoding hands over in file order ({@link EventHandoff#INTERNED}, {@link EventHandoff#CLEARED}), as a reader on
 * one thread would have them at each event. (On the decoding thread these lookups were a sixth of its samples,
 * while this thread waited for it half the time.)
 */
final class EventCompletion {
    private static final byte ONLY_AN_ENTRY = 1, WHOLE_ARGS = 2, OTHER = 3;
    /** Sequence ids below this are looked up in an array. */
    private static final int SMALL_SEQUENCE_IDS = 1024;

    private final String fileName;
    private final TraceEventSink sink;
    private final OpenSlices slices;
    private final StringIds.Received received;
    /** The ids given here (to interned names and categories); the sink's side knows them as {@code ~id}. */
    private final StringIds local;
    private final int emptyId;
    /** Each sequence's event names and categories (only those tables of its {@link InternedData} are filled). */
    private final InternedData[] smallTables = new InternedData[SMALL_SEQUENCE_IDS];
    private final Map<Long, InternedData> tables = new HashMap<>();
    private long lastTablesId;
    private InternedData lastTables;
    private final ProtoReader internedIn = new ProtoReader(new StringCache());
    private final DebugAnnotations annotations = new DebugAnnotations(new StringCache());
    private final TraceEventSink.Event scratch = new TraceEventSink.Event();
    /**
     * What kind each pair of name and category ids is ({@link #kindOf}), per pair met lately; an empty slot holds
     * {@link Long#MIN_VALUE}, the pair of ids no trace reaches (the sink's side's ids are from -2^31 + 1 up).
     */
    private final long[] kindPairs = new long[512];
    private final byte[] kinds = new byte[512];
    /**
     * Joined category lists' ids by a hash of their categories' ids, each with those ids: a trace's events use a
     * handful of lists, again and again. (An empty key, not null, in a slot never used.)
     */
    private final int[][] joinedKeys = new int[256][];
    private final int[] joined = new int[256];
    private int[] categoryIds = new int[8];
    private final StringBuilder categoryText = new StringBuilder();
    private long unknownNames;
    private long asyncNotShown;

    EventCompletion(String fileName, TraceEventSink sink, OpenSlices slices, StringIds.Received received, int emptyId) {
        this.fileName = fileName;
        this.sink = sink;
        this.slices = slices;
        this.received = received;
        this.local = received.local();
        this.emptyId = emptyId;
        java.util.Arrays.fill(kindPairs, Long.MIN_VALUE);
        java.util.Arrays.fill(joinedKeys, new int[0]);
        java.util.Arrays.fill(joined, emptyId);
    }

    /** Interned names whose iid no InternedData of their sequence defined (their events are shown without a name). */
    long unknownNames() {
        return unknownNames;
    }

    /** Slices and instants on tracks of a process and no thread (async ones), not markers: not shown. */
    long asyncNotShown() {
        return asyncNotShown;
    }

    /** Entry {@code i} of {@code batch}: sequence's interned data, its event names and categories read here. */
    void interned(EventHandoff.Batch batch, int i, int start) throws ProfileFormatException {
        CopiedBytes copied = batch.interned;
        try {
            tables(batch.sequenceIds[i]).readEventTables(internedIn.reset(copied.array(), start + 4, copied.countAt(start)));
        } catch (WireException e) {
            throw new ProfileFormatException(fileName,
                    PacketPlace.describe(batch.packetIndex[i], batch.packetOffset[i], false), e.getMessage());
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    /** Entry {@code i} of {@code batch}: a sequence's incremental state was cleared. */
    void cleared(EventHandoff.Batch batch, int i) {
        tables(batch.sequenceIds[i]).clear();
    }

    /**
     * Entry {@code i} of {@code batch}, an {@link EventHandoff#EVENT}: into the slices or the sink, as its kind
     * says. Its annotations, when copied, start at {@code annotationsStart} of the batch's copy of them.
     */
    void complete(EventHandoff.Batch batch, int i, int annotationsStart) throws ProfileFormatException {
        InternedData interned = tables(batch.sequenceIds[i]);
        int nameId = nameId(batch.nameRefs[i], interned);
        int categoryId = categoryId(batch.categoryRefs[i], interned, batch.categoryLists);
        byte kind = kindOf(nameId, categoryId);
        char phase = batch.phases[i];
        boolean onThread = batch.onThread[i];
        if (!onThread && kind != WHOLE_ARGS) {
            // Async slices: only markers are read from them, as from JSON; the rest keep their track's pairing.
            if (phase == 'B') slices.beginUnread(batch.keys[i]);
            asyncNotShown++;
            return;
        }
        // What the annotations give (null: none), and the args document when the kind or a legacy JSON value asks.
        TraceEventSink.Event fields = null;
        byte[] argsDocument = null;
        AnnotationTables annotationTables = batch.annotationTables[i];
        if (annotationTables != null) {
            fields = scratch.reset();
            try {
                annotations.readFrom(batch.annotations, annotationsStart, batch.annotationsEnd[i]);
                annotations.extract(batch.annotations.array(), annotationTables, fields);
                if (kind == WHOLE_ARGS || annotations.hasLegacyJson()) {
                    argsDocument = annotations.argsDocument(batch.annotations.array(), annotationTables);
                }
            } catch (WireException e) {
                throw new ProfileFormatException(fileName,
                        PacketPlace.describe(batch.packetIndex[i], batch.packetOffset[i], false), e.getMessage());
            } catch (IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        } else if (batch.events[i] != null) {
            fields = batch.events[i];
            if (kind == WHOLE_ARGS || batch.legacyJson[i]) argsDocument = batch.argsDocuments[i];
        }
        if (kind == ONLY_AN_ENTRY && argsDocument == null) {
            EventData data = fields != null ? TraceEventSink.entryData(fields) : null;
            // (only-an-entry names are never markers, so the slice is on a thread's track)
            if (phase == 'B') {
                slices.begin(batch.keys[i], batch.pids[i], batch.tids[i], nameId, categoryId, batch.micros[i], data);
                return;
            }
            if (phase == 'X' || phase == 'I') {
                sink.acceptEntry(batch.pids[i], batch.tids[i], received.get(nameId), received.get(categoryId), phase,
                        batch.micros[i], batch.durations[i], data);
                return;
            }
        }
        giveEvent(batch, i, fields != null ? fields : scratch.reset(), nameId, categoryId, argsDocument);
    }

    /**
     * The event as one of its own (its annotations' fields in {@code fields}), for the sink's full reading:
     * profiles, markers, args documents.
     */
    private void giveEvent(EventHandoff.Batch batch, int i, TraceEventSink.Event fields, int nameId, int categoryId,
            byte[] argsDocument) throws ProfileFormatException {
        char phase = batch.phases[i];
        boolean onThread = batch.onThread[i];
        TraceEventSink.Event event = TrackEvents.event(fields, received.get(nameId), received.get(categoryId),
                batch.pids[i], batch.tids[i], batch.micros[i], batch.legacyIds[i]);
        if (phase == 'B') {
            slices.begin(batch.keys[i], event, argsDocument, onThread);
            return;
        }
        if (!onThread) {
            // An async instant of a marker: the JSON trace's 'n'.
            if (phase == 'I') phase = 'n';
            if (event.id == null) event.id = "0x" + Long.toHexString(batch.keys[i]);
        }
        event.phase = phase;
        if (phase == 'X') event.durMicros = batch.durations[i];
        if (argsDocument != null) sink.acceptWithArgs(event, argsDocument, batch.place(i));
        else sink.accept(event, "track events");
    }

    /** The name's id as the sink's side knows it, from {@link EventHandoff.Batch#nameRefs}. */
    private int nameId(long ref, InternedData interned) {
        if (ref < 0) return (int) ~ref;
        int id = interned.eventNames.id(ref, local);
        if (id < 0) {
            unknownNames++;
            return emptyId;
        }
        return ~id;
    }

    /**
     * The id of the JSON trace's {@code cat} (the event's categories joined with commas), as the sink's side knows
     * it, from {@link EventHandoff.Batch#categoryRefs}.
     */
    private int categoryId(long ref, InternedData interned, LongColumn lists) {
        if (ref >= 0) {
            int only = interned.categories.id(ref, local);
            return only < 0 ? emptyId : ~only;
        }
        if (ref >= Integer.MIN_VALUE) return (int) ~ref;
        int at = (int) (ref - EventHandoff.CATEGORY_LIST);
        int iidCount = (int) lists.get(at);
        int textCount = (int) lists.get(at + 1 + iidCount);
        if (categoryIds.length < iidCount) categoryIds = new int[iidCount];
        // A list of interned categories: its strings' ids, the joined list's id remembered by them (a sequence
        // interns its categories afresh every generation, under the same iids or others; the strings' ids stay).
        long hash = iidCount;
        for (int k = 0; k < iidCount; k++) {
            int id = interned.categories.id(lists.get(at + 1 + k), local);
            categoryIds[k] = id;
            hash = hash * 31 + id;
        }
        int slot = (int) (hash ^ (hash >>> 32)) & (joined.length - 1);
        if (textCount == 0) {
            int[] key = joinedKeys[slot];
            if (java.util.Arrays.equals(key, 0, key.length, categoryIds, 0, iidCount)) return joined[slot];
        }
        // The interned ones (unknown ones left out), then those given as text.
        categoryText.setLength(0);
        for (int k = 0; k < iidCount; k++) {
            if (categoryIds[k] < 0) continue;
            if (categoryText.length() > 0) categoryText.append(',');
            categoryText.append(local.string(categoryIds[k]));
        }
        for (int k = 0; k < textCount; k++) {
            if (categoryText.length() > 0) categoryText.append(',');
            categoryText.append(received.get((int) lists.get(at + 2 + iidCount + k)));
        }
        int id = ~local.id(categoryText.toString());
        if (textCount == 0) {
            joinedKeys[slot] = java.util.Arrays.copyOf(categoryIds, iidCount);
            joined[slot] = id;
        }
        return id;
    }

    /**
     * What to do with an event of this name and category: read its whole args
     * ({@link TraceEventSink#needsWholeArgs}), make only its thread's entry ({@link TraceEventSink#isOnlyAnEntry}),
     * or something else; remembered per pair of ids, since both questions scan the name and the category list.
     */
    private byte kindOf(int nameId, int categoryId) {
        long pair = dev.flint.model.LongIntMap.pack(nameId, categoryId);
        int slot = (int) ((pair * 0x9E3779B97F4A7C15L) >>> 55);
        if (kindPairs[slot] == pair) return kinds[slot];
        String name = received.get(nameId), category = received.get(categoryId);
        byte kind = TraceEventSink.needsWholeArgs(name, category) ? WHOLE_ARGS
                : TraceEventSink.isOnlyAnEntry(name, category) ? ONLY_AN_ENTRY : OTHER;
        kindPairs[slot] = pair;
        kinds[slot] = kind;
        return kind;
    }

    /** The interned tables of sequence {@code id}, made on first use. */
    private InternedData tables(long id) {
        // (the last sequence's first: Chrome writes each sequence's events in runs)
        if (id == lastTablesId && lastTables != null) return lastTables;
        lastTablesId = id;
        return lastTables = anyTables(id);
    }

    private InternedData anyTables(long id) {
        if (id >= 0 && id < SMALL_SEQUENCE_IDS) {
            InternedData small = smallTables[(int) id];
            return small != null ? small : (smallTables[(int) id] = new InternedData());
        }
        return tables.computeIfAbsent(id, unused -> new InternedData());
    }
}
