package dev.flint.model;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * A thread's trace events (Chrome trace format), kept for the timeline: name, category, phase, start and
 * duration in microseconds of the trace clock (duration NaN when the event has none), and the few
 * {@code args.data} fields the integrator and the flame chart need (null when the event has none).
 * Events are in file order.
 *
 * <p>The columns are kept in blocks of {@link #BLOCK_EVENTS} events that never move once full: a big trace's
 * thread is appended to millions of times, and columns grown by copying made three times their size in
 * garbage, most of it after the collector had moved the old copies out of the young generation, where only
 * a full collection finds it (about a third of the load's allocations, and most of its peak memory, on a
 * 1 GB trace). Only the first block grows, by doubling, up to the block size; later blocks are made whole.
 *
 * <p>Blocks of 1,024 events (29 KB), not more: a thread's last block is mostly room, and what the first block
 * grew through is garbage, both about the block's size per thread, and a trace has thousands of threads. On the
 * 1 GB event-dense trace (3.57 M events in 2,241 threads), with blocks of 8,192 the blocks held 148 MB for 103 MB
 * of events and the first blocks' growth left 97 MB of garbage; with 1,024, 113 MB and 27 MB. The command line
 * promotes whatever a young collection finds at once, so both were old-generation pages touched for the first
 * time.
 */
public final class TraceEventTable {
    /** The subset of an event's {@code args.data} that later stages read. Absent numbers are -1. */
    public record EventData(String functionName, String url, int lineNumber, int columnNumber,
                            String scriptId, long sampleTraceId, String type) {}

    private static final int BLOCK_SHIFT = 10;
    static final int BLOCK_EVENTS = 1 << BLOCK_SHIFT;
    private static final int IN_BLOCK = BLOCK_EVENTS - 1;
    private static final int FIRST_BLOCK_EVENTS = 16;

    // Per block: [event >>> BLOCK_SHIFT][event & IN_BLOCK].
    private int[][] name = new int[0][];
    private int[][] category = new int[0][];
    private byte[][] phase = new byte[0][];
    private double[][] startMicros = new double[0][];
    private double[][] durationMicros = new double[0][];
    /** Per event, its row in {@link #data}, or -1. */
    private int[][] dataIndex = new int[0][];
    private final List<EventData> data = new ArrayList<>();
    private int size;
    /** Blocks made so far; the block arrays above have room for more, grown by doubling. */
    private int blocks;
    /** Room in the last block (its arrays' length); full blocks hold {@link #BLOCK_EVENTS}. */
    private int lastBlockRoom;

    public int add(int nameString, int categoryString, char eventPhase, double start, double duration,
                   EventData eventData) {
        int block = size >>> BLOCK_SHIFT;
        int at = size & IN_BLOCK;
        if (at == 0 && block == blocks) {
            addBlock(block);
        } else if (at == lastBlockRoom) {
            growLastBlock(block);
        }
        name[block][at] = nameString;
        category[block][at] = categoryString;
        phase[block][at] = (byte) eventPhase;
        startMicros[block][at] = start;
        durationMicros[block][at] = duration;
        if (eventData == null) {
            dataIndex[block][at] = -1;
        } else {
            dataIndex[block][at] = data.size();
            data.add(eventData);
        }
        return size++;
    }

    private void addBlock(int block) {
        if (block == name.length) {
            // The lists of blocks double: a thread of millions of events has thousands of blocks.
            int room = Math.max(4, block * 2);
            name = Arrays.copyOf(name, room);
            category = Arrays.copyOf(category, room);
            phase = Arrays.copyOf(phase, room);
            startMicros = Arrays.copyOf(startMicros, room);
            durationMicros = Arrays.copyOf(durationMicros, room);
            dataIndex = Arrays.copyOf(dataIndex, room);
        }
        blocks = block + 1;
        // A thread's first block starts small (most threads have a few events); a later one is surely needed whole.
        int room = block == 0 ? FIRST_BLOCK_EVENTS : BLOCK_EVENTS;
        name[block] = new int[room];
        category[block] = new int[room];
        phase[block] = new byte[room];
        startMicros[block] = new double[room];
        durationMicros[block] = new double[room];
        dataIndex[block] = new int[room];
        lastBlockRoom = room;
    }

    private void growLastBlock(int block) {
        int room = Math.min(BLOCK_EVENTS, lastBlockRoom * 2);
        name[block] = Arrays.copyOf(name[block], room);
        category[block] = Arrays.copyOf(category[block], room);
        phase[block] = Arrays.copyOf(phase[block], room);
        startMicros[block] = Arrays.copyOf(startMicros[block], room);
        durationMicros[block] = Arrays.copyOf(durationMicros[block], room);
        dataIndex[block] = Arrays.copyOf(dataIndex[block], room);
        lastBlockRoom = room;
    }

    public int size() { return size; }

    public int name(int event) {
        check(event);
        return name[event >>> BLOCK_SHIFT][event & IN_BLOCK];
    }

    public int category(int event) {
        check(event);
        return category[event >>> BLOCK_SHIFT][event & IN_BLOCK];
    }

    public char phase(int event) {
        check(event);
        return (char) phase[event >>> BLOCK_SHIFT][event & IN_BLOCK];
    }

    public double startMicros(int event) {
        check(event);
        return startMicros[event >>> BLOCK_SHIFT][event & IN_BLOCK];
    }

    public double durationMicros(int event) {
        check(event);
        return durationMicros[event >>> BLOCK_SHIFT][event & IN_BLOCK];
    }

    public EventData data(int event) {
        check(event);
        int row = dataIndex[event >>> BLOCK_SHIFT][event & IN_BLOCK];
        return row < 0 ? null : data.get(row);
    }

    /**
     * {earliest start, latest end} of the events, in microseconds, in file order: an event ends at its start plus its
     * duration, or at its start when it has none (NaN). Values that are not finite never count, and an earlier value
     * stays on a tie; NaN where no event gave a finite one. Read block by block: {@code flint info} asks it of every
     * thread, and through {@link #startMicros} and {@link #durationMicros}, a call and a check per value under C1,
     * it was about 60 ms of CPU in the 1 GB trace's tail (async-profiler, load 20).
     */
    public double[] spanMicros() {
        double start = Double.NaN;
        double end = Double.NaN;
        for (int block = 0; block < blocks; block++) {
            double[] starts = startMicros[block];
            double[] durations = durationMicros[block];
            int count = Math.min(BLOCK_EVENTS, size - (block << BLOCK_SHIFT));
            for (int at = 0; at < count; at++) {
                double eventStart = starts[at];
                double duration = durations[at];
                // x != x: x is NaN; x - x == 0: x is finite (the tests written out, as C1 calls Double's for them).
                double eventEnd = duration != duration ? eventStart : eventStart + duration;
                if (eventStart - eventStart == 0 && (start != start || eventStart < start)) start = eventStart;
                if (eventEnd - eventEnd == 0 && (end != end || eventEnd > end)) end = eventEnd;
            }
        }
        return new double[] {start, end};
    }

    /** Sets a duration found later (a B event closed by its E). */
    public void setDurationMicros(int event, double duration) {
        Columns.checkIndex(event, size, "event");
        durationMicros[event >>> BLOCK_SHIFT][event & IN_BLOCK] = duration;
    }

    /**
     * An event past the size may lie in the last block's room: the flat arrays threw for it (past their length
     * at least), and so does this.
     */
    private void check(int event) {
        if (event >= size) throw new ArrayIndexOutOfBoundsException("event " + event + " of " + size);
    }
}
