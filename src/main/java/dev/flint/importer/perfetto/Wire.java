package dev.flint.importer.perfetto;

import com.google.protobuf.CodedInputStream;
import com.google.protobuf.WireFormat;
import java.io.IOException;

/** Wire-type checks and nested-message limits over {@link CodedInputStream}, with messages in proto names. */
final class Wire {
    private Wire() {}

    /** A reader over {@code length} bytes of {@code bytes} from {@code offset}. */
    static CodedInputStream over(byte[] bytes, int offset, int length) {
        CodedInputStream in = CodedInputStream.newInstance(bytes, offset, length);
        in.setRecursionLimit(64);
        return in;
    }

    static int field(int tag) {
        return WireFormat.getTagFieldNumber(tag);
    }

    /** Refuses a field of another wire type than the proto gives it. */
    static void expect(int tag, int wireType, String name) throws WireException {
        int actual = WireFormat.getTagWireType(tag);
        if (actual != wireType) {
            throw new WireException(name + " (field " + field(tag) + ") has wire type " + actual + ", expected " + wireType);
        }
    }

    /** Enters the length-delimited message of {@code tag}; returns the limit to give {@link #leave}. */
    static int enter(CodedInputStream in, int tag, String name) throws IOException, WireException {
        expect(tag, WireFormat.WIRETYPE_LENGTH_DELIMITED, name);
        int length = in.readRawVarint32();
        if (length < 0) throw new WireException(name + " has a negative length");
        return in.pushLimit(length);
    }

    static void leave(CodedInputStream in, int oldLimit) throws IOException {
        in.skipRawBytes(in.getBytesUntilLimit());
        in.popLimit(oldLimit);
    }

    /** A varint field (checked wire type), as the unsigned 64 bits the proto declares. */
    static long varint(CodedInputStream in, int tag, String name) throws IOException, WireException {
        expect(tag, WireFormat.WIRETYPE_VARINT, name);
        return in.readRawVarint64();
    }

    static String string(CodedInputStream in, int tag, String name) throws IOException, WireException {
        expect(tag, WireFormat.WIRETYPE_LENGTH_DELIMITED, name);
        return in.readString(); // invalid UTF-8 becomes U+FFFD, as protobuf decodes proto2 strings
    }

    /**
     * A repeated uint64 field, packed (wire type 2) or not (0), as protobuf allows both; each value goes to
     * {@code sink}.
     */
    static void repeatedVarint(CodedInputStream in, int tag, String name, LongSink sink) throws IOException, WireException {
        if (WireFormat.getTagWireType(tag) == WireFormat.WIRETYPE_LENGTH_DELIMITED) {
            int length = in.readRawVarint32();
            if (length < 0) throw new WireException(name + " has a negative length");
            int old = in.pushLimit(length);
            while (in.getBytesUntilLimit() > 0) sink.accept(in.readRawVarint64());
            in.popLimit(old);
        } else {
            sink.accept(varint(in, tag, name));
        }
    }

    @FunctionalInterface
    interface LongSink {
        void accept(long value) throws WireException;
    }
}
