package dev.flint.insights;

import dev.flint.calltree.FuncLineHits;
import dev.flint.calltree.SampleRange;
import dev.flint.model.Profile;
import dev.flint.model.ProfileFormat;
import dev.flint.model.ProfileThread;
import dev.flint.model.UiThreadGuard;
import dev.flint.timeline.PerThreadPool;
import dev.flint.timeline.SyncTrack;
import dev.flint.timeline.SyncTracks;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.function.Function;

/**
 * The findings of a profile, of one thread or of all, within a time range, most impact first. Threads are
 * looked at in parallel ({@link PerThreadPool}); each finder reads the thread's columns once. Runs off the
 * JavaFX thread.
 */
public final class Insights {
    private Insights() {}

    /** Most impact first; findings without time (impact 0) by share; then by kind, thread and message. */
    static final Comparator<Finding> RANKING = Comparator.comparingDouble(Finding::impactMs).reversed()
            .thenComparing(Comparator.comparingDouble(Finding::share).reversed())
            .thenComparing(f -> f.kind().ordinal())
            .thenComparing(Finding::thread)
            .thenComparing(Finding::message);

    /** Every thread's findings over the whole profile, with each thread's own line ticks. */
    public static List<Finding> find(Profile profile) {
        return find(profile, null, SampleRange.ALL, thread -> FuncLineHits.Ticks.of(thread, thread));
    }

    /**
     * @param only  the one thread to look at, null for all (then JVM-wide findings are included)
     * @param range the stretch of time to look at ({@link SampleRange#ALL} for everything)
     * @param ticks per thread, the per-line ticks for hot functions' lines ({@link FuncLineHits.Ticks#NONE}
     *              for frame lines only); a caller that applied source maps maps the lines through them
     */
    public static List<Finding> find(Profile profile, ProfileThread only, SampleRange range,
                                     Function<ProfileThread, FuncLineHits.Ticks> ticks) {
        UiThreadGuard.check("Insights.find");
        List<ProfileThread> threads = only == null ? profile.threads() : List.of(only);
        List<List<Finding>> perThread = PerThreadPool.forThreads(threads,
                thread -> ofThread(profile, thread, range, ticks.apply(thread)));
        List<Finding> all = new ArrayList<>();
        perThread.forEach(all::addAll);
        all.addAll(LockContention.find(profile, only, range));
        if (only == null) all.addAll(GcTime.jvm(profile.markers(), sampleSpanMicros(profile, range), range));
        all.sort(RANKING);
        return all;
    }

    private static List<Finding> ofThread(Profile profile, ProfileThread thread, SampleRange range,
                                          FuncLineHits.Ticks ticks) {
        ProfileFormat format = profile.format();
        SampledTime time = new SampledTime(thread, range, format);
        SyncTrack track = thread.traceEvents().size() > 0 && SyncTracks.usesTracePath(profile)
                ? SyncTracks.build(profile, thread) : null;
        List<Finding> found = new ArrayList<>();
        found.addAll(LongTasks.find(thread, range, time, format, profile.markers()));
        if (track != null) found.addAll(ForcedLayouts.find(track, range, format));
        found.addAll(GcTime.find(thread, track, time, profile.markers(), range, format));
        found.addAll(HotFunctions.find(time, format, ticks));
        found.addAll(ThirdParties.find(time, format));
        return found;
    }

    /** From the first to the last sample of any thread, within {@code range}; 0 without samples. */
    static double sampleSpanMicros(Profile profile, SampleRange range) {
        double first = Double.POSITIVE_INFINITY;
        double last = Double.NEGATIVE_INFINITY;
        for (ProfileThread thread : profile.threads()) {
            var samples = thread.samples();
            for (int s = 0; s < samples.size(); s++) {
                double at = samples.timeMicros(s);
                if (!range.contains(at)) continue;
                if (at < first) first = at;
                if (at > last) last = at;
            }
        }
        return last > first ? last - first : 0;
    }
}
