package dev.flint.importer.perfetto;

import dev.flint.importer.FileStacks;
import dev.flint.model.CpuProfileInfo;
import dev.flint.model.DoubleColumn;
import dev.flint.model.IntColumn;
import dev.flint.model.LoadWarnings;
import dev.flint.model.LongIntMap;
import dev.flint.model.Profile;
import dev.flint.model.ProfileThread;
import dev.flint.model.ResourceKind;
import dev.flint.model.ThreadBuilder;
import java.io.IOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BiFunction;
import java.util.function.LongFunction;

/**
 * Callstack samples of any Perfetto source, in one set of tables for the whole trace: Chrome's
 * StreamingProfilePacket (interned callstacks, microsecond deltas on the sequence's thread), PerfSample
 * (traced_perf: pid, tid, an interned callstack) and StackSample (the common stack-sample record: a task
 * context and an interned or inline callstack). Interned frames are resolved once per sequence generation into
 * trace-wide frames (function name, mapping, relative pc, source file and line) and stacks, so a sample costs
 * a map lookup. A frame without a function name is named by its address in its library ({@code 0x1a2b}), with
 * the library's path and build id, so the symbols feature can name it later.
 *
 * <p>Each sampled thread becomes a thread whose samples weigh the milliseconds to the next one, as a trace's V8
 * samples do; the events of a trace thread of the same pid and tid are merged in.
 */
final class CallstackSamples {
    private record FrameKey(String function, int mapping, long address, String sourceFile, int line) {}

    private record MappingKey(String path, String buildId, long start, long end) {}

    private static final class ThreadSamples {
        final long pid;
        final long tid;
        final IntColumn stacks = new IntColumn();
        final DoubleColumn times = new DoubleColumn();
        /** A heap dump's bytes per sample ({@link HeapDumps}); null for CPU samples, which weigh their time. */
        final DoubleColumn bytes;
        final String heapName;

        ThreadSamples(long pid, long tid) {
            this(pid, tid, null);
        }

        ThreadSamples(long pid, long tid, String heapName) {
            this.pid = pid;
            this.tid = tid;
            this.heapName = heapName;
            this.bytes = heapName == null ? null : new DoubleColumn();
        }
    }

    /** The last heap dump of each process and heap, by "pid heap": only the last, as dumps count from the start. */
    private final Map<String, ThreadSamples> heapDumps = new java.util.LinkedHashMap<>();
    private final Map<String, Double> heapDumpTimes = new HashMap<>();
    private long earlierHeapDumps;
    private long heapDumpsOnBusyThreads;

    private final List<FrameKey> frames = new ArrayList<>();
    private final Map<FrameKey, Integer> frameIndex = new HashMap<>();
    private final List<MappingKey> mappings = new ArrayList<>();
    private final Map<MappingKey, Integer> mappingIndex = new HashMap<>();
    /** The trace's callstacks as (prefix, frame) rows over {@link #frames}, for all threads. */
    private final FileStacks fileStacks = new FileStacks();
    private final LongIntMap threadRow = new LongIntMap();
    private final List<ThreadSamples> threads = new ArrayList<>();
    private final LongIntMap pidOfTid = new LongIntMap();
    private long unknownCallstacks;
    private long unknownFrames;
    private long samplesWithoutThread;
    private long samplesWithoutTime;
    private long samplesWithoutStack;
    private long samplesOnV8Threads;
    private long deltasWithoutCallstack;

    boolean isEmpty() {
        return threads.isEmpty() && heapDumps.isEmpty();
    }

    /**
     * One callstack's unreleased bytes in heap {@code heapName} of process {@code pid}, dumped at {@code micros}:
     * a dump taken later replaces the earlier ones of the same process and heap.
     */
    void addHeapSample(long pid, String heapName, double micros, int stack, long bytes) {
        String key = pid + " " + heapName;
        Double dumpedAt = heapDumpTimes.get(key);
        if (dumpedAt == null || micros > dumpedAt) {
            if (dumpedAt != null) earlierHeapDumps += heapDumps.get(key).stacks.size();
            heapDumps.put(key, new ThreadSamples(pid, pid, heapName));
            heapDumpTimes.put(key, micros);
        } else if (micros < dumpedAt) {
            return;
        }
        ThreadSamples dump = heapDumps.get(key);
        dump.stacks.add(stack);
        dump.times.add(micros);
        dump.bytes.add(bytes);
    }

