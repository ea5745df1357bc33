package dev.flint.sourcemaps;

import java.util.Arrays;

/**
 * The decoded mappings while a map is read: six growable int columns (generated line and column, source, original
 * line and column, name; -1 where a segment has none). 24 bytes a mapping, no object per mapping.
 */
final class MappingColumns {
    /** Most mappings a map keeps: 24 bytes each, so the columns stay under 400 MB; the decoder drops later ones. */
    static final int MAX_COUNT = 1 << 24;

    int count;
    int[] generatedLines;
    int[] generatedColumns;
    int[] sources;
    int[] originalLines;
    int[] originalColumns;
    int[] names;

    MappingColumns(int capacity) {
        allocate(Math.max(16, capacity));
    }

    private void allocate(int capacity) {
        generatedLines = new int[capacity];
        generatedColumns = new int[capacity];
        sources = new int[capacity];
        originalLines = new int[capacity];
        originalColumns = new int[capacity];
        names = new int[capacity];
    }

    /** Makes room for {@code more} mappings beyond {@link #count}. */
    void ensureRoom(int more) {
        long needed = (long) count + more;
        if (needed <= generatedLines.length) return;
        // Never past the cap: growing 1.5 times from just under it would want 600 MB more while the 400 MB are held.
        int capacity = (int) Math.max(needed, Math.min(MAX_COUNT, generatedLines.length * 3L / 2));
        generatedLines = Arrays.copyOf(generatedLines, capacity);
        generatedColumns = Arrays.copyOf(generatedColumns, capacity);
        sources = Arrays.copyOf(sources, capacity);
        originalLines = Arrays.copyOf(originalLines, capacity);
        originalColumns = Arrays.copyOf(originalColumns, capacity);
        names = Arrays.copyOf(names, capacity);
    }

    void add(int generatedLine, int generatedColumn, int source, int originalLine, int originalColumn, int name) {
        if (count == generatedLines.length) ensureRoom(1);
        generatedLines[count] = generatedLine;
        generatedColumns[count] = generatedColumn;
        sources[count] = source;
        originalLines[count] = originalLine;
        originalColumns[count] = originalColumn;
        names[count] = name;
        count++;
    }

    /** Drops the mappings from {@code newCount} on (a section that turned out unusable). */
    void truncate(int newCount) {
        count = Math.min(count, newCount);
    }

    /** The columns cut to {@link #count}, for the map (copies only when there is slack). */
    void trim() {
        if (generatedLines.length == count) return;
        generatedLines = Arrays.copyOf(generatedLines, count);
        generatedColumns = Arrays.copyOf(generatedColumns, count);
        sources = Arrays.copyOf(sources, count);
        originalLines = Arrays.copyOf(originalLines, count);
        originalColumns = Arrays.copyOf(originalColumns, count);
        names = Arrays.copyOf(names, count);
    }
}
