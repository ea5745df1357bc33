package dev.flint.model;

import java.util.Map;

/**
 * What a V8 CPU profile (a .cpuprofile, or Profile/ProfileChunk events of a trace) carries beyond the
 * generic tables, for the DevTools-equivalent timeline. Stacks are V8 nodes one to one: the V8 node id of
 * stack s is {@code nodeIdByStack[s]}; the {@code (root)} node is not a stack, and a sample that hits the
 * root itself has stack -1. Sample times in the thread's {@link SampleTable} are startMicros plus the
 * running sum of timeDeltas, in file order (negative deltas kept; DevTools sorts later).
 *
 * @param startMicros  the profile's startTime (for a trace: the Profile event's ts)
 * @param endMicros    the profile's endTime, NaN when the file has none
 * @param sampleLines  per-sample source lines from ProfileChunk {@code lines}, null when absent
 * @param sampleColumns per-sample source columns, null when absent
 * @param nodeIdByTraceId {@code trace_ids}: trace id to V8 node id
 * @param source       "Internal", "Inspector", "SelfProfiling" or null
 */
public record CpuProfileInfo(String profileId, double startMicros, double endMicros, int rootNodeId,
                             int[] nodeIdByStack, int[] sampleLines, int[] sampleColumns,
                             Map<Long, Integer> nodeIdByTraceId, String source) {}
