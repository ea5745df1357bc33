package dev.flint.importer;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import org.junit.jupiter.api.Test;

/** Malformed UTF-8 read as U+FFFD and counted; a reader asked again after its end says -1 (it threw once). */
class RepairingUtf8ReaderTest {
    @Test
    void malformedSequencesAreReplacedCountedAndTheEndStaysTheEnd() throws IOException {
        byte[] bytes = {'[', '"', (byte) 0xA5, (byte) 0xD4, 'x', '"', (byte) 0xC3};
        RepairingUtf8Reader reader = new RepairingUtf8Reader(new ByteArrayInputStream(bytes));
        StringBuilder text = new StringBuilder();
        char[] buffer = new char[3];
        for (int n; (n = reader.read(buffer, 0, buffer.length)) != -1; ) text.append(buffer, 0, n);
        assertEquals("[\"\uFFFD\uFFFDx\"\uFFFD", text.toString());
        assertEquals(3, reader.replaced());
        // A parser may ask again after the end: the flushed decoder threw IllegalStateException (a fuzz finding).
        assertEquals(-1, reader.read(buffer, 0, buffer.length));
        assertEquals(-1, reader.read(buffer, 0, buffer.length));
    }
}
