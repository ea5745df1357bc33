package dev.flint.importer.perf;

import dev.flint.importer.FileStacks;
import dev.flint.model.ControlChars;
import dev.flint.model.DoubleColumn;
import dev.flint.model.IntColumn;
import dev.flint.model.LongColumn;
import dev.flint.model.LongIntMap;
import dev.flint.model.ProfileThread;
import dev.flint.model.ThreadBuilder;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Every sample of a perf file as it streams by, in columns (thread, chain, time), with the threads in the
 * order of their first sample and the frames and chains interned once for the file. Per-thread state is a
 * tid, a pid and a comm until the end, where {@link #build} groups the samples by thread: a file of 100,000
 * one-sample threads costs a few rows each, not a thread builder each.
 */
final class FileSamples {
    private final LongIntMap threadOfTid = new LongIntMap();
    private final LongColumn tids = new LongColumn();
    private final LongColumn pids = new LongColumn();
    private final List<String> comms = new ArrayList<>();
    private final Map<String, Integer> fileFrameByLine = new HashMap<>();
    private final List<PerfLines.Frame> fileFrames = new ArrayList<>();
    private final FileStacks stacks = new FileStacks();
    private final IntColumn sampleThread = new IntColumn();
    private final IntColumn sampleStack = new IntColumn();
    private final DoubleColumn sampleTime = new DoubleColumn();

    /** A sample of {@code header}'s thread whose call chain is {@code chain}, leaf first. */
    void add(PerfLines.Header header, List<PerfLines.Frame> chain) {
        int thread = threadOfTid.get(header.tid());
        if (thread < 0) {
            thread = tids.add(header.tid());
            pids.add(header.pid() < 0 ? 0 : header.pid());
            comms.add("");
            threadOfTid.put(header.tid(), thread);
        }
        // named by the comm of its last sample: threads are often renamed after they start
        comms.set(thread, header.comm());
        int stack = -1;
        for (int i = chain.size() - 1; i >= 0; i--) stack = stacks.stack(stack, fileFrame(chain.get(i)));
        sampleThread.add(thread);
        sampleStack.add(stack);
        sampleTime.add(header.timeMicros());
    }

    private int fileFrame(PerfLines.Frame frame) {
        String key = frame.address() + " " + frame.symbol() + " " + frame.dso();
        Integer known = fileFrameByLine.get(key);
        if (known != null) return known;
        int row = fileFrames.size();
        fileFrames.add(frame);
        fileFrameByLine.put(key, row);
        return row;
    }

    int threadCount() {
        return tids.size();
    }

    /** One thread per tid, each with its own tables holding what its samples use. */
    List<ProfileThread> build(int userCategory, int kernelCategory) {
        int threadCount = tids.size();
        int sampleCount = sampleThread.size();
        int[] threadOfSample = sampleThread.array();
        int[] stackOfSample = sampleStack.array();
        double[] timeOfSample = sampleTime.array();
        // samples grouped by thread, in file order within a thread (a counting sort)
        int[] start = new int[threadCount + 1];
        for (int i = 0; i < sampleCount; i++) start[threadOfSample[i] + 1]++;
        for (int t = 0; t < threadCount; t++) start[t + 1] += start[t];
        int[] byThread = new int[sampleCount];
        int[] next = Arrays.copyOf(start, threadCount);
        for (int i = 0; i < sampleCount; i++) byThread[next[threadOfSample[i]]++] = i;

        ThreadTables tables = new ThreadTables(stacks, fileFrames, userCategory, kernelCategory);
        List<ProfileThread> built = new ArrayList<>(threadCount);
        for (int t = 0; t < threadCount; t++) {
            ThreadBuilder builder = new ThreadBuilder(pids.get(t), tids.get(t));
            tables.begin(builder);
            for (int k = start[t]; k < start[t + 1]; k++) {
                int sample = byThread[k];
                builder.addSample(tables.stack(stackOfSample[sample]), timeOfSample[sample]);
            }
            // a NUL or an escape sequence in a comm must not reach a terminal or a window title raw
            built.add(builder.name(ControlChars.escape(comms.get(t))).build());
        }
        return built;
    }
}
