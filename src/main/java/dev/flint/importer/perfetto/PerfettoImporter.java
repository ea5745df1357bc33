package dev.flint.importer.perfetto;

import dev.flint.importer.Importer;
import dev.flint.importer.ProfileFormatException;
import dev.flint.importer.ProfileLoader;
import dev.flint.importer.ProgressListener;
import dev.flint.importer.ReadAheadInputStream;
import dev.flint.importer.SourceBytes;
import dev.flint.importer.TraceEventSink;
import dev.flint.model.LoadWarnings;
import dev.flint.model.Profile;
import dev.flint.model.ProfileFormat;
import java.io.IOException;
import java.io.InputStream;
import java.util.HashMap;
import java.util.Map;

/**
 * A Perfetto trace (trace.proto: {@code repeated TracePacket packet = 1}), read packet by packet. Each packet's
 * sequence state comes first (flags, interned data, defaults, clock snapshots), then its payload: descriptors
 * name threads and processes, track events go to the Chrome trace assembly as the JSON trace's events
 * ({@link TrackEvents}), callstack samples to {@link CallstackSamples}. Packets compressed by the writer
 * ({@code compressed_packets}, zlib) are inflated and read in place.
 */
public final class PerfettoImporter implements Importer {
    /** Inflated {@code compressed_packets} beyond this are damage (writers compress chunks of a few hundred KiB). */
    private static final int MAX_INFLATED_BYTES = 64 << 20;

    @Override
    public Profile read(SourceBytes source, String fileName, ProgressListener progress) throws ProfileFormatException {
        Pass first = readOnce(source, fileName, progress, null);
        if (first.profile() != null) return first.profile();
        // (the first read's events are let go before the second: only its tracks go on)
        return readOnce(source, fileName, progress, first.describedLater()).profile();
    }

    /** A read's profile, or, when it is to be read again, the tracks it met (see {@link #readOnce}). */
    private record Pass(Profile profile, TrackTable describedLater) {}

    /**
     * One read of the trace, its tracks first described as {@code described} says (null: as the file describes them,
     * in file order). Trace processor reads every TrackDescriptor before the events; a streaming read knows a track
     * from its descriptor on, and some writers (Rust's tracing-perfetto) describe a thread's track after its first
     * event: when events were dropped for that, the first read returns every track it met, for a second read.
     */
    private static Pass readOnce(SourceBytes source, String fileName, ProgressListener progress, TrackTable described)
            throws ProfileFormatException {
        EventHandoff handoff = new EventHandoff();
        Reader reader = new Reader(fileName, handoff, described == null ? new TrackTable() : described.describedCopy());
        handoff.start(() -> handoff.end(reader.decode(source, progress)), "flint-perfetto-decode");
        try {
            EventHandoff.End end = reader.assemble();
            if (end.packetCount() == 0) {
                throw new ProfileFormatException(fileName, "", "a Perfetto trace without packets");
            }
            if (end.tracksDescribedLater() && described == null && source.canOpenAgain()) {
                return new Pass(null, reader.tracks);
            }
            return new Pass(reader.finish(end.packetCount(), end.skippedFields()), null);
        } catch (java.io.InterruptedIOException e) {
            throw ProfileLoader.readFailure(fileName, "", e);
        } finally {
            handoff.close();
        }
    }

    /** The read-ahead thread's chunk (see {@link Reader#decode}). */
    private static final int READ_AHEAD_CHUNK_BYTES = 1 << 20;

    /** Sequence ids below this are looked up in an array. */
    private static final int SMALL_SEQUENCE_IDS = 1024;

    /** No sequence yet: each read's first packet of a large sequence id finds its sequence in the map, as any other. */
    private static final PacketSequence NO_SEQUENCE = new PacketSequence(0);

    private static String where(PacketStream packets) {
        if (packets == null || packets.packetIndex() < 0) return "";
        return "packet " + packets.packetIndex() + " (byte " + packets.packetOffset() + ")";
    }

