package dev.flint.model;

/**
 * One kind of problem an importer repaired or dropped while still loading the file, with how much of the
 * data it touched. Importers report one warning per kind, never one per sample.
 *
 * @param where    where in the file: a JSON path, a byte offset, a line, or a thread name
 * @param what     what was wrong and what the importer did about it
 * @param affected how many {@code unit}s the problem touched
 * @param unit     {@code "samples"} or {@code "events"}
 */
public record LoadWarning(String where, String what, long affected, String unit) {
    public static final String SAMPLES = "samples";
    public static final String EVENTS = "events";

    public LoadWarning {
        if (where == null || what == null || unit == null) throw new NullPointerException("warning field");
        if (affected < 0) throw new IllegalArgumentException("affected < 0: " + affected);
    }

    /** {@code WHERE: WHAT (N unit affected)}: the part after {@code warning: FILE: }. */
    public String describe() {
        return where + ": " + what + " (" + affected + " " + unit + " affected)";
    }
}
