package dev.flint.insights;

import dev.flint.timeline.SyncTrack;

/**
 * Walks a thread's {@link SyncTrack} in pre-order keeping each entry's ancestors, so a finder can ask, for a
 * trace event, which JS call runs around it (the innermost) and whether an event of its own kind encloses it.
 */
final class TraceEventScan {
    /** Visits one trace event entry with its ancestors at {@code ancestors[0..depth-1]}. */
    interface Visitor {
        void event(int entry, String name, int[] ancestors, int depth);
    }

    private TraceEventScan() {}

    static void forEachEvent(SyncTrack track, Visitor visitor) {
        int[] ancestors = new int[Math.max(1, track.depthCount())];
        for (int entry = 0; entry < track.size(); entry++) {
            int depth = track.depth(entry);
            if (depth >= ancestors.length) continue; // not in pre-order: the track guarantees it is
            ancestors[depth] = entry;
            if (track.isJsCall(entry)) continue;
            visitor.event(entry, track.name(entry), ancestors, depth);
        }
    }

    /** The innermost JS call among {@code ancestors[0..depth-1]}, -1 when none. */
    static int innermostJsCall(SyncTrack track, int[] ancestors, int depth) {
        for (int d = depth - 1; d >= 0; d--) {
            if (track.isJsCall(ancestors[d])) return ancestors[d];
        }
        return -1;
    }
}
