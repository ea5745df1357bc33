package dev.flint.importer.perfetto;

import dev.flint.importer.TraceEventSink;
import dev.flint.model.LoadWarnings;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/**
 * Track events (track_event.proto) as the JSON trace of the same session holds them, into the event handoff:
 * slice begins and ends go over with their track as the key, and {@link OpenSlices} pairs them into complete
 * ({@code X}) events on the other side; an instant is an {@code I}; legacy events keep their
 * JSON phase ({@code P} for V8's {@code Profile} / {@code ProfileChunk} samples, whose thread is the track's).
 * Slices on tracks that belong to a process and no thread (async slices) reach the sink only when they are
 * markers (user timings, page-load milestones), as {@code b}/{@code e} pairs keyed by their track. Counters
 * and flows are not shown: each is counted and said once.
 */
final class TrackEvents {
    private static final int TYPE_SLICE_BEGIN = 1, TYPE_SLICE_END = 2, TYPE_INSTANT = 3, TYPE_COUNTER = 4;

    private final EventHandoff sink;
    private final TrackTable tracks;
    private final DebugAnnotations annotations;
    private final ProtoReader in;
    private final StringBuilder categoryText = new StringBuilder();
    private long eventsRead;
    private long flows;
    private long counters;
    private long eventsWithoutTrack;
    private long unknownNames;
    private long unknownTracks;

    // The event being read, field by field.
    private final List<String> categories = new ArrayList<>();
    private final long[] categoryIids = new long[8];
    private int categoryIidCount;
    private long moreCategoryIids;
    private final Wire.LongSink addCategoryIid = this::addCategoryIid;
    /** What the assembly does with events of a name and category ({@link #kindOf}), per pair of ids met lately. */
    private final long[] kindPairs = new long[512];
    private final byte[] kinds = new byte[512];
    private static final byte ONLY_AN_ENTRY = 1, WHOLE_ARGS = 2, OTHER = 3;
    /** The ids of names and categories, and of the empty string. */
    private final StringIds ids;
    private final int emptyId;
    /** The fields of the event being read that its debug annotations give, before they go over as data or an event. */
    private final TraceEventSink.Event scratch = new TraceEventSink.Event();
    /**
     * Joined category lists' ids by a hash of their categories' string ids, each with those ids: a trace's events
     * use a handful of lists, again and again. (An empty key, not null, in a slot never used: see decodeSome.)
     */
    private final int[][] joinedKeys = new int[256][];
    private final int[] joined = new int[256];
    /** The string ids of the event's interned categories. */
    private final int[] categoryStringIds = new int[8];

    TrackEvents(EventHandoff sink, TrackTable tracks, StringCache strings) {
        this.sink = sink;
        this.ids = sink.ids;
        this.emptyId = ids.id("");
        java.util.Arrays.fill(kindPairs, -1);
        // (a list of no categories finds its "" in any slot still empty)
        java.util.Arrays.fill(joinedKeys, new int[0]);
        java.util.Arrays.fill(joined, emptyId);
        this.tracks = tracks;
        this.annotations = new DebugAnnotations(strings);
        this.in = new ProtoReader(strings);
    }

