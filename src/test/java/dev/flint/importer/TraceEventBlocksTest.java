package dev.flint.importer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Where the event array is cut for the parallel reader: whole events, file bytes unchanged, odd shapes refused. */
class TraceEventBlocksTest {
    /** The blocks of {@code json} as text, each with its event count: "[...] x N". */
    private static List<String> blocks(String json, int blockBytes, TraceEventBlocks[] out) throws Exception {
        TraceEventBlocks blocks = new TraceEventBlocks(
                new ByteArrayInputStream(json.getBytes(StandardCharsets.UTF_8)), blockBytes);
        if (out != null) out[0] = blocks;
        blocks.start();
        List<String> texts = new ArrayList<>();
        int[] length = new int[2];
        for (byte[] b = blocks.next(length); b != null; b = blocks.next(length)) {
            texts.add(new String(b, 0, length[0], StandardCharsets.UTF_8) + " x " + length[1]);
        }
        return texts;
    }

    @Test
    void aSmallArrayIsOneBlock() throws Exception {
        assertEquals(List.of("[{\"a\":1}, {\"b\":[2,3]}] x 2"), blocks(" [{\"a\":1}, {\"b\":[2,3]}] ", 1 << 20, null));
    }

    @Test
    void blocksAreCutAtTheArraysCommasOnly() throws Exception {
        // Commas, brackets and escaped quotes inside strings and nested values never cut.
        String json = "[{\"n\":\"a,]}\\\",\"},{\"x\":[1,2]},{\"y\":{\"z\":\"\\\\\"}},{\"w\":4}]";
        List<String> cut = blocks(json, 4, null);
        assertEquals(List.of("[{\"n\":\"a,]}\\\",\"}] x 1", "[{\"x\":[1,2]}] x 1", "[{\"y\":{\"z\":\"\\\\\"}}] x 1",
                "[{\"w\":4}] x 1"), cut);
    }

    @Test
    void eventsAreCountedPerBlock() throws Exception {
        // A block is cut at the first comma at or past 6 bytes of events.
        List<String> cut = blocks("[{},{},{},{},{}]", 6, null);
        assertEquals(List.of("[{},{}] x 2", "[{},{}] x 2", "[{}] x 1"), cut);
    }

    @Test
    void theObjectFormKeepsItsOtherMembersForJackson() throws Exception {
        TraceEventBlocks[] out = new TraceEventBlocks[1];
        List<String> cut = blocks("{\"traceEvents\": [{\"a\":1}] , \"metadata\": {\"dataOrigin\": \"x\"}}", 1 << 20, out);
        assertEquals(List.of("[{\"a\":1}] x 1"), cut);
        assertTrue(out[0].objectForm());
        assertEquals("{ \"metadata\": {\"dataOrigin\": \"x\"}}", new String(out[0].restOfObject(), StandardCharsets.UTF_8));
    }

    @Test
    void anArrayThatStopsAfterAnEventOrItsCommaIsTruncatedNotWrong() throws Exception {
        TraceEventBlocks[] out = new TraceEventBlocks[1];
        assertEquals(List.of("[{\"a\":1},{\"b\":2}] x 2"), blocks("[{\"a\":1},{\"b\":2},\n", 1 << 20, out));
        assertTrue(out[0].truncated());
        assertEquals(List.of("[{\"a\":1}] x 1"), blocks("[{\"a\":1}", 1 << 20, out));
        assertTrue(out[0].truncated());
        assertEquals(List.of("[{\"a\":1}] x 1"), blocks("[{\"a\":1}]", 1 << 20, out));
        assertFalse(out[0].truncated());
        assertNull(out[0].restOfObject());
    }

    @Test
    void oddShapesGoToTheSequentialReader() {
        for (String odd : List.of("{\"metadata\": {}, \"traceEvents\": []}", "\"text\"", "[{\"a\":1},]",
                "[{\"a\":1},{\"b\":", "[{\"a\":\"open")) {
            assertThrows(TraceEventBlocks.Unusual.class, () -> blocks(odd, 1 << 20, null), odd);
        }
    }
}
