package dev.flint.importer.jfr;

import dev.flint.importer.ProfileFormatException;
import java.io.EOFException;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Arrays;

/**
 * Checks a recording's chunk headers, event sizes and checkpoint chain before the JDK's reader sees it: that
 * reader spins forever on a chunk still being written (no metadata yet, or its header locked for an
 * update), a chunk size of 0 or a checkpoint chain that loops, and leaks an ArrayIndexOutOfBoundsException
 * for an event size of 2^63. Layout as jdk.jfr.internal.consumer.ChunkHeader reads it: a 68-byte header
 * ({@code FLR\0}, major and minor version, chunk size, checkpoint and metadata offsets, start, duration,
 * start ticks, ticks per second, then a file state byte at 64 and a flag byte at 67 whose bit 0 says
 * integers are LEB128-compressed), then events, each starting with its size and type.
 *
 * <p>Only chunks after the first good one can be dropped: {@link #usableBytes} is where the good chunks end,
 * and {@link #problem} says what is wrong after them.
 */
final class JfrChunkCheck {
    static final int HEADER_BYTES = 68;
    private static final int CHECKPOINT_TYPE = 1;
    private static final int METADATA_TYPE = 0;
    private static final int FILE_STATE_UPDATING = 255;

    private final FileChannel channel;
    private final long fileSize;
    private final ByteBuffer buffer = ByteBuffer.allocate(1 << 16);
    private long bufferStart;
    private int chunk;
    private long usableBytes;
    private String problem = "";
    private String where = "";

    private JfrChunkCheck(FileChannel channel) throws IOException {
        this.channel = channel;
        this.fileSize = channel.size();
        buffer.limit(0);
    }

    /**
     * Checks {@code path}; refuses it when its first chunk is damaged, else returns the check, whose
     * {@link #usableBytes} may be less than the file when a later chunk is.
     */
    static JfrChunkCheck check(Path path, String file) throws IOException, ProfileFormatException {
        try (FileChannel channel = FileChannel.open(path, StandardOpenOption.READ)) {
            JfrChunkCheck check = new JfrChunkCheck(channel);
            check.run();
            if (check.usableBytes == 0) throw new ProfileFormatException(file, check.where, check.problem);
            return check;
        }
    }

    /** Bytes from the start that hold whole, finished chunks. */
    long usableBytes() {
        return usableBytes;
    }

    /** What is wrong after {@link #usableBytes}, "" when nothing. */
    String problem() {
        return problem;
    }

    String where() {
        return where;
    }

    long fileSize() {
        return fileSize;
    }

    private void run() throws IOException {
        long start = 0;
        while (start < fileSize) {
            String trouble;
            try {
                trouble = chunkTrouble(start);
            } catch (EOFException e) {
                trouble = "the file ends inside an event";
            }
            if (trouble != null) {
                problem = trouble;
                return;
            }
            start += chunkSize;
            usableBytes = start;
            chunk++;
        }
    }

    private long chunkSize;