    /** The one-byte tags of a Chromium track event packet's fields, in the order Chromium writes them. */
    private static final byte TIMESTAMP_TAG = 8 << 3, FLAGS_TAG = 13 << 3, TRACK_EVENT_TAG = 11 << 3 | 2, UID_TAG = 3 << 3,
            SEQUENCE_ID_TAG = 10 << 3;
    /** timestamp_clock_id's tag (field 58), two bytes, which Chromium writes after the timestamp when it gives one. */
    private static final byte CLOCK_ID_TAG_FIRST = (byte) (58 << 3 | 0x80), CLOCK_ID_TAG_SECOND = (byte) (58 << 3 >>> 7);

    /**
     * The state of one read: sequences, clocks, tracks, and where events and samples go. Everything but the
     * sink is the decoding thread's ({@link #decode}); the sink is the caller's ({@link #assemble}), and
     * {@link #finish} runs once the decoding has ended.
     */
    private static final class Reader implements PacketStream.Packets {
        private final String fileName;
        private final TraceEventSink sink;
        /** The caller's side: slices paired as their ends arrive, names and categories by their ids. */
        private final OpenSlices slices;
        private final StringIds.Received received = new StringIds.Received();
        private final EventHandoff handoff;
        /** The packets being decoded, for the place of a name in messages. */
        private PacketStream packets;
        private final ClockDomains clocks = new ClockDomains();
        private final TrackTable tracks;
        private final TrackEvents trackEvents;
        private final CallstackSamples samples;
        private final HeapDumps heapDumps;
        /** The sequences by id: those under {@link #SMALL_SEQUENCE_IDS} in an array, the others in the map. */
        private final PacketSequence[] smallSequences = new PacketSequence[SMALL_SEQUENCE_IDS];
        private final Map<Long, PacketSequence> sequences = new HashMap<>();
        /** Readers reset for each packet and for the payload being read: no reader object per message. */
        private final StringCache strings = new StringCache();
        private final ProtoReader packetIn = new ProtoReader(strings);
        private final ProtoReader payloadIn = new ProtoReader(strings);
        /** Where the packet being read is, for the few messages that need it. */
        private final PacketPlace place = new PacketPlace();
        private final LoadWarnings warnings = new LoadWarnings();
        private final TrackTable.Names names;
        /** The caller's side of the track events that are not slice ends. */
        private final EventCompletion completion;
        /** The sequence last found in the map (ids from {@link #SMALL_SEQUENCE_IDS} up); before the first, none. */
        private PacketSequence lastSequence = NO_SEQUENCE;
        private long skippedForLostState;
        private long zstdPackets;
        private long eventsWithoutTime;
        /** Packet fields of data not read here (ftrace, counters, Android data sources...): the refusal's reason. */
        private long otherDataFields;

        Reader(String fileName, EventHandoff handoff, TrackTable tracks) {
            this.fileName = fileName;
            this.tracks = tracks;
            this.sink = new TraceEventSink(fileName);
            this.slices = new OpenSlices(sink, received);
            this.handoff = handoff;
            this.trackEvents = new TrackEvents(handoff, tracks, strings);
            this.completion = new EventCompletion(fileName, sink, slices, received, trackEvents.emptyId());
            this.samples = new CallstackSamples();
            this.heapDumps = new HeapDumps(samples);
            // Chrome sends every descriptor again after each clear of a sequence's state: a thread or process
            // named as it already is by its last name is not named again (an event less for the assembly). The
            // keys are pid and tid packed and then mixed (a multiplication by an odd number: one key per pair
            // still): a packed key's hash is pid ^ tid, alike for a process's threads, and the map's bins of
            // colliding Longs became trees whose every insertion asked, by reflection, whether Long is Comparable.
            Map<Long, String> lastNames = new HashMap<>();
            this.names = new TrackTable.Names() {
                @Override
                public void thread(long pid, long tid, String name) throws WireException {
                    if (name.equals(lastNames.put(nameKey(pid, tid), name))) return;
                    handoff.threadName(pid, tid, name, packets.packetIndex(), packets.packetOffset());
                }

                @Override
                public void process(long pid, String name) throws WireException {
                    if (name.equals(lastNames.put(nameKey(pid, -1), name))) return;
                    handoff.processName(pid, name, packets.packetIndex(), packets.packetOffset());
                }
            };
        }

