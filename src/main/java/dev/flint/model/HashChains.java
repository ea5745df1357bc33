package dev.flint.model;

/**
 * Deduplicates rows of a table by value: a 64-bit hash of a row's fields finds the first row with that
 * hash, and each row links to the previous row with the same hash. The caller compares fields, so equal
 * hashes of different rows are harmless.
 */
final class HashChains {
    private final LongIntMap headByHash = new LongIntMap(16, -1);
    private final IntColumn previousWithSameHash = new IntColumn();

    /** How many rows are indexed (rows 0..indexed-1). */
    int indexed() {
        return previousWithSameHash.size();
    }

    /** The most recently indexed row with {@code hash}, -1 when none. */
    int first(long hash) {
        return headByHash.get(hash);
    }

    /** The row indexed before {@code row} with the same hash, -1 when none. */
    int next(int row) {
        return previousWithSameHash.get(row);
    }

    /** Indexes the next row, which must be row {@link #indexed()}. */
    void add(long hash) {
        int row = previousWithSameHash.size();
        previousWithSameHash.add(headByHash.put(hash, row));
    }

    /**
     * The hash of the fields so far ({@code h}) with one more. Keyed with the run's secret: fields such as
     * addresses and line numbers come from the file, and with a fixed hash a file can give 150,000 rows one
     * hash, which makes every interning call walk them all.
     */
    static long hash(long h, long value) {
        return Maps.scramble(h * 0x9E3779B97F4A7C15L + value);
    }
}
