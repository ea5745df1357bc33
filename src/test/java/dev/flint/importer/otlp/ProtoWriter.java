package dev.flint.importer.otlp;

import com.google.protobuf.CodedOutputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;

/** Test helper: a protobuf message written field by field, for OTLP files of any layout, whole or damaged. */
final class ProtoWriter {
    private final ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    private final CodedOutputStream out = CodedOutputStream.newInstance(bytes);

    ProtoWriter varint(int field, long value) {
        return write(() -> out.writeUInt64(field, value));
    }

    ProtoWriter fixed64(int field, long value) {
        return write(() -> out.writeFixed64(field, value));
    }

    ProtoWriter string(int field, String value) {
        return write(() -> out.writeString(field, value));
    }

    ProtoWriter message(int field, ProtoWriter message) {
        return write(() -> out.writeByteArray(field, message.bytes()));
    }

    ProtoWriter packed(int field, long... values) {
        ProtoWriter run = new ProtoWriter();
        for (long value : values) run.write(() -> run.out.writeUInt64NoTag(value));
        return write(() -> out.writeByteArray(field, run.bytes()));
    }

    /** A tag and a length as given, without the bytes the length promises. */
    ProtoWriter lengthOnly(int field, long length) {
        return write(() -> {
            out.writeTag(field, 2);
            out.writeUInt64NoTag(length);
        });
    }

    byte[] bytes() {
        write(out::flush);
        return bytes.toByteArray();
    }

    private interface Write {
        void run() throws IOException;
    }

    private ProtoWriter write(Write write) {
        try {
            write.run();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return this;
    }
}
