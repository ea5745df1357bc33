package dev.flint.viewmodel;

import dev.flint.model.UiThreadGuard;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * One thread as the thread list shows it, made with the load ({@link #of}, on the load's thread): over a trace's
 * 9,000 threads, counting and labelling them was most of the FX thread's work in the pulse that showed the file.
 *
 * @param thread   index into the tab's loaded threads
 * @param key      its "pid:tid", shown when {@code nameRepeats}
 * @param nameRepeats another thread of the profile has the same name (a trace's many "ThreadPoolForegroundWorker")
 * @param samples  its sample count
 * @param events   its trace-event count (a Chrome trace's threads often have events and no samples)
 * @param cpuShare its share of all busy (not idle) samples of the profile, in [0, 1]
 * @param curve    its curve's index in the overview (threads with samples, in track order; its colour), -1 when it
 *                 has none (no samples)
 */
public record ThreadEntry(int thread, String label, String key, boolean nameRepeats, long samples, long events, double cpuShare,
                          int curve) {
    /** Neither samples nor events: nothing to draw, so the list hides it behind a count. */
    public boolean isEmpty() {
        return samples == 0 && events == 0;
    }

    /** The list's rows of {@code threads}, in their order: sample counts, and CPU share from {@code activity}'s busy samples. */
    public static List<ThreadEntry> of(List<LoadedThread> threads, ActivityCurves activity) {
        UiThreadGuard.check("ThreadEntry.of");
        long[] busy = new long[threads.size()];
        int[] curves = new int[threads.size()];
        long totalBusy = 0;
        int sampled = 0;
        for (int t = 0; t < busy.length; t++) {
            ProfileThreadCounts counts = ProfileThreadCounts.of(threads.get(t), activity, sampled);
            busy[t] = counts.busy();
            totalBusy += busy[t];
            curves[t] = counts.hasCurve() ? sampled++ : -1;
        }
        Map<String, Integer> nameCounts = new HashMap<>();
        for (LoadedThread thread : threads) nameCounts.merge(thread.thread().name(), 1, Integer::sum);
        List<ThreadEntry> entries = new ArrayList<>(busy.length);
        for (int t = 0; t < busy.length; t++) {
            LoadedThread thread = threads.get(t);
            boolean nameRepeats = nameCounts.get(thread.thread().name()) > 1;
            entries.add(new ThreadEntry(t, thread.label(), thread.thread().key(), nameRepeats, thread.thread().samples().size(),
                    thread.thread().traceEvents().size(), totalBusy == 0 ? 0 : (double) busy[t] / totalBusy, curves[t]));
        }
        return List.copyOf(entries);
    }
}
