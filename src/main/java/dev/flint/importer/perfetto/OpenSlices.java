package dev.flint.importer.perfetto;

import dev.flint.importer.ProfileFormatException;
import dev.flint.importer.TraceEventSink;
import dev.flint.model.TraceEventTable.EventData;
import java.util.HashMap;
import java.util.Map;

/**
 * Slice begins waiting for their ends, per track, on the assembly's side of the {@link EventHandoff}: a slice on
 * a thread's track becomes one complete ({@code X}) event once its end arrives (begin and end pair per track, as
 * trace processor pairs them); an async slice read as a marker becomes the JSON trace's {@code b}/{@code e}
 * pair keyed by its track; one still open at the end of the trace is a {@code B} without its {@code E}, shown
 * with duration 0 as in the JSON Chrome writes. The decoding thread only says which track begins or ends when.
 *
 * <p>An open slice is a slot of columns (numbers, and the few objects a slice may have), reused once it ends;
 * each track's open slices are a stack of slot numbers. A trace of millions of slices makes no object per slice.
 */
final class OpenSlices {
    /** The slot number of an async slice that is not read, held so that its end pairs with it. */
    private static final int UNREAD = -1;

    /** One track's open slices, innermost last. */
    private static final class Stack {
        int[] slots = new int[16];
        int size;
    }

    private final TraceEventSink sink;
    private final StringIds.Received strings;
    /** Open slices per track (by uuid; a thread named by a legacy override gets a key of its own). */
    private final Map<Long, Stack> open = new HashMap<>();
    /** The open slices of the track last begun or ended on, found without boxing its key. */
    private long lastKey;
    private Stack last;
    /** The stacks met lately, one slot per hash of the key: a track's slices find theirs without boxing its key. */
    private final long[] cachedKeys = new long[1024];
    private final Stack[] cachedStacks = new Stack[1024];

    // The open slices' columns, by slot. A begin that is only its thread's entry fills the numbers and its data;
    // any other begin is an event of its own, with its args document.
    private long[] pids = new long[64];
    private long[] tids = new long[64];
    private double[] micros = new double[64];
    private int[] names = new int[64];
    private int[] categories = new int[64];
    private EventData[] data = new EventData[64];
    private TraceEventSink.Event[] events = new TraceEventSink.Event[64];
    private byte[][] argsDocuments = new byte[64][];
    private boolean[] onThread = new boolean[64];
    /** Slots of ended slices, for the next begins; slots below {@code slotCount} were given out. */
    private int[] free = new int[64];
    private int freeCount;
    private int slotCount;
    /** The event given to the sink, filled from a begin. */
    private final TraceEventSink.Event event = new TraceEventSink.Event();
    private long endsWithoutBegin;

    OpenSlices(TraceEventSink sink, StringIds.Received strings) {
        this.sink = sink;
        this.strings = strings;
    }

    /** A slice under {@code key}, on a thread's track, begins with a begin that is only its thread's entry. */
    void begin(long key, long pid, long tid, int name, int category, double beginMicros, EventData beginData) {
        int slot = slot();
        pids[slot] = pid;
        tids[slot] = tid;
        names[slot] = name;
        categories[slot] = category;
        micros[slot] = beginMicros;
        if (beginData != null) data[slot] = beginData;
        onThread[slot] = true;
        push(stack(key), slot);
    }

    /** A slice under {@code key} begins with {@code begin} (its own) and its args document, or null. */
    void begin(long key, TraceEventSink.Event begin, byte[] argsDocument, boolean onThread) {
        int slot = slot();
        events[slot] = begin;
        argsDocuments[slot] = argsDocument;
        this.onThread[slot] = onThread;
        push(stack(key), slot);
    }

    /** An async slice under {@code key} that is not read begins. */
    void beginUnread(long key) {
        push(stack(key), UNREAD);
    }

    /** The slice that {@code key}'s last begin opened ends at {@code endMicros}; entry {@code entry} of {@code batch} is the end. */
    void end(long key, double endMicros, EventHandoff.Batch batch, int entry) throws ProfileFormatException {
        Stack stack = stack(key);
        if (stack.size == 0) {
            endsWithoutBegin++;
            return;
        }
        int slot = stack.slots[--stack.size];
        if (slot == UNREAD) return;
        TraceEventSink.Event begin = events[slot];
        if (begin == null) {
            double start = micros[slot];
            sink.acceptEntry(pids[slot], tids[slot], strings.get(names[slot]), strings.get(categories[slot]), 'X', start,
                    endMicros - start, data[slot]);
        } else if (onThread[slot]) {
            TraceEventSink.Event event = fill(slot);
            event.phase = 'X';
            event.durMicros = endMicros - begin.tsMicros;
            give(event, argsDocuments[slot], batch, entry);
        } else {
            String id = "0x" + Long.toHexString(key);
            TraceEventSink.Event event = fill(slot);
            event.phase = 'b';
            event.id = id;
            give(event, argsDocuments[slot], batch, entry);
            event = fill(slot);
            event.phase = 'e';
            event.id = id;
            event.tsMicros = endMicros;
            give(event, null, batch, entry);
        }
        release(slot);
    }

