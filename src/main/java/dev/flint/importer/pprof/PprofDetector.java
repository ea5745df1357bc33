package dev.flint.importer.pprof;

/**
 * Tells a (decompressed) pprof profile by the start of its protobuf: every top-level field in the head
 * must be one of {@code Profile}'s, with the wire type profile.proto gives it, and lengths must be sane.
 * Text and JSON fail at once: a head whose first bytes are all text is not a protobuf.
 */
public final class PprofDetector {
    private PprofDetector() {}

    public static boolean looksLikePprof(byte[] head) {
        if (isText(head)) return false;
        int pos = 0;
        int fields = 0;
        boolean sawSampleType = false;
        while (pos < head.length) {
            long[] tag = varint(head, pos);
            if (tag == null) return fields >= 2;
            pos = (int) tag[1];
            int field = (int) (tag[0] >>> 3);
            int wireType = (int) (tag[0] & 7);
            boolean lengthDelimited = field >= 1 && field <= 6 || field == 11;
            boolean varintField = field >= 7 && field <= 10 || field == 12 || field == 13 || field == 14 || field == 15;
            if (lengthDelimited && wireType == 2) {
                long[] length = varint(head, pos);
                if (length == null) return fields >= 2;
                if (length[0] < 0 || length[0] > Integer.MAX_VALUE) return false;
                pos = (int) Math.min(head.length, length[1] + length[0]);
                if (field == 1) sawSampleType = true;
            } else if (varintField && (wireType == 0 || (field == 13 && wireType == 2))) {
                if (wireType == 2) {
                    long[] length = varint(head, pos);
                    if (length == null) return fields >= 2;
                    pos = (int) Math.min(head.length, length[1] + length[0]);
                } else {
                    long[] value = varint(head, pos);
                    if (value == null) return fields >= 2;
                    pos = (int) value[1];
                }
            } else {
                return false;
            }
            fields++;
        }
        return fields >= 2 || (fields == 1 && sawSampleType);
    }

    /**
     * Whether the head's first bytes are all text (printable, tab, line breaks, UTF-8). Some letters are
     * valid tags ({@code j} is field 13, packed), so a folded line such as {@code json;parse 3} could read as
     * fields; a real profile's lengths and varints put a control byte within its first few bytes.
     */
    private static boolean isText(byte[] head) {
        int end = Math.min(head.length, 64);
        if (end == 0) return false;
        for (int i = 0; i < end; i++) {
            int b = head[i] & 0xff;
            if (b < 0x20 && b != '\t' && b != '\n' && b != '\r' || b == 0x7f) return false;
        }
        return true;
    }

    /** {value, position after it}, or null when the head ends inside it or it is longer than 10 bytes. */
    private static long[] varint(byte[] head, int pos) {
        long value = 0;
        for (int shift = 0, i = pos; shift < 70 && i < head.length; shift += 7, i++) {
            byte b = head[i];
            value |= (long) (b & 0x7f) << shift;
            if (b >= 0) return new long[] {value, i + 1};
        }
        return null;
    }
}