        private static long nameKey(long pid, long tid) {
            return dev.flint.model.LongIntMap.pack((int) pid, (int) tid) * 0x9E3779B97F4A7C15L;
        }

        /**
         * The decoding thread's work: every packet of the trace, then the slices still open at its end; the events
         * go to the handoff. Returns what was read, or the problem that ended the read, worded with its packet.
         */
        EventHandoff.End decode(SourceBytes source, ProgressListener progress) {
            try (InputStream in = open(source, progress)) {
                packets = new PacketStream(in);
                while (decodeSome()) handoff.checkOpen();
                return new EventHandoff.End(packets.packetCount(), packets.skippedFields(), null,
                        trackEvents.tracksDescribedLater());
            } catch (WireException e) {
                return failed(new ProfileFormatException(fileName, where(packets), e.getMessage()));
            } catch (IOException e) {
                return failed(ProfileLoader.readFailure(fileName, where(packets), e));
            } catch (EventHandoff.Closed callerGaveUp) {
                throw callerGaveUp;
            } catch (RuntimeException | Error e) {
                // An Error too (OutOfMemoryError): the caller waiting for the end would wait forever.
                return failed(e);
            }
        }

        /**
         * The trace's bytes for the decoding. A gzipped file is inflated on a thread of its own, as the decoding is the
         * slower side, in chunks of a megabyte: each chunk taken wakes that thread (at 256 KB, 2.8% of the decoding
         * thread's samples). A plain file is read on the decoding thread, as the JSON trace reader reads one: on a
         * thread of its own its reading cost two more copies of every byte (the channel's buffer into a chunk, the
         * chunk into the packets' buffer) and a wake-up per chunk, 0.13-0.18 CPU s for a 525 MB trace.
         */
        private static InputStream open(SourceBytes source, ProgressListener progress) throws IOException {
            InputStream opened = source.open(progress);
            return source.gzipped() ? new ReadAheadInputStream(opened, READ_AHEAD_CHUNK_BYTES) : opened;
        }

        /**
         * Decodes the next few thousand packets; false at the end of the trace. The loop of a whole read runs once
         * per load: were its body in it, the JIT would compile it on the stack (OSR), a compilation that every
         * deoptimization of what it inlined throws away while the loop goes on interpreted. A method called per
         * block is compiled as a method and comes back compiled. (The JIT also turns branches that a warm read
         * never takes into traps that deoptimize: what only each read's start does, as a first packet's or
         * track's lookups, is tested so that steady reading takes both ways.)
         */
        private boolean decodeSome() throws IOException, WireException {
            return packets.readSome(4096, this);
        }

        private static EventHandoff.End failed(Throwable failure) {
            return new EventHandoff.End(0, 0, failure, false);
        }

        /**
         * The caller's work while the decoding runs: each event into the sink, in file order. Returns the
         * decoding's end, or throws the first problem, the sink's or the decoding's, as one thread would have.
         */
        EventHandoff.End assemble() throws ProfileFormatException, java.io.InterruptedIOException {
            while (true) {
                Object item = handoff.next();
                if (item instanceof EventHandoff.End end) {
                    Throwable failure = end.failure();
                    if (failure == null) return end;
                    if (failure instanceof ProfileFormatException e) throw e;
                    if (failure instanceof RuntimeException e) throw e;
                    throw (Error) failure;
                }
                EventHandoff.Batch batch = (EventHandoff.Batch) item;
                // Here rather than in the batch's method: a read's first batches bring strings, later ones none, and
                // each new read's first would otherwise deoptimize the compiled method (see decodeSome). Names, which
                // also come mostly at a read's start, likewise.
                received.add(batch.newStrings);
                if (batch.nameCount > 0) assembleNames(batch);
                assemble(batch);
            }
        }