    /** Slices still open at the end: begins without their end, as the JSON trace has them. */
    void finish() throws ProfileFormatException {
        for (Stack stack : open.values()) {
            // Oldest first, as the JSON trace has them.
            for (int i = 0; i < stack.size; i++) {
                int slot = stack.slots[i];
                if (slot == UNREAD || !onThread[slot]) continue;
                TraceEventSink.Event event = fill(slot);
                event.phase = 'B';
                give(event, argsDocuments[slot], null, -1);
            }
            stack.size = 0;
        }
        open.clear();
        last = null;
        java.util.Arrays.fill(cachedStacks, null);
    }

    /** Ends that found no open slice on their track (dropped). */
    long endsWithoutBegin() {
        return endsWithoutBegin;
    }

    private void give(TraceEventSink.Event event, byte[] argsDocument, EventHandoff.Batch batch, int entry)
            throws ProfileFormatException {
        // The place is worded only for the events whose args can be wrong: the rest never fail on it.
        if (argsDocument == null) sink.accept(event, "track events");
        else sink.acceptWithArgs(event, argsDocument, batch == null ? PacketPlace.END.toString() : batch.place(entry));
    }

    private Stack stack(long key) {
        // The keys first: a null is then met by each read's first slices only when a key is 0, so the JIT's code
        // of a warm read is not deoptimized at every read's start (PerfettoImporter.Reader#decodeSome).
        if (lastKey == key && last != null) return last;
        int slot = (int) ((key * 0x9E3779B97F4A7C15L) >>> 54);
        Stack stack = cachedStacks[slot];
        if (cachedKeys[slot] != key || stack == null) {
            stack = open.computeIfAbsent(key, k -> new Stack());
            cachedKeys[slot] = key;
            cachedStacks[slot] = stack;
        }
        lastKey = key;
        last = stack;
        return stack;
    }

    private static void push(Stack stack, int slot) {
        if (stack.size == stack.slots.length) stack.slots = java.util.Arrays.copyOf(stack.slots, stack.size * 2);
        stack.slots[stack.size++] = slot;
    }

    /** A free slot, its objects cleared. */
    private int slot() {
        return freeCount > 0 ? free[--freeCount] : newSlot();
    }

    /**
     * A slot never given out, the columns grown if need be. A method apart: only a read's first slices and a new
     * most of slices open at once come here (the columns grow a few times a read), and a branch the assembly loop
     * takes once in millions is compiled (C2) as a trap that throws the loop's code away when it is taken.
     */
    private int newSlot() {
        if (slotCount == pids.length) {
            int size = slotCount * 2;
            pids = java.util.Arrays.copyOf(pids, size);
            tids = java.util.Arrays.copyOf(tids, size);
            micros = java.util.Arrays.copyOf(micros, size);
            names = java.util.Arrays.copyOf(names, size);
            categories = java.util.Arrays.copyOf(categories, size);
            data = java.util.Arrays.copyOf(data, size);
            events = java.util.Arrays.copyOf(events, size);
            argsDocuments = java.util.Arrays.copyOf(argsDocuments, size);
            onThread = java.util.Arrays.copyOf(onThread, size);
            free = java.util.Arrays.copyOf(free, size);
        }
        return slotCount++;
    }

    private void release(int slot) {
        if (data[slot] != null) data[slot] = null;
        if (events[slot] != null) {
            events[slot] = null;
            argsDocuments[slot] = null;
        }
        free[freeCount++] = slot;
    }

    /**
     * The begin in {@code slot} as the event to give (its end or the async pair fill in the rest): its own event,
     * or one made of its numbers, its strings and its data.
     */
    private TraceEventSink.Event fill(int slot) {
        TraceEventSink.Event begin = events[slot];
        if (begin != null) {
            event.copyFrom(begin);
        } else {
            event.reset();
            event.name = strings.get(names[slot]);
            event.category = strings.get(categories[slot]);
            event.pid = pids[slot];
            event.tid = tids[slot];
            event.tsMicros = micros[slot];
            EventData d = data[slot];
            if (d != null) {
                event.functionName = d.functionName();
                event.url = d.url();
                event.lineNumber = d.lineNumber();
                event.columnNumber = d.columnNumber();
                event.scriptId = d.scriptId();
                event.type = d.type();
                // The data was made for a sample trace id when nothing else was there, -1 or not.
                boolean onlyTraceId = d.functionName() == null && d.url() == null && d.scriptId() == null
                        && d.type() == null && d.lineNumber() == -1 && d.columnNumber() == -1;
                event.sampleTraceId = d.sampleTraceId() != -1 || onlyTraceId ? d.sampleTraceId() : null;
            }
        }
        event.phase = 0;
        event.durMicros = Double.NaN;
        event.id = null;
        return event;
    }
}