    /** A process tree's word on which process a thread belongs to (samples that give only a tid). */
    void processOf(long tid, long pid) {
        pidOfTid.put(tid, (int) pid);
    }

    /**
     * StreamingProfilePacket: callstack iids with microsecond deltas that advance the sequence's track-event
     * clock (trace processor's reading), on the sequence's thread.
     */
    void readStreamingProfile(ProtoReader in, PacketSequence sequence, ClockDomains clocks, long[] thread)
            throws IOException, WireException {
        IntColumn stacks = new IntColumn();
        dev.flint.model.LongColumn deltas = new dev.flint.model.LongColumn();
        for (int tag; (tag = in.readTag()) != 0; ) {
            switch (Wire.field(tag)) {
                case 1 -> Wire.repeatedVarint(in, tag, "StreamingProfilePacket.callstack_iid",
                        iid -> stacks.add(callstack(sequence.interned(), iid)));
                case 2 -> Wire.repeatedVarint(in, tag, "StreamingProfilePacket.timestamp_delta_us", deltas::add);
                default -> in.skipField(tag);
            }
        }
        if (stacks.size() > deltas.size()) deltasWithoutCallstack += stacks.size() - deltas.size();
        for (int i = 0; i < deltas.size(); i++) {
            sequence.legacyMicros = saturatedAdd(sequence.legacyMicros, deltas.get(i));
            if (i >= stacks.size()) continue;
            double micros = clocks.micros(sequence, 3, saturatedMultiply(sequence.legacyMicros, 1000));
            add(thread, stacks.get(i), micros);
        }
    }

    /** PerfSample: a sample of pid/tid with an interned callstack at the packet's time. */
    void readPerfSample(ProtoReader in, PacketSequence sequence, double micros) throws IOException, WireException {
        long pid = -1, tid = -1;
        long callstack = -1;
        for (int tag; (tag = in.readTag()) != 0; ) {
            switch (Wire.field(tag)) {
                case 2 -> pid = Wire.varint(in, tag, "PerfSample.pid") & 0xffffffffL;
                case 3 -> tid = Wire.varint(in, tag, "PerfSample.tid") & 0xffffffffL;
                case 4 -> callstack = Wire.varint(in, tag, "PerfSample.callstack_iid");
                default -> in.skipField(tag);
            }
        }
        // A PerfSample without a callstack records lost or skipped samples, not a sample.
        if (callstack < 0) return;
        add(new long[] {pid, tid}, callstack(sequence.interned(), callstack), micros);
    }

    /** StackSample (the common stack-sample record): a task context and an interned or inline callstack. */
    void readStackSample(ProtoReader in, PacketSequence sequence, double micros) throws IOException, WireException {
        long pid = -1, tid = -1;
        int stack = -1;
        boolean hasStack = false;
        InternedData interned = sequence.interned();
        for (int tag; (tag = in.readTag()) != 0; ) {
            switch (Wire.field(tag)) {
                case 1 -> {
                    int old = Wire.enter(in, tag, "StackSample.task_context");
                    long[] context = InternedData.readTaskContext(in);
                    pid = context[0];
                    tid = context[1];
                    Wire.leave(in, old);
                }
                case 2 -> {
                    long[] context = interned.taskContext(Wire.varint(in, tag, "StackSample.task_context_iid"));
                    if (context != null) {
                        pid = context[0];
                        tid = context[1];
                    }
                }
                case 5 -> {
                    int old = Wire.enter(in, tag, "StackSample.callstack");
                    stack = inlineCallstack(in);
                    hasStack = true;
                    Wire.leave(in, old);
                }
                case 6 -> {
                    stack = callstack(interned, Wire.varint(in, tag, "StackSample.callstack_iid"));
                    hasStack = true;
                }
                default -> in.skipField(tag);
            }
        }
        if (!hasStack) samplesWithoutStack++;
        add(new long[] {pid, tid}, stack, micros);
    }

