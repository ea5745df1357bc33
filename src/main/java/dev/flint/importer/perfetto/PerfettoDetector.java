package dev.flint.importer.perfetto;

/**
 * Tells a (decompressed) Perfetto trace by its start: a run of field-1 length-delimited packets ({@code 0x0a},
 * a length) whose first non-empty packet holds a field only a TracePacket has, with the wire type
 * trace_packet.proto gives it (a timestamp, a sequence id or flags, a clock snapshot, interned data, a track
 * event or descriptor, trace config or stats, ...; or compressed packets, which traced writes first when the trace
 * is compressed). pprof also starts with {@code 0x0a}, but its first message
 * is a ValueType whose varint fields 1 and 2 a TracePacket does not have as varints; OTLP's starts with
 * a ResourceProfiles whose field 3 is a string, where a TracePacket has a varint. A head of empty packets
 * only is a Perfetto trace too (one that holds nothing, which the importer then says).
 */
final class PerfettoDetector {
    private static final int[] VARINT_FIELDS = {3, 8, 10, 13, 41, 42, 58, 79, 87};
    /**
     * Message fields that decide: a clock snapshot, a track event or descriptor, trace config, stats, the
     * synchronization marker, system info, the trace's uuid and provenance. (Messages other formats also have
     * at their start, such as OTLP's second field, only pass.)
     */
    private static final int[] MESSAGE_FIELDS = {6, 11, 33, 35, 36, 45, 60, 89, 124};

    /**
     * {@code compressed_packets}: zlib data (its first byte's low bits say deflate, 8) of packets; and the
     * zstd-compressed packets the importer counts (zstd's frame magic, 28 b5 2f fd, little-endian).
     */
    private static final int COMPRESSED_PACKETS = 50, ZSTD_COMPRESSED_PACKETS = 133;

    private PerfettoDetector() {}

    private static boolean startsWithZstdMagic(byte[] head, int at) {
        byte[] magic = {0x28, (byte) 0xb5, 0x2f, (byte) 0xfd};
        for (int i = 0; i < magic.length && at + i < head.length; i++) if (head[at + i] != magic[i]) return false;
        return true;
    }

    static boolean looksLikePerfetto(byte[] head) {
        int[] at = {0};
        int emptyPackets = 0;
        while (at[0] < head.length) {
            if (head[at[0]++] != 0x0a) return false;
            long length = varint(head, at);
            if (length < 0) return emptyPackets > 0 && at[0] >= head.length;
            if (length == 0) {
                emptyPackets++;
                continue;
            }
            return firstPacketLooksRight(head, at[0], (int) Math.min(head.length, at[0] + length));
        }
        return emptyPackets >= 2;
    }

    private static boolean firstPacketLooksRight(byte[] head, int start, int end) {
        int[] at = {start};
        while (at[0] < end) {
            long tag = varint(head, at);
            if (tag <= 0) return false;
            long field = tag >>> 3;
            int wire = (int) (tag & 7);
            if (contains(VARINT_FIELDS, field)) return wire == 0;
            if (contains(MESSAGE_FIELDS, field)) return wire == 2;
            if (field == COMPRESSED_PACKETS || field == ZSTD_COMPRESSED_PACKETS) {
                // traced with compression on writes every packet folded into such a packet, the first included
                if (wire != 2 || varint(head, at) < 0) return false;
                return at[0] >= end || (field == COMPRESSED_PACKETS ? (head[at[0]] & 0x0f) == 8 : startsWithZstdMagic(head, at[0]));
            }
            if (field == 1 && wire != 2) return false;
            if (wire == 0) {
                if (varint(head, at) < 0) return false;
            } else if (wire == 2) {
                long skip = varint(head, at);
                if (skip < 0) return false;
                at[0] += (int) Math.min(skip, head.length);
            } else if (wire == 1) {
                at[0] += 8;
            } else if (wire == 5) {
                at[0] += 4;
            } else {
                return false;
            }
        }
        return false;
    }

    private static boolean contains(int[] fields, long field) {
        for (int f : fields) if (f == field) return true;
        return false;
    }

    /** The varint at {@code at[0]} (advanced past it), or -1 when it runs off the head or past 63 bits. */
    private static long varint(byte[] head, int[] at) {
        long value = 0;
        for (int shift = 0; shift < 63 && at[0] < head.length; shift += 7) {
            byte b = head[at[0]++];
            value |= (long) (b & 0x7f) << shift;
            if (b >= 0) return value;
        }
        return -1;
    }
}