        /** One batch's events into the sink (a method per batch, not the loop's body: see {@link #decodeSome}). */
        private void assemble(EventHandoff.Batch batch) throws ProfileFormatException {
            // where the next event's annotations and the next interned data start in the batch's copies of them
            int annotationsAt = 0;
            int internedAt = 0;
            for (int i = 0; i < batch.count; i++) {
                switch (batch.kinds[i]) {
                    case EventHandoff.EVENT -> {
                        int start = annotationsAt;
                        if (batch.annotationTables[i] != null) annotationsAt = batch.annotationsEnd[i];
                        completion.complete(batch, i, start);
                    }
                    case EventHandoff.END -> slices.end(batch.keys[i], batch.micros[i], batch, i);
                    case EventHandoff.INTERNED -> {
                        completion.interned(batch, i, internedAt);
                        internedAt += 4 + batch.interned.countAt(internedAt);
                    }
                    default -> completion.cleared(batch, i);
                }
            }
            handoff.recycle(batch);
        }

        /**
         * A batch's thread and process names into the sink, before its events: nothing reads a name before the read
         * is done, so names and events need not keep their order between each other (see {@link EventHandoff.Batch#nameCount}).
         */
        private void assembleNames(EventHandoff.Batch batch) throws ProfileFormatException {
            for (int i = 0; i < batch.nameCount; i++) {
                try {
                    if (batch.nameTids[i] >= 0) sink.threadName(batch.namePids[i], batch.nameTids[i], batch.nameStrings[i]);
                    else sink.processName(batch.namePids[i], batch.nameStrings[i]);
                } catch (ProfileFormatException e) {
                    throw new ProfileFormatException(fileName, batch.namePlace(i), e.getMessage());
                }
            }
        }

        private PacketSequence sequence(long id) {
            // Chrome's forty-odd sequences (ids from 1 up) take turns packet by packet: theirs is an array's lookup,
            // with no reference stored per packet (into the reader, old once collected, G1's barrier costs a fence)
            if (id >= 0 && id < SMALL_SEQUENCE_IDS) {
                PacketSequence small = smallSequences[(int) id];
                return small != null ? small : (smallSequences[(int) id] = new PacketSequence(id));
            }
            PacketSequence last = lastSequence;
            // (the id first: the null test is then met only by the first packet, not by every load's first packet)
            if (last.id == id && last != NO_SEQUENCE) return last;
            last = sequences.computeIfAbsent(id, PacketSequence::new);
            lastSequence = last;
            return last;
        }