    /** What is wrong with the chunk at {@code start}, or null when it is sound. */
    private String chunkTrouble(long start) throws IOException {
        where = "chunk " + (chunk + 1) + " at byte " + start;
        if (fileSize - start < HEADER_BYTES) {
            return fileSize - start + " bytes left, fewer than a chunk header's " + HEADER_BYTES;
        }
        byte[] header = bytes(start, HEADER_BYTES);
        if (header[0] != 'F' || header[1] != 'L' || header[2] != 'R' || header[3] != 0) {
            return chunk == 0 ? "not a JFR recording (no FLR magic)" : "no FLR magic where a chunk should start";
        }
        ByteBuffer h = ByteBuffer.wrap(header);
        int major = h.getShort(4) & 0xffff;
        int minor = h.getShort(6) & 0xffff;
        if (major != 1 && major != 2) {
            return "a JFR recording of version " + major + "." + minor + " (JDK 7 to 10 wrote 0.9); Flint reads"
                    + " versions 1 and 2 (JDK 11 and later)";
        }
        chunkSize = h.getLong(8);
        long checkpoint = h.getLong(16);
        long metadata = h.getLong(24);
        long duration = h.getLong(40);
        long ticksPerSecond = h.getLong(56);
        int fileState = header[64] & 0xff;
        boolean compressed = (header[67] & 1) != 0;
        if (fileState == FILE_STATE_UPDATING || metadata == 0 || checkpoint == 0) {
            return "an unfinished chunk without " + (metadata == 0 ? "metadata" : "a finished header")
                    + " (a recording copied while the JVM was still writing it, before its first flush)";
        }
        if (chunkSize < HEADER_BYTES || chunkSize > fileSize - start) {
            return "the chunk size " + chunkSize + " is not between " + HEADER_BYTES + " and the " + (fileSize - start)
                    + " bytes left in the file";
        }
        if (metadata < HEADER_BYTES || metadata >= chunkSize || checkpoint < HEADER_BYTES || checkpoint >= chunkSize) {
            return "the metadata offset " + metadata + " or checkpoint offset " + checkpoint + " is outside the chunk"
                    + " (" + chunkSize + " bytes)";
        }
        if (duration < 0 || ticksPerSecond <= 0) {
            return "the header's duration " + duration + " ns or " + ticksPerSecond + " ticks per second is impossible";
        }
        long[] checkpoints = new long[16];
        int checkpointCount = 0;
        // the chain runs backwards from the last checkpoint; each delta must go strictly back, so it ends
        for (long at = checkpoint; ; ) {
            position(start + at);
            long size = integer(compressed);
            long type = integer(compressed);
            if (size < 2 || size > chunkSize - at || type != CHECKPOINT_TYPE) {
                return "the checkpoint at chunk offset " + at + " is not a checkpoint event (size " + size + ", type "
                        + type + ")";
            }
            integer(compressed); // start time
            integer(compressed); // duration
            long delta = integer(compressed);
            if (checkpointCount == checkpoints.length) checkpoints = Arrays.copyOf(checkpoints, checkpointCount * 2);
            checkpoints[checkpointCount++] = at;
            if (delta == 0) break;
            if (delta > 0 || at + delta < HEADER_BYTES) {
                return "the checkpoint at chunk offset " + at + " links to offset " + (at + delta)
                        + ": checkpoints must link back to earlier ones, ending with 0";
            }
            at += delta;
        }
        Arrays.sort(checkpoints, 0, checkpointCount);
        return eventTrouble(start, compressed, metadata, checkpoints, checkpointCount);
    }

    /** Walks the chunk's events by their sizes: each must end inside the chunk and the offsets must be events. */
    private String eventTrouble(long start, boolean compressed, long metadata, long[] checkpoints, int checkpointCount)
            throws IOException {
        int nextCheckpoint = 0;
        boolean metadataFound = false;
        long events = 0;
        for (long at = HEADER_BYTES; at < chunkSize; ) {
            position(start + at);
            long size = integer(compressed);
            if (size < 2 || size > chunkSize - at) {
                return "event " + (events + 1) + " at chunk offset " + at + " says it is "
                        + Long.toUnsignedString(size) + " bytes long; the chunk has " + (chunkSize - at) + " left";
            }
            if (at == metadata) {
                if (integer(compressed) != METADATA_TYPE) return "the metadata offset " + metadata + " is not a metadata event";
                metadataFound = true;
            }
            if (nextCheckpoint < checkpointCount && checkpoints[nextCheckpoint] < at) {
                return "the checkpoint offset " + checkpoints[nextCheckpoint] + " is inside an event";
            }
            if (nextCheckpoint < checkpointCount && checkpoints[nextCheckpoint] == at) nextCheckpoint++;
            events++;
            at += size;
        }
        if (!metadataFound) return "the metadata offset " + metadata + " is inside an event";
        if (nextCheckpoint < checkpointCount) return "the checkpoint offset " + checkpoints[nextCheckpoint] + " is inside an event";
        return null;
    }

    /** An integer as JFR writes it: LEB128 of up to 9 bytes (the 9th byte whole) when compressed, else 4 bytes big-endian. */
    private long integer(boolean compressed) throws IOException {
        if (!compressed) {
            long value = 0;
            for (int i = 0; i < 4; i++) value = (value << 8) | next();
            return (int) value;
        }
        long value = 0;
        for (int i = 0; i < 8; i++) {
            int b = next();
            value |= (long) (b & 0x7f) << (7 * i);
            if ((b & 0x80) == 0) return value;
        }
        return value | ((long) next() << 56);
    }

    private void position(long offset) {
        long relative = offset - bufferStart;
        if (relative >= 0 && relative <= buffer.limit()) {
            buffer.position((int) relative);
        } else {
            bufferStart = offset;
            buffer.limit(0);
        }
    }

    private int next() throws IOException {
        if (!buffer.hasRemaining()) {
            bufferStart += buffer.limit();
            buffer.clear();
            int read = channel.read(buffer, bufferStart);
            buffer.flip();
            if (read <= 0) throw new EOFException();
        }
        return buffer.get() & 0xff;
    }

    private byte[] bytes(long offset, int count) throws IOException {
        byte[] out = new byte[count];
        position(offset);
        for (int i = 0; i < count; i++) out[i] = (byte) next();
        return out;
    }
}
