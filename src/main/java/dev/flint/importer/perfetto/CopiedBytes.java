package dev.flint.importer.perfetto;

import java.util.Arrays;

/**
 * Bytes copied out of packets into one growing array that is emptied and filled again, each run after its length:
 * the debug annotations of a handoff batch's entries that the assembly reads, which the packets' buffer would not
 * keep until then.
 */
final class CopiedBytes {
    /** The largest array kept from one filling to the next (a batch copies at most 4 MiB but for one long message). */
    private static final int KEPT_BYTES = 8 << 20;
    private byte[] bytes = new byte[4096];
    private int length;

    /** Empties the copy; an array grown past {@link #KEPT_BYTES} (by one long message) is let go. */
    void clear() {
        length = 0;
        if (bytes.length > KEPT_BYTES) bytes = new byte[4096];
    }

    int length() {
        return length;
    }

    /** The array the bytes are in (until the next append, which may move them). */
    byte[] array() {
        return bytes;
    }

    /** Appends {@code count} bytes of {@code from} after their count, as four bytes (big-endian): see {@link #countAt}. */
    void appendCounted(byte[] from, int offset, int count) {
        room(4 + count);
        byte[] to = bytes;
        int at = length;
        to[at] = (byte) (count >>> 24);
        to[at + 1] = (byte) (count >>> 16);
        to[at + 2] = (byte) (count >>> 8);
        to[at + 3] = (byte) count;
        System.arraycopy(from, offset, to, at + 4, count);
        length = at + 4 + count;
    }

    /** The count {@link #appendCounted} wrote at {@code at}; the bytes follow it. */
    int countAt(int at) {
        byte[] from = bytes;
        return (from[at] & 0xff) << 24 | (from[at + 1] & 0xff) << 16 | (from[at + 2] & 0xff) << 8 | (from[at + 3] & 0xff);
    }

    private void room(int more) {
        if (more > bytes.length - length) {
            bytes = Arrays.copyOf(bytes, (int) Math.min(Integer.MAX_VALUE - 8, Math.max(2L * bytes.length, (long) length + more)));
        }
    }
}