    /**
     * Reads one TrackEvent message at {@code start}, {@code length} bytes of {@code packet}.
     *
     * @param packetMicros the packet's timestamp in trace-clock microseconds
     */
    void read(byte[] packet, int start, int length, double packetMicros, PacketSequence sequence, PacketPlace where)
            throws IOException, WireException {
        ProtoReader in = this.in.reset(packet, start, length);
        annotations.clear();
        categories.clear();
        categoryIidCount = 0;
        InternedData interned = sequence.interned();
        String name = null;
        long nameIid = -1;
        int type = 0;
        long trackUuid = 0;
        boolean hasTrack = false;
        char legacyPhase = 0;
        long legacyDurationUs = -1;
        String legacyId = null;
        long pidOverride = -1, tidOverride = -1;
        double micros = packetMicros;
        byte[] bytes = packet;
        for (int tag; ; ) {
            // A one-byte tag (fields 1-15, most of an event's) is read here, not by a call: the command line's JIT
            // (C1) inlines no method of readTag's size, and every field starts with a tag. So is the varint after
            // it, a value or a length, when it is one byte (nearly all of a Chromium trace's).
            int tagAt = in.position;
            if (tagAt < in.limit && (tag = bytes[tagAt]) > 7) in.position = tagAt + 1;
            else if ((tag = in.readTag()) == 0) break;
            int wireType = tag & 7;
            long value = 0;
            if (wireType == 0 || wireType == 2) {
                int valueAt = in.position;
                if (valueAt < in.limit && (value = bytes[valueAt]) >= 0) in.position = valueAt + 1;
                else value = in.readRawVarint64();
            }
            int field = Wire.field(tag);
            // The varints of nearly every Chromium event, tested before the switch, which C1 compiles into compares
            // in the order of its keys (see PerfettoImporter's packet): type, extra_counter_values (12, which no
            // case names and so passed every compare), category_iids, name_iid, track_uuid
            if (wireType == 0) {
                if (field == 9) {
                    type = (int) value;
                    continue;
                }
                if (field == 12) continue;
                if (field == 3) {
                    addCategoryIid(value);
                    continue;
                }
                if (field == 10) {
                    nameIid = value;
                    continue;
                }
                if (field == 11) {
                    trackUuid = value;
                    hasTrack = true;
                    continue;
                }
            }
            switch (field) {
                case 3 -> {
                    if (wireType == 0) addCategoryIid(value);
                    else if (wireType == 2) Wire.packedVarints(in, value, "TrackEvent.category_iids", addCategoryIid);
                    else Wire.expect(tag, 0, "TrackEvent.category_iids");
                }
                case 22 -> {
                    if (wireType != 2) Wire.expect(tag, 2, "TrackEvent.categories");
                    categories.add(in.readString(value));
                }
                case 10 -> {
                    if (wireType != 0) Wire.expect(tag, 0, "TrackEvent.name_iid");
                    nameIid = value;
                }
                case 23 -> {
                    if (wireType != 2) Wire.expect(tag, 2, "TrackEvent.name");
                    name = in.readString(value);
                }
                case 9 -> {
                    if (wireType != 0) Wire.expect(tag, 0, "TrackEvent.type");
                    type = (int) value;
                }
                case 11 -> {
                    if (wireType != 0) Wire.expect(tag, 0, "TrackEvent.track_uuid");
                    trackUuid = value;
                    hasTrack = true;
                }
                case 4 -> {
                    if (wireType != 2) Wire.expect(tag, 2, "TrackEvent.debug_annotations");
                    int size = (int) value;
                    int at = in.position;
                    if (size < 0 || size > in.limit - at) {
                        throw new WireException("TrackEvent.debug_annotations runs past the end of its event");
                    }
                    annotations.add(at, size);
                    in.position = at + size;
                }
                case 6 -> {
                    if (wireType != 2) Wire.expect(tag, 2, "TrackEvent.legacy_event");
                    int old = Wire.enterLength(in, value, "TrackEvent.legacy_event");
                    for (int t; (t = in.readTag()) != 0; ) {
                        switch (Wire.field(t)) {
                            case 1 -> nameIid = Wire.varint(in, t, "LegacyEvent.name_iid");
                            case 2 -> legacyPhase = (char) (Wire.varint(in, t, "LegacyEvent.phase") & 0xffff);
                            case 3 -> legacyDurationUs = Wire.varint(in, t, "LegacyEvent.duration_us");
                            case 6, 10, 11 -> legacyId = "0x" + Long.toHexString(Wire.varint(in, t, "LegacyEvent.id"));
                            case 8 -> {
                                flows++;
                                in.skipField(t);
                            }
                            case 18 -> pidOverride = (int) Wire.varint(in, t, "LegacyEvent.pid_override");
                            case 19 -> tidOverride = (int) Wire.varint(in, t, "LegacyEvent.tid_override");
                            default -> in.skipField(t);
                        }
                    }
                    Wire.leave(in, old);
                }
                case 16 -> {
                    if (wireType != 0) Wire.expect(tag, 0, "TrackEvent.timestamp_absolute_us");
                    micros = value;
                }
                case 1 -> {
                    if (wireType != 0) Wire.expect(tag, 0, "TrackEvent.timestamp_delta_us");
                    sequence.legacyMicros += value;
                    micros = sequence.legacyMicros;
                }
                case 36, 42, 47, 48 -> {
                    flows++;
                    in.skipAfterValue(tag, value);
                }
                // (Chrome's extra_counter_values, on nine events in ten, is a varint already read: nothing to skip)
                default -> {
                    if (wireType != 0) in.skipAfterValue(tag, value);
                }
            }
        }
        eventsRead++;
        if (type == TYPE_COUNTER) {
            counters++;
            return;
        }
        int nameId = emptyId;
        if (name != null) {
            nameId = ids.id(name);
        } else if (nameIid >= 0) {
            nameId = interned.eventNames.id(nameIid, ids);
            if (nameId < 0) {
                unknownNames++;
                nameId = emptyId;
            }
        }
        // (a slice's begin and end, nearly every Chromium event, without a call: C1 does not inline phase)
        char phase = type == TYPE_SLICE_END ? 'E' : type == TYPE_SLICE_BEGIN ? 'B' : phase(type, legacyPhase, legacyDurationUs);
        if (phase == 0) return;

        // Whose event: a legacy override, else the event's track (0 or none: the sequence's default track).
        long pid, tid, key;
        boolean onThread;
        if (pidOverride >= 0 || tidOverride >= 0) {
            pid = pidOverride >= 0 ? pidOverride : 0;
            tid = tidOverride >= 0 ? tidOverride : pid;
            key = Long.MIN_VALUE ^ (pid << 32) ^ tid;
            onThread = true;
        } else {
            long uuid = hasTrack && trackUuid != 0 ? trackUuid : sequence.hasDefaultTrack ? sequence.defaultTrackUuid : 0;
            if (uuid != 0) {
                TrackTable.Track track = tracks.get(uuid);
                // (a track whose owner is worked out is its own owner: see TrackTable.owner, which C1 does not inline)
                TrackTable.Track owner = track == null ? null : track.resolvedPid >= 0 ? track : tracks.owner(track);
                if (owner == null) {
                    if (track == null) unknownTracks++;
                    else eventsWithoutTrack++;
                    return;
                }
                pid = owner.resolvedPid;
                tid = owner.resolvedTid;
                onThread = tid >= 0;
                if (!onThread) tid = sequence.hasDescriptorThread ? sequence.descriptorTid : 0;
                key = uuid;
            } else if (sequence.hasDescriptorThread) {
                pid = sequence.descriptorPid;
                tid = sequence.descriptorTid;
                key = Long.MIN_VALUE ^ (pid << 32) ^ tid;
                onThread = true;
            } else {
                eventsWithoutTrack++;
                return;
            }
        }
        if (phase == 'E') {
            // (an end is paired by its track: its name and categories, if any, are not read)
            sink.end(key, micros, where);
            return;
        }
        int categoryId = categoryId(interned);
        byte kind = kindOf(nameId, categoryId);
        boolean wholeArgs = kind == WHOLE_ARGS;
        if (!onThread && !wholeArgs) {
            // Async slices: only markers are read from them, as from JSON; the rest keep their track's pairing.
            if (phase == 'B') sink.beginUnread(key);
            return;
        }
        // The annotations' fields go into the scratch event; most events have none (and no data).
        boolean annotated = !annotations.isEmpty();
        AnnotationTables copy;
        if (annotated && kind == ONLY_AN_ENTRY && (phase == 'B' || phase == 'X' || phase == 'I')
                && (copy = interned.annotationTablesCopy()) != null && sink.hasRoomFor(copy, annotations)) {
            // A thread's entry with args (a FunctionCall's data, an EventDispatch's): its annotations go over as bytes,
            // with this packet's tables, and the assembly reads them on its thread, which waited for this one half
            // the time (their reading was an eighth of this thread's CPU); it also takes the entry as an event of its
            // own when an annotation is legacy JSON, as giveEvent would have.
            if (phase == 'B') sink.begin(key, pid, tid, nameId, categoryId, micros, null);
            else sink.entry(phase, pid, tid, nameId, categoryId, micros, phase == 'X' ? legacyDurationUs : Double.NaN, null);
            sink.annotateLast(annotations, packet, copy, legacyId, where);
            return;
        }
        byte[] argsDocument = null;
        if (annotated) {
            annotations.extract(packet, interned.annotationTables, scratch.reset());
            if (wholeArgs || annotations.hasLegacyJson()) argsDocument = annotations.argsDocument(packet, interned.annotationTables);
        }
        if (kind == ONLY_AN_ENTRY && argsDocument == null) {
            dev.flint.model.TraceEventTable.EventData data = annotated ? TraceEventSink.entryData(scratch) : null;
            // (only-an-entry names are never markers, so the slice is on a thread's track)
            if (phase == 'B') {
                sink.begin(key, pid, tid, nameId, categoryId, micros, data);
                return;
            }
            if (phase == 'X' || phase == 'I') {
                sink.entry(phase, pid, tid, nameId, categoryId, micros, phase == 'X' ? legacyDurationUs : Double.NaN, data);
                return;
            }
        }
        if (!annotated) scratch.reset();
        giveEvent(key, pid, tid, nameId, categoryId, micros, legacyId, phase, legacyDurationUs, onThread, argsDocument, where);
    }

