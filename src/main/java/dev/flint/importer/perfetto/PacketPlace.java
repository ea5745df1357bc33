package dev.flint.importer.perfetto;

/**
 * Where a packet is, worded only when a message needs it (events are many; messages are few). The reader keeps
 * one and moves it from packet to packet.
 */
final class PacketPlace {
    static final PacketPlace END = new PacketPlace().at(-1, -1, false);

    private long index;
    private long byteOffset;
    private boolean inflated;

    PacketPlace at(long index, long byteOffset, boolean inflated) {
        this.index = index;
        this.byteOffset = byteOffset;
        this.inflated = inflated;
        return this;
    }

    /** This place as numbers, into entry {@code at} of a handoff batch (worded there only if a message needs it). */
    void into(EventHandoff.Batch batch, int at) {
        batch.packetIndex[at] = index;
        batch.packetOffset[at] = byteOffset;
        batch.inflated[at] = inflated;
    }

    @Override
    public String toString() {
        return describe(index, byteOffset, inflated);
    }

    static String describe(long index, long byteOffset, boolean inflated) {
        if (index < 0) return "end of trace";
        return "packet " + index + (inflated ? " (in the compressed packets at byte " : " (byte ") + byteOffset + ")";
    }
}
