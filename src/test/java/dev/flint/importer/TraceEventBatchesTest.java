package dev.flint.importer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The scan thread's hand-over: every event arrives once, in file order, with its own bytes intact even while the
 * reader still holds the batches before it (a batch owns its buffer), other top-level members come in their place
 * as copies, a problem ends the sequence (no end comes after it), and closing early ends the thread.
 */
class TraceEventBatchesTest {
    private static String event(int i) {
        // Events of varied length, some longer than the smallest buffers, so they cross refills.
        return "{\"name\":\"e" + i + "\",\"ph\":\"X\",\"ts\":" + i + ",\"args\":{\"s\":\"" + "x".repeat(i % 37) + "\"}}";
    }

    private static String trace(int events) {
        StringBuilder json = new StringBuilder("{\"metadata\":{\"dataOrigin\":\"TraceEvents\"},\"traceEvents\":[\n");
        for (int i = 0; i < events; i++) json.append(i == 0 ? "" : ",\n").append(event(i));
        return json.append("],\"samples\":[]}").toString();
    }

    private static InputStream in(String json) {
        return new ByteArrayInputStream(json.getBytes(StandardCharsets.UTF_8));
    }

    @Test
    void everyEventArrivesOnceInOrderWithItsBytesWhileEarlierBatchesAreStillHeld() throws Exception {
        for (int bufferBytes : new int[] {7, 64, 1000, 1 << 20}) {
            List<String> seen = new ArrayList<>();
            List<TraceEventBatches.Batch> held = new ArrayList<>();
            List<String> order = new ArrayList<>();
            try (TraceEventBatches batches = new TraceEventBatches(in(trace(500)), bufferBytes)) {
                while (true) {
                    Object item = batches.next();
                    if (item instanceof TraceEventBatches.Batch batch) {
                        held.add(batch); // not recycled: its buffer must stay as it was
                        if (order.isEmpty() || !order.get(order.size() - 1).equals("events")) order.add("events");
                    } else if (item instanceof TraceEventBatches.Member member) {
                        order.add(member.key() + "=" + new String(member.value(), StandardCharsets.UTF_8));
                    } else {
                        TraceEventBatches.End end = assertInstanceOf(TraceEventBatches.End.class, item);
                        assertEquals(true, end.object());
                        assertEquals(true, end.sawEvents());
                        break;
                    }
                }
            }
            for (TraceEventBatches.Batch batch : held) {
                assertEquals("$.traceEvents", batch.arrayPath);
                for (int i = 0; i < batch.count; i++) {
                    seen.add(new String(batch.buf, batch.starts[i], batch.ends[i] - batch.starts[i], StandardCharsets.UTF_8));
                    assertEquals(4, batch.memberCounts[i], "name, ph, ts, args");
                }
            }
            assertEquals(500, seen.size(), "buffer " + bufferBytes);
            for (int i = 0; i < 500; i++) assertEquals(event(i), seen.get(i), "buffer " + bufferBytes + " event " + i);
            assertEquals(List.of("metadata={\"dataOrigin\":\"TraceEvents\"}", "events", "samples=[]"), order);
        }
    }

    @Test
    void aBrokenEventEndsTheSequenceWithTheProblemAndNoEnd() throws Exception {
        for (int bufferBytes : new int[] {7, 1 << 20}) {
            String json = "[" + event(1) + "," + event(2) + ",{\"name\":\"bad\",\"ts\":1x}," + event(3) + "]";
            try (TraceEventBatches batches = new TraceEventBatches(in(json), bufferBytes)) {
                assertThrows(TraceEventScanner.Fallback.class, () -> {
                    while (true) {
                        Object item = batches.next();
                        // Batches before the problem may come first; the end never does.
                        assertInstanceOf(TraceEventBatches.Batch.class, item);
                    }
                });
            }
        }
    }

    @Test
    void closingBeforeTheEndStopsTheScan() throws Exception {
        Thread scan;
        StringBuilder json = new StringBuilder("[");
        for (int i = 0; i < 200_000; i++) json.append(i == 0 ? "" : ",").append(event(i));
        try (TraceEventBatches batches = new TraceEventBatches(in(json.append("]").toString()), 64)) {
            assertInstanceOf(TraceEventBatches.Batch.class, batches.next());
            scan = Thread.getAllStackTraces().keySet().stream()
                    .filter(t -> t.getName().equals("flint-trace-scan") && t.isAlive()).findFirst().orElseThrow();
        }
        assertFalse(scan.isAlive(), "the scan thread ended with close()");
    }
}
