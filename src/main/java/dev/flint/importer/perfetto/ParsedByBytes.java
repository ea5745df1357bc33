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
    @SuppressWarnings("unchecked")
    T get(byte[] bytes, int at, int length) {
        if (length > MAX_BYTES) return null;
        for (int slot = StringCache.hash(bytes, at, length) & (SLOTS - 1); ; slot = (slot + 1) & (SLOTS - 1)) {
            byte[] key = keys[slot];
            if (key == null) return null;
            if (Arrays.equals(key, 0, key.length, bytes, at, at + length)) return (T) values[slot];
        }
    }

    /** Keeps {@code value} as what the {@code length} bytes at {@code at} hold (which {@link #get} did not find). */
    void put(byte[] bytes, int at, int length, T value) {
        if (length > MAX_BYTES || size == MAX_ENTRIES) return;
        int slot = StringCache.hash(bytes, at, length) & (SLOTS - 1);
        while (keys[slot] != null) slot = (slot + 1) & (SLOTS - 1);
        keys[slot] = Arrays.copyOfRange(bytes, at, at + length);
        values[slot] = value;
        size++;
    }
}