        /** One TracePacket at {@code start}, {@code length} bytes of {@code bytes}. */
        @Override
        public void packet(byte[] bytes, int start, int length, long index, long offset, boolean inflated)
                throws IOException, WireException {
            if (length == 0) return;
            ProtoReader in = packetIn.reset(bytes, start, length);
            long timestamp = 0;
            boolean hasTimestamp = false;
            int clockId = -1;
            long sequenceId = 0;
            long flags = 0;
            boolean dropped = false;
            int internedAt = -1, internedLength = 0, defaultsAt = -1, defaultsLength = 0;
            int payloadField = 0, payloadAt = -1, payloadLength = 0;
            int clockAt = -1, clockLength = 0;
            // The read position is a local while the loop runs, the reader's only around the calls that read on: C1
            // keeps a local in a register, where the reader's field was a load and a store per byte read.
            int at = start;
            int end = start + length;
            chromiumEvent:
            if (bytes[at] == TIMESTAMP_TAG) {
                // Nine packets in ten of a Chromium trace are a track event with its fields in one order: timestamp,
                // (timestamp_clock_id,) sequence_flags, track_event, trusted_uid, trusted_packet_sequence_id, each
                // varint but the timestamp of one to three bytes. Such a packet is read here field after field, with
                // no tag to tell apart; anything else (another field, another order, a longer varint) leaves it to the
                // loop below, from the start.
                int p = at + 1;
                int b;
                long ts = 0;
                for (int shift = 0; ; shift += 7) {
                    if (p >= end || shift > 63) break chromiumEvent;
                    ts |= (long) ((b = bytes[p++]) & 0x7f) << shift;
                    if (b >= 0) break;
                }
                // (a packet on another clock than its sequence's default, one in seven of Chromium's, names it next)
                int packetClock = -1;
                if (p + 2 < end && bytes[p] == CLOCK_ID_TAG_FIRST && bytes[p + 1] == CLOCK_ID_TAG_SECOND) {
                    if ((packetClock = bytes[p + 2]) < 0) break chromiumEvent;
                    p += 3;
                }
                if (p + 2 >= end || bytes[p] != FLAGS_TAG || (b = bytes[p + 1]) < 0 || bytes[p + 2] != TRACK_EVENT_TAG) {
                    break chromiumEvent;
                }
                long packetFlags = b;
                p += 3;
                if (p >= end) break chromiumEvent;
                int size;
                if ((size = bytes[p++]) < 0) {
                    if (p >= end || (b = bytes[p++]) < 0) break chromiumEvent;
                    size = (size & 0x7f) | b << 7;
                }
                if (size > end - p) break chromiumEvent;
                int eventAt = p;
                p += size;
                if (p >= end || bytes[p++] != UID_TAG) break chromiumEvent;
                for (int n = 0; ; n++) {
                    if (p >= end || n == 3) break chromiumEvent;
                    if (bytes[p++] >= 0) break;
                }
                if (p >= end || bytes[p++] != SEQUENCE_ID_TAG || p >= end) break chromiumEvent;
                long sequence;
                if ((b = bytes[p++]) >= 0) {
                    sequence = b;
                } else {
                    if (p >= end) break chromiumEvent;
                    int second = bytes[p++];
                    if (second < 0) break chromiumEvent;
                    sequence = (b & 0x7f) | second << 7;
                }
                if (p != end) break chromiumEvent;
                timestamp = ts;
                hasTimestamp = true;
                clockId = packetClock;
                flags = packetFlags;
                payloadField = 11;
                payloadAt = eventAt;
                payloadLength = size;
                sequenceId = sequence;
                at = end;
            }
            for (int tag; at < end; ) {
                // (a one-byte tag, and a one-byte varint or length after it, read in the loop: see TrackEvents#read)
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
                // C1, the command line's JIT, compiles a switch into compares in the order of its keys, so a field no
                // case names (Chrome's trusted_uid, 3, on every packet) passes them all: the varints of every Chrome
                // packet are tested first, in the order Chrome writes them (8, 13, 3, 10; the payload, 11, is fifth
                // of the switch's keys)
                if (wireType == 0) {
                    if (field == 8) {
                        timestamp = value;
                        hasTimestamp = true;
                        continue;
                    }
                    if (field == 13) {
                        flags = value;
                        continue;
                    }
                    if (field == 3) continue;
                    if (field == 10) {
                        sequenceId = value;
                        continue;
                    }
                }
                switch (field) {
                    case 8 -> {
                        if (wireType != 0) Wire.expect(tag, 0, "TracePacket.timestamp");
                        timestamp = value;
                        hasTimestamp = true;
                    }
                    case 58 -> {
                        if (wireType != 0) Wire.expect(tag, 0, "TracePacket.timestamp_clock_id");
                        clockId = (int) Math.min(Integer.MAX_VALUE, value);
                    }
                    case 10 -> {
                        if (wireType != 0) Wire.expect(tag, 0, "TracePacket.trusted_packet_sequence_id");
                        sequenceId = value;
                    }
                    case 13 -> {
                        if (wireType != 0) Wire.expect(tag, 0, "TracePacket.sequence_flags");
                        flags = value;
                    }
                    case 41 -> {
                        if (wireType != 0) Wire.expect(tag, 0, "TracePacket.incremental_state_cleared");
                        if (value != 0) flags |= PacketSequence.SEQ_INCREMENTAL_STATE_CLEARED;
                    }
                    case 42 -> {
                        if (wireType != 0) Wire.expect(tag, 0, "TracePacket.previous_packet_dropped");
                        dropped = value != 0;
                    }
                    case 12, 59, 6, 11, 60, 43, 44, 54, 66, 135, 37, 2, 50 -> {
                        if (wireType != 2) Wire.expect(tag, 2, "TracePacket field " + field);
                        int size = (int) value;
                        if (size < 0 || size > end - at) {
                            throw new WireException("field " + field + " of the packet runs past the packet's end");
                        }
                        int fieldAt = at;
                        at += size;
                        if (field == 12) {
                            internedAt = fieldAt;
                            internedLength = size;
                        } else if (field == 59) {
                            defaultsAt = fieldAt;
                            defaultsLength = size;
                        } else if (field == 6) {
                            clockAt = fieldAt;
                            clockLength = size;
                        } else {
                            payloadField = field;
                            payloadAt = fieldAt;
                            payloadLength = size;
                        }
                    }
                    case 133 -> {
                        zstdPackets++;
                        in.position = at;
                        in.skipAfterValue(tag, value);
                        at = in.position;
                    }
                    // (Chrome's trusted_uid, on every packet, is a varint already read: skipAfterValue makes no call then)
                    default -> {
                        if (wireType != 0) {
                            in.position = at;
                            in.skipAfterValue(tag, value);
                            at = in.position;
                            if (wireType == 2 && !isServiceField(field)) otherDataFields++;
                        }
                    }
                }
            }
            if (payloadField == 50) {
                if (inflated) throw new WireException("compressed packets inside compressed packets");
                inflate(bytes, payloadAt, payloadLength, index, offset);
                return;
            }
            // (a known small id's sequence found here: C1 does not inline sequence, and every packet asks)
            PacketSequence sequence = sequenceId >= 0 && sequenceId < SMALL_SEQUENCE_IDS ? smallSequences[(int) sequenceId] : null;
            if (sequence == null) sequence = sequence(sequenceId);
            if (dropped) sequence.lostPackets();
            if ((flags & PacketSequence.SEQ_INCREMENTAL_STATE_CLEARED) != 0) {
                sequence.clearIncrementalState();
                handoff.cleared(sequence.id);
            }
            if ((flags & PacketSequence.SEQ_NEEDS_INCREMENTAL_STATE) != 0 && !sequence.incrementalStateValid()) {
                skippedForLostState++;
                return;
            }
            if (internedAt >= 0 && sequence.interned().read(payloadIn.reset(bytes, internedAt, internedLength))) {
                // (its event names and categories are the assembly's to read: see EventCompletion)
                handoff.interned(sequence.id, bytes, internedAt, internedLength, place.at(index, offset, inflated));
            }
            if (defaultsAt >= 0) readDefaults(payloadIn.reset(bytes, defaultsAt, defaultsLength), sequence);
            if (clockAt >= 0) clocks.readSnapshot(payloadIn.reset(bytes, clockAt, clockLength), sequence);
            if (payloadAt < 0) return;
            double micros = Double.NaN;
            if (hasTimestamp) {
                micros = clocks.micros(sequence, clockId >= 0 ? clockId : Math.max(0, sequence.defaultClockId), timestamp);
            }
            switch (payloadField) {
                case 11 -> {
                    // (NaN tested as NaN != NaN: C1 left Double.isNaN a call, 1% of this thread's samples)
                    if (micros != micros && !hasTimestamp) micros = sequence.legacyMicros;
                    if (micros != micros) {
                        eventsWithoutTime++;
                        return;
                    }
                    trackEvents.read(bytes, payloadAt, payloadLength, micros, sequence, place.at(index, offset, inflated));
                }
                case 60 -> tracks.read(payloadIn, bytes, payloadAt, payloadLength, names);
                case 44 -> readThreadDescriptor(payloadIn.reset(bytes, payloadAt, payloadLength), sequence);
                case 43 -> readProcessDescriptor(payloadIn.reset(bytes, payloadAt, payloadLength));
                case 2 -> ProcessTree.read(payloadIn.reset(bytes, payloadAt, payloadLength), names, samples);
                case 54 -> samples.readStreamingProfile(payloadIn.reset(bytes, payloadAt, payloadLength), sequence, clocks,
                        sequenceThread(sequence));
                case 66 -> samples.readPerfSample(payloadIn.reset(bytes, payloadAt, payloadLength), sequence, micros);
                case 37 -> heapDumps.read(payloadIn.reset(bytes, payloadAt, payloadLength), sequence, micros);
                case 135 -> samples.readStackSample(payloadIn.reset(bytes, payloadAt, payloadLength), sequence, micros);
                default -> { }
            }
        }

