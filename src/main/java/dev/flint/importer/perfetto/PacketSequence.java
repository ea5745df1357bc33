package dev.flint.importer.perfetto;

/**
 * What one writer's packets share (trace_packet.proto: packets with the same
 * {@code trusted_packet_sequence_id}): interned data, packet defaults, sequence clocks. A packet with
 * {@code SEQ_INCREMENTAL_STATE_CLEARED} (or the older {@code incremental_state_cleared}) starts them afresh;
 * after lost packets ({@code previous_packet_dropped}) they are invalid until the next such packet, and packets
 * that need them ({@code SEQ_NEEDS_INCREMENTAL_STATE}) are skipped meanwhile, as trace processor skips them.
 */
final class PacketSequence {
    static final int SEQ_INCREMENTAL_STATE_CLEARED = 1;
    static final int SEQ_NEEDS_INCREMENTAL_STATE = 2;

    final long id;
    private boolean incrementalStateValid;
    private final InternedData interned = new InternedData();
    /** TracePacketDefaults: the clock of packets without their own, and TrackEventDefaults' track. */
    int defaultClockId = -1;
    long defaultTrackUuid;
    boolean hasDefaultTrack;
    /**
     * The track of {@code defaultTrackUuid} once an event found it (null before, and again when the default changes):
     * most of a Chromium trace's events are on their sequence's default track, and find it here without a lookup.
     * A track of the table stays the same object for its uuid, described again or not.
     */
    TrackTable.Track defaultTrack;
    /** A legacy ThreadDescriptor packet's thread (pid, tid), when the sequence sent one. */
    long descriptorPid;
    long descriptorTid;
    boolean hasDescriptorThread;
    /** TrackEvent's own microsecond clock (timestamp_delta_us), reset by a ThreadDescriptor's reference. */
    long legacyMicros;
    /**
     * Sequence clocks by id - 64 (ids 64-127 are a sequence's own), null where no snapshot defined one: every
     * timestamp looks its clock up ({@link ClockDomains#micros} reads the array itself).
     */
    final ClockDomains.SequenceClock[] clocks = new ClockDomains.SequenceClock[64];

    PacketSequence(long id) {
        this.id = id;
    }

    InternedData interned() {
        return interned;
    }

    /** A packet that starts the incremental state afresh. */
    void clearIncrementalState() {
        interned.clear();
        defaultClockId = -1;
        hasDefaultTrack = false;
        defaultTrack = null;
        incrementalStateValid = true;
    }

    /** Packets were lost before this one: interned data may be missing until the next clear. */
    void lostPackets() {
        incrementalStateValid = false;
    }

    /**
     * Whether a packet that needs incremental state can be read: only after a packet that cleared it (older
     * writers, which set no flags, never ask).
     */
    boolean incrementalStateValid() {
        return incrementalStateValid;
    }

    /** The sequence clock {@code clockId} (64-127), made on first use. */
    ClockDomains.SequenceClock clock(int clockId) {
        ClockDomains.SequenceClock clock = clocks[clockId - 64];
        if (clock == null) clocks[clockId - 64] = clock = new ClockDomains.SequenceClock();
        return clock;
    }
}