    /** InlineCallstack: frames outermost first, each a function name, source file and line. */
    private int inlineCallstack(ProtoReader in) throws IOException, WireException {
        int stack = -1;
        for (int tag; (tag = in.readTag()) != 0; ) {
            if (Wire.field(tag) != 1) {
                in.skipField(tag);
                continue;
            }
            int old = Wire.enter(in, tag, "InlineCallstack.frames");
            String function = "";
            String file = null;
            int line = -1;
            for (int t; (t = in.readTag()) != 0; ) {
                switch (Wire.field(t)) {
                    case 1 -> function = Wire.string(in, t, "Frame.function_name");
                    case 2 -> file = Wire.string(in, t, "Frame.source_file");
                    case 3 -> {
                        long value = Wire.varint(in, t, "Frame.line_number");
                        line = value > 0 && value <= Integer.MAX_VALUE ? (int) value : -1;
                    }
                    default -> in.skipField(t);
                }
            }
            Wire.leave(in, old);
            stack = fileStacks.stack(stack, frame(new FrameKey(function, -1, -1, file, line)));
        }
        return stack;
    }

    /** The trace-wide stack of a sequence's callstack iid (cached in the generation), -1 when unknown. */
    int callstack(InternedData interned, long iid) {
        int known = interned.globalStack(iid);
        if (known != Integer.MIN_VALUE) return known;
        long[] frameIids = interned.callstack(iid);
        int stack = -1;
        if (frameIids == null) {
            unknownCallstacks++;
        } else {
            for (long frameIid : frameIids) {
                int frame = frame(interned, frameIid);
                if (frame < 0) {
                    unknownFrames++;
                    continue;
                }
                stack = fileStacks.stack(stack, frame);
            }
        }
        interned.setGlobalStack(iid, stack);
        return stack;
    }

    private int frame(InternedData interned, long iid) {
        int known = interned.globalFrame(iid);
        if (known != Integer.MIN_VALUE) return known;
        InternedData.Frame frame = interned.frame(iid);
        int global = -1;
        if (frame != null) {
            String function = frame.functionNameId() == 0 ? null : interned.functionNames.get(frame.functionNameId());
            int mapping = frame.mappingId() == 0 ? -1 : mapping(interned, frame.mappingId());
            String source = frame.sourcePathId() == 0 ? null : interned.sourcePaths.get(frame.sourcePathId());
            long address = frame.hasRelPc() ? frame.relPc() : -1;
            if (function == null || function.isEmpty()) {
                function = address >= 0 ? "0x" + Long.toHexString(address) : "(unknown)";
            }
            global = frame(new FrameKey(function, mapping, address, source, frame.line()));
        }
        interned.setGlobalFrame(iid, global);
        return global;
    }

    private int mapping(InternedData interned, long iid) {
        InternedData.Mapping mapping = interned.mapping(iid);
        if (mapping == null) return -1;
        StringBuilder path = new StringBuilder();
        for (long part : mapping.pathStringIds()) {
            String text = interned.mappingPaths.get(part);
            if (text == null) continue;
            if (path.length() > 0 && !text.startsWith("/")) path.append('/');
            path.append(text);
        }
        String buildId = mapping.buildId() == 0 ? null : interned.buildIds.get(mapping.buildId());
        MappingKey key = new MappingKey(path.toString(), buildId, mapping.start(), mapping.end());
        Integer index = mappingIndex.get(key);
        if (index != null) return index;
        mappings.add(key);
        mappingIndex.put(key, mappings.size() - 1);
        return mappings.size() - 1;
    }

    private int frame(FrameKey key) {
        Integer index = frameIndex.get(key);
        if (index != null) return index;
        frames.add(key);
        frameIndex.put(key, frames.size() - 1);
        return frames.size() - 1;
    }

    private void add(long[] thread, int stack, double micros) {
        long pid = thread[0];
        long tid = thread[1];
        if (tid < 0) {
            samplesWithoutThread++;
            return;
        }
        if (pid < 0) {
            int known = pidOfTid.get(tid);
            pid = known >= 0 ? known : tid;
        }
        if (Double.isNaN(micros)) {
            samplesWithoutTime++;
            return;
        }
        long key = LongIntMap.pack((int) pid, (int) tid);
        int row = threadRow.get(key);
        if (row < 0) {
            row = threads.size();
            threads.add(new ThreadSamples(pid, tid));
            threadRow.put(key, row);
        }
        ThreadSamples samples = threads.get(row);
        samples.stacks.add(stack);
        samples.times.add(micros);
    }

