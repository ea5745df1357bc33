package dev.flint.importer.perfetto;

import java.io.IOException;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;

/**
 * Track descriptors (track_descriptor.proto) by uuid: a thread's track (ThreadDescriptor: pid, tid, name), a
 * process's (ProcessDescriptor: pid, name), and tracks under them (async slices, counters) that name their
 * parent. The map is a {@link HashMap} of boxed uuids: its tree bins keep chosen uuids from colliding into a
 * slow chain.
 */
final class TrackTable {
    /** How far up a track's parents are followed to find its thread or process. */
    private static final int MAX_PARENT_HOPS = 32;

    /** One track; pid/tid -1 when the descriptor does not give them. */
    static final class Track {
        final long uuid;
        long parentUuid;
        long pid = -1;
        long tid = -1;
        boolean isCounter;
        /** Where its events go, worked out once: the thread (tid >= 0) or process of the track or an ancestor. */
        long resolvedPid = Long.MIN_VALUE;
        long resolvedTid = Long.MIN_VALUE;
        /**
         * The bytes of the descriptor that last described it, as {@link #parsed} keeps them (null when it does not),
         * and what they said.
         */
        private byte[] describedBy;
        private Descriptor descriptor;

        Track(long uuid) {
            this.uuid = uuid;
        }
    }

    /** What a descriptor said that the event assembly needs: a thread or process name. */
    interface Names {
        void thread(long pid, long tid, String name) throws WireException;

        void process(long pid, String name) throws WireException;
    }

    private final Map<Long, Track> tracks = new HashMap<>();
    private final ParsedByBytes<Descriptor> parsed = new ParsedByBytes<>();
    /**
     * The tracks last asked for, one slot per hash of the uuid: events find their track without boxing it. A
     * Chromium trace has some six hundred tracks, with random 64-bit uuids: 256 slots kept only about half.
     */
    private static final int CACHE_SLOTS = 4096;
    private final long[] cachedUuids = new long[CACHE_SLOTS];
    private final Track[] cachedTracks = new Track[CACHE_SLOTS];

    /**
     * A table of the tracks described here, as the last descriptor of each described it, for another read of the
     * same trace: its events then find tracks described only after them.
     */
    TrackTable describedCopy() {
        TrackTable copy = new TrackTable();
        for (Track track : tracks.values()) {
            Track described = new Track(track.uuid);
            described.parentUuid = track.parentUuid;
            described.pid = track.pid;
            described.tid = track.tid;
            described.isCounter = track.isCounter;
            copy.tracks.put(track.uuid, described);
        }
        return copy;
    }

    Track get(long uuid) {
        int slot = (int) ((uuid * 0x9E3779B97F4A7C15L) >>> 52);
        Track cached = cachedTracks[slot];
        if (cached != null && cachedUuids[slot] == uuid) return cached;
        Track track = tracks.get(uuid);
        if (track != null) {
            cachedUuids[slot] = uuid;
            cachedTracks[slot] = track;
        }
        return track;
    }

    /** What a TrackDescriptor says; pid/tid -1 and names null when it does not say them. */
    private record Descriptor(long uuid, long parent, long pid, long tid, boolean counter, String threadName,
            String processName, String trackName) {}

    /**
     * Reads the TrackDescriptor of {@code length} bytes at {@code at} with {@code in}: the track it describes, and
     * the thread or process name it gives. A descriptor sent again is read once ({@link ParsedByBytes}).
     */
    void read(ProtoReader in, byte[] bytes, int at, int length, Names names) throws IOException, WireException {
        Track track = describedAgain(bytes, at, length);
        Descriptor descriptor;
        if (track != null) {
            descriptor = track.descriptor;
        } else {
            int slot = parsed.find(bytes, at, length);
            if (slot >= 0) {
                descriptor = parsed.value(slot);
            } else {
                descriptor = parse(in.reset(bytes, at, length));
                slot = parsed.put(bytes, at, length, descriptor);
            }
            track = get(descriptor.uuid());
            if (track == null) track = tracks.computeIfAbsent(descriptor.uuid(), Track::new);
            track.describedBy = slot >= 0 ? parsed.key(slot) : null;
            track.descriptor = descriptor;
        }
        long pid = descriptor.pid(), tid = descriptor.tid();
        track.parentUuid = descriptor.parent();
        track.pid = pid;
        track.tid = tid;
        track.isCounter = descriptor.counter();
        track.resolvedPid = Long.MIN_VALUE;
        if (tid >= 0 && pid >= 0) {
            String name = descriptor.threadName() != null ? descriptor.threadName() : descriptor.trackName();
            if (name != null) names.thread(pid, tid, name);
        } else if (pid >= 0 && tid < 0) {
            String name = descriptor.processName() != null ? descriptor.processName() : descriptor.trackName();
            if (name != null) names.process(pid, name);
        }
    }

