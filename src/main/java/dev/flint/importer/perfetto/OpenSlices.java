package dev.flint.importer.perfetto;

import dev.flint.importer.ProfileFormatException;
import dev.flint.importer.TraceEventSink;
import java.util.ArrayDeque;
import java.util.HashMap;
import java.util.Map;

/**
 * Slice begins waiting for their ends, per track, on the assembly's side of the {@link EventHandoff}: a slice on
 * a thread's track becomes one complete ({@code X}) event once its end arrives (begin and end pair per track, as
 * trace processor pairs them); an async slice read as a marker becomes the JSON trace's {@code b}/{@code e}
 * pair keyed by its track; one still open at the end of the trace is a {@code B} without its {@code E}, shown
 * with duration 0 as in the JSON Chrome writes. The decoding thread only says which track begins or ends when.
 */
final class OpenSlices {
    /** An async slice that is not read, held so that its end pairs with it. */
    private static final OpenSlice UNREAD = new OpenSlice();

    private final TraceEventSink sink;
    /** Open slices per track (by uuid; a thread named by a legacy override gets a key of its own). */
    private final Map<Long, ArrayDeque<OpenSlice>> open = new HashMap<>();
    /** The open slices of the track last begun or ended on, found without boxing its key. */
    private long lastKey;
    private ArrayDeque<OpenSlice> last;
    /** The stacks met lately, one slot per hash of the key: a track's slices find theirs without boxing its key. */
    private final long[] cachedKeys = new long[1024];
    @SuppressWarnings("unchecked")
    private final ArrayDeque<OpenSlice>[] cachedStacks = new ArrayDeque[1024];
    /** Slices that ended, kept for the next begins: a trace has millions of slices. */
    private OpenSlice[] free = new OpenSlice[64];
    private int freeCount;
    /** The event given to the sink, filled from a begin. */
    private final TraceEventSink.Event event = new TraceEventSink.Event();
    private long endsWithoutBegin;

    OpenSlices(TraceEventSink sink) {
        this.sink = sink;
    }

    /** A slice under {@code key} begins with {@code begin} (copied) and its args document, or null. */
    void begin(long key, TraceEventSink.Event begin, byte[] argsDocument, boolean onThread) {
        OpenSlice slice = freeCount == 0 ? new OpenSlice() : free[--freeCount];
        stack(key).push(slice.of(begin, argsDocument, onThread));
    }

    /** An async slice under {@code key} that is not read begins. */
    void beginUnread(long key) {
        stack(key).push(UNREAD);
    }

    /** The slice that {@code key}'s last begin opened ends at {@code micros}; entry {@code entry} of {@code batch} is the end. */
    void end(long key, double micros, EventHandoff.Batch batch, int entry) throws ProfileFormatException {
        OpenSlice begin = stack(key).poll();
        if (begin == null) {
            endsWithoutBegin++;
            return;
        }
        if (begin == UNREAD) return;
        TraceEventSink.Event event = fill(begin);
        if (begin.onThread) {
            event.phase = 'X';
            event.durMicros = micros - begin.begin.tsMicros;
            give(event, begin.argsDocument, batch, entry);
        } else {
            String id = "0x" + Long.toHexString(key);
            event.phase = 'b';
            event.id = id;
            give(event, begin.argsDocument, batch, entry);
            event = fill(begin);
            event.phase = 'e';
            event.id = id;
            event.tsMicros = micros;
            give(event, null, batch, entry);
        }
        if (freeCount == free.length) free = java.util.Arrays.copyOf(free, freeCount * 2);
        free[freeCount++] = begin;
    }

    /** Slices still open at the end: begins without their end, as the JSON trace has them. */
    void finish() throws ProfileFormatException {
        for (ArrayDeque<OpenSlice> stack : open.values()) {
            while (!stack.isEmpty()) {
                OpenSlice slice = stack.pollLast();
                if (!slice.onThread) continue;
                TraceEventSink.Event event = fill(slice);
                event.phase = 'B';
                give(event, slice.argsDocument, null, -1);
            }
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

    private ArrayDeque<OpenSlice> stack(long key) {
        if (last != null && lastKey == key) return last;
        int slot = (int) ((key * 0x9E3779B97F4A7C15L) >>> 54);
        ArrayDeque<OpenSlice> stack = cachedStacks[slot];
        if (stack == null || cachedKeys[slot] != key) {
            stack = open.get(key);
            if (stack == null) {
                stack = new ArrayDeque<>();
                open.put(key, stack);
            }
            cachedKeys[slot] = key;
            cachedStacks[slot] = stack;
        }
        lastKey = key;
        last = stack;
        return stack;
    }

    /** The begin of {@code slice} as the event to give (its end or the async pair fill in the rest). */
    private TraceEventSink.Event fill(OpenSlice slice) {
        event.copyFrom(slice.begin);
        event.phase = 0;
        event.durMicros = Double.NaN;
        event.id = null;
        return event;
    }
}
