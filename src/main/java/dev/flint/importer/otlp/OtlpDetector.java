package dev.flint.importer.otlp;

import dev.flint.importer.ProtobufHead;

/**
 * Tells an OTLP profiles message ({@code ProfilesData} or {@code ExportProfilesServiceRequest}) by the start of its
 * protobuf. Its top level holds only fields 1 ({@code resource_profiles}) and 2 ({@code dictionary}), both
 * length-delimited, and so does a pprof {@code Profile}'s start (sample types, samples), so the nested fields
 * decide: a {@code ResourceProfiles} holds only messages and strings (fields 1 to 3, length-delimited), where
 * pprof's field 1, a {@code ValueType}, holds two varints; the dictionary holds a string table, attributes or
 * stacks (fields 4 to 7), which pprof's field 2, a {@code Sample}, never has.
 */
public final class OtlpDetector {
    private OtlpDetector() {}

    /**
     * Whether the head is OTLP as the OpenTelemetry Collector's file exporter writes it with {@code format: proto}:
     * each message after its length, four bytes big-endian.
     */
    public static boolean looksLikeFramedOtlp(byte[] head) {
        // (an unframed message's first bytes, a tag and a length, would read as a length too)
        if (head.length < 6 || looksLikeOtlp(head)) return false;
        long length = frameLength(head);
        if (length < 2 || length > Integer.MAX_VALUE) return false;
        return looksLikeOtlp(java.util.Arrays.copyOfRange(head, 4, (int) Math.min(head.length, 4 + length)));
    }

    /** A framed message's length: its first four bytes, big-endian, unsigned. */
    static long frameLength(byte[] bytes) {
        return (bytes[0] & 0xffL) << 24 | (bytes[1] & 0xff) << 16 | (bytes[2] & 0xff) << 8 | (bytes[3] & 0xff);
    }

    public static boolean looksLikeOtlp(byte[] head) {
        if (head.length < 2 || ProtobufHead.startsAsText(head)) return false;
        int pos = 0;
        while (pos < head.length) {
            long[] tag = ProtobufHead.varint(head, pos);
            if (tag == null) return false;
            int field = (int) (tag[0] >>> 3);
            if ((tag[0] & 7) != 2 || (field != 1 && field != 2)) return false;
            long[] length = ProtobufHead.varint(head, (int) tag[1]);
            if (length == null || length[0] < 0 || length[0] > Integer.MAX_VALUE) return false;
            int from = (int) length[1];
            int to = ProtobufHead.end(head, length);
            Boolean decided = field == 1 ? resourceProfiles(head, from, to) : dictionary(head, from, to);
            if (decided != null) return decided;
            pos = to;
        }
        return false;
    }

    /** A ResourceProfiles: every field 1 to 3 and length-delimited, with a scope's profiles (or its resource) inside. */
    private static Boolean resourceProfiles(byte[] head, int from, int to) {
        if (from >= to) return null; // empty: undecided
        long[] tag = ProtobufHead.varint(head, from);
        if (tag == null) return null;
        int field = (int) (tag[0] >>> 3);
        if ((tag[0] & 7) != 2 || field < 1 || field > 3) return false;
        if (field != 2) return true; // a resource or a schema URL: pprof's ValueType has no such field
        long[] length = ProtobufHead.varint(head, (int) tag[1]);
        if (length == null) return null;
        int innerFrom = (int) length[1];
        if (innerFrom >= Math.min(to, ProtobufHead.end(head, length))) return true;
        long[] inner = ProtobufHead.varint(head, innerFrom);
        if (inner == null) return null;
        int innerField = (int) (inner[0] >>> 3);
        return (inner[0] & 7) == 2 && innerField >= 1 && innerField <= 3;
    }

    /** A dictionary: a field 4 to 7 among its first fields decides; pprof's Sample has only fields 1 to 3. */
    private static Boolean dictionary(byte[] head, int from, int to) {
        int pos = from;
        while (pos < to) {
            long[] tag = ProtobufHead.varint(head, pos);
            if (tag == null) return null;
            int field = (int) (tag[0] >>> 3);
            int wire = (int) (tag[0] & 7);
            if (wire != 2 || field < 1 || field > 7) return false;
            if (field >= 4) return true;
            long[] length = ProtobufHead.varint(head, (int) tag[1]);
            if (length == null) return null;
            pos = Math.min(to, ProtobufHead.end(head, length));
        }
        return null;
    }
}
