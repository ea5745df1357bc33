package dev.flint.importer.perfetto;

import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;

/**
 * The packets of a {@code Trace} (field 1, length-delimited, repeated) read one at a time from a stream into
 * one reused buffer: the trace is never in memory as a whole. A packet's declared length is not trusted: the
 * buffer grows as its bytes actually arrive, so a length past the end of the file costs what the file holds.
 */
final class PacketStream {
    /** Perfetto's writers cap a packet far below this; a longer one is damage, not data. */
    static final int MAX_PACKET_BYTES = 256 << 20;

    private final InputStream in;
    private byte[] buffer = new byte[64 * 1024];
    private int length;
    private long offset;
    private long packetOffset;
    private long packets;
    private long index = -1;
    private long skippedFields;

    PacketStream(InputStream in) {
        this.in = in;
    }

    /** Reads the next packet; false at the end of the trace. */
    boolean next() throws IOException, WireException {
        while (true) {
            packetOffset = offset;
            index = packets;
            int first = in.read();
            if (first < 0) return false;
            offset++;
            long tag = varint(first);
            int field = (int) (tag >>> 3);
            int wireType = (int) (tag & 7);
            if (field == 1 && wireType == 2) {
                long declared = varint(readByte());
                if (declared < 0 || declared > MAX_PACKET_BYTES) {
                    throw new WireException("a packet of " + Long.toUnsignedString(declared) + " bytes: more than any trace writer makes ("
                            + MAX_PACKET_BYTES + "); the file is damaged or not a Perfetto trace");
                }
                readPacket((int) declared);
                packets++;
                return true;
            }
            if (field == 0) throw new WireException("field number 0 in the Trace: not a Perfetto trace");
            // A Trace has only packets; other fields are skipped (and counted) as protobuf readers do.
            skippedFields++;
            switch (wireType) {
                case 0 -> varint(readByte());
                case 1 -> skip(8);
                case 2 -> {
                    long skip = varint(readByte());
                    if (skip < 0) throw new WireException("a Trace field longer than any file: not a Perfetto trace");
                    skip(skip);
                }
                case 5 -> skip(4);
                default -> throw new WireException("a Trace field of wire type " + wireType + ": not a Perfetto trace");
            }
        }
    }

    byte[] buffer() { return buffer; }

    int length() { return length; }

    /** Byte offset of the current packet's tag in the (decompressed) file. */
    long packetOffset() { return packetOffset; }

    /** How many packets have been read, the current one included. */
    long packetCount() { return packets; }

    /** The number (from 0) of the packet being read or last read; -1 before the first. */
    long packetIndex() { return index; }

    /** Top-level fields other than packets that were skipped. */
    long skippedFields() { return skippedFields; }

    private void readPacket(int declared) throws IOException, WireException {
        length = 0;
        while (length < declared) {
            if (length == buffer.length) {
                buffer = java.util.Arrays.copyOf(buffer, (int) Math.min(declared, 2L * buffer.length));
            }
            int want = Math.min(declared, buffer.length) - length;
            int read = in.read(buffer, length, want);
            if (read < 0) {
                throw new WireException("the packet declares " + declared + " bytes, but the file ends after "
                        + length + ": the file is cut short");
            }
            length += read;
            offset += read;
        }
    }

    private void skip(long count) throws IOException, WireException {
        long left = count;
        while (left > 0) {
            long skipped = in.skip(left);
            if (skipped <= 0) {
                if (in.read() < 0) throw new WireException("a field runs past the end of the file");
                skipped = 1;
            }
            left -= skipped;
            offset += skipped;
        }
    }

    private int readByte() throws IOException, WireException {
        int b = in.read();
        if (b < 0) throw new WireException("the file ends inside a packet's header: the file is cut short");
        offset++;
        return b;
    }

    /** A varint whose first byte is {@code first}; at most 10 bytes. */
    private long varint(int first) throws IOException, WireException {
        long value = first & 0x7f;
        int b = first;
        for (int shift = 7; b >= 0x80; shift += 7) {
            if (shift > 63) throw new WireException("a varint longer than 10 bytes: not a Perfetto trace");
            b = readByte();
            value |= (long) (b & 0x7f) << shift;
        }
        return value;
    }
}
