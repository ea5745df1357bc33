package dev.flint.importer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import dev.flint.importer.otlp.OtlpDetector;
import dev.flint.importer.pprof.PprofDetector;
import dev.flint.model.ProfileFormat;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class FormatDetectorTest {
    private static ProfileFormat detect(String head) throws ProfileFormatException {
        return FormatDetector.detect(head.getBytes(StandardCharsets.UTF_8), "f");
    }

    @Test
    void byTheFirstDistinctiveKey() throws Exception {
        assertEquals(ProfileFormat.CPUPROFILE, detect("{\"nodes\": [], \"startTime\": 0}"));
        assertEquals(ProfileFormat.CPUPROFILE, detect("{\"startTime\": 0, \"endTime\": 5, \"timeDeltas\": []}"));
        assertEquals(ProfileFormat.CPUPROFILE, detect("{\"profile\": {\"nodes\": [{\"id\": 1"));
        assertEquals(ProfileFormat.CHROME_TRACE, detect("[{\"ph\": \"M\"}"));
        assertEquals(ProfileFormat.CHROME_TRACE, detect("{\"metadata\": {}, \"traceEvents\": ["));
        assertEquals(ProfileFormat.JS_SELF_PROFILE, detect("{\"frames\": [], \"resources\": []"));
        assertEquals(ProfileFormat.FOLDED, detect("main;work;leaf 12\nmain 3\n"));
    }

    @Test
    void foldedStacksAfterCommentsOrWithATabBeforeTheCount() throws Exception {
        assertEquals(ProfileFormat.FOLDED, detect("# perf script | stackcollapse\n\nmain;work 3\n"));
        assertEquals(ProfileFormat.FOLDED, detect("main;work\t3\n"));
    }

    @Test
    void foldedStacksWhoseFirstLetterIsAProtobufTagAreNotPprof() throws Exception {
        // 'j' is 0x6a, field 13 packed in pprof's schema; the next bytes happened to parse as fields too
        String folded = "json;compare;json 19\njson;hash;hash;hash 39\nparse;parse;loop;json 36\n"
                + "hash;json;compare 34\njson;loop;json;layout;loop 2\nhash;hash;json;json;json 28\n";
        assertEquals(ProfileFormat.FOLDED, detect(folded));
    }

    @Test
    void aByteOrderMarkAndLeadingSpaceAreSkipped() throws Exception {
        assertEquals(ProfileFormat.CPUPROFILE, detect("\uFEFF  \n{\"nodes\": []}"));
    }

    @Test
    void aHeadCutInsideAValueStillDecidesByWhatItSaw() throws Exception {
        assertEquals(ProfileFormat.CPUPROFILE, detect("{\"samples\": [1, 2, 3, 4"));
    }

    @Test
    void aProtobufLengthOf2To63OrMoreRunsPastTheHeadInsteadOfBeforeIt() {
        // Read as a long such a length is negative: added to its position it pointed before the head, and the
        // detectors read there (the fuzzer's finding: an ArrayIndexOutOfBoundsException out of format detection).
        byte[] otlpDictionary = bytes(0x12, 0xf5, 0xf5, 0xf5, 0xf5, 0xfd, 0xf5, 0xf5, 0xf5, 0xf5, 0x77,
                'w', 'o', 'r', 'm', 'g', 's', ':', '+', 0x0a, 0x0f);
        assertFalse(OtlpDetector.looksLikeOtlp(otlpDictionary));
        // pprof's field 13, packed, of length 2^63 + 2^31 (the sum's low 32 bits are negative)
        byte[] pprofPacked = bytes(0x6a, 0x80, 0x80, 0x80, 0x80, 0x88, 0x80, 0x80, 0x80, 0x80, 0x01, 0x01, 0x02);
        assertFalse(PprofDetector.looksLikePprof(pprofPacked));
        assertEquals(head.length, ProtobufHead.end(head, new long[] {Long.MIN_VALUE, 3}));
        assertEquals(5, ProtobufHead.end(head, new long[] {2, 3}));
        assertEquals(head.length, ProtobufHead.end(head, new long[] {Integer.MAX_VALUE, 3}));
    }

    private final byte[] head = new byte[8];

    private static byte[] bytes(int... values) {
        byte[] bytes = new byte[values.length];
        for (int i = 0; i < values.length; i++) bytes[i] = (byte) values[i];
        return bytes;
    }
}
