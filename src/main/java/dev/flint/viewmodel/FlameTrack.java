package dev.flint.viewmodel;

/**
 * What the flame chart draws for one thread: entries (trace events and JS calls) in rows by depth. Within
 * a depth entries do not overlap and are ordered by start, so both starts and ends are sorted and a time
 * range is found by binary search. Times are microseconds on the profile's clock.
 */
public interface FlameTrack {
    String title();

    /**
     * Whether the rows can be read without building them first (a track that started collapsed builds its
     * drawing columns at first use, see {@link TrackAdapter#prepare}); the chart builds them in the background.
     */
    default boolean isReady() {
        return true;
    }

    /** Builds what {@link #isReady} says is missing; on a background thread. */
    default void prepare() {}

    int depthCount();

    int size(int depth);

    double startMicros(int depth, int index);

    double endMicros(int depth, int index);

    /** Colour as 0xAARRGGBB. */
    int colorArgb(int depth, int index);

    /** The label drawn on the bar. */
    String name(int depth, int index);

    /** The func the entry is a call of (index into the thread's func table), -1 for trace events. */
    int func(int depth, int index);

    /** Tooltip text lines beyond the name (url:line, self time, category ...). */
    String details(int depth, int index);

    /**
     * How many entries the track holds, for choosing how to paint (a track not built yet may answer the most it
     * can hold instead of building itself).
     */
    default long entryCount() {
        long entries = 0;
        for (int depth = 0; depth < depthCount(); depth++) entries += size(depth);
        return entries;
    }

    /** Earliest start and latest end over all entries (NaN when the track is empty). */
    double minMicros();

    double maxMicros();

    /** The first entry at {@code depth} that ends after {@code micros}; {@link #size} when none does. */
    default int firstEndingAfter(int depth, double micros) {
        int low = 0;
        int high = size(depth);
        while (low < high) {
            int mid = (low + high) >>> 1;
            if (endMicros(depth, mid) <= micros) low = mid + 1;
            else high = mid;
        }
        return low;
    }

    /**
     * {@link #firstEndingAfter(int, double)} for a caller sweeping left to right: the answer is known to
     * be at or after {@code fromIndex}, usually close to it, so gallop from there (a few probes near
     * memory already touched, instead of a full binary search across the row).
     */
    default int firstEndingAfter(int depth, double micros, int fromIndex) {
        int size = size(depth);
        if (fromIndex >= size || endMicros(depth, fromIndex) > micros) return fromIndex;
        int low = fromIndex;
        int step = 1;
        int high = fromIndex + 1;
        while (high < size && endMicros(depth, high) <= micros) {
            low = high;
            step <<= 1;
            high = fromIndex + step;
        }
        high = Math.min(high, size);
        // Invariant: end(low) <= micros, and high == size or end(high) > micros.
        while (high - low > 1) {
            int mid = (low + high) >>> 1;
            if (endMicros(depth, mid) <= micros) low = mid;
            else high = mid;
        }
        return high;
    }

    /** The entry at {@code depth} covering {@code micros}, -1 when none does. */
    default int entryAt(int depth, double micros) {
        if (depth < 0 || depth >= depthCount()) return -1;
        int index = firstEndingAfter(depth, micros);
        if (index < size(depth) && startMicros(depth, index) <= micros) return index;
        return -1;
    }
}