        /**
         * The tracing service's own packet fields, in every trace (trace_packet.proto): its config (33), stats (35),
         * the synchronization marker (36), system info (45), service events (69), the trace's uuid (89) and
         * provenance (124). The others not read here are recorded data Flint does not show.
         */
        private static boolean isServiceField(int field) {
            return field == 33 || field == 35 || field == 36 || field == 45 || field == 69 || field == 89 || field == 124;
        }

        /** The thread a sequence writes for: its ThreadDescriptor's, else its default track's; {-1, -1} if none. */
        private long[] sequenceThread(PacketSequence sequence) {
            if (sequence.hasDescriptorThread) return new long[] {sequence.descriptorPid, sequence.descriptorTid};
            if (sequence.hasDefaultTrack) {
                TrackTable.Track track = tracks.get(sequence.defaultTrackUuid);
                TrackTable.Track owner = track == null ? null : tracks.owner(track);
                if (owner != null && owner.resolvedTid >= 0) return new long[] {owner.resolvedPid, owner.resolvedTid};
            }
            return new long[] {-1, -1};
        }

        /** TracePacketDefaults: the sequence's clock and TrackEventDefaults' track. */
        private static void readDefaults(ProtoReader in, PacketSequence sequence) throws IOException, WireException {
            for (int tag; (tag = in.readTag()) != 0; ) {
                switch (Wire.field(tag)) {
                    case 58 -> sequence.defaultClockId = (int) Math.min(Integer.MAX_VALUE,
                            Wire.varint(in, tag, "TracePacketDefaults.timestamp_clock_id"));
                    case 11 -> {
                        int old = Wire.enter(in, tag, "TracePacketDefaults.track_event_defaults");
                        for (int t; (t = in.readTag()) != 0; ) {
                            if (Wire.field(t) == 11) {
                                sequence.defaultTrackUuid = Wire.varint(in, t, "TrackEventDefaults.track_uuid");
                                sequence.hasDefaultTrack = true;
                                sequence.defaultTrack = null;
                            } else {
                                in.skipField(t);
                            }
                        }
                        Wire.leave(in, old);
                    }
                    default -> in.skipField(tag);
                }
            }
        }

