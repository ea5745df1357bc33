package dev.flint.fuzz;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * What each fuzz finding (testdata/fuzz/findings/) must do now, in the user's terms: the command line's
 * exit status and its one stderr line. FuzzFindingsTest runs the same files through the whole oracle.
 */
class FuzzFindingsExpectationsTest {

    /** Found by the selfProfile and gecko targets: Jackson's two-line message reached the user. */
    @Test
    void geckoJsonSyntaxErrorIsOneLineWithItsPlace() throws Exception {
        assertOneLineRefusalWithPlace("gecko/bad-token-two-line-error.json");
    }

    /** Found by the selfProfile target: the processed importer's JSON syntax error, the same two lines. */
    @Test
    void processedJsonSyntaxErrorIsOneLineWithItsPlace() throws Exception {
        assertOneLineRefusalWithPlace("processed/missing-colon-two-line-error.json");
    }

    /**
     * Found by the perfetto target: an OTLP-looking head whose length varint is 2^63 or more, negative as a long,
     * sent format detection before the head (an ArrayIndexOutOfBoundsException, "a bug in Flint").
     */
    @Test
    void aProtobufLengthPast2To63IsRefusedAsNotAProfile() throws Exception {
        assertOneLineRefusalWithPlace("perfetto/otlp-length-past-2to63.pb");
        assertTrue(info("perfetto/otlp-length-past-2to63.pb").errorLines().get(0).contains("not a profile"));
    }

    private static CliRun info(String finding) {
        Path file = FuzzFindingsTest.FINDINGS.resolve(finding);
        assertTrue(Files.exists(file), file.toString());
        return CliRun.of(List.of("info", file.toString()));
    }

    private static void assertOneLineRefusal(String finding) {
        CliRun run = info(finding);
        assertEquals(1, run.status(), run.describe());
        assertEquals(1, run.errorLines().size(), run.describe());
        String line = run.errorLines().get(0);
        assertTrue(line.startsWith(FuzzFindingsTest.FINDINGS.resolve(finding) + ": "), line);
        assertFalse(line.contains("[Source:") || line.contains("REDACTED") || line.contains("internal error"), line);
    }

    /** A refusal of broken JSON says where: a byte offset, a line or a JSON path. */
    private static void assertOneLineRefusalWithPlace(String finding) {
        assertOneLineRefusal(finding);
        String line = info(finding).errorLines().get(0);
        assertTrue(line.matches(".*(byte \\d+|line \\d+|\\$[.\\[]).*"), "no place in: " + line);
    }
}
