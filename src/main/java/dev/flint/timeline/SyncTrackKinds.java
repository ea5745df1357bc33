package dev.flint.timeline;

import dev.flint.model.CpuProfileInfo;

/** Small facts about a track's entries that colouring needs. */
final class SyncTrackKinds {
    private SyncTrackKinds() {}

    /** Whether the track came from a trace (it has trace events), as opposed to a plain CPU profile. */
    static boolean isTrace(SyncTrack track) {
        return track.thread().traceEvents().size() > 0;
    }

    /** A JS call's V8 script id as text, null when the importer kept none. */
    static String scriptId(SyncTrack track, int entry) {
        CpuProfileInfo info = track.thread().cpuProfile();
        int stack = track.stackIndex(entry);
        if (info == null || info.scriptIdStringByStack() == null || stack < 0
                || stack >= info.scriptIdStringByStack().length) {
            return null;
        }
        return track.thread().strings().get(info.scriptIdStringByStack()[stack]);
    }
}