        /** The legacy ThreadDescriptor packet: the sequence's thread, and its microsecond clock's reference. */
        private void readThreadDescriptor(ProtoReader in, PacketSequence sequence) throws IOException, WireException {
            long pid = -1, tid = -1;
            String name = null;
            for (int tag; (tag = in.readTag()) != 0; ) {
                switch (Wire.field(tag)) {
                    case 1 -> pid = (int) Wire.varint(in, tag, "ThreadDescriptor.pid");
                    case 2 -> tid = Wire.varint(in, tag, "ThreadDescriptor.tid");
                    case 5 -> name = Wire.string(in, tag, "ThreadDescriptor.thread_name");
                    case 6 -> sequence.legacyMicros = Wire.varint(in, tag, "ThreadDescriptor.reference_timestamp_us");
                    default -> in.skipField(tag);
                }
            }
            if (pid < 0 || tid < 0) return;
            sequence.descriptorPid = pid;
            sequence.descriptorTid = tid;
            sequence.hasDescriptorThread = true;
            if (name != null) names.thread(pid, tid, name);
        }

        private void readProcessDescriptor(ProtoReader in) throws IOException, WireException {
            long pid = -1;
            String name = null;
            for (int tag; (tag = in.readTag()) != 0; ) {
                switch (Wire.field(tag)) {
                    case 1 -> pid = (int) Wire.varint(in, tag, "ProcessDescriptor.pid");
                    case 6 -> name = Wire.string(in, tag, "ProcessDescriptor.process_name");
                    default -> in.skipField(tag);
                }
            }
            if (pid >= 0 && name != null) names.process(pid, name);
        }

