package dev.flint.importer.perfetto;

import java.io.IOException;
import java.io.InputStream;

/**
 * The packets of a {@code Trace} (field 1, length-delimited, repeated) read one at a time from a stream: the
 * stream is read in large blocks into one buffer, and each packet is handed out as a range of that buffer (a
 * packet that straddles two blocks is moved to the buffer's start first), so the trace is never in memory as a
 * whole and a packet costs neither a copy nor a call per byte. A packet's declared length is not trusted: the
 * buffer grows as its bytes actually arrive, so a length past the end of the file costs what the file holds.
 */
final class PacketStream {
    /** Perfetto's writers cap a packet far below this; a longer one is damage, not data. */
    static final int MAX_PACKET_BYTES = 256 << 20;
    /** Bytes read from the stream at a time. */
    private static final int BLOCK_BYTES = 1 << 20;
    /** The longest packet header: a tag and a length, varints of at most 10 bytes each. */
    private static final int MAX_HEADER_BYTES = 20;

    private final InputStream in;
    private byte[] buffer = new byte[BLOCK_BYTES];
    /** The buffer holds the file's bytes [bufferOffset, bufferOffset + end); the next unread one is at {@code at}. */
    private long bufferOffset;
    private int at;
    private int end;
    private boolean streamEnded;
    private int packetStart;
    private int length;
    private long packetOffset;
    private long packets;
    private long index = -1;
    private long skippedFields;

    PacketStream(InputStream in) {
        this.in = in;
    }

    /** What reads the packets {@link #readSome} hands over, one after the other. */
    interface Packets {
        /** The packet of {@code length} bytes at {@code start} of {@code bytes}, number {@code index} of the trace. */
        void packet(byte[] bytes, int start, int length, long index, long offset, boolean inflated)
                throws IOException, WireException;
    }

    /**
     * Hands the next {@code count} packets to {@code reader}; false when the trace ended first. (The packets are
     * handed from here, not asked for one by one: the command line's JIT, C1, inlines no method of this loop's
     * size, and each packet's call to ask for it was a call more per packet.)
     */
    boolean readSome(int count, Packets reader) throws IOException, WireException {
        for (int n = 0; n < count; n++) {
            // Most packets are under 128 bytes: a packet's tag (field 1, wire type 2: one byte, 10) and a one-byte
            // length, with the packet's bytes in the buffer, are read here without a call; any other header goes the
            // whole way.
            int from = at;
            int declared;
            if (end - from > 1 && buffer[from] == 10 && (declared = buffer[from + 1]) >= 0 && declared <= end - from - 2) {
                packetOffset = bufferOffset + from;
                index = packets;
                packetStart = from + 2;
                length = declared;
                at = from + 2 + declared;
                packets++;
            } else if (!nextAnyHeader()) {
                return false;
            }
            reader.packet(buffer, packetStart, length, index, packetOffset, false);
        }
        return true;
    }

    private boolean nextAnyHeader() throws IOException, WireException {
        while (true) {
            packetOffset = bufferOffset + at;
            index = packets;
            if (!available(MAX_HEADER_BYTES) && at == end) return false;
            long tag = varint();
            int field = (int) (tag >>> 3);
            int wireType = (int) (tag & 7);
            if (field == 1 && wireType == 2) {
                long declared = varint();
                if (declared < 0 || declared > MAX_PACKET_BYTES) {
                    throw new WireException("a packet of " + Long.toUnsignedString(declared) + " bytes: more than any trace writer makes ("
                            + MAX_PACKET_BYTES + "); the file is damaged or not a Perfetto trace");
                }
                if (!available((int) declared)) {
                    throw new WireException("the packet declares " + declared + " bytes, but the file ends after "
                            + (end - at) + ": the file is cut short");
                }
                packetStart = at;
                length = (int) declared;
                at += length;
                packets++;
                return true;
            }
            if (field == 0) throw new WireException("field number 0 in the Trace: not a Perfetto trace");
            // A Trace has only packets; other fields are skipped (and counted) as protobuf readers do.
            skippedFields++;
            switch (wireType) {
                case 0 -> varint();
                case 1 -> skip(8);
                case 2 -> {
                    long skip = varint();
                    if (skip < 0) throw new WireException("a Trace field longer than any file: not a Perfetto trace");
                    skip(skip);
                }
                case 5 -> skip(4);
                default -> throw new WireException("a Trace field of wire type " + wireType + ": not a Perfetto trace");
            }
        }
    }

    /** Byte offset of the current packet's tag in the (decompressed) file. */
    long packetOffset() { return packetOffset; }

    /** How many packets have been read, the current one included. */
    long packetCount() { return packets; }

    /** The number (from 0) of the packet being read or last read; -1 before the first. */
    long packetIndex() { return index; }

    /** Top-level fields other than packets that were skipped. */
    long skippedFields() { return skippedFields; }

    /**
     * Whether {@code count} bytes from {@code at} are in the buffer, reading (and moving the unread bytes to the
     * buffer's start, and growing it as bytes arrive) as needed; false when the stream ends first.
     */
    private boolean available(int count) throws IOException {
        if (end - at >= count) return true;
        if (streamEnded) return false;
        if (buffer.length - at < count) {
            System.arraycopy(buffer, at, buffer, 0, end - at);
            bufferOffset += at;
            end -= at;
            at = 0;
        }
        while (end - at < count) {
            if (end == buffer.length) {
                buffer = java.util.Arrays.copyOf(buffer, (int) Math.min(Math.max(count, BLOCK_BYTES), 2L * buffer.length));
            }
            int read = in.read(buffer, end, buffer.length - end);
            if (read < 0) {
                streamEnded = true;
                return false;
            }
            end += read;
        }
        return true;
    }

    private void skip(long count) throws IOException, WireException {
        long inBuffer = Math.min(count, end - at);
        at += (int) inBuffer;
        long left = count - inBuffer;
        while (left > 0) {
            long skipped = in.skip(left);
            if (skipped <= 0) {
                if (in.read() < 0) throw new WireException("a field runs past the end of the file");
                skipped = 1;
            }
            left -= skipped;
            bufferOffset += skipped;
        }
    }

    /** A varint of at most 10 bytes at {@code at}; the header's bytes are in the buffer unless the file ends. */
    private long varint() throws WireException {
        long value = 0;
        for (int shift = 0; ; shift += 7) {
            if (shift > 63) throw new WireException("a varint longer than 10 bytes: not a Perfetto trace");
            if (at == end) throw new WireException("the file ends inside a packet's header: the file is cut short");
            byte b = buffer[at++];
            value |= (long) (b & 0x7f) << shift;
            if (b >= 0) return value;
        }
    }
}
