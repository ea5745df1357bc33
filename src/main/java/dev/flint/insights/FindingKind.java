package dev.flint.insights;

/**
 * The kinds of finding, with the words the CLI prints ({@link #id}) and the app's one-sentence explanation
 * and advice (our wording, after DevTools' insights and JDK Mission Control's rules).
 */
public enum FindingKind {
    LONG_TASK("long-task", "Long tasks",
            "Tasks over 50 ms keep the thread from answering input: the time past 50 ms of each is blocking time.",
            "Split the work into smaller tasks (yield to the event loop), defer what is not needed yet, or move it to a worker."),
    FORCED_LAYOUT("forced-layout", "Forced layout",
            "Script read layout (sizes, positions) after changing the page, so the browser had to lay it out at once, inside the script.",
            "Read layout values before writing styles, batch the writes, or move reads to requestAnimationFrame."),
    GC("gc", "Garbage collection",
            "The collector took a noticeable share of the thread's busy time.",
            "Allocate less in hot paths (reuse objects and buffers, avoid temporary arrays and strings), or give the heap more room."),
    HOT_FUNCTION("hot-function", "Hot function",
            "One function's own code takes a large share of the thread's CPU time.",
            "Look at its hottest line first; a cheaper algorithm or fewer calls there pays off most."),
    THIRD_PARTY("third-party", "Third-party code",
            "Code the app does not own (a package or another origin) takes a large share of the thread's time.",
            "Check whether it is needed on this path, load it later, or replace it with something lighter."),
    LOCK_CONTENTION("lock-contention", "Lock contention",
            "Threads spent time blocked waiting for a monitor or a lock held by another thread.",
            "Hold the lock for less time, split it, or use a concurrent structure that needs none.");

    private final String id;
    private final String title;
    private final String explanation;
    private final String advice;

    FindingKind(String id, String title, String explanation, String advice) {
        this.id = id;
        this.title = title;
        this.explanation = explanation;
        this.advice = advice;
    }

    /** The word the CLI prints: {@code long-task}, {@code hot-function}, ... */
    public String id() { return id; }
    public String title() { return title; }
    public String explanation() { return explanation; }
    public String advice() { return advice; }
}
