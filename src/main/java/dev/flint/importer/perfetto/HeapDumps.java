package dev.flint.importer.perfetto;

import java.io.IOException;
import java.util.HashMap;
import java.util.Map;

/**
 * heapprofd's ProfilePacket (profile_packet.proto): a dump of native heap samples per process, with its own
 * tables of strings, mappings, frames and callstacks, which hold across the packets of one dump
 * ({@code continued}) on a sequence and start afresh with the next dump.
 *
 * <p>What a CPU viewer shows of a memory profile: each process's heap as a thread of its own whose samples are
 * callstacks weighing the bytes they allocated and had not freed when the dump was taken (Perfetto UI's
 * default "unreleased malloc size"; {@code self_max} for dumps taken at the heap's peak), all at the dump's
 * time, in bytes; the call tree and flame graph then show where memory stayed. Dumps count from the start of
 * profiling, so only a process's last dump is shown (a warning says how many earlier ones were left out).
 * Native frames keep their library, address and build id, so the symbols feature names them.
 */
final class HeapDumps {
    private final CallstackSamples samples;
    /** The tables of the dump in progress on each sequence. */
    private final Map<Long, InternedData> tablesBySequence = new HashMap<>();

    HeapDumps(CallstackSamples samples) {
        this.samples = samples;
    }

    /** Reads one ProfilePacket of {@code sequence} taken at {@code packetMicros} (NaN when it has no time). */
    void read(ProtoReader in, PacketSequence sequence, double packetMicros) throws IOException, WireException {
        InternedData tables = tablesBySequence.computeIfAbsent(sequence.id, id -> new InternedData());
        boolean continued = false;
        int start = in.position();
        // The tables first, wherever they are in the packet: the dumps' samples refer to them.
        for (int tag; (tag = in.readTag()) != 0; ) {
            if (Wire.field(tag) == 6) continued = Wire.varint(in, tag, "ProfilePacket.continued") != 0;
            else if (!tables.readProfileTable(in, tag)) in.skipField(tag);
        }
        in.reset(in.buffer(), start, in.position() - start);
        for (int tag; (tag = in.readTag()) != 0; ) {
            if (Wire.field(tag) != 5) {
                in.skipField(tag);
                continue;
            }
            int old = Wire.enter(in, tag, "ProfilePacket.process_dumps");
            readProcessDump(in, tables, packetMicros);
            Wire.leave(in, old);
        }
        if (!continued) tablesBySequence.remove(sequence.id);
    }

    /** ProcessHeapSamples: {@code pid = 1; samples = 2; timestamp = 9; heap_name = 11}. */
    private void readProcessDump(ProtoReader in, InternedData tables, double packetMicros) throws IOException, WireException {
        long pid = -1;
        String heapName = "malloc";
        double micros = packetMicros;
        int start = in.position();
        for (int tag; (tag = in.readTag()) != 0; ) {
            switch (Wire.field(tag)) {
                case 1 -> pid = Wire.varint(in, tag, "ProcessHeapSamples.pid") & 0xffffffffL;
                case 9 -> {
                    long nanos = Wire.varint(in, tag, "ProcessHeapSamples.timestamp");
                    if (Double.isNaN(micros)) micros = nanos / 1000.0;
                }
                case 11 -> heapName = Wire.string(in, tag, "ProcessHeapSamples.heap_name");
                default -> in.skipField(tag);
            }
        }
        if (pid < 0) return;
        if (Double.isNaN(micros)) micros = 0;
        int end = in.position();
        in.reset(in.buffer(), start, end - start);
        for (int tag; (tag = in.readTag()) != 0; ) {
            if (Wire.field(tag) != 2) {
                in.skipField(tag);
                continue;
            }
            int old = Wire.enter(in, tag, "ProcessHeapSamples.samples");
            long callstack = 0, allocated = 0, freed = 0, max = 0;
            for (int t; (t = in.readTag()) != 0; ) {
                switch (Wire.field(t)) {
                    case 1 -> callstack = Wire.varint(in, t, "HeapSample.callstack_id");
                    case 2 -> allocated = Wire.varint(in, t, "HeapSample.self_allocated");
                    case 3 -> freed = Wire.varint(in, t, "HeapSample.self_freed");
                    case 8 -> max = Wire.varint(in, t, "HeapSample.self_max");
                    default -> in.skipField(t);
                }
            }
            Wire.leave(in, old);
            long unreleased = allocated > 0 ? allocated - freed : max;
            if (unreleased > 0) samples.addHeapSample(pid, heapName, micros, samples.callstack(tables, callstack), unreleased);
        }
    }
}
