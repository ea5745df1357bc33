package dev.flint.importer.perfetto;

import java.util.Arrays;

/**
 * What was read from a message, by the message's bytes: a writer that sends the same message again and again (Chrome
 * sends every track's descriptor again after each clear of its sequence's state, a fifth of a Chromium trace's
 * bytes) has it read once; each later copy costs a hash and a comparison of its bytes. Open addressing on the
 * bytes' hash, so two messages of one hash are both kept (with one slot per hash, about a tenth of a Chromium
 * trace's 700 descriptors shared a slot with another of their sequence and were read again at every resend).
 * Messages longer than {@link #MAX_BYTES}, and messages past {@link #MAX_ENTRIES} different ones, are not kept:
 * they are read every time, and a file cannot grow the table without bound.
 */
final class ParsedByBytes<T> {
    private static final int SLOTS = 8192;
    static final int MAX_ENTRIES = SLOTS / 2;
    static final int MAX_BYTES = 1024;

    private final byte[][] keys = new byte[SLOTS][];
    private final Object[] values = new Object[SLOTS];
    private int size;

    /** What was kept for the {@code length} bytes at {@code at}, null when nothing was. */
    T get(byte[] bytes, int at, int length) {
        int slot = find(bytes, at, length);
        return slot < 0 ? null : value(slot);
    }

    /** The slot of what was kept for the {@code length} bytes at {@code at}, -1 when nothing was. */
    int find(byte[] bytes, int at, int length) {
        if (length > MAX_BYTES) return -1;
        for (int slot = StringCache.hash(bytes, at, length) & (SLOTS - 1); ; slot = (slot + 1) & (SLOTS - 1)) {
            byte[] key = keys[slot];
            if (key == null) return -1;
            if (Arrays.equals(key, 0, key.length, bytes, at, at + length)) return slot;
        }
    }

    @SuppressWarnings("unchecked")
    T value(int slot) {
        return (T) values[slot];
    }

    /** The bytes kept in {@code slot}, a copy of the message's (not to be changed). */
    byte[] key(int slot) {
        return keys[slot];
    }

    /**
     * Keeps {@code value} as what the {@code length} bytes at {@code at} hold (which {@link #find} did not find);
     * returns its slot, -1 when it is not kept.
     */
    int put(byte[] bytes, int at, int length, T value) {
        if (length > MAX_BYTES || size == MAX_ENTRIES) return -1;
        int slot = StringCache.hash(bytes, at, length) & (SLOTS - 1);
        while (keys[slot] != null) slot = (slot + 1) & (SLOTS - 1);
        keys[slot] = Arrays.copyOfRange(bytes, at, at + length);
        values[slot] = value;
        size++;
        return slot;
    }
}
