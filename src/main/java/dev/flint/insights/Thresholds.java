package dev.flint.insights;

/** Every threshold the finders use, with why it is where it is. */
public final class Thresholds {
    private Thresholds() {}

    /**
     * A task longer than this blocks input noticeably: RAIL's 100 ms response budget less the 50 ms the
     * browser needs for the input itself; Chrome's Long Tasks API and Total Blocking Time use the same 50 ms.
     */
    public static final double LONG_TASK_MS = 50;

    /** Forced layouts adding up to less than this are not worth a user's look (a millisecond in a whole trace). */
    public static final double FORCED_LAYOUT_MIN_MS = 1;

    /**
     * Below this much GC time a thread's collections are not worth a look whatever their share (a helper
     * thread's few milliseconds of background marking in a Chrome trace).
     */
    public static final double GC_MIN_MS = 10;

    /** GC is reported from this share of a thread's busy time: below it, allocation is not what to fix first. */
    public static final double GC_SHARE = 0.05;

    /**
     * A function whose own code takes this share of its thread's non-idle time is hot: one in ten samples;
     * a flat profile (work spread over many functions) has none.
     */
    public static final double HOT_FUNCTION_SHARE = 0.10;

    /**
     * A thread needs this many non-idle samples before its hot functions mean anything: with fewer, one
     * sample is several percent (a Chrome trace's helper threads have a handful).
     */
    public static final int MIN_SAMPLES = 50;

    /** A code owner other than the app's own is reported from this share of the thread's busy time. */
    public static final double THIRD_PARTY_SHARE = 0.05;

    /**
     * Blocked time on one monitor class below this is noise: JFR's default settings record only waits of
     * 20 ms and more, so this is a few such waits.
     */
    public static final double LOCK_MIN_MS = 50;

    /** At most this many ranges per finding (the worst). */
    public static final int MAX_RANGES = 10;

    /** At most this many functions per finding (the heaviest). */
    public static final int MAX_FUNCTIONS = 3;
}
