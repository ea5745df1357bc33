package dev.flint.ui.common;

import dev.flint.model.Profile;
import dev.flint.model.ProfileThread;
import dev.flint.sourcemaps.SourceMapApplier;
import dev.flint.sourcemaps.SourceMapSet;
import dev.flint.sourcemaps.SourceMapping;
import dev.flint.ui.session.AppliedMaps;
import dev.flint.ui.session.TabSession;
import dev.flint.viewmodel.LoadedThread;
import dev.flint.viewmodel.ThreadPreparer;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Function;

/**
 * Maps threads through source maps, off the FX thread: the maps the profile finds on its own plus the paths
 * the user gave, applied to each thread as it was before any map (so loading more maps later starts over
 * with all of them), and the thread's track rebuilt. A tab's maps ({@code ui.sourcemaps}) and each side of a
 * compare window run through here and reach their {@link TabSession} alike ({@link Outcome#applyTo}).
 */
public final class SourceMapService {
    /** One thread that changed, and how its funcs moved from the shown version to the new one ({@code maps} null: maps dropped). */
    public record Result(LoadedThread shown, LoadedThread replacement, int[][] newFuncsByShownFunc, AppliedMaps maps) {
        int[] newFuncs(int shownFunc) {
            return shownFunc < 0 || shownFunc >= newFuncsByShownFunc.length ? null : newFuncsByShownFunc[shownFunc];
        }
    }

    /** What one run did: the changed threads, the frames mapped and the most maps one thread used, the warnings. */
    public record Outcome(List<Result> results, long framesMapped, int mapsUsed, List<String> warnings) {
        /**
         * Replaces the changed threads in {@code session} (on the FX thread); a thread the session no longer
         * shows (the tab closed or loaded another file meanwhile) is left alone. Returns how many changed.
         */
        public int applyTo(TabSession session) {
            int applied = 0;
            for (Result result : results) {
                if (!session.shows(result.shown())) continue;
                if (result.maps() == null) session.replaceThreadUnmapped(result.shown(), result.replacement(), result::newFuncs);
                else session.replaceThreadMapped(result.shown(), result.replacement(), result::newFuncs, result.maps());
                applied++;
            }
            return applied;
        }
    }

    private SourceMapService() {}

    /**
     * @param shown    the tab's threads
     * @param previous per shown thread, the maps applied before (null for none)
     * @param paths    the user's map files and folders so far (empty: only the maps found on their own)
     */
    public static Outcome run(List<LoadedThread> shown, Function<LoadedThread, AppliedMaps> previous, List<Path> paths) {
        return run(shown, previous, paths, false);
    }

    /**
     * As {@link #run(List, Function, List)}; with {@code shared} the paths are given for more profiles than these
     * threads' (both sides of a comparison, as {@code flint diff --source-maps}): a map that matches none of
     * this profile's scripts is the other profile's, not a warning.
     */
    public static Outcome run(List<LoadedThread> shown, Function<LoadedThread, AppliedMaps> previous, List<Path> paths,
                              boolean shared) {
        Map<Profile, SourceMapSet> setsByProfile = new IdentityHashMap<>();
        List<Result> results = new ArrayList<>();
        LinkedHashSet<String> warnings = new LinkedHashSet<>();
        long frames = 0;
        int mapsUsed = 0;
        for (LoadedThread thread : shown) {
            AppliedMaps before = previous.apply(thread);
            ProfileThread unmapped = before == null ? thread.thread() : before.unmapped();
            SourceMapSet maps = setsByProfile.computeIfAbsent(thread.profile(), profile -> {
                SourceMapSet found = shared
                        ? SourceMapSet.discover(profile, SourceMapSet.readGiven(paths).sharedWithOtherProfiles())
                        : SourceMapSet.discover(profile, paths);
                found.warnings().forEach(warning -> warnings.add(warning.describe()));
                return found;
            });
            if (maps.isEmpty()) continue;
            SourceMapping mapping = SourceMapApplier.apply(unmapped, maps);
            if (!mapping.changed()) continue;
            frames += mapping.framesMapped();
            mapsUsed = Math.max(mapsUsed, mapping.mapsUsed());
            int[][] remap = remap(thread.thread().funcs().size(), unmapped.funcs().size(), before, mapping);
            results.add(new Result(thread, ThreadPreparer.rebuilt(thread, mapping.thread()), remap,
                    new AppliedMaps(unmapped, mapping, maps, paths)));
        }
        return new Outcome(results, frames, mapsUsed, List.copyOf(warnings));
    }

    /**
     * The threads with maps applied, each back to its version before any map (generated names): a result per
     * such thread, with no maps, whose remap sends each original func to the first generated func that became it.
     */
    public static Outcome drop(List<LoadedThread> shown, Function<LoadedThread, AppliedMaps> previous) {
        List<Result> results = new ArrayList<>();
        for (LoadedThread thread : shown) {
            AppliedMaps before = previous.apply(thread);
            if (before == null) continue;
            ProfileThread unmapped = before.unmapped();
            int[][] remap = new int[thread.thread().funcs().size()][];
            for (int old = 0; old < unmapped.funcs().size(); old++) {
                int[] mapped = before.mapping().newFuncs(old);
                if (mapped == null || mapped.length == 0 || mapped[0] >= remap.length || remap[mapped[0]] != null) continue;
                remap[mapped[0]] = new int[] {old};
            }
            results.add(new Result(thread, ThreadPreparer.rebuilt(thread, unmapped), remap, null));
        }
        return new Outcome(results, 0, 0, List.of());
    }

    /**
     * Per func of the shown thread, its funcs in the newly mapped one. Without maps before, that is the
     * mapping itself. With maps before, a func the earlier maps made stands for the file's funcs that became
     * it, and goes where the first of them goes now.
     */
    static int[][] remap(int shownFuncs, int unmappedFuncs, AppliedMaps before, SourceMapping mapping) {
        int[][] remap = new int[shownFuncs][];
        for (int func = 0; func < Math.min(shownFuncs, unmappedFuncs); func++) remap[func] = mapping.newFuncs(func);
        if (before == null) return remap;
        for (int old = 0; old < unmappedFuncs; old++) {
            int[] earlier = before.mapping().newFuncs(old);
            if (earlier == null || earlier.length == 0 || earlier[0] >= shownFuncs || remap[earlier[0]] != null) continue;
            int[] now = mapping.newFuncs(old);
            remap[earlier[0]] = now != null ? now : new int[] {old};
        }
        return remap;
    }

    /** "1,234 frames mapped through 2 maps". */
    public static String appliedText(long frames, int maps) {
        return String.format(Locale.ROOT, "%,d frame%s mapped through %d map%s", frames, frames == 1 ? "" : "s",
                maps, maps == 1 ? "" : "s");
    }
}