    /**
     * The track whose last descriptor had exactly these bytes, found by the uuid they start with (Chromium writes it
     * first); null when none. A descriptor sent again to its track is so known without hashing its bytes; one that
     * comes by turns with another (Chrome's renderer names) is found by its hash in {@link #parsed}.
     */
    private Track describedAgain(byte[] bytes, int at, int length) {
        int end = at + length;
        if (length < 2 || bytes[at] != UUID_TAG) return null;
        long uuid = 0;
        for (int p = at + 1, shift = 0; ; shift += 7) {
            if (p >= end || shift > 63) return null;
            int b = bytes[p++];
            uuid |= (long) (b & 0x7f) << shift;
            if (b >= 0) break;
        }
        Track track = get(uuid);
        if (track == null || track.describedBy == null) return null;
        byte[] last = track.describedBy;
        return Arrays.equals(last, 0, last.length, bytes, at, end) ? track : null;
    }

    private static final byte UUID_TAG = 1 << 3;

    private Descriptor parse(ProtoReader in) throws IOException, WireException {
        long uuid = 0, parent = 0;
        long pid = -1, tid = -1;
        String threadName = null, processName = null, trackName = null;
        boolean counter = false;
        for (int tag; (tag = in.readTag()) != 0; ) {
            switch (Wire.field(tag)) {
                case 1 -> uuid = Wire.varint(in, tag, "TrackDescriptor.uuid");
                case 5 -> parent = Wire.varint(in, tag, "TrackDescriptor.parent_uuid");
                case 2, 10 -> trackName = Wire.string(in, tag, "TrackDescriptor.name");
                case 3 -> {
                    int old = Wire.enter(in, tag, "TrackDescriptor.process");
                    for (int t; (t = in.readTag()) != 0; ) {
                        switch (Wire.field(t)) {
                            case 1 -> pid = (int) Wire.varint(in, t, "ProcessDescriptor.pid");
                            case 6 -> processName = Wire.string(in, t, "ProcessDescriptor.process_name");
                            default -> in.skipField(t);
                        }
                    }
                    Wire.leave(in, old);
                }
                case 4 -> {
                    int old = Wire.enter(in, tag, "TrackDescriptor.thread");
                    long[] thread = readThreadDescriptor(in);
                    pid = thread[0];
                    tid = thread[1];
                    threadName = threadNameRead;
                    Wire.leave(in, old);
                }
                case 8 -> {
                    counter = true;
                    in.skipField(tag);
                }
                default -> in.skipField(tag);
            }
        }
        return new Descriptor(uuid, parent, pid, tid, counter, threadName, processName, trackName);
    }

    private String threadNameRead;

    /** Reads a ThreadDescriptor's pid and tid ({-1, -1} when absent); its name goes to {@link #threadNameRead}. */
    long[] readThreadDescriptor(ProtoReader in) throws IOException, WireException {
        long pid = -1, tid = -1;
        threadNameRead = null;
        for (int t; (t = in.readTag()) != 0; ) {
            switch (Wire.field(t)) {
                case 1 -> pid = (int) Wire.varint(in, t, "ThreadDescriptor.pid");
                case 2 -> tid = Wire.varint(in, t, "ThreadDescriptor.tid");
                case 5 -> threadNameRead = Wire.string(in, t, "ThreadDescriptor.thread_name");
                default -> in.skipField(t);
            }
        }
        return new long[] {pid, tid};
    }

    String lastThreadName() {
        return threadNameRead;
    }

    /**
     * The thread (tid >= 0) or process (tid -1) a track's events belong to, its own or its nearest ancestor's;
     * null when neither it nor its ancestors (within {@link #MAX_PARENT_HOPS}) name one.
     */
    Track owner(Track track) {
        if (track.resolvedPid != Long.MIN_VALUE) return track.resolvedPid < 0 ? null : track;
        Track at = track;
        for (int hop = 0; at != null && hop <= MAX_PARENT_HOPS; hop++) {
            if (at.pid >= 0 || at.tid >= 0) {
                track.resolvedPid = at.pid >= 0 ? at.pid : 0;
                track.resolvedTid = at.tid;
                return track;
            }
            at = at.parentUuid == 0 ? null : tracks.get(at.parentUuid);
        }
        track.resolvedPid = -1;
        return null;
    }
}
