package dev.flint.importer;

import static org.junit.jupiter.api.Assertions.assertEquals;

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
}
