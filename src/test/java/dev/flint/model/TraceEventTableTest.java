package dev.flint.model;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
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

    @Test
    void theSpanIsTheEarliestStartAndLatestEndOfTheFiniteValuesInEveryBlock() {
        TraceEventTable table = new TraceEventTable();
        assertArrayEquals(new double[] {Double.NaN, Double.NaN}, table.spanMicros());
        // Events in later blocks too; the earliest start and the latest end lie in the third block, and the last
        // block's room past the events (zeros) must not count.
        for (int i = 0; i < 2 * TraceEventTable.BLOCK_EVENTS + 5; i++) table.add(0, 0, 'X', 1_000 + i, 1, null);
        table.add(0, 0, 'X', 500, 10_000, null);
        table.add(0, 0, 'X', Double.NEGATIVE_INFINITY, 5, null); // not finite: neither end counts
        table.add(0, 0, 'I', 20_000, Double.NaN, null); // no duration: ends at its start
        table.add(0, 0, 'X', 100, Double.POSITIVE_INFINITY, null); // its start counts, its end does not
        assertArrayEquals(new double[] {100, 20_000}, table.spanMicros());
    }

    @Test
    void aTableOfNoFiniteTimeHasNoSpan() {
        TraceEventTable table = new TraceEventTable();
        table.add(0, 0, 'X', Double.NaN, Double.NaN, null);
        assertArrayEquals(new double[] {Double.NaN, Double.NaN}, table.spanMicros());
    }
}
