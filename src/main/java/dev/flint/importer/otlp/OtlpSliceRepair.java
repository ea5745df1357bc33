package dev.flint.importer.otlp;

import dev.flint.model.LoadWarnings;

/**
 * async-profiler 4.2 with its {@code threads} option writes v1.7 profiles whose every
 * {@code locations_length} counts one location more than it wrote (the thread's own frame, which its collapsed
 * output puts at the root and its OTLP writer leaves out): each slice overlaps the next by one and the last runs
 * one past {@code location_indices}. That exact pattern is read one location shorter, with a warning; any
 * other slice past the table is refused where it is read.
 */
final class OtlpSliceRepair {
    private OtlpSliceRepair() {}

    /** 1 when profile {@code p}'s samples {@code [first, end)} have the pattern (warning added), else 0. */
    static int lengthCut(OtlpData data, int p, int first, int end, LoadWarnings warnings) {
        if (end <= first) return 0;
        int tableSize = OtlpData.end(data.profileLocationStart, p, data.profileLocations.size()) - data.profileLocationStart.get(p);
        long lastEnd = data.sampleLocationStart.get(end - 1) + data.sampleLocationLength.get(end - 1);
        if (lastEnd != tableSize + 1L || data.sampleLocationStart.get(first) != 0) return 0;
        for (int s = first; s + 1 < end; s++) {
            long length = data.sampleLocationLength.get(s);
            if (length < 1 || data.sampleLocationStart.get(s) + length - 1 != data.sampleLocationStart.get(s + 1)) return 0;
        }
        if (data.sampleLocationLength.get(end - 1) < 1) return 0;
        warnings.addSamples("profile[" + p + "].sample", "every locations_length counts one location more than the"
                + " sample's slice of location_indices holds (async-profiler 4.2 with its threads option counts the"
                + " thread's frame, which it does not write): read one location shorter", end - first);
        return 1;
    }
}
