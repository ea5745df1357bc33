package dev.flint.ui.bench;

import dev.flint.importer.ProfileLoader;
import dev.flint.model.Profile;
import dev.flint.model.ProfileThread;
import dev.flint.timeline.SyncTrack;
import dev.flint.timeline.SyncTracks;
import dev.flint.viewmodel.LoadedThread;
import dev.flint.viewmodel.ThreadPreparer;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryMXBean;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Bytes per flame-chart entry that a loaded profile's chart keeps, measured as heap growth after full
 * collections: the sync tracks alone ({@link SyncTracks}, with the estimated calls they hold), then the
 * tracks with their flame-chart adapters (what {@link ThreadPreparer} gives the window); the difference is
 * what the adapters add. Needs no display.
 * <pre>
 * java -cp 'target/flint.jar:target/flint-bench.jar:target/lib/*:target/bench-lib/*' dev.flint.ui.bench.TrackMemoryBenchmark PROFILE...
 * </pre>
 */
public final class TrackMemoryBenchmark {
    private TrackMemoryBenchmark() {}

    public static void main(String[] args) throws Exception {
        if (args.length == 0) {
            System.err.println("usage: TrackMemoryBenchmark PROFILE...");
            System.exit(2);
        }
        for (String arg : args) {
            Path file = Path.of(arg);
            Profile profile = ProfileLoader.load(file);
            long before = usedAfterGc();
            List<SyncTrack> tracks = new ArrayList<>();
            long entries = 0;
            for (ProfileThread thread : profile.threads()) {
                SyncTrack track = SyncTracks.build(profile, thread);
                tracks.add(track);
                entries += track.size();
            }
            long withTracks = usedAfterGc();
            tracks.clear();
            long released = usedAfterGc();
            List<LoadedThread> shown = ThreadPreparer.prepare(profile, file, false);
            long withAdapters = usedAfterGc();
            double trackBytes = (double) (withTracks - before) / entries;
            double chartBytes = (double) (withAdapters - released) / entries;
            System.out.printf(Locale.ROOT, "%s: %,d entries in %d threads (%d shown)%n", file.getFileName(), entries,
                    profile.threads().size(), shown.size());
            System.out.printf(Locale.ROOT, "  sync tracks (with their calls):  %6.1f B/entry%n", trackBytes);
            System.out.printf(Locale.ROOT, "  tracks + flame-chart adapters:   %6.1f B/entry (adapters add %.1f)%n",
                    chartBytes, chartBytes - trackBytes);
            if (shown.isEmpty()) System.out.println("  (nothing shown)");
        }
    }

    private static long usedAfterGc() {
        MemoryMXBean memory = ManagementFactory.getMemoryMXBean();
        for (int i = 0; i < 3; i++) System.gc();
        return memory.getHeapMemoryUsage().getUsed();
    }
}
