package dev.flint.ui.threads;

import javafx.scene.paint.Color;

/**
 * One thread as the list shows it.
 *
 * @param thread   index into the tab's loaded threads
 * @param key      its "pid:tid", shown when {@code nameRepeats}
 * @param nameRepeats another thread of the profile has the same name (a trace's many "ThreadPoolForegroundWorker")
 * @param samples  its sample count
 * @param events   its trace-event count (a Chrome trace's threads often have events and no samples)
 * @param cpuShare its share of all busy (not idle) samples of the profile, in [0, 1]
 * @param color    its curve's colour in the overview, null when it has none (no samples)
 */
public record ThreadEntry(int thread, String label, String key, boolean nameRepeats, long samples, long events, double cpuShare, Color color) {
    /** Neither samples nor events: nothing to draw, so the list hides it behind a count. */
    public boolean isEmpty() {
        return samples == 0 && events == 0;
    }
}
