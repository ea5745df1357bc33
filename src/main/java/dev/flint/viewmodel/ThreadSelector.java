package dev.flint.viewmodel;

import dev.flint.model.MessageText;
import dev.flint.model.Profile;
import dev.flint.model.ProfileThread;
import java.util.ArrayList;
import java.util.List;

/**
 * Resolves a thread named as {@code --thread T} names it (the CLI, the compare window): {@code pid:tid}, a tid,
 * or a thread name.
 */
public final class ThreadSelector {
    private ThreadSelector() {}

    /** Threads matching {@code spec}; an empty list when none does. */
    public static List<ProfileThread> matching(Profile profile, String spec) {
        List<ProfileThread> found = new ArrayList<>();
        for (ProfileThread thread : profile.threads()) {
            if (spec.equals(thread.key()) || spec.equals(Long.toString(thread.tid())) || spec.equals(thread.name())) {
                found.add(thread);
            }
        }
        return found;
    }

    /**
     * The one thread {@code spec} names, or with a null spec the default thread: the one the file names
     * ({@link Profile#defaultThread()}, speedscope's {@code activeProfileIndex}), else the thread with the
     * most samples (the first such in file order).
     *
     * @throws IllegalArgumentException with a message listing the threads (at most 10, names escaped and cut)
     *                                  when spec matches none or several
     */
    public static ProfileThread select(Profile profile, String spec) {
        if (profile.threads().isEmpty()) throw new IllegalArgumentException("the profile has no threads");
        if (spec == null && profile.defaultThread() >= 0) return profile.threads().get(profile.defaultThread());
        if (spec == null) {
            ProfileThread busiest = profile.threads().get(0);
            for (ProfileThread thread : profile.threads()) {
                if (thread.samples().size() > busiest.samples().size()) busiest = thread;
            }
            return busiest;
        }
        List<ProfileThread> found = matching(profile, spec);
        if (found.size() == 1) return found.get(0);
        List<String> known = new ArrayList<>();
        for (ProfileThread thread : found.isEmpty() ? profile.threads() : found) {
            known.add(thread.key() + " (" + thread.name() + ")");
        }
        throw new IllegalArgumentException((found.isEmpty() ? "no thread matches " : "several threads match ")
                + "--thread " + MessageText.quote(spec) + "; threads: " + MessageText.list(known));
    }
}
