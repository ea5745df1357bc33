package dev.flint.ui;

import dev.flint.model.Profile;
import dev.flint.model.ProfileThread;
import dev.flint.ui.flamechart.FlameTrack;

/** The flame chart's view of a thread's sync track (the timeline engine's output). */
final class TrackAdapter {
    private TrackAdapter() {}

    static FlameTrack of(Profile profile, ProfileThread thread, String label) {
        return new FlameTrack() {
            @Override public String title() { return label; }
            @Override public int depthCount() { return 0; }
            @Override public int size(int depth) { return 0; }
            @Override public double startMicros(int depth, int index) { return 0; }
            @Override public double endMicros(int depth, int index) { return 0; }
            @Override public int colorArgb(int depth, int index) { return 0; }
            @Override public String name(int depth, int index) { return ""; }
            @Override public int func(int depth, int index) { return -1; }
            @Override public String details(int depth, int index) { return ""; }
            @Override public double minMicros() { return Double.NaN; }
            @Override public double maxMicros() { return Double.NaN; }
        };
    }
}
