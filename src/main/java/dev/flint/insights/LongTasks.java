package dev.flint.insights;

import dev.flint.calltree.SampleRange;
import dev.flint.model.IntSort;
import dev.flint.model.MarkerTable;
import dev.flint.model.ProfileFormat;
import dev.flint.model.ProfileThread;
import dev.flint.model.SampleTable;
import dev.flint.model.TraceEventTable;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;

/**
 * {@code long-task}: top-level tasks of a thread's trace events over {@link Thresholds#LONG_TASK_MS}. A task
 * is an event Chrome's scheduler writes around each task it runs ({@link #TASK_NAMES}); one inside another
 * (a nested run loop) is part of the outer task. A Gecko thread has no such events: its tasks are the
 * event-loop janks derived from its samples' event delay. Impact is the total blocking time, Σ (duration − 50 ms),
 * within the range; the functions are the heaviest JS functions by self time in the long tasks.
 */
final class LongTasks {
    /** Chrome's task events, newest first (RunTask since 2019; the others are older Chromes' names). */
    static final Set<String> TASK_NAMES = Set.of("RunTask", "ThreadControllerImpl::RunTask",
            "ThreadControllerImpl::DoWork", "MessageLoop::RunTask", "TaskQueueManager::ProcessTaskFromWorkQueue");

    private LongTasks() {}

    static List<Finding> find(ProfileThread thread, SampleRange range, SampledTime time, ProfileFormat format,
                              MarkerTable markers) {
        double[] tasks = chromeTasks(thread);
        String what = "task";
        if (tasks.length == 0) {
            tasks = geckoJanks(thread, markers);
            what = "event-loop jank";
        }
        if (tasks.length == 0) return List.of();
        List<TimeSpan> longTasks = new ArrayList<>();
        double blockingMicros = 0;
        double openEnd = Double.NEGATIVE_INFINITY;
        for (int k = 0; k + 1 < tasks.length; k += 2) {
            double start = tasks[k];
            double end = tasks[k + 1];
            if (start < openEnd) continue; // inside a task already counted
            openEnd = end;
            TimeSpan span = Spans.clip(start, end, range);
            if (span == null || span.durationMicros() <= Thresholds.LONG_TASK_MS * 1000) continue;
            longTasks.add(span);
            blockingMicros += span.durationMicros() - Thresholds.LONG_TASK_MS * 1000;
        }
        if (longTasks.isEmpty()) return List.of();
        double busyMicros = time.hasTime() && time.busyWeight > 0 ? time.millis(time.busyWeight) * 1000
                : Spans.unionMicros(longTasks);
        double impactMs = blockingMicros / 1000;
        String message = longTasks.size() + " " + what + (longTasks.size() == 1 ? "" : "s") + " over "
                + (int) Thresholds.LONG_TASK_MS + " ms kept the thread busy for " + Numbers.millis(Spans.unionMicros(longTasks) / 1000)
                + ": " + Numbers.millis(impactMs) + " of blocking time (each task's time past 50 ms), the longest "
                + Numbers.millis(Spans.worst(longTasks).get(0).durationMicros() / 1000) + ".";
        return List.of(new Finding(FindingKind.LONG_TASK, impactMs, thread.key(), thread.name(),
                jsInside(thread, longTasks, time, format), Spans.worst(longTasks), longTasks.size(), message,
                Math.min(1, blockingMicros / Math.max(1, busyMicros))));
    }

    /**
     * The thread's Chrome task events as start/end pairs in microseconds, by start, the longer first at one
     * start, so an outer task comes before what it holds.
     */
    private static double[] chromeTasks(ProfileThread thread) {
        TraceEventTable events = thread.traceEvents();
        int n = events.size();
        if (n == 0) return new double[0];
        boolean[] isTaskName = new boolean[thread.strings().size()];
        for (String name : TASK_NAMES) {
            int index = thread.strings().find(name);
            if (index >= 0) isTaskName[index] = true;
        }
        int[] tasks = new int[16];
        int taskCount = 0;
        for (int e = 0; e < n; e++) {
            int name = events.name(e);
            if (name < 0 || name >= isTaskName.length || !isTaskName[name]) continue;
            double duration = events.durationMicros(e);
            if (!(duration > 0) || !Double.isFinite(events.startMicros(e))) continue;
            if (taskCount == tasks.length) tasks = Arrays.copyOf(tasks, taskCount * 2);
            tasks[taskCount++] = e;
        }
        IntSort.sort(tasks, 0, taskCount, (a, b) -> {
            int byStart = Double.compare(events.startMicros(a), events.startMicros(b));
            return byStart != 0 ? byStart : Double.compare(events.durationMicros(b), events.durationMicros(a));
        }, new int[tasks.length]);
        double[] spans = new double[taskCount * 2];
        for (int k = 0; k < taskCount; k++) {
            spans[2 * k] = events.startMicros(tasks[k]);
            spans[2 * k + 1] = events.startMicros(tasks[k]) + events.durationMicros(tasks[k]);
        }
        return spans;
    }

    /**
     * A Gecko thread's event-loop janks (the {@code Jank} markers the importer derives from the samples'
     * event delay, as the Firefox Profiler does): the time a runnable waited is the time the event loop was
     * busy with one task, so each is a task for this finding. In time order, one after another.
     */
    private static double[] geckoJanks(ProfileThread thread, MarkerTable markers) {
        double[] spans = new double[8];
        int values = 0;
        for (int row = 0; row < markers.size(); row++) {
            if (markers.pid(row) != thread.pid() || markers.tid(row) != thread.tid()) continue;
            if (!JANK.equals(markers.name(row)) || !JANK.equals(markers.category(row))) continue;
            if (values + 2 > spans.length) spans = Arrays.copyOf(spans, spans.length * 2);
            spans[values++] = markers.startMicros(row);
            spans[values++] = markers.endMicros(row);
        }
        return Arrays.copyOf(spans, values);
    }

    /** The name and type of the markers {@code markers.GeckoMarkers#janks} adds. */
    private static final String JANK = "Jank";

    /** The heaviest JS functions by self time in samples inside {@code spans}. */
    private static List<FunctionRef> jsInside(ProfileThread thread, List<TimeSpan> spans, SampledTime time,
                                              ProfileFormat format) {
        Spans.Index index = new Spans.Index(spans);
        SampleTable samples = thread.samples();
        double[] self = new double[thread.funcs().size()];
        for (int s = 0; s < time.leafFunc.length; s++) {
            int func = time.leafFunc[s];
            if (func < 0 || !thread.funcs().isJS(func) || time.isPseudo(func)) continue;
            if (index.holds(samples.timeMicros(s))) self[func] += samples.weight(s);
        }
        return FunctionRefs.heaviest(thread, self, format);
    }
}
