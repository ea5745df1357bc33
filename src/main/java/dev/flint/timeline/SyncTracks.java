package dev.flint.timeline;

import dev.flint.model.Profile;
import dev.flint.model.ProfileThread;
import dev.flint.model.TraceEventTable;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Builds a thread's {@link SyncTrack}, on the path DevTools takes for the file:
 * <ul>
 *   <li>Chrome trace: the thread's trace events in {@link TraceEntryOrder}, the {@link SamplesIntegrator}'s
 *       calls merged in (a two-way merge: calls stay in the order the integrator made them), then the entry
 *       tree: each entry becomes the child of the innermost open entry that contains it, an entry that
 *       starts inside its would-be parent but ends after it is dropped (DevTools' treify).</li>
 *   <li>Anything else (.cpuprofile, JS Self-Profiling, folded, ...): {@link SampleDiffingCalls}, each call
 *       at its node's depth.</li>
 * </ul>
 */
public final class SyncTracks {
    private SyncTracks() {}

    /** The track of one thread of {@code profile}. */
    public static SyncTrack build(Profile profile, ProfileThread thread) {
        dev.flint.model.UiThreadGuard.check("SyncTracks.build");
        return usesTracePath(profile) ? buildTracePath(thread) : buildSampleDiffingPath(thread);
    }

    /** Tracks of every thread, in the profile's order, built in parallel ({@link PerThreadPool}). */
    public static List<SyncTrack> buildAll(Profile profile) {
        dev.flint.model.UiThreadGuard.check("SyncTracks.buildAll");
        return PerThreadPool.forThreads(profile.threads(), thread -> build(profile, thread));
    }

    /** Chrome traces (JSON or Perfetto) integrate samples with trace events; every other format diffs samples. */
    public static boolean usesTracePath(Profile profile) {
        return profile.format().isTraceEventFormat();
    }

    /** Just the estimated JS calls (what `flint info` counts as profileCalls). */
    public static ProfileCalls profileCalls(Profile profile, ProfileThread thread) {
        if (!usesTracePath(profile)) return SampleDiffingCalls.build(new SampledProfile(thread));
        if (thread.cpuProfile() == null || thread.stacks().size() == 0) return new ProfileCalls();
        return SamplesIntegrator.build(new SampledProfile(thread), new SamplesIntegrator.FrameIdentity(thread),
                TraceEntryOrder.sorted(thread.traceEvents()));
    }

    static SyncTrack buildSampleDiffingPath(ProfileThread thread) {
        ProfileCalls calls = SampleDiffingCalls.build(new SampledProfile(thread));
        calls.trim();
        int n = calls.size();
        // Every entry is a call at its node's depth, in open order (pre-order): entry i is call i, the depth
        // column is the calls' own, and no kind or ref column (all are calls).
        return new SyncTrack(thread, n, calls.nodeDepthColumn(), null, null, calls, 0);
    }

    static SyncTrack buildTracePath(ProfileThread thread) {
        return buildTracePath(thread, null);
    }

    /**
     * The trace path keeping only entries whose name is in {@code onlyNames} (JS calls are named
     * "ProfileCall"), as DevTools' tree builder does with a filter; null keeps everything.
     */
    static SyncTrack buildTracePath(ProfileThread thread, java.util.Set<String> onlyNames) {
        TraceEventTable events = thread.traceEvents();
        int[] sortedEvents = TraceEntryOrder.sorted(events);
        ProfileCalls calls = thread.cpuProfile() == null || thread.stacks().size() == 0 ? new ProfileCalls()
                : SamplesIntegrator.build(new SampledProfile(thread), new SamplesIntegrator.FrameIdentity(thread),
                        sortedEvents);
        calls.trim();
        TreeBuilder tree = new TreeBuilder(sortedEvents.length + calls.size());
        int nextEvent = 0;
        int nextCall = 0;
        while (nextEvent < sortedEvents.length || nextCall < calls.size()) {
            boolean takeEvent;
            if (nextCall == calls.size()) {
                takeEvent = true;
            } else if (nextEvent == sortedEvents.length) {
                takeEvent = false;
            } else {
                int event = sortedEvents[nextEvent];
                double eventStart = events.startMicros(event);
                double eventEnd = eventStart + durationOf(events, event);
                double callStart = calls.startMicros(nextCall);
                double callEnd = calls.endMicros(nextCall);
                takeEvent = EntryOrder.eventGoesFirst(eventStart, eventEnd, callStart, callEnd);
            }
            if (takeEvent) {
                int event = sortedEvents[nextEvent++];
                if (onlyNames != null && !onlyNames.contains(thread.strings().get(events.name(event)))) continue;
                tree.offer(SyncTrack.KIND_EVENT, event, events.startMicros(event), durationOf(events, event));
            } else {
                int call = nextCall++;
                if (onlyNames != null && !onlyNames.contains("ProfileCall")) continue;
                if (!tree.offer(SyncTrack.KIND_JS, call, calls.startMicros(call),
                        calls.durationMicros(call))) {
                    tree.callsDropped++;
                }
            }
        }
        return tree.finish(thread, calls);
    }

    private static double durationOf(TraceEventTable events, int event) {
        double duration = events.durationMicros(event);
        return Double.isNaN(duration) ? 0 : duration;
    }

    /**
     * DevTools' treify over entries in order: pre-order entries with depths. An entry is its kind and the event
     * or call it is; its start and duration stay in the thread's trace events and the calls ({@link SyncTrack}).
     */
    private static final class TreeBuilder {
        private int[] depth;
        private byte[] kind;
        private int[] ref;
        private int size;
        private double[] openStart = new double[64];
        private double[] openEnd = new double[64];
        private int openCount;
        int callsDropped;

        TreeBuilder(int capacity) {
            depth = new int[capacity];
            kind = new byte[capacity];
            ref = new int[capacity];
        }

        /**
         * @param entryRef the trace event or the call
         * @return whether the entry made it into the tree
         */
        boolean offer(byte entryKind, int entryRef, double startMicros, double durationMicros) {
            double endMicros = startMicros + durationMicros;
            while (openCount > 0) {
                double parentStart = openStart[openCount - 1];
                double parentEnd = openEnd[openCount - 1];
                // The engine throws here ("starts before the parent"); only unsorted calls could do it.
                if (startMicros < parentStart) return false;
                if (startMicros >= parentEnd) {
                    openCount--;
                    continue;
                }
                if (endMicros > parentEnd) return false;
                break;
            }
            depth[size] = openCount;
            kind[size] = entryKind;
            ref[size] = entryRef;
            size++;
            if (openCount == openStart.length) {
                openStart = Arrays.copyOf(openStart, openCount * 2);
                openEnd = Arrays.copyOf(openEnd, openCount * 2);
            }
            openStart[openCount] = startMicros;
            openEnd[openCount++] = endMicros;
            return true;
        }

        SyncTrack finish(ProfileThread thread, ProfileCalls calls) {
            if (size < depth.length) { // calls the tree dropped left room
                depth = Arrays.copyOf(depth, size);
                kind = Arrays.copyOf(kind, size);
                ref = Arrays.copyOf(ref, size);
            }
            return new SyncTrack(thread, size, depth, kind, ref, calls, callsDropped);
        }
    }
}
