package dev.flint.export;

import dev.flint.calltree.CallTreeOptions;
import dev.flint.model.ProfileThread;

/**
 * One thread as a view shows it: {@code thread} is the result of the view's transform stack, and
 * {@code options} carry the implementation filter, inversion and sample range applied when the tree is built.
 *
 * @param label what the export calls the thread (the speedscope profile's name)
 */
public record ThreadView(ProfileThread thread, CallTreeOptions options, String label) {
    public ThreadView {
        if (thread == null || options == null) throw new NullPointerException("thread and options");
        if (label == null) label = "";
    }

    /** The label Flint gives a thread: its name, else its {@code pid:tid}. */
    public static String defaultLabel(ProfileThread thread) {
        return thread.name().isEmpty() ? thread.key() : thread.name();
    }
}
