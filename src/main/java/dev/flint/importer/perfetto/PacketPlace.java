package dev.flint.importer.perfetto;

/** Where a packet is, worded only when a message needs it (events are many; messages are few). */
record PacketPlace(long index, long byteOffset, boolean inflated) {
    static final PacketPlace END = new PacketPlace(-1, -1, false);

    @Override
    public String toString() {
        if (index < 0) return "end of trace";
        return "packet " + index + (inflated ? " (in the compressed packets at byte " : " (byte ") + byteOffset + ")";
    }
}
