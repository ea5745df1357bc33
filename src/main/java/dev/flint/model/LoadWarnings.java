package dev.flint.model;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Collects what an importer repaired or dropped, one entry per kind of problem: the same WHERE, WHAT and
 * unit counted again only raises that entry's count, so a million bad samples make one warning.
 * Entries keep the order in which their kind was first seen.
 */
public final class LoadWarnings {
    private record Kind(String where, String what, String unit, boolean recordingShape) {
        // Written out: a record's own equals and hashCode are bootstrapped through method handles at their first
        // call, which spins classes (tens of milliseconds of a cold import's tail).
        @Override
        public boolean equals(Object other) {
            return other instanceof Kind kind && Objects.equals(where, kind.where) && Objects.equals(what, kind.what)
                    && Objects.equals(unit, kind.unit) && recordingShape == kind.recordingShape;
        }

        @Override
        public int hashCode() {
            return (Objects.hashCode(where) * 31 + Objects.hashCode(what)) * 31 + Objects.hashCode(unit);
        }
    }

    private final Map<Kind, long[]> countByKind = new LinkedHashMap<>();

    /** Counts {@code affected} more {@code unit}s for this kind of problem. */
    public void add(String where, String what, long affected, String unit) {
        add(where, what, affected, unit, false);
    }

    /**
     * Counts a warning about how every normal recording of its kind looks ({@link LoadWarning#recordingShape}):
     * said on the command line, no banner in the app.
     */
    public void addRecordingShape(String where, String what, long affectedEvents) {
        add(where, what, affectedEvents, LoadWarning.EVENTS, true);
    }

    private void add(String where, String what, long affected, String unit, boolean recordingShape) {
        if (affected <= 0) return;
        long[] count = countByKind.computeIfAbsent(new Kind(where, what, unit, recordingShape), kind -> new long[1]);
        count[0] = saturatingAdd(count[0], affected);
    }

    public void addSamples(String where, String what, long affectedSamples) {
        add(where, what, affectedSamples, LoadWarning.SAMPLES);
    }

    public void addEvents(String where, String what, long affectedEvents) {
        add(where, what, affectedEvents, LoadWarning.EVENTS);
    }

    /** Adds every kind {@code other} counted, in its order, as if its warnings had been added here one by one. */
    public void addAll(LoadWarnings other) {
        other.countByKind.forEach((kind, count) -> add(kind.where, kind.what, count[0], kind.unit, kind.recordingShape));
    }

    public boolean isEmpty() {
        return countByKind.isEmpty();
    }

    public List<LoadWarning> toList() {
        List<LoadWarning> warnings = new ArrayList<>(countByKind.size());
        countByKind.forEach((kind, count) -> warnings.add(new LoadWarning(kind.where, kind.what, count[0], kind.unit,
                kind.recordingShape)));
        return List.copyOf(warnings);
    }

    /** {@code warnings} with the entries of one kind merged into the first, their counts added. */
    static List<LoadWarning> merged(List<LoadWarning> warnings) {
        LoadWarnings kinds = new LoadWarnings();
        boolean repeated = false;
        for (LoadWarning w : warnings) {
            Kind kind = new Kind(w.where(), w.what(), w.unit(), w.recordingShape());
            long[] count = kinds.countByKind.get(kind);
            if (count != null) {
                repeated = true;
                count[0] = saturatingAdd(count[0], w.affected());
            } else {
                kinds.countByKind.put(kind, new long[] {w.affected()});
            }
        }
        return repeated ? kinds.toList() : List.copyOf(warnings);
    }

    private static long saturatingAdd(long a, long b) {
        long sum = a + b;
        return sum < 0 ? Long.MAX_VALUE : sum;
    }
}