    /**
     * Hands over the event read (its annotations' fields in {@link #scratch}) as an event of its own, for the
     * assembly's full reading: profiles, markers, args documents. A method apart from {@link #read}: the JIT
     * compiles the common path without it, and recompiles less when it deoptimizes.
     */
    private void giveEvent(long key, long pid, long tid, int nameId, int categoryId, double micros, String legacyId,
            char phase, long legacyDurationUs, boolean onThread, byte[] argsDocument, PacketPlace where) {
        TraceEventSink.Event event = event(scratch, ids.string(nameId), ids.string(categoryId), pid, tid, micros, legacyId);
        if (phase == 'B') {
            sink.begin(key, event, argsDocument, onThread);
            return;
        }
        if (!onThread) {
            // An async instant of a marker: the JSON trace's 'n'.
            if (phase == 'I') phase = 'n';
            if (event.id == null) event.id = "0x" + Long.toHexString(key);
        }
        event.phase = phase;
        if (phase == 'X') event.durMicros = legacyDurationUs;
        give(event, argsDocument, where);
    }

    /**
     * An event of its own for a track event whose args fields {@code fields} holds, as {@link #giveEvent} and the
     * assembly (for the entries whose annotations it reads) hand it over.
     */
    static TraceEventSink.Event event(TraceEventSink.Event fields, String name, String category, long pid, long tid,
            double micros, String legacyId) {
        TraceEventSink.Event event = new TraceEventSink.Event().copyFrom(fields);
        event.name = name;
        event.category = category;
        event.pid = pid;
        event.tid = tid;
        event.tsMicros = micros;
        event.id = legacyId;
        return event;
    }

