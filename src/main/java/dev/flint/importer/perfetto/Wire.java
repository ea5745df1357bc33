package dev.flint.importer.perfetto;

/** Wire-type checks and nested-message limits over {@link ProtoReader}, with messages in proto names. */
final class Wire {
    private Wire() {}

    static int field(int tag) {
        return tag >>> 3;
    }

    /** Refuses a field of another wire type than the proto gives it. */
    static void expect(int tag, int wireType, String name) throws WireException {
        int actual = tag & 7;
        if (actual != wireType) {
            throw new WireException(name + " (field " + field(tag) + ") has wire type " + actual + ", expected " + wireType);
        }
    }

    /** Enters the length-delimited message of {@code tag}; returns the limit to give {@link #leave}. */
    static int enter(ProtoReader in, int tag, String name) throws WireException {
        expect(tag, 2, name);
        return enterLength(in, in.readRawVarint32(), name);
    }

    /** Enters the length-delimited message whose length ({@code lengthRead}) was read after its checked tag. */
    static int enterLength(ProtoReader in, long lengthRead, String name) throws WireException {
        int length = (int) lengthRead;
        if (length < 0) throw new WireException(name + " has a negative length");
        return in.pushLimit(length);
    }

    static void leave(ProtoReader in, int oldLimit) throws WireException {
        in.skipRawBytes(in.getBytesUntilLimit());
        in.popLimit(oldLimit);
    }

    /** A varint field (checked wire type), as the unsigned 64 bits the proto declares. */
    static long varint(ProtoReader in, int tag, String name) throws WireException {
        // (the test here, the message in expect: short enough for the command line's JIT to inline, per field read)
        if ((tag & 7) != 0) expect(tag, 0, name);
        return in.readRawVarint64();
    }

    static String string(ProtoReader in, int tag, String name) throws WireException {
        if ((tag & 7) != 2) expect(tag, 2, name);
        return in.readString();
    }

    /**
     * A repeated uint64 field, packed (wire type 2) or not (0), as protobuf allows both; each value goes to
     * {@code sink}.
     */
    static void repeatedVarint(ProtoReader in, int tag, String name, LongSink sink) throws WireException {
        if ((tag & 7) == 2) packedVarints(in, in.readRawVarint32(), name, sink);
        else sink.accept(varint(in, tag, name));
    }

    /** The values of a packed repeated uint64 field whose length ({@code lengthRead}) was read after its tag. */
    static void packedVarints(ProtoReader in, long lengthRead, String name, LongSink sink) throws WireException {
        int old = enterLength(in, lengthRead, name);
        while (in.getBytesUntilLimit() > 0) sink.accept(in.readRawVarint64());
        in.popLimit(old);
    }

    @FunctionalInterface
    interface LongSink {
        void accept(long value) throws WireException;
    }
}
