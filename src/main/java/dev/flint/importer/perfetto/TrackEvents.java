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
    /** The one-byte tags of a Chromium slice event's fields, in the order Chromium writes them. */
    private static final byte TYPE_TAG = 9 << 3, COUNTER_VALUE_TAG = 12 << 3, CATEGORY_IID_TAG = 3 << 3, NAME_IID_TAG = 10 << 3;

    private final EventHandoff sink;
    private final TrackTable tracks;
    private final DebugAnnotations annotations;
    private final ProtoReader in;
    private final StringBuilder categoryText = new StringBuilder();
    private long eventsRead;
    private long flows;
    private long counters;
    private long eventsWithoutTrack;
    private long unknownTracks;
    /** The tracks events were on before any TrackDescriptor described them (at most {@link #UNDESCRIBED_KEPT}). */
    private final java.util.Set<Long> undescribedTracks = new java.util.HashSet<>();
    private static final int UNDESCRIBED_KEPT = 4096;

    // The event being read, field by field.
    private final List<String> categories = new ArrayList<>();
    private final long[] categoryIids = new long[8];
    private int categoryIidCount;
    private long moreCategoryIids;
    private final Wire.LongSink addCategoryIid = this::addCategoryIid;
    /** The ids of names and categories given as text, and of the empty string (for no name or category). */
    private final StringIds ids;
    private final int emptyId;
    TrackEvents(EventHandoff sink, TrackTable tracks, StringCache strings) {
        this.sink = sink;
        this.ids = sink.ids;
        this.emptyId = ids.id("");
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
        // (cleared only when the event before had some: neither clear is inlined by C1, and most events have none)
        if (!annotations.isEmpty()) annotations.clear();
        if (!categories.isEmpty()) categories.clear();
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
        // The read position is a local while the loop runs, and the reader's for the fields a call reads on: C1
        // keeps a local in a register, where the reader's field was a load and a store per byte read.
        int at = start;
        int end = start + length;
        chromiumSlice:
        if (length >= 4 && bytes[at] == TYPE_TAG && bytes[at + 2] == COUNTER_VALUE_TAG) {
            // Seven track events in ten of a Chromium trace are a slice's end (type and a thread time: extra_counter_values)
            // or its begin (those, then one interned category and an interned name), each varint of one or two bytes
            // (the thread time of up to three). Such an event is read here field after field; anything else leaves
            // it to the loop below, from the start.
            int eventType = bytes[at + 1];
            if (eventType < 0) break chromiumSlice;
            int p = at + 3;
            for (int n = 0; ; n++) {
                if (p >= end || n == 3) break chromiumSlice;
                if (bytes[p++] >= 0) break;
            }
            long category = -1, nameRef = -1;
            if (p < end) {
                // the category iid, then the name iid
                for (int field = 0; field < 2; field++) {
                    if (p + 1 >= end || bytes[p] != (field == 0 ? CATEGORY_IID_TAG : NAME_IID_TAG)) break chromiumSlice;
                    p++;
                    int b = bytes[p++];
                    long iid = b;
                    if (b < 0) {
                        if (p >= end) break chromiumSlice;
                        int second = bytes[p++];
                        if (second < 0) break chromiumSlice;
                        iid = (b & 0x7f) | second << 7;
                    }
                    if (field == 0) category = iid;
                    else nameRef = iid;
                }
                if (p != end) break chromiumSlice;
                categoryIids[0] = category;
                categoryIidCount = 1;
                nameIid = nameRef;
            }
            type = eventType;
            at = end;
        }
        for (int tag; at < end; ) {
            // A one-byte tag (fields 1-15, most of an event's) is read here, not by a call: the command line's JIT
            // (C1) inlines no method of readTag's size, and every field starts with a tag. So is the varint after
            // it, a value or a length, when it is one byte (nearly all of a Chromium trace's).
            // (the loop ends at the message's end without a call: readTag, which says so too, is not inlined)
            if ((tag = bytes[at]) > 7) {
                at++;
            } else {
                in.position = at;
                tag = in.readTag();
                at = in.position;
            }
            int wireType = tag & 7;
            long value = 0;
            if (wireType == 0 || wireType == 2) {
                int second;
                if (at < end && (value = bytes[at]) >= 0) {
                    at++;
                } else if (at + 1 < end && (second = bytes[at + 1]) >= 0) {
                    // a two-byte varint (a timestamp's delta, a thread time) also without a call
                    value = (value & 0x7f) | (second << 7);
                    at += 2;
                } else {
                    in.position = at;
                    value = in.readRawVarint64();
                    at = in.position;
                }
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
            in.position = at;
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
                    if (size < 0 || size > end - at) {
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
            at = in.position;
        }
        eventsRead++;
        if (type == TYPE_COUNTER) {
            counters++;
            return;
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
                TrackTable.Track track;
                if (uuid != sequence.defaultTrackUuid) {
                    track = tracks.get(uuid);
                } else if ((track = sequence.defaultTrack) == null) {
                    track = sequence.defaultTrack = tracks.get(uuid);
                }
                // (a track whose owner is worked out is its own owner: see TrackTable.owner, which C1 does not inline)
                TrackTable.Track owner = track == null ? null : track.resolvedPid >= 0 ? track : tracks.owner(track);
                if (owner == null) {
                    if (track == null) undescribed(uuid);
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
        // The rest is the assembly's (EventCompletion), which waited for this thread half the time: the name and
        // categories, interned ones by iid in the sequence's tables that it keeps, what kind of event this is, and
        // where it goes. Those lookups were a sixth of this thread's samples.
        long nameRef = name != null ? ~(long) ids.id(name) : nameIid >= 0 ? nameIid : ~(long) emptyId;
        long categoryRef;
        if (categoryIidCount == 1 && categories.isEmpty() && categoryIids[0] >= 0) {
            categoryRef = categoryIids[0];
        } else if (categoryIidCount == 0) {
            categoryRef = ~(long) (categories.isEmpty() ? emptyId : ids.id(joinedText()));
        } else {
            categoryRef = categoryList();
        }
        sink.event(phase, key, pid, tid, onThread, micros, phase == 'X' ? legacyDurationUs : Double.NaN, sequence.id,
                nameRef, categoryRef);
        if (legacyId != null) sink.legacyIdOfLast(legacyId);
        if (annotations.isEmpty()) return;
        AnnotationTables copy = interned.annotationTablesCopy();
        if (copy != null && sink.hasRoomFor(copy, annotations)) {
            // The annotations go over as bytes, with this packet's tables, and the assembly reads them.
            sink.annotateLast(annotations, packet, copy, where);
            return;
        }
        // Annotations the batch cannot copy are read here, whole: the assembly takes what the event's kind needs.
        TraceEventSink.Event fields = new TraceEventSink.Event().reset();
        annotations.extract(packet, interned.annotationTables, fields);
        byte[] argsDocument = annotations.argsDocument(packet, interned.annotationTables);
        sink.readAnnotationsHere(fields, argsDocument, annotations.hasLegacyJson(), where);
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

    private void undescribed(long uuid) {
        unknownTracks++;
        if (undescribedTracks.size() < UNDESCRIBED_KEPT) undescribedTracks.add(uuid);
    }

    /** Whether a TrackDescriptor described, later in the trace, a track whose events were dropped before it. */
    boolean tracksDescribedLater() {
        for (long uuid : undescribedTracks) if (tracks.get(uuid) != null) return true;
        return false;
    }

    /** The {@link StringIds} id of the empty string: no name, or no category. */
    int emptyId() {
        return emptyId;
    }

    /** Track events read, counters and dropped ones included. */
    long eventsRead() {
        return eventsRead;
    }

    /**
     * The warnings of what was not shown; {@code endsWithoutBegin} is what the pairing of slices found, the names and
     * async events what the assembly's completion of events found.
     */
    void finish(LoadWarnings warnings, long endsWithoutBegin, long unknownNames, long asyncNotShown) {
        // What every Chromium recording has (it starts inside slices, writes flows, counters and a few events on
        // global tracks) is said on the command line but raises no banner in the app: it is not damage.
        warnings.addRecordingShape("track events", "flow arrows between slices are not shown", flows);
        warnings.addRecordingShape("track events", "counter values are not shown (Flint draws no counter tracks)", counters);
        warnings.addRecordingShape("track events", "slice ends without a begin on their track, dropped", endsWithoutBegin);
        warnings.addRecordingShape("track events",
                "slices and instants on a process's tracks rather than a thread's (async ones) are not shown, but for markers",
                asyncNotShown);
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

    private static final int[] NO_IDS = new int[0];

    /** The event's categories given as text (none interned), joined with commas. */
    private String joinedText() {
        categoryText.setLength(0);
        for (int i = 0; i < categories.size(); i++) {
            if (categoryText.length() > 0) categoryText.append(',');
            categoryText.append(categories.get(i));
        }
        return categoryText.toString();
    }

    /** The event's interned categories (and those given as text) as a list the assembly joins. */
    private long categoryList() {
        int[] textIds = categories.isEmpty() ? NO_IDS : new int[categories.size()];
        for (int i = 0; i < textIds.length; i++) textIds[i] = ids.id(categories.get(i));
        return sink.categoryList(categoryIids, categoryIidCount, textIds, textIds.length);
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
