package dev.flint.model;

import java.util.Map;

/**
 * What a V8 CPU profile (a .cpuprofile, or Profile/ProfileChunk events of a trace) carries beyond the
 * generic tables, for the DevTools-equivalent timeline. Stacks are V8 nodes one to one: the V8 node id of
 * stack s is {@code nodeIdByStack[s]}; the {@code (root)} node is not a stack, and a sample that hits the
 * root itself has stack -1. Sample times in the thread's {@link SampleTable} are startMicros plus the
 * running sum of timeDeltas, sorted by time as every thread's samples are (a negative delta moves its sample
 * back, as DevTools sorts them), each sample weighing the time to the next one in time order.
 *
 * @param startMicros  the profile's startTime (for a trace: the Profile event's ts)
 * @param endMicros    the profile's endTime, NaN when the file has none
 * @param sampleLines  per-sample source lines from ProfileChunk {@code lines} (in the samples' order), null when absent
 * @param sampleColumns per-sample source columns, null when absent
 * @param nodeIdByTraceId {@code trace_ids}: trace id to V8 node id
 * @param source       "Internal", "Inspector", "SelfProfiling" or null
 * @param scriptIdStringByStack per stack, the string index (thread string table) of its call frame's
 *                     {@code scriptId} as text ("0" for natives); null when the importer did not keep it.
 *                     DevTools compares JS frames by scriptId, function name and line, so the timeline
 *                     needs it to merge exactly the frames DevTools merges.
 * @param lastSampleEndMicros where the last sample ends when the file says so (a legacy {@code head}
 *                     profile with one timestamp more than samples: DevTools closes the last sample at
 *                     that timestamp); NaN otherwise, and the last sample lasts one average interval
 */
public record CpuProfileInfo(String profileId, double startMicros, double endMicros, int rootNodeId,
                             int[] nodeIdByStack, int[] sampleLines, int[] sampleColumns,
                             Map<Long, Integer> nodeIdByTraceId, String source, int[] scriptIdStringByStack,
                             double lastSampleEndMicros) {

    /** Without a given end of the last sample. */
    public CpuProfileInfo(String profileId, double startMicros, double endMicros, int rootNodeId,
                          int[] nodeIdByStack, int[] sampleLines, int[] sampleColumns,
                          Map<Long, Integer> nodeIdByTraceId, String source, int[] scriptIdStringByStack) {
        this(profileId, startMicros, endMicros, rootNodeId, nodeIdByStack, sampleLines, sampleColumns,
                nodeIdByTraceId, source, scriptIdStringByStack, Double.NaN);
    }

    /** Without script ids (the timeline then tells frames apart by their script URL instead). */
    public CpuProfileInfo(String profileId, double startMicros, double endMicros, int rootNodeId,
                          int[] nodeIdByStack, int[] sampleLines, int[] sampleColumns,
                          Map<Long, Integer> nodeIdByTraceId, String source) {
        this(profileId, startMicros, endMicros, rootNodeId, nodeIdByStack, sampleLines, sampleColumns,
                nodeIdByTraceId, source, null);
    }

    /**
     * Puts the per-sample columns in the order {@code order} gives (sample k from row order[k]), in the arrays
     * themselves ({@link RowOrder}); a column that is not one per sample stays as it is. Only for a thread's
     * builder, which owns this profile's arrays ({@link ThreadBuilder#cpuProfile}).
     */
    void reorderSamplesInPlace(int[] order) {
        reorderInPlace(sampleLines, order);
        reorderInPlace(sampleColumns, order);
    }

    private static void reorderInPlace(int[] perSample, int[] order) {
        if (perSample == null || perSample.length != order.length) return;
        RowOrder.gatherInPlace(order, new RowOrder.Rows() {
            private int held;

            @Override
            public void hold(int row) { held = perSample[row]; }

            @Override
            public void copy(int toRow, int fromRow) { perSample[toRow] = perSample[fromRow]; }

            @Override
            public void putHeld(int row) { perSample[row] = held; }
        });
    }
}
