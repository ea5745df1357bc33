package dev.flint.importer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.flint.model.ProfileFormat;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.zip.GZIPOutputStream;
import org.junit.jupiter.api.Test;

/**
 * A gzip bomb is caught by its inflation ratio while it inflates, long before the total cap: one trace
 * event repeated 40 MiB long (about 300:1) stops after 16 MiB. -Dflint.maxInflatedBytes, the user's word
 * that the file is real, turns the ratio check off.
 */
class GzipBombTest {
    private static byte[] repeatedEvents(long bytes) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        byte[] event = ",{\"ph\":\"X\",\"name\":\"a\",\"ts\":1,\"dur\":1,\"pid\":1,\"tid\":1}".getBytes(StandardCharsets.US_ASCII);
        try (OutputStream gz = new GZIPOutputStream(out, 1 << 16)) {
            gz.write("[{\"ph\":\"X\",\"name\":\"a\",\"ts\":1,\"dur\":1,\"pid\":1,\"tid\":1}".getBytes(StandardCharsets.US_ASCII));
            for (long written = 0; written < bytes; written += event.length) gz.write(event);
            gz.write(']');
        }
        return out.toByteArray();
    }

    @Test
    void refusedByItsRatioAfterSixteenMebibytes() throws IOException {
        byte[] bomb = repeatedEvents(40L << 20);
        assertTrue(bomb.length * 150L < (40L << 20), "the fixture inflates more than 150 times: " + bomb.length);
        ProfileFormatException e = assertThrows(ProfileFormatException.class,
                () -> ProfileLoader.load(SourceBytes.of(bomb, "bomb.json.gz"), ProgressListener.NONE));
        assertTrue(e.getMessage().matches("bomb\\.json\\.gz: .*gzip inflates \\d+ times \\((\\d+) bytes from the first "
                + "\\d+ stored\\), more than any profile does \\(a gzip bomb\\?\\): refusing to inflate further"
                + " \\(java -Dflint\\.maxInflatedBytes=BYTES -jar flint\\.jar reads it up to BYTES\\)"), e.getMessage());
    }

    @Test
    void theUsersCapTurnsTheRatioCheckOff() throws Exception {
        byte[] repetitive = repeatedEvents(20L << 20);
        String before = System.getProperty("flint.maxInflatedBytes");
        SourceBytes source;
        System.setProperty("flint.maxInflatedBytes", Long.toString(1L << 30));
        try {
            source = SourceBytes.of(repetitive, "real.json.gz");
        } finally {
            if (before == null) System.clearProperty("flint.maxInflatedBytes");
            else System.setProperty("flint.maxInflatedBytes", before);
        }
        assertEquals(ProfileFormat.CHROME_TRACE, ProfileLoader.load(source, ProgressListener.NONE).format());
    }
}
