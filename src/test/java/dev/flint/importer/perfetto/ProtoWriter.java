package dev.flint.importer.perfetto;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;

/** Writes protobuf messages field by field for hand-made Perfetto traces (tests only). */
final class ProtoWriter {
    private final ByteArrayOutputStream out = new ByteArrayOutputStream();

    static ProtoWriter message() {
        return new ProtoWriter();
    }

    ProtoWriter varint(int field, long value) {
        tag(field, 0);
        rawVarint(value);
        return this;
    }

    ProtoWriter string(int field, String value) {
        return bytes(field, value.getBytes(StandardCharsets.UTF_8));
    }

    ProtoWriter bytes(int field, byte[] value) {
        tag(field, 2);
        rawVarint(value.length);
        out.writeBytes(value);
        return this;
    }

    ProtoWriter message(int field, ProtoWriter value) {
        return bytes(field, value.toBytes());
    }

    ProtoWriter fixed64(int field, long value) {
        tag(field, 1);
        for (int i = 0; i < 8; i++) out.write((int) (value >>> (8 * i)));
        return this;
    }

    /** Raw bytes as they are (a damaged or hand-built field). */
    ProtoWriter raw(int... values) {
        for (int value : values) out.write(value);
        return this;
    }

    ProtoWriter raw(byte[] bytes) {
        out.writeBytes(bytes);
        return this;
    }

    byte[] toBytes() {
        return out.toByteArray();
    }

    private void tag(int field, int wireType) {
        rawVarint(((long) field << 3) | wireType);
    }

    private void rawVarint(long value) {
        while ((value & ~0x7fL) != 0) {
            out.write((int) ((value & 0x7f) | 0x80));
            value >>>= 7;
        }
        out.write((int) value);
    }

    /** A Trace of these packets. */
    static byte[] trace(ProtoWriter... packets) {
        ProtoWriter trace = message();
        for (ProtoWriter packet : packets) trace.message(1, packet);
        return trace.toBytes();
    }
}
