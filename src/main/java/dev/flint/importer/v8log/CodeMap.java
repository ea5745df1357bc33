package dev.flint.importer.v8log;

import java.util.Map;
import java.util.TreeMap;

/**
 * Which code lies at an address, as the log has said so far: code objects by start address, replayed in file
 * order (creation, move, delete), and the shared libraries' ranges beneath them. Addresses are unsigned
 * 64-bit. A new or moved code object removes every object it overlaps, as V8's own tick processor does
 * ({@code CodeMap.addCode} deletes covered nodes), so a log that moves code over itself stays a map of
 * disjoint ranges. A sorted tree: chosen addresses cost what others do.
 *
 * @param <T> what is known about one code object
 */
final class CodeMap<T> {
    private record Range<T>(long end, T value) {}

    private final TreeMap<Long, Range<T>> code = new TreeMap<>(Long::compareUnsigned);
    private final TreeMap<Long, Range<T>> libraries = new TreeMap<>(Long::compareUnsigned);

    /** Adds code at {@code [start, start + size)}, removing what it overlaps. */
    void add(long start, long size, T value) {
        long end = endOf(start, size);
        removeOverlapping(start, end);
        code.put(start, new Range<>(end, value));
    }

    /** Moves the code at {@code from} to {@code to}; false when no code starts at {@code from}. */
    boolean move(long from, long to) {
        Range<T> moved = code.remove(from);
        if (moved == null) return false;
        add(to, moved.end - from, moved.value);
        return true;
    }

    /** Deletes the code starting at {@code start}; false when none does. */
    boolean delete(long start) {
        return code.remove(start) != null;
    }

    /** A library's mapping; a later mapping with the same start (the same library growing) replaces it. */
    void addLibrary(long start, long end, T value) {
        libraries.put(start, new Range<>(Long.compareUnsigned(end, start) > 0 ? end : start + 1, value));
    }

    /** The code at {@code address}, else the library there, else null. */
    T find(long address) {
        T inCode = find(code, address);
        return inCode != null ? inCode : find(libraries, address);
    }

    /** The start of the code or library {@link #find} gives for {@code address}. */
    long startOf(long address) {
        Map.Entry<Long, Range<T>> entry = containing(code, address);
        if (entry == null) entry = containing(libraries, address);
        return entry == null ? -1 : entry.getKey();
    }

    int size() {
        return code.size();
    }

    private static <T> T find(TreeMap<Long, Range<T>> ranges, long address) {
        Map.Entry<Long, Range<T>> entry = containing(ranges, address);
        return entry == null ? null : entry.getValue().value;
    }

    private static <T> Map.Entry<Long, Range<T>> containing(TreeMap<Long, Range<T>> ranges, long address) {
        Map.Entry<Long, Range<T>> floor = ranges.floorEntry(address);
        return floor != null && Long.compareUnsigned(address, floor.getValue().end) < 0 ? floor : null;
    }

    private void removeOverlapping(long start, long end) {
        Map.Entry<Long, Range<T>> before = code.lowerEntry(start);
        if (before != null && Long.compareUnsigned(before.getValue().end, start) > 0) code.remove(before.getKey());
        // everything starting inside [start, end)
        while (true) {
            Map.Entry<Long, Range<T>> inside = code.ceilingEntry(start);
            if (inside == null || Long.compareUnsigned(inside.getKey(), end) >= 0) return;
            code.remove(inside.getKey());
        }
    }

    /** {@code start + size}, held below 2^64 (a size the log lies about must not wrap around). */
    private static long endOf(long start, long size) {
        long end = start + Math.max(size, 1);
        return Long.compareUnsigned(end, start) > 0 ? end : -1L; // -1 is 2^64 - 1 unsigned
    }
}