        /** {@code compressed_packets}: a zlib stream of a Trace's bytes (packets as field 1), read in place. */
        private void inflate(byte[] bytes, int at, int length, long index, long offset)
                throws IOException, WireException {
            java.util.zip.Inflater inflater = new java.util.zip.Inflater();
            inflater.setInput(bytes, at, length);
            byte[] out = new byte[Math.max(1024, length * 4)];
            int size = 0;
            try {
                while (!inflater.finished()) {
                    if (size == out.length) {
                        if (out.length >= MAX_INFLATED_BYTES) {
                            throw new WireException("compressed packets that inflate past " + (MAX_INFLATED_BYTES >> 20) + " MiB");
                        }
                        out = java.util.Arrays.copyOf(out, Math.min(MAX_INFLATED_BYTES, out.length * 2));
                    }
                    int n = inflater.inflate(out, size, out.length - size);
                    if (n == 0 && (inflater.needsInput() || inflater.needsDictionary())) {
                        throw new WireException("compressed packets whose zlib data is cut short");
                    }
                    size += n;
                }
            } catch (java.util.zip.DataFormatException e) {
                throw new WireException("compressed packets that are not zlib data: " + e.getMessage());
            } finally {
                inflater.end();
            }
            ProtoReader in = new ProtoReader(strings).reset(out, 0, size);
            for (int tag; (tag = in.readTag()) != 0; ) {
                if (Wire.field(tag) != 1) {
                    in.skipField(tag);
                    continue;
                }
                Wire.expect(tag, 2, "Trace.packet");
                int packetLength = in.readRawVarint32();
                if (packetLength < 0 || packetLength > in.getBytesUntilLimit()) {
                    throw new WireException("a compressed packet runs past the end of its compressed block");
                }
                int packetStart = in.position();
                in.skipRawBytes(packetLength);
                packet(out, packetStart, packetLength, index, offset, true);
            }
        }

        /** What the read left out, said after a refusal's reason (the warnings a load would have shown); "" if nothing. */
        private String leftOut() {
            java.util.List<dev.flint.model.LoadWarning> left = warnings.toList();
            if (left.isEmpty()) return "";
            StringBuilder text = new StringBuilder("; of what it holds, Flint left out: ");
            for (int i = 0; i < left.size(); i++) text.append(i == 0 ? "" : "; ").append(left.get(i).describe());
            return text.toString();
        }

        Profile finish(long packetCount, long skippedFields) throws ProfileFormatException {
            slices.finish();
            trackEvents.finish(warnings, slices.endsWithoutBegin(), completion.unknownNames(), completion.asyncNotShown());
            warnings.add("packets", "packets that need interned data lost with earlier packets, skipped",
                    skippedForLostState, "packets");
            warnings.add("packets", "zstd-compressed packets, which Flint cannot inflate, skipped", zstdPackets, "packets");
            warnings.addEvents("packets", "track events on a clock no ClockSnapshot defines, dropped",
                    eventsWithoutTime);
            warnings.add("Trace", "top-level fields other than packets, skipped", skippedFields, "fields");
            if (trackEvents.eventsRead() == 0 && samples.isEmpty()) {
                String holds = zstdPackets > 0 ? "this trace's packets are compressed with zstd, which Flint cannot "
                        + "inflate (traced's zlib compression it reads)"
                        : otherDataFields > 0 ? "this trace holds other data (ftrace, counters, Android data sources)"
                        : "this trace holds only the tracing service's own packets (its config, clocks, stats): the "
                        + "session recorded nothing";
                throw new ProfileFormatException(fileName, "", "a Perfetto trace of " + packetCount + " packets without track"
                        + " events or callstack samples: Flint shows those (Chrome, the Perfetto SDK, traced_perf); "
                        + holds + leftOut());
            }
            Profile traced;
            try {
                traced = sink.finish(!samples.isEmpty());
            } catch (ProfileFormatException nothingShown) {
                // (the events were all of kinds not shown: the reasons are the warnings, which a refused load drops)
                throw new ProfileFormatException(nothingShown.file(), nothingShown.where(), nothingShown.problem() + leftOut(),
                        nothingShown);
            }
            Profile profile = samples.isEmpty() ? traced : samples.addTo(traced, sink::threadName, sink::processName);
            profile = profile.withWarnings(warnings.toList());
            return new Profile(ProfileFormat.PERFETTO, profile.threads(), profile.categories(), profile.traceIsGeneric(),
                    profile.warnings(), profile.markers(), profile.defaultThread(), profile.scripts());
        }
    }
}
