package dev.flint.importer;

/**
 * Reading the start of a protobuf file for detection (pprof's, OTLP's): a varint at a position of the head, and
 * whether the first bytes are all text, which a protobuf's tags and lengths are not.
 */
public final class ProtobufHead {
    private ProtobufHead() {}

    /** {value, position after it}, or null when the head ends inside it or it is longer than 10 bytes. */
    public static long[] varint(byte[] head, int pos) {
        long value = 0;
        for (int shift = 0, i = pos; shift < 70 && i < head.length; shift += 7, i++) {
            byte b = head[i];
            value |= (long) (b & 0x7f) << shift;
            if (b >= 0) return new long[] {value, i + 1};
        }
        return null;
    }

    /**
     * Where a length-delimited value ends in the head: {@code length} is {value, position after it} as {@link #varint}
     * reads a length; the head's end when the value runs past it. The length is unsigned: a varint of 2^63 or more
     * reads as a negative long, and runs past any head too (added to the position, it pointed before the head).
     */
    public static int end(byte[] head, long[] length) {
        long room = head.length - length[1];
        return length[0] < 0 || length[0] >= room ? head.length : (int) (length[1] + length[0]);
    }

    /**
     * Whether the head's first bytes are all text (printable, tab, line breaks, UTF-8). Some letters are valid
     * tags ({@code j} is field 13, packed), so a folded line such as {@code json;parse 3} could read as fields;
     * a real protobuf's lengths and varints put a control byte within its first few bytes.
     */
    public static boolean startsAsText(byte[] head) {
        int end = Math.min(head.length, 64);
        if (end == 0) return false;
        for (int i = 0; i < end; i++) {
            int b = head[i] & 0xff;
            if (b < 0x20 && b != '\t' && b != '\n' && b != '\r' || b == 0x7f) return false;
        }
        return true;
    }
}