    /** Hands over {@code event}, one of its own. */
    private void give(TraceEventSink.Event event, byte[] argsDocument, PacketPlace where) {
        if (argsDocument != null) sink.acceptWithArgs(event, argsDocument, where);
        else sink.accept(event);
    }

    /** Track events read, counters and dropped ones included. */
    long eventsRead() {
        return eventsRead;
    }

    /** The warnings of what was not shown; {@code endsWithoutBegin} is what the pairing of slices found. */
    void finish(LoadWarnings warnings, long endsWithoutBegin) {
        // What every Chromium recording has (it starts inside slices, writes flows, counters and a few events on
        // global tracks) is said on the command line but raises no banner in the app: it is not damage.
        warnings.addRecordingShape("track events", "flow arrows between slices are not shown", flows);
        warnings.addRecordingShape("track events", "counter values are not shown (Flint draws no counter tracks)", counters);
        warnings.addRecordingShape("track events", "slice ends without a begin on their track, dropped", endsWithoutBegin);
        warnings.addRecordingShape("track events", "events on a track that belongs to no thread or process, dropped",
                eventsWithoutTrack);
        warnings.addEvents("track events", "events on a track no TrackDescriptor describes, dropped", unknownTracks);
        warnings.addEvents("track events", "event names whose interned id was never defined, shown without a name",
                unknownNames);
        warnings.addEvents("track events", "category ids beyond the 8 an event may carry here, not shown", moreCategoryIids);
    }

