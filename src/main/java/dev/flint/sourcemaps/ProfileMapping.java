package dev.flint.sourcemaps;

import dev.flint.model.Profile;
import dev.flint.model.ProfileThread;
import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;

/**
 * Source maps applied to every thread of a profile: what the command line does before anything else, and
 * what {@code info} counts.
 *
 * @param profile        the profile with mapped threads and the discovery's warnings appended
 * @param threads        per thread (profile order), what mapping did to it
 * @param mapsUsed       distinct maps that mapped at least one func
 * @param framesMapped   frames of script funcs given an original function, all threads
 * @param framesUnmapped frames of script funcs left as they were, all threads
 */
public record ProfileMapping(Profile profile, List<SourceMapping> threads, int mapsUsed, long framesMapped,
                             long framesUnmapped) {

    /** Applies {@code maps} to every thread; the set's warnings join the profile's. */
    public static ProfileMapping apply(Profile profile, SourceMapSet maps) {
        List<SourceMapping> mappings = new ArrayList<>();
        List<ProfileThread> threads = new ArrayList<>();
        long mapped = 0;
        long unmapped = 0;
        boolean changed = false;
        Set<SourceMap> used = Collections.newSetFromMap(new IdentityHashMap<>());
        for (ProfileThread thread : profile.threads()) {
            SourceMapping mapping = SourceMapApplier.apply(thread, maps, used);
            mappings.add(mapping);
            threads.add(mapping.thread());
            mapped += mapping.framesMapped();
            unmapped += mapping.framesUnmapped();
            changed |= mapping.changed();
        }
        Profile result = changed ? profile.withThreads(threads) : profile;
        return new ProfileMapping(result.withWarnings(maps.warnings()), List.copyOf(mappings),
                used.size(), mapped, unmapped);
    }

    /** Whether any map applied (then {@code info} reports the counts). */
    public boolean applied() {
        return mapsUsed > 0;
    }

}