    /** The sampled threads added to {@code traced}, each merged with the trace thread of its pid and tid. */
    /**
     * A sampled thread's name: its own, else, for a process's main thread (tid = pid), its process's, as profilers
     * that sample whole systems (traced_perf, eBPF samplers) name only processes, and Perfetto's UI shows the
     * process's name there.
     */
    private static String sampledThreadName(ThreadSamples samples, BiFunction<Long, Long, String> threadName,
            LongFunction<String> processName) {
        String own = threadName.apply(samples.pid, samples.tid);
        if ((own == null || own.isEmpty()) && samples.tid == samples.pid) {
            String process = processName.apply(samples.pid);
            if (process != null && !process.isEmpty()) return process;
        }
        return own;
    }

    Profile addTo(Profile traced, BiFunction<Long, Long, String> threadName, LongFunction<String> processName) {
        List<ProfileThread> result = new ArrayList<>(traced.threads());
        for (ThreadSamples samples : threads) {
            int existing = -1;
            for (int t = 0; t < result.size(); t++) {
                ProfileThread thread = result.get(t);
                if (thread.pid() == samples.pid && thread.tid() == samples.tid) existing = t;
            }
            ProfileThread old = existing >= 0 ? result.get(existing) : null;
            if (old != null && old.samples().size() > 0) {
                samplesOnV8Threads += samples.stacks.size();
                continue;
            }
            ThreadBuilder builder = new ThreadBuilder(samples.pid, samples.tid);
            builder.name(old != null ? old.name() : sampledThreadName(samples, threadName, processName));
            builder.processName(old != null ? old.processName() : processName.apply(samples.pid));
            if (old != null) {
                builder.processUrl(old.processUrl());
                builder.addTraceEventsOf(old);
            }
            addSamples(samples, builder);
            if (existing >= 0) result.set(existing, builder.build());
            else result.add(builder.build());
        }
        for (ThreadSamples dump : heapDumps.values()) {
            boolean taken = false;
            for (ProfileThread thread : result) taken |= thread.pid() == dump.pid && thread.tid() == dump.tid;
            if (taken) {
                // One pid:tid is one thread: the dump does not go under the process's main thread's name.
                heapDumpsOnBusyThreads += dump.stacks.size();
                continue;
            }
            ThreadBuilder builder = new ThreadBuilder(dump.pid, dump.tid);
            builder.name("heapprofd " + dump.heapName + " (unreleased bytes)");
            builder.processName(processName.apply(dump.pid));
            builder.weightType(dev.flint.model.WeightType.BYTES);
            addSamples(dump, builder);
            result.add(builder.build());
        }
        LoadWarnings warnings = new LoadWarnings();
        warnings.addSamples("heap dumps", "samples of a process's earlier heap dumps, not shown (each dump counts from"
                + " the start of profiling; the last is shown)", earlierHeapDumps);
        warnings.addSamples("heap dumps", "heap dumps of a process whose main thread has events or samples of its own,"
                + " not shown", heapDumpsOnBusyThreads);
        warnings.addSamples("samples", "callstack ids never interned on their sequence: kept without a stack", unknownCallstacks);
        warnings.addSamples("samples", "frame ids never interned on their sequence: left out of their stacks", unknownFrames);
        warnings.addSamples("samples", "samples that name no thread, dropped", samplesWithoutThread);
        warnings.addSamples("samples", "samples on a clock no ClockSnapshot defines, dropped", samplesWithoutTime);
        warnings.addSamples("samples", "stack samples without a callstack: kept without a stack", samplesWithoutStack);
        warnings.addSamples("samples", "StreamingProfilePacket callstacks without a time delta, dropped", deltasWithoutCallstack);
        warnings.addSamples("samples", "native samples of threads that also have V8 samples, not shown", samplesOnV8Threads);
        return traced.withThreads(result).withWarnings(warnings.toList());
    }

