package dev.flint.importer.perfetto;

import java.io.IOException;

/**
 * Turns packet timestamps into microseconds of the trace's clock, as trace processor does with ClockSnapshot
 * packets (clock_snapshot.proto): builtin clocks 1-63 are the machine's (REALTIME, MONOTONIC, BOOTTIME, ...),
 * related to each other by the latest snapshot that holds both; clocks 64-127 belong to one packet sequence,
 * related by that sequence's snapshots to a builtin clock, optionally counting in larger units
 * ({@code unit_multiplier_ns}) and optionally incremental (each timestamp a delta from the previous one).
 * Chrome's packets count in a sequence clock of microseconds deltas; the trace clock is the snapshot's
 * {@code primary_trace_clock} (Chrome: MONOTONIC, the clock its JSON traces use), BOOTTIME when none is named.
 */
final class ClockDomains {
    static final int BOOTTIME = 6;
    private static final int BUILTIN_CLOCKS = 64;

    private int primary = -1;
    /** Per builtin clock, its value minus the primary clock's at the latest snapshot holding both; NaN: unknown. */
    private final long[] offsetToPrimaryNanos = new long[BUILTIN_CLOCKS];
    private final boolean[] offsetKnown = new boolean[BUILTIN_CLOCKS];
    private long timestampsOnUnknownClocks;
    /** The clocks of the snapshot being read (Chrome sends one every hundred packets or so), kept for the next. */
    private int[] snapshotIds = new int[8];
    private long[] snapshotValues = new long[8];
    private boolean[] snapshotIncremental = new boolean[8];
    private long[] snapshotUnits = new long[8];

    /** A sequence clock (64-127) as the sequence's latest snapshot defined it. */
    static final class SequenceClock {
        long snapshotValue;
        long lastValue;
        boolean incremental;
        long unitNanos = 1;
        int builtinClock = -1;
        long builtinNanos;
    }

    int primaryClock() {
        return primary < 0 ? BOOTTIME : primary;
    }

    long timestampsOnUnknownClocks() {
        return timestampsOnUnknownClocks;
    }

    /** Reads a ClockSnapshot message (the reader is at its first field) for {@code sequence}. */
    void readSnapshot(ProtoReader in, PacketSequence sequence) throws IOException, WireException {
        int[] ids = snapshotIds;
        long[] values = snapshotValues;
        boolean[] incremental = snapshotIncremental;
        long[] units = snapshotUnits;
        int count = 0;
        for (int tag; (tag = in.readTag()) != 0; ) {
            switch (Wire.field(tag)) {
                case 1 -> {
                    int old = Wire.enter(in, tag, "ClockSnapshot.clocks");
                    if (count == ids.length) {
                        ids = java.util.Arrays.copyOf(ids, count * 2);
                        values = java.util.Arrays.copyOf(values, count * 2);
                        incremental = java.util.Arrays.copyOf(incremental, count * 2);
                        units = java.util.Arrays.copyOf(units, count * 2);
                        snapshotIds = ids;
                        snapshotValues = values;
                        snapshotIncremental = incremental;
                        snapshotUnits = units;
                    }
                    ids[count] = 0;
                    values[count] = 0;
                    incremental[count] = false;
                    units[count] = 1;
                    for (int t; (t = in.readTag()) != 0; ) {
                        switch (Wire.field(t)) {
                            case 1 -> ids[count] = (int) Math.min(Integer.MAX_VALUE, Wire.varint(in, t, "Clock.clock_id"));
                            case 2 -> values[count] = Wire.varint(in, t, "Clock.timestamp");
                            case 3 -> incremental[count] = Wire.varint(in, t, "Clock.is_incremental") != 0;
                            case 4 -> units[count] = Math.max(1, Wire.varint(in, t, "Clock.unit_multiplier_ns"));
                            default -> in.skipField(t);
                        }
                    }
                    Wire.leave(in, old);
                    count++;
                }
                case 2 -> {
                    long clock = Wire.varint(in, tag, "ClockSnapshot.primary_trace_clock");
                    if (primary < 0 && clock > 0 && clock < BUILTIN_CLOCKS) primary = (int) clock;
                }
                default -> in.skipField(tag);
            }
        }
        int reference = -1;
        for (int i = 0; i < count; i++) {
            if (ids[i] > 0 && ids[i] < BUILTIN_CLOCKS && (reference < 0 || ids[i] == primaryClock())) reference = i;
        }
        if (reference < 0) return;
        int primaryIndex = -1;
        for (int i = 0; i < count; i++) if (ids[i] == primaryClock()) primaryIndex = i;
        for (int i = 0; i < count; i++) {
            int id = ids[i];
            if (id > 0 && id < BUILTIN_CLOCKS && primaryIndex >= 0) {
                offsetToPrimaryNanos[id] = values[i] * units[i] - values[primaryIndex];
                offsetKnown[id] = true;
            } else if (id >= 64 && id < 128 && sequence != null) {
                SequenceClock clock = sequence.clock(id);
                clock.snapshotValue = values[i];
                clock.lastValue = values[i];
                clock.incremental = incremental[i];
                clock.unitNanos = units[i];
                clock.builtinClock = ids[reference];
                clock.builtinNanos = values[reference] * units[reference];
            }
        }
    }

    /**
     * The microseconds of the trace clock at {@code timestamp} of clock {@code clockId} on {@code sequence}
     * (0: the trace clock itself); NaN when the clock is not defined.
     */
    double micros(PacketSequence sequence, int clockId, long timestamp) {
        long nanos;
        int builtin;
        if (clockId >= 64 && clockId < 128) {
            // (the sequence's array read here, not through a method: C1 left that one a call, and every packet asks)
            SequenceClock clock = sequence.clocks[clockId - 64];
            if (clock == null || clock.builtinClock < 0) {
                timestampsOnUnknownClocks++;
                return Double.NaN;
            }
            long value = clock.incremental ? clock.lastValue + timestamp : timestamp;
            clock.lastValue = value;
            nanos = clock.builtinNanos + (value - clock.snapshotValue) * clock.unitNanos;
            builtin = clock.builtinClock;
        } else if (clockId > 0 && clockId < BUILTIN_CLOCKS) {
            nanos = timestamp;
            builtin = clockId;
        } else if (clockId == 0) {
            nanos = timestamp;
            builtin = primaryClock();
        } else {
            timestampsOnUnknownClocks++;
            return Double.NaN;
        }
        if (builtin != primaryClock() && offsetKnown[builtin]) nanos -= offsetToPrimaryNanos[builtin];
        return nanos / 1000.0;
    }
}
