package dev.flint.importer;

/** A protobuf file's wire-level problem (pprof, OTLP): where (byte offset of the decompressed content) and what. */
public final class ProtobufWireException extends Exception {
    private final long offset;

    public ProtobufWireException(long offset, String message) {
        super(message);
        this.offset = offset;
    }

    public long offset() {
        return offset;
    }
}
