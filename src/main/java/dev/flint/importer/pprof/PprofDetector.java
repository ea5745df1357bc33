package dev.flint.importer.pprof;

import dev.flint.importer.ProtobufHead;

/**
 * Tells a (decompressed) pprof profile by the start of its protobuf: every top-level field in the head
 * must be one of {@code Profile}'s, with the wire type profile.proto gives it, and lengths must be sane.
 * Text and JSON fail at once: a head whose first bytes are all text is not a protobuf.
 */
public final class PprofDetector {
    private PprofDetector() {}

    public static boolean looksLikePprof(byte[] head) {
        if (ProtobufHead.startsAsText(head)) return false;
        int pos = 0;
        int fields = 0;
        boolean sawSampleType = false;
        while (pos < head.length) {
            long[] tag = ProtobufHead.varint(head, pos);
            if (tag == null) return fields >= 2;
            pos = (int) tag[1];
            int field = (int) (tag[0] >>> 3);
            int wireType = (int) (tag[0] & 7);
            boolean lengthDelimited = field >= 1 && field <= 6 || field == 11;
            boolean varintField = field >= 7 && field <= 10 || field == 12 || field == 13 || field == 14 || field == 15;
            if (lengthDelimited && wireType == 2) {
                long[] length = ProtobufHead.varint(head, pos);
                if (length == null) return fields >= 2;
                if (length[0] < 0 || length[0] > Integer.MAX_VALUE) return false;
                pos = ProtobufHead.end(head, length);
                if (field == 1) sawSampleType = true;
            } else if (varintField && (wireType == 0 || (field == 13 && wireType == 2))) {
                if (wireType == 2) {
                    long[] length = ProtobufHead.varint(head, pos);
                    if (length == null) return fields >= 2;
                    pos = ProtobufHead.end(head, length);
                } else {
                    long[] value = ProtobufHead.varint(head, pos);
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
}
