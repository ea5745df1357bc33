package dev.flint.importer.otlp;

import com.google.protobuf.CodedInputStream;
import com.google.protobuf.InvalidProtocolBufferException;
import com.google.protobuf.WireFormat;
import dev.flint.importer.ProtobufWireException;
import dev.flint.model.LongColumn;
import java.io.IOException;
import java.io.InputStream;

/**
 * The protobuf wire format read field by field, strictly: a known field of the wrong wire type is an error
 * (generated code would quietly keep it as an unknown field, which is how one OTLP layout would pass for
 * another), a message must end exactly at its length, and groups, which no OTLP message uses, are refused
 * rather than skipped recursively.
 */
final class ProtoInput {
    private final CodedInputStream in;

    ProtoInput(InputStream stream) {
        in = CodedInputStream.newInstance(stream);
        in.setSizeLimit(Integer.MAX_VALUE);
    }

    long offset() {
        return in.getTotalBytesRead();
    }

    /** The next tag of the current message, 0 at its end. */
    int tag() throws IOException, ProtobufWireException {
        try {
            return in.readTag();
        } catch (InvalidProtocolBufferException e) {
            throw wire(e);
        }
    }

    static int field(int tag) {
        return WireFormat.getTagFieldNumber(tag);
    }

    static int wireType(int tag) {
        return WireFormat.getTagWireType(tag);
    }

    long varint(int tag, String what) throws IOException, ProtobufWireException {
        expect(tag, WireFormat.WIRETYPE_VARINT, what);
        try {
            return in.readRawVarint64();
        } catch (InvalidProtocolBufferException e) {
            throw wire(e);
        }
    }

    long fixed64(int tag, String what) throws IOException, ProtobufWireException {
        expect(tag, WireFormat.WIRETYPE_FIXED64, what);
        try {
            return in.readRawLittleEndian64();
        } catch (InvalidProtocolBufferException e) {
            throw wire(e);
        }
    }

    String string(int tag, String what) throws IOException, ProtobufWireException {
        expect(tag, WireFormat.WIRETYPE_LENGTH_DELIMITED, what);
        int length = length(what);
        try {
            // readStringRequireUtf8 would refuse bad UTF-8; names are shown, so bad bytes become U+FFFD instead
            return new String(in.readRawBytes(length), java.nio.charset.StandardCharsets.UTF_8);
        } catch (InvalidProtocolBufferException e) {
            throw wire(e);
        }
    }

    /** Enters a length-delimited message; returns the limit to hand to {@link #leave}. */
    int enter(int tag, String what) throws IOException, ProtobufWireException {
        expect(tag, WireFormat.WIRETYPE_LENGTH_DELIMITED, what);
        int length = length(what);
        try {
            return in.pushLimit(length);
        } catch (InvalidProtocolBufferException e) {
            throw new ProtobufWireException(offset(), what + " is " + length + " bytes long, past the end of its message or"
                    + " the file: the file is cut short or not OTLP");
        }
    }

    void leave(int oldLimit) throws ProtobufWireException {
        if (in.getBytesUntilLimit() != 0) {
            throw new ProtobufWireException(offset(), "the data ends inside a message: the file is cut short or not OTLP");
        }
        in.popLimit(oldLimit);
    }

    /** A repeated integer field, packed (one length-delimited run) or not (one varint per tag). */
    void repeatedVarints(int tag, LongColumn into, String what) throws IOException, ProtobufWireException {
        if (wireType(tag) == WireFormat.WIRETYPE_LENGTH_DELIMITED) {
            int old = enter(tag, what);
            try {
                while (in.getBytesUntilLimit() > 0) into.add(in.readRawVarint64());
            } catch (InvalidProtocolBufferException e) {
                throw wire(e);
            }
            leave(old);
        } else {
            into.add(varint(tag, what));
        }
    }

    /** A repeated fixed64 field, packed or not; returns how many values it held. */
    int countFixed64s(int tag, String what) throws IOException, ProtobufWireException {
        if (wireType(tag) == WireFormat.WIRETYPE_LENGTH_DELIMITED) {
            int old = enter(tag, what);
            int bytes = in.getBytesUntilLimit();
            if (bytes % 8 != 0) throw new ProtobufWireException(offset(), what + " holds " + bytes + " bytes, not a whole number of 8-byte values");
            skipRaw(bytes);
            leave(old);
            return bytes / 8;
        }
        fixed64(tag, what);
        return 1;
    }

    /** A repeated integer field that may be written either way, counted and skipped. */
    int countVarints(int tag, String what) throws IOException, ProtobufWireException {
        LongColumn values = new LongColumn();
        repeatedVarints(tag, values, what);
        return values.size();
    }

    void skip(int tag) throws IOException, ProtobufWireException {
        int type = wireType(tag);
        if (type == WireFormat.WIRETYPE_START_GROUP || type == WireFormat.WIRETYPE_END_GROUP || type > 5) {
            throw new ProtobufWireException(offset(), "field " + field(tag) + " has wire type " + type
                    + ", which no OTLP message uses: not an OTLP profile, or a damaged one");
        }
        try {
            in.skipField(tag);
        } catch (InvalidProtocolBufferException e) {
            throw wire(e);
        }
    }

    private void skipRaw(int bytes) throws IOException, ProtobufWireException {
        try {
            in.skipRawBytes(bytes);
        } catch (InvalidProtocolBufferException e) {
            throw wire(e);
        }
    }

    private int length(String what) throws IOException, ProtobufWireException {
        try {
            int length = in.readRawVarint32();
            if (length < 0) throw new ProtobufWireException(offset(), what + " has a negative length");
            return length;
        } catch (InvalidProtocolBufferException e) {
            throw wire(e);
        }
    }

    private void expect(int tag, int wireType, String what) throws ProtobufWireException {
        if (wireType(tag) != wireType) {
            throw new ProtobufWireException(offset(), what + " has wire type " + wireType(tag) + ", expected " + wireType);
        }
    }

    private ProtobufWireException wire(InvalidProtocolBufferException e) {
        String message = e.getMessage() == null ? "" : e.getMessage();
        return new ProtobufWireException(offset(), message.contains("ended unexpectedly") || message.contains("truncated")
                ? "the data ends inside a field: the file is cut short or not OTLP"
                : "malformed protobuf: " + message.split("\\. ", 2)[0]);
    }
}
