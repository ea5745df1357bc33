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
    GECKO("gecko");

    private final String label;

    MarkerKind(String label) {
        this.label = label;
    }

    /** The lower-case word the text form and the UI use. */
    public String label() {
        return label;
    }
}
