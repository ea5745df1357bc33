package dev.flint.model;

/** What a marker records; the track colours and groups by it. */
public enum MarkerKind {
    /** {@code performance.mark}: an instant. */
    MARK("mark"),
    /** {@code performance.measure}: a span. */
    MEASURE("measure"),
    /** A navigation or paint milestone (navigationStart, FCP, LCP, DOMContentLoaded, load, ...). */
    NAVIGATION("navigation"),
    /** {@code console.time} / {@code console.timeEnd}: a span; {@code console.timeStamp}: an instant. */
    CONSOLE("console"),
    /** Any other Gecko marker (DOMEvent, GC, IPC, text markers, ...). */
    GECKO("gecko"),
    /**
     * A JVM event from a JFR recording: a garbage collection, a thread blocked entering a monitor or parked
     * ({@code jdk.GarbageCollection}, {@code jdk.JavaMonitorEnter}, {@code jdk.ThreadPark}).
     */
    JVM("jvm");

    private final String label;

    MarkerKind(String label) {
        this.label = label;
    }

    /** The lower-case word the text form and the UI use. */
    public String label() {
        return label;
    }
}
