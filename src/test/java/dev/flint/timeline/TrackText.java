package dev.flint.timeline;

import java.util.ArrayList;
import java.util.List;

/** A sync track as DevTools' tests print an entry tree: {@code -NAME [DURms] self=SELF}, two spaces a level. */
final class TrackText {
    private TrackText() {}

    static List<String> tree(SyncTrack track) {
        double[] self = selfMicros(track);
        List<String> lines = new ArrayList<>();
        for (int e = 0; e < track.size(); e++) {
            String name = track.isJsCall(e)
                    ? "ProfileCall (" + (track.name(e).isEmpty() ? "anonymous" : track.name(e)) + ")"
                    : track.name(e);
            lines.add("  ".repeat(track.depth(e)) + "-" + name + " [" + DevToolsCasesTest.js(nanoRound(track.durationMicros(e) / 1000))
                    + "ms] self=" + DevToolsCasesTest.js(nanoRound(self[e])));
        }
        return lines;
    }

    /** Rounds away the noise of the CPU-profile path's millisecond arithmetic (times 1000). */
    private static double nanoRound(double value) {
        return Math.round(value * 1e9) / 1e9;
    }

    /** Self time per entry as the engine computes it: the duration minus each child's, in order. */
    static double[] selfMicros(SyncTrack track) {
        double[] self = new double[track.size()];
        int[] open = new int[track.depthCount() + 1];
        for (int e = 0; e < track.size(); e++) {
            self[e] = track.durationMicros(e);
            int depth = track.depth(e);
            if (depth > 0) {
                int parent = open[depth - 1];
                self[parent] = self[parent] - track.durationMicros(e);
            }
            open[depth] = e;
        }
        return self;
    }
}
