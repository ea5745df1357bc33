package dev.flint.cli;

import dev.flint.calltree.CallTree;
import dev.flint.calltree.CallTreeOptions;
import dev.flint.model.Categories;
import dev.flint.model.Profile;
import dev.flint.model.ProfileThread;
import dev.flint.timeline.SyncTracks;

/**
 * The pipeline stages after import that `flint info` runs per thread, so it can report the ProfileCall
 * count and time the phases: the timeline's estimated JS calls and the call tree.
 */
final class InfoStages {
    private InfoStages() {}

    /** Number of ProfileCalls (estimated JS calls) DevTools' engine computes for the thread. */
    static int integrate(Profile profile, ProfileThread thread) {
        return SyncTracks.profileCalls(profile, thread).size();
    }

    /** Builds the thread's call tree (for --timings only, which times it; info prints nothing of it). */
    static void buildCallTree(Profile profile, ProfileThread thread) {
        Categories categories = profile.categories();
        int defaultCategory = categories == null || categories.size() == 0 ? -1 : categories.defaultCategory();
        CallTree.build(thread, CallTreeOptions.DEFAULT.withDefaultCategory(defaultCategory));
    }
}
