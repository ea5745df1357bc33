package dev.flint.model;

/**
 * One kind of problem an importer repaired or dropped while still loading the file, with how much of the
 * data it touched. Importers report one warning per kind, never one per sample.
 *
 * @param where    where in the file: a JSON path, a byte offset, a line, or a thread name
 * @param what     what was wrong and what the importer did about it
 * @param affected how many {@code unit}s the problem touched
 * @param unit     {@code "samples"} or {@code "events"}
 * @param recordingShape whether this is how every normal recording of its kind looks (a trace that starts or
 *                 ends inside slices, what Flint does not draw) rather than damage or dropped data: the command
 *                 line prints it like any warning, the app raises no banner for it
 */
public record LoadWarning(String where, String what, long affected, String unit, boolean recordingShape) {
    public static final String SAMPLES = "samples";
    public static final String EVENTS = "events";

    /** A warning about damage or dropped data. */
    public LoadWarning(String where, String what, long affected, String unit) {
        this(where, what, affected, unit, false);
    }

    public LoadWarning {
        if (where == null || what == null || unit == null) throw new NullPointerException("warning field");
        if (affected < 0) throw new IllegalArgumentException("affected < 0: " + affected);
    }

    /** {@code WHERE: WHAT (N unit affected)}: the part after {@code warning: FILE: }. */
    public String describe() {
        return where + ": " + what + " (" + affected + " " + unit + " affected)";
    }
}