    private void addSamples(ThreadSamples samples, ThreadBuilder builder) {
        int[] threadStack = new int[fileStacks.size()];
        java.util.Arrays.fill(threadStack, Integer.MIN_VALUE);
        int[] threadFrame = new int[frames.size()];
        java.util.Arrays.fill(threadFrame, Integer.MIN_VALUE);
        int[] threadResource = new int[mappings.size()];
        java.util.Arrays.fill(threadResource, Integer.MIN_VALUE);
        int n = samples.stacks.size();
        double start = Double.POSITIVE_INFINITY;
        // ThreadBuilder sorts the samples by time (samples of several sequences may interleave).
        for (int i = 0; i < n; i++) {
            start = Math.min(start, samples.times.get(i));
            int stack = samples.stacks.get(i);
            int threadStackIndex = stack < 0 ? -1 : threadStack(stack, builder, threadStack, threadFrame, threadResource);
            if (samples.bytes != null) builder.addSample(threadStackIndex, samples.times.get(i), samples.bytes.get(i));
            else builder.addSample(threadStackIndex, samples.times.get(i));
        }
        if (samples.bytes != null) return;
        builder.weighSamplesAsDevTools(Double.NaN);
        // The samples integrator estimates calls from V8-like profiles: each stack is a node of its own.
        int[] nodeIdByStack = new int[builder.stackCount()];
        for (int s = 0; s < nodeIdByStack.length; s++) nodeIdByStack[s] = s + 1;
        if (n == 0) start = 0;
        builder.cpuProfile(new CpuProfileInfo("perfetto", start, Double.NaN, 0, nodeIdByStack, null, null, Map.of(), null));
    }

    /** The thread's stack for a trace-wide one, made root first on first use. */
    private int threadStack(int stack, ThreadBuilder builder, int[] threadStack, int[] threadFrame, int[] threadResource) {
        if (threadStack[stack] != Integer.MIN_VALUE) return threadStack[stack];
        // Walk up to the first stack the thread has, then make the rest downwards (no recursion: stacks can be deep).
        IntColumn chain = new IntColumn();
        int at = stack;
        while (at >= 0 && threadStack[at] == Integer.MIN_VALUE) {
            chain.add(at);
            at = fileStacks.prefix(at);
        }
        int prefix = at < 0 ? -1 : threadStack[at];
        for (int i = chain.size() - 1; i >= 0; i--) {
            int global = chain.get(i);
            prefix = builder.stack(prefix, threadFrame(fileStacks.frame(global), builder, threadFrame, threadResource));
            threadStack[global] = prefix;
        }
        return prefix;
    }

    private int threadFrame(int frame, ThreadBuilder builder, int[] threadFrame, int[] threadResource) {
        if (threadFrame[frame] != Integer.MIN_VALUE) return threadFrame[frame];
        FrameKey key = frames.get(frame);
        int resource = -1;
        if (key.mapping() >= 0) {
            resource = threadResource[key.mapping()];
            if (resource == Integer.MIN_VALUE) {
                MappingKey mapping = mappings.get(key.mapping());
                String path = mapping.path();
                int slash = path.lastIndexOf('/');
                String name = slash >= 0 && slash < path.length() - 1 ? path.substring(slash + 1) : path;
                if (name.isEmpty()) name = mapping.buildId() != null ? mapping.buildId() : "(unknown library)";
                int lib = builder.addLib(name, path.isEmpty() ? null : path, name, BuildIds.breakpadId(mapping.buildId()),
                        mapping.start() == 0 ? -1 : mapping.start(), mapping.end() == 0 ? -1 : mapping.end());
                resource = builder.resource(name, ResourceKind.LIBRARY, lib);
                threadResource[key.mapping()] = resource;
            }
        }
        int func = builder.func(key.function(), resource, key.sourceFile(), -1, -1, false, false);
        int result = builder.frame(func, key.line(), -1, resource >= 0 ? key.address() : -1, -1, -1, -1, 0);
        threadFrame[frame] = result;
        return result;
    }

    private static long saturatedAdd(long a, long b) {
        long sum = a + b;
        if (((a ^ sum) & (b ^ sum)) < 0) return a < 0 ? Long.MIN_VALUE : Long.MAX_VALUE;
        return sum;
    }

    private static long saturatedMultiply(long a, long b) {
        long high = Math.multiplyHigh(a, b);
        long low = a * b;
        if ((high == 0 && low >= 0) || (high == -1 && low < 0)) return low;
        return a < 0 == b < 0 ? Long.MAX_VALUE : Long.MIN_VALUE;
    }
}
