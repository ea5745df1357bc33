package dev.flint.importer.perfetto;

/**
 * A protobuf wire reader over a range of a byte array, by field number, that the importer resets for each
 * packet and sub-message instead of making a reader per message (a trace has millions of packets of some
 * fifty bytes each). Limits are absolute positions in the array: {@link #pushLimit} narrows to a sub-message
 * and refuses one that runs past the enclosing one; every read is checked against the current limit, so a
 * length or a varint past the end of its message is one {@link WireException}, never an index error.
 * Strings go through the read's {@link StringCache}, so a name sent again costs no new String.
 */
final class ProtoReader {
    /** Groups (wire types 3 and 4, which Perfetto never writes) are skipped, nested up to this depth. */
    static final int MAX_GROUP_DEPTH = 64;
    static final String PAST_THE_END = "a field runs past the end of its packet: the packet is damaged";

    private final StringCache strings;
    // (package-private: the packet's and the track event's field loops read one-byte tags and varints from them
    // directly, see TrackEvents#read)
    byte[] buffer;
    int position;
    int limit;
    private int groupDepth;

    ProtoReader(StringCache strings) {
        this.strings = strings;
    }

    /** Reads {@code length} bytes of {@code bytes} from {@code offset} from now on; returns this reader. */
    ProtoReader reset(byte[] bytes, int offset, int length) {
        // (stored only when it changes: the packets of a read are mostly in one buffer, and a reference stored into a
        // reader the collector has moved to the old generation costs G1's write barrier a memory fence, per packet)
        if (buffer != bytes) buffer = bytes;
        position = offset;
        limit = offset + length;
        groupDepth = 0;
        return this;
    }

    /** The array read (to read a message of it again with {@link #reset}). */
    byte[] buffer() {
        return buffer;
    }

    /** The absolute position in the array of the next byte to read. */
    int position() {
        return position;
    }

    int getBytesUntilLimit() {
        return limit - position;
    }

    /**
     * The next field's tag, 0 at the end of the current message. A one-byte tag (fields 1 to 15, most of a
     * trace's) is read here without a call: the command line's JIT (C1) inlines no method this long, and every
     * field of every packet starts with a tag.
     */
    int readTag() throws WireException {
        int at = position;
        if (at == limit) return 0;
        int first = buffer[at];
        if (first > 7) {
            position = at + 1;
            return first;
        }
        int tag = (int) readRawVarint64();
        if (tag >>> 3 == 0) throw new WireException("malformed protobuf: a field with the number 0");
        return tag;
    }

    long readRawVarint64() throws WireException {
        int at = position;
        int end = limit;
        byte[] bytes = buffer;
        if (at < end) {
            byte first = bytes[at];
            if (first >= 0) {
                position = at + 1;
                return first;
            }
        }
        long value = 0;
        for (int shift = 0; shift < 64; shift += 7) {
            if (at == end) throw new WireException(PAST_THE_END);
            byte b = bytes[at++];
            value |= (long) (b & 0x7f) << shift;
            if (b >= 0) {
                position = at;
                return value;
            }
        }
        throw new WireException("malformed protobuf: a varint longer than 10 bytes");
    }

    /** A varint's low 32 bits, as protobuf reads lengths. */
    int readRawVarint32() throws WireException {
        return (int) readRawVarint64();
    }

    /** Limits reading to the next {@code length} bytes; returns the limit to give {@link #popLimit}. */
    int pushLimit(int length) throws WireException {
        if (length < 0 || length > limit - position) throw new WireException(PAST_THE_END);
        int old = limit;
        limit = position + length;
        return old;
    }

    void popLimit(int oldLimit) {
        limit = oldLimit;
    }

    void skipRawBytes(int count) throws WireException {
        if (count < 0 || count > limit - position) throw new WireException(PAST_THE_END);
        position += count;
    }

    /** The length of a length-delimited field, checked against the current message. */
    int readLength() throws WireException {
        int length = readRawVarint32();
        if (length < 0 || length > limit - position) throw new WireException(PAST_THE_END);
        return length;
    }

    /** A string field's UTF-8 (invalid sequences become U+FFFD, as protobuf decodes proto2 strings). */
    String readString() throws WireException {
        int length = readLength();
        String text = strings.get(buffer, position, length);
        position += length;
        return text;
    }

    /** The string of {@code length} bytes at {@code at} of the array read (a range read earlier: see {@link #position}). */
    String string(int at, int length) {
        return strings.get(buffer, at, length);
    }

    byte[] readByteArray() throws WireException {
        int length = readLength();
        byte[] copy = java.util.Arrays.copyOfRange(buffer, position, position + length);
        position += length;
        return copy;
    }

    double readDouble() throws WireException {
        if (limit - position < 8) throw new WireException(PAST_THE_END);
        long bits = 0;
        for (int i = 7; i >= 0; i--) bits = (bits << 8) | (buffer[position + i] & 0xffL);
        position += 8;
        return Double.longBitsToDouble(bits);
    }

    /**
     * Skips the rest of the field whose tag was just read and whose varint, its value (wire type 0) or length (2),
     * the field loop has read already: the packet's and the track event's loops read it after the tag, a one-byte
     * varint (nearly all of a trace's) without a call, as the command line's JIT (C1) inlines no method of
     * {@link #readRawVarint64}'s size.
     */
    void skipAfterValue(int tag, long valueRead) throws WireException {
        int wireType = tag & 7;
        if (wireType == 2) skipRawBytes((int) valueRead);
        else if (wireType != 0) skipField(tag);
    }

    /** A string field's UTF-8 of {@code length} bytes, its length already read. */
    String readString(long length) throws WireException {
        int size = (int) length;
        if (size < 0 || size > limit - position) throw new WireException(PAST_THE_END);
        String text = strings.get(buffer, position, size);
        position += size;
        return text;
    }

    /** Skips the field whose tag was just read; groups are skipped to their end tag. */
    void skipField(int tag) throws WireException {
        switch (tag & 7) {
            case 0 -> readRawVarint64();
            case 1 -> skipRawBytes(8);
            case 2 -> skipRawBytes(readLength());
            case 3 -> skipGroup(tag);
            case 4 -> { } // an end tag without its start: nothing to skip, as protobuf reads it
            case 5 -> skipRawBytes(4);
            default -> throw new WireException("malformed protobuf: a field of wire type " + (tag & 7));
        }
    }

    private void skipGroup(int startTag) throws WireException {
        if (++groupDepth > MAX_GROUP_DEPTH) throw new WireException("messages nested deeper than 64 levels");
        int endTag = (startTag & ~7) | 4;
        for (int tag; (tag = readTag()) != endTag; ) {
            if (tag == 0 || (tag & 7) == 4) throw new WireException("malformed protobuf: a group without its end");
            skipField(tag);
        }
        groupDepth--;
    }
}
