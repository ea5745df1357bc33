package dev.flint.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

/** A thread's trace events in blocks: every event reads back as added, across the first block's growth and later blocks. */
class TraceEventTableTest {
    @Test
    void eventsAcrossManyBlocksReadBackAsAdded() {
        TraceEventTable table = new TraceEventTable();
        // More than a few blocks, so the lists of blocks grow too; every seventh event carries data.
        int count = 5 * TraceEventTable.BLOCK_EVENTS + 3;
        for (int i = 0; i < count; i++) {
            TraceEventTable.EventData data = i % 7 == 0 ? new TraceEventTable.EventData("f" + i, "", i, -1, "", -1, null) : null;
            assertEquals(i, table.add(i, i + 1, i % 2 == 0 ? 'X' : 'B', i * 10.0, i % 2 == 0 ? i : Double.NaN, data));
        }
        table.setDurationMicros(count - 2, 42);
        assertEquals(count, table.size());
        for (int i = 0; i < count; i++) {
            assertEquals(i, table.name(i));
            assertEquals(i + 1, table.category(i));
            assertEquals(i % 2 == 0 ? 'X' : 'B', table.phase(i));
            assertEquals(i * 10.0, table.startMicros(i));
            assertEquals(i == count - 2 ? 42 : i % 2 == 0 ? i : Double.NaN, table.durationMicros(i), "event " + i);
            if (i % 7 == 0) assertEquals("f" + i, table.data(i).functionName());
            else assertNull(table.data(i));
        }
        // The last block has room past the events; reading there fails as a flat column would.
        assertThrows(ArrayIndexOutOfBoundsException.class, () -> table.name(count));
    }
}
