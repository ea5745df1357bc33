package dev.flint.importer.jfr;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;

/**
 * Damaged recordings made from testdata/jfr/workload.jfr (a real JDK 17 recording: one chunk whose header
 * says compressed integers, 28 checkpoints chained backwards from offset 246091 down to 68), as issue 23
 * found them to hang or confuse the JDK's reader. Chunk header layout: jdk.jfr.internal.consumer.ChunkHeader.
 * {@code main(DIR)} writes them as files.
 */
final class HostileRecordings {
    static final Path WORKLOAD = Path.of("testdata/jfr/workload.jfr");

    private HostileRecordings() {}

    static byte[] workload() throws IOException {
        return Files.readAllBytes(WORKLOAD);
    }

    /**
     * What copying a live recording before its first flush gives: the header the JVM wrote when it opened
     * the chunk (size 68, no checkpoint, no metadata, file state 1 = being written) and the events after it.
     */
    static byte[] unfinished() throws IOException {
        byte[] bytes = workload();
        ByteBuffer header = ByteBuffer.wrap(bytes);
        header.putLong(8, bytes.length); // the size as far as written
        header.putLong(16, 0);           // no checkpoint yet
        header.putLong(24, 0);           // no metadata yet
        header.putLong(40, 0);           // no duration yet
        bytes[64] = 1;
        return bytes;
    }

    static byte[] unfinishedAfterAGoodChunk() throws IOException {
        return concat(workload(), unfinished());
    }

    /** The checkpoint at 7408 links forward to the last one (at 246091), whose chain leads back to 7408. */
    static byte[] checkpointLoop() throws IOException {
        byte[] bytes = workload();
        int checkpoint = 7408;
        // size (2 bytes), type, start time (9), duration, then the delta: find it by decoding
        int at = checkpoint;
        at = skipVarint(bytes, at); // size
        at = skipVarint(bytes, at); // type
        at = skipVarint(bytes, at); // start
        at = skipVarint(bytes, at); // duration
        int deltaBytes = skipVarint(bytes, at) - at;
        if (deltaBytes != 9) throw new IllegalStateException("expected a 9-byte delta at " + at + ", found " + deltaBytes);
        long forward = 246091 - checkpoint;
        for (int i = 0; i < 8; i++) bytes[at + i] = (byte) (((forward >>> (7 * i)) & 0x7f) | 0x80);
        bytes[at + 8] = (byte) (forward >>> 56);
        return bytes;
    }

    static byte[] chunkSizeZero() throws IOException {
        byte[] bytes = workload();
        ByteBuffer.wrap(bytes).putLong(8, 0);
        return bytes;
    }

    /** A 9-byte event size of 2^63 inserted before the first event; the header's offsets move with it. */
    static byte[] eventSizeTwoToThe63() throws IOException {
        byte[] bytes = workload();
        byte[] size = new byte[9];
        for (int i = 0; i < 8; i++) size[i] = (byte) 0x80;
        size[8] = (byte) 0x80; // bits 56..63: 2^63
        byte[] out = concat(Arrays.copyOf(bytes, 68), size, Arrays.copyOfRange(bytes, 68, bytes.length));
        ByteBuffer header = ByteBuffer.wrap(out);
        for (int field : new int[] {8, 16, 24}) header.putLong(field, header.getLong(field) + size.length);
        return out;
    }

    private static int skipVarint(byte[] bytes, int at) {
        for (int i = 0; i < 8; i++) {
            if ((bytes[at++] & 0x80) == 0) return at;
        }
        return at + 1;
    }

    private static byte[] concat(byte[]... parts) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        for (byte[] part : parts) out.writeBytes(part);
        return out.toByteArray();
    }

    public static void main(String[] args) throws IOException {
        Path dir = Path.of(args.length > 0 ? args[0] : ".");
        Files.write(dir.resolve("unfinished.jfr"), unfinished());
        Files.write(dir.resolve("unfinished-after-good.jfr"), unfinishedAfterAGoodChunk());
        Files.write(dir.resolve("checkpoint-loop.jfr"), checkpointLoop());
        Files.write(dir.resolve("chunk-size-zero.jfr"), chunkSizeZero());
        Files.write(dir.resolve("event-size-2-63.jfr"), eventSizeTwoToThe63());
    }
}
