package dev.flint.importer.perfetto;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class ParsedByBytesTest {
    private static byte[] message(int i) {
        return ("track descriptor " + i).getBytes(StandardCharsets.UTF_8);
    }

    /** 3,000 messages in 8,192 slots share some hashes' slots: each is still found, with its own value. */
    @Test
    void everyMessageKeptIsFoundByItsBytesWhateverItsSlot() {
        ParsedByBytes<Integer> parsed = new ParsedByBytes<>();
        for (int i = 0; i < 3000; i++) {
            byte[] bytes = message(i);
            assertNull(parsed.get(bytes, 0, bytes.length));
            parsed.put(bytes, 0, bytes.length, i);
        }
        for (int i = 0; i < 3000; i++) {
            // (at an offset inside a larger array, as a packet's message is)
            byte[] bytes = message(i);
            byte[] packet = new byte[bytes.length + 7];
            System.arraycopy(bytes, 0, packet, 5, bytes.length);
            assertEquals(i, parsed.get(packet, 5, bytes.length), "message " + i);
        }
        assertNull(parsed.get(message(3000), 0, message(3000).length));
    }

    /** Past MAX_ENTRIES different messages, and past MAX_BYTES, nothing more is kept (they are read every time). */
    @Test
    void theTableStopsKeepingAtItsBounds() {
        ParsedByBytes<Integer> parsed = new ParsedByBytes<>();
        for (int i = 0; i < ParsedByBytes.MAX_ENTRIES + 10; i++) {
            byte[] bytes = message(i);
            parsed.put(bytes, 0, bytes.length, i);
        }
        byte[] last = message(ParsedByBytes.MAX_ENTRIES - 1);
        assertEquals(ParsedByBytes.MAX_ENTRIES - 1, parsed.get(last, 0, last.length));
        byte[] refused = message(ParsedByBytes.MAX_ENTRIES);
        assertNull(parsed.get(refused, 0, refused.length));
        byte[] big = new byte[ParsedByBytes.MAX_BYTES + 1];
        ParsedByBytes<Integer> other = new ParsedByBytes<>();
        other.put(big, 0, big.length, 1);
        assertNull(other.get(big, 0, big.length));
    }
}
