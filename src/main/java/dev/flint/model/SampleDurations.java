package dev.flint.model;

/**
 * How long each sample lasts, the way DevTools computes it for a V8 CPU profile: samples are ordered by
 * time (a stable sort: real V8 output has a few negative time deltas), each lasts until the next one, and
 * the last lasts one average sampling interval ((last - first) / (n - 1)). With one sample there is no
 * interval, so it lasts until the profile's end time.
 */
public final class SampleDurations {
    private SampleDurations() {}

    /**
     * @param timesMicros sample times in file order
     * @param count       how many of {@code timesMicros} are samples
     * @param endMicros   the profile's end time, used only for a single sample (NaN when unknown)
     * @return per sample, in file order, its duration in milliseconds
     */
    public static double[] devToolsMillis(double[] timesMicros, int count, double endMicros) {
        return devToolsMillis(timesMicros, count, endMicros, Double.NaN);
    }

    /**
     * As {@link #devToolsMillis(double[], int, double)}, for a file that gives the end of its last sample:
     * a legacy {@code head} profile with one timestamp more than samples. DevTools keeps that timestamp
     * as a sample of no node, which closes the last real sample there (CPUProfileDataModel's sort and
     * forEachFrame), so the last sample lasts until it instead of one average interval. An end before the
     * last sample is ignored.
     *
     * @param lastEndMicros the end of the last sample, NaN when the file does not give it
     */
    public static double[] devToolsMillis(double[] timesMicros, int count, double endMicros, double lastEndMicros) {
        double[] durations = new double[count];
        if (count == 0) return durations;
        if (count == 1) {
            double end = !Double.isNaN(lastEndMicros) ? lastEndMicros : Double.isNaN(endMicros) ? timesMicros[0] : endMicros;
            durations[0] = Math.max(0, end - timesMicros[0]) / 1000;
            return durations;
        }
        boolean sorted = true;
        for (int i = 1; i < count && sorted; i++) sorted = timesMicros[i] >= timesMicros[i - 1];
        if (sorted) {
            inFileOrder(timesMicros, count, durations);
            endLastAt(durations, timesMicros, count - 1, lastEndMicros);
            return durations;
        }
        int[] order = IntSort.byTime(timesMicros, count);
        // DevTools converts to milliseconds before subtracting; do the same so sums match its figures.
        double firstMillis = timesMicros[order[0]] / 1000;
        double lastMillis = timesMicros[order[count - 1]] / 1000;
        double averageInterval = (lastMillis - firstMillis) / (count - 1);
        for (int k = 0; k < count; k++) {
            double start = timesMicros[order[k]] / 1000;
            double next = k + 1 < count ? timesMicros[order[k + 1]] / 1000 : lastMillis + averageInterval;
            durations[order[k]] = next - start;
        }
        endLastAt(durations, timesMicros, order[count - 1], lastEndMicros);
        return durations;
    }

    private static void endLastAt(double[] durations, double[] timesMicros, int last, double lastEndMicros) {
        if (lastEndMicros >= timesMicros[last]) durations[last] = lastEndMicros / 1000 - timesMicros[last] / 1000;
    }

    /** The common case (no negative deltas): the same arithmetic without boxing an order array. */
    private static double[] inFileOrder(double[] timesMicros, int count, double[] durations) {
        double firstMillis = timesMicros[0] / 1000;
        double lastMillis = timesMicros[count - 1] / 1000;
        double averageInterval = (lastMillis - firstMillis) / (count - 1);
        for (int k = 0; k < count; k++) {
            double next = k + 1 < count ? timesMicros[k + 1] / 1000 : lastMillis + averageInterval;
            durations[k] = next - timesMicros[k] / 1000;
        }
        return durations;
    }
}