    private void addCategoryIid(long iid) {
        if (categoryIidCount == categoryIids.length) {
            moreCategoryIids++;
            return;
        }
        categoryIids[categoryIidCount++] = iid;
    }

    /**
     * What the assembly does with an event of this name and category: reads its whole args
     * ({@link TraceEventSink#needsWholeArgs}), makes only its thread's entry ({@link TraceEventSink#isOnlyAnEntry}),
     * or something else; remembered per pair of ids, since both questions scan the name and the category list.
     */
    private byte kindOf(int nameId, int categoryId) {
        long pair = dev.flint.model.LongIntMap.pack(nameId, categoryId);
        int slot = (int) ((pair * 0x9E3779B97F4A7C15L) >>> 55);
        if (kindPairs[slot] == pair) return kinds[slot];
        String name = ids.string(nameId), category = ids.string(categoryId);
        byte kind = TraceEventSink.needsWholeArgs(name, category) ? WHOLE_ARGS
                : TraceEventSink.isOnlyAnEntry(name, category) ? ONLY_AN_ENTRY : OTHER;
        kindPairs[slot] = pair;
        kinds[slot] = kind;
        return kind;
    }

    /** The id of the JSON trace's {@code cat}: the event's categories joined with commas. */
    private int categoryId(InternedData interned) {
        if (!categories.isEmpty()) return ids.id(joinedText(interned, null));
        if (categoryIidCount == 1) {
            int only = interned.categories.id(categoryIids[0], ids);
            return only < 0 ? emptyId : only;
        }
        // A list of interned categories: its strings' ids, the joined list's id remembered by them (a sequence
        // interns its categories afresh every generation, under the same iids or others; the strings' ids stay).
        long hash = categoryIidCount;
        for (int i = 0; i < categoryIidCount; i++) {
            int id = interned.categories.id(categoryIids[i], ids);
            categoryStringIds[i] = id;
            hash = hash * 31 + id;
        }
        int slot = (int) (hash ^ (hash >>> 32)) & (joined.length - 1);
        int[] key = joinedKeys[slot];
        if (java.util.Arrays.equals(key, 0, key.length, categoryStringIds, 0, categoryIidCount)) return joined[slot];
        int id = ids.id(joinedText(interned, categoryStringIds));
        joinedKeys[slot] = java.util.Arrays.copyOf(categoryStringIds, categoryIidCount);
        joined[slot] = id;
        return id;
    }

    /**
     * The event's categories joined with commas: the interned ones (by their strings' ids when given, else by
     * their iids; unknown ones left out), then those sent as strings.
     */
    private String joinedText(InternedData interned, int[] stringIds) {
        categoryText.setLength(0);
        for (int i = 0; i < categoryIidCount; i++) {
            String category = stringIds == null ? interned.categories.get(categoryIids[i])
                    : stringIds[i] < 0 ? null : ids.string(stringIds[i]);
            if (category == null) continue;
            if (categoryText.length() > 0) categoryText.append(',');
            categoryText.append(category);
        }
        for (int i = 0; i < categories.size(); i++) {
            if (categoryText.length() > 0) categoryText.append(',');
            categoryText.append(categories.get(i));
        }
        return categoryText.toString();
    }

    /** 'B', 'E', 'I', 'X' or a legacy event's own phase; 0 for what is not read (states, unknown types). */
    private static char phase(int type, char legacyPhase, long legacyDurationUs) {
        return switch (type) {
            case TYPE_SLICE_BEGIN -> 'B';
            case TYPE_SLICE_END -> 'E';
            case TYPE_INSTANT -> 'I';
            case 0 -> switch (legacyPhase) {
                case 'B', 'E' -> legacyPhase;
                case 'X' -> legacyDurationUs >= 0 ? 'X' : 'B';
                case 'i', 'I' -> 'I';
                case 0 -> 0;
                default -> legacyPhase;
            };
            default -> 0;
        };
    }
}
